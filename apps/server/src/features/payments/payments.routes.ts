// HTTP of the member's payments. Trial members have none (SPEC.md §4: deposit and withdraw are real
// actions). The payment password travels encrypted wherever it is typed, like the point calls with a
// password check (docs/decisions/004-payments.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  bankAccountSchema,
  createBankAccountSchema,
  createDepositSchema,
  depositSchema,
  depositsQuerySchema,
  depositsValueSchema,
  idParamsSchema,
  paymentChannelSchema,
  paymentPasswordStatusSchema,
  paymentsPaths,
  withdrawalLimitsSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
  withdrawalsValueSchema,
} from '@playdeck/contract/payments';
import { encryptedBodySchema } from '@playdeck/contract/session';
import { requireRealAccount, signedInAccount } from '../../plugins/auth';
import { perAccountRateLimit } from '../../plugins/security';
import { requireEncryptedBody, type RequestCrypto } from '../../plugins/crypto';
import type { PaymentsService } from './payments.service';

/** Money requests per member and minute: enough for any person, too few for a script. */
const MONEY_REQUESTS_PER_MINUTE = 20;

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  crypto: RequestCrypto;
}> = async (app, { payments, crypto }) => {
  app.addHook('onRequest', requireRealAccount);
  const tags = ['payments'];
  const limited = perAccountRateLimit(MONEY_REQUESTS_PER_MINUTE);

  app.get(
    paymentsPaths.channels,
    {
      schema: {
        tags,
        summary: 'Deposit channels with their limits (bank transfer: the account to pay to)',
        response: { 200: successEnvelope(z.array(paymentChannelSchema)) },
      },
    },
    async () => ({ success: true as const, value: await payments.channels() }),
  );

  app.post(
    paymentsPaths.deposits,
    {
      config: limited,
      schema: {
        tags,
        summary: 'Open a pending deposit { channelId, amount }',
        body: createDepositSchema,
        response: { 200: successEnvelope(depositSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.deposits.create(signedInAccount(request).id, request.body),
    }),
  );

  app.get(
    paymentsPaths.deposits,
    {
      schema: {
        tags,
        summary: "The member's deposits, newest first",
        querystring: depositsQuerySchema,
        response: { 200: successEnvelope(depositsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.deposits.listOwn(signedInAccount(request).id, request.query),
    }),
  );

  app.get(
    paymentsPaths.bankAccounts,
    {
      schema: {
        tags,
        summary: "The member's bound bank accounts (numbers masked)",
        response: { 200: successEnvelope(z.array(bankAccountSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.bankAccounts.list(signedInAccount(request).id),
    }),
  );

  app.post(
    paymentsPaths.bankAccounts,
    {
      config: limited,
      schema: {
        tags,
        summary: 'Bind a bank account for withdrawals',
        body: createBankAccountSchema,
        response: { 200: successEnvelope(bankAccountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.bankAccounts.bind(signedInAccount(request).id, request.body),
    }),
  );

  app.get(
    paymentsPaths.paymentPassword,
    {
      schema: {
        tags,
        summary: 'Whether a payment password is set, and until when it is locked',
        response: { 200: successEnvelope(paymentPasswordStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.paymentPassword.status(signedInAccount(request).id),
    }),
  );

  app.post(
    paymentsPaths.paymentPassword,
    {
      config: limited,
      preValidation: requireEncryptedBody,
      schema: {
        tags,
        summary:
          'Set the payment password (encrypted: loginPassword the first time, else oldPaymentPassword; paymentPassword, confirmPaymentPassword)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(paymentPasswordStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.paymentPassword.set(
        signedInAccount(request),
        await crypto.decryptJson(request.body.jwe),
      ),
    }),
  );

  app.get(
    paymentsPaths.withdrawalLimits,
    {
      schema: {
        tags,
        summary:
          'Withdrawal limits, the available balance, and whether a bank account and payment password exist',
        response: { 200: successEnvelope(withdrawalLimitsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.withdrawals.limits(signedInAccount(request).id),
    }),
  );

  app.post(
    paymentsPaths.withdrawals,
    {
      config: limited,
      preValidation: requireEncryptedBody,
      schema: {
        tags,
        summary: 'Request a withdrawal (encrypted: bankAccountId, amount, paymentPassword, requestId?)',
        body: encryptedBodySchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.withdrawals.create(
        signedInAccount(request).id,
        await crypto.decryptJson(request.body.jwe),
      ),
    }),
  );

  app.get(
    paymentsPaths.withdrawals,
    {
      schema: {
        tags,
        summary: "The member's withdrawals, newest first",
        querystring: withdrawalsQuerySchema,
        response: { 200: successEnvelope(withdrawalsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.withdrawals.listOwn(signedInAccount(request).id, request.query),
    }),
  );

  app.post(
    paymentsPaths.withdrawalConfirm,
    {
      schema: {
        tags,
        summary: 'Confirm that a paid withdrawal arrived',
        params: idParamsSchema,
        response: { 200: successEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await payments.withdrawals.confirm(signedInAccount(request).id, request.params.id),
    }),
  );
};
