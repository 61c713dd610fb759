// HTTP of the operator's payment desk: deposit channels, payment settings, and the lists and
// decisions of deposits and withdrawals (operator role only). Every approval is one idempotent
// ledger move: approving twice answers the first result.
import { auditWriterOf } from '../../plugins/audit-trail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  createChannelSchema,
  idParamsSchema,
  operatorChannelSchema,
  depositSchema,
  operatorDepositsValueSchema,
  operatorListQuerySchema,
  withdrawalSchema,
  operatorWithdrawalsValueSchema,
  paymentSettingsSchema,
  paymentsPaths,
  rejectSchema,
  updateChannelSchema,
  updatePaymentSettingsSchema,
} from '@playdeck/contract/payments';
import { requireOperator, signedInAccount } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { PaymentsService } from './payments.service';

function statusFilter(status: string | undefined, known: readonly string[]): string | undefined {
  if (status === undefined || status === '') return undefined;
  if (!known.includes(status)) {
    throw new AppError('VALIDATION_FAILED', 400, { fields: { status: 'validation.invalidOption' } });
  }
  return status;
}

export const paymentsOperatorRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    paymentsPaths.operatorChannels,
    {
      schema: {
        tags,
        summary: 'Every deposit channel, also the disabled ones',
        response: { 200: successEnvelope(z.array(operatorChannelSchema)) },
      },
    },
    async () => ({ success: true as const, value: await payments.operatorChannels.list() }),
  );

  app.post(
    paymentsPaths.operatorChannels,
    {
      schema: {
        tags,
        summary: 'Add a deposit channel',
        body: createChannelSchema,
        response: { 200: successEnvelope(operatorChannelSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.operatorChannels.create(request.body),
    }),
  );

  app.patch(
    paymentsPaths.operatorChannel,
    {
      schema: {
        tags,
        summary: 'Change a deposit channel (limits, bank details, secret, enabled)',
        params: idParamsSchema,
        body: updateChannelSchema,
        response: { 200: successEnvelope(operatorChannelSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.operatorChannels.update(request.params.id, request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    paymentsPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Payment settings',
        response: { 200: successEnvelope(paymentSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await payments.settings.view() }),
  );

  app.patch(
    paymentsPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Change withdrawal limits and the minutes after which a paid withdrawal counts as received',
        body: updatePaymentSettingsSchema,
        response: { 200: successEnvelope(paymentSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.settings.update(request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    paymentsPaths.operatorDeposits,
    {
      schema: {
        tags,
        summary: 'Deposits of every member, newest first (status: pending, credited, failed)',
        querystring: operatorListQuerySchema,
        response: { 200: successEnvelope(operatorDepositsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.deposits.listAll({
        ...request.query,
        status: statusFilter(request.query.status, DEPOSIT_STATUSES),
      }),
    }),
  );

  const depositDecision = { tags, params: idParamsSchema };

  app.post(
    paymentsPaths.operatorDepositApprove,
    {
      schema: {
        ...depositDecision,
        summary: 'Credit a pending deposit (once)',
        response: { 200: successEnvelope(depositSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.deposits.approve(request.params.id, signedInAccount(request).id),
    }),
  );

  app.post(
    paymentsPaths.operatorDepositReject,
    {
      schema: {
        ...depositDecision,
        summary: 'Fail a pending deposit with a reason',
        body: rejectSchema,
        response: { 200: successEnvelope(depositSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.deposits.reject(
        request.params.id,
        signedInAccount(request).id,
        request.body.reason,
      ),
    }),
  );

  app.get(
    paymentsPaths.operatorWithdrawals,
    {
      schema: {
        tags,
        summary: 'Withdrawals of every member, newest first (status: pending, paid, received, rejected)',
        querystring: operatorListQuerySchema,
        response: { 200: successEnvelope(operatorWithdrawalsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.withdrawals.listAll({
        ...request.query,
        status: statusFilter(request.query.status, WITHDRAWAL_STATUSES),
      }),
    }),
  );

  app.post(
    paymentsPaths.operatorWithdrawalApprove,
    {
      schema: {
        tags,
        params: idParamsSchema,
        summary: 'Pay a pending withdrawal: the held money leaves (once)',
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.withdrawals.approve(request.params.id, signedInAccount(request).id),
    }),
  );

  app.post(
    paymentsPaths.operatorWithdrawalReject,
    {
      schema: {
        tags,
        params: idParamsSchema,
        summary: 'Reject a pending withdrawal with a reason: the held money returns to the member',
        body: rejectSchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.withdrawals.reject(
        request.params.id,
        signedInAccount(request).id,
        request.body.reason,
      ),
    }),
  );
};
