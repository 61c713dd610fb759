// HTTP of rebates: the member's manual rebate, claim and history (a real account), the operator's
// settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  manualRebateSchema,
  rebateClaimSchema,
  rebateHistorySchema,
  rebatePaths,
  rebateSettingsSchema,
} from '@playdeck/contract/rebate';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import type { RebateService } from './rebate.service';

export const rebateRoutes: FastifyPluginAsyncZod<{ rebate: RebateService }> = async (app, { rebate }) => {
  const tags = ['rebate'];
  app.get(
    rebatePaths.manual,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'The manual rebate accrued since the last claim',
        response: { 200: successEnvelope(manualRebateSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await rebate.manual(signedInAccount(request)) }),
  );
  app.post(
    rebatePaths.claim,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'Claim the manual rebate',
        body: z.unknown(),
        response: { 200: successEnvelope(rebateClaimSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await rebate.claim(signedInAccount(request), request.body),
    }),
  );
  app.get(
    rebatePaths.history,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'Automatic and manual rebates paid',
        querystring: z.unknown(),
        response: { 200: successEnvelope(rebateHistorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await rebate.history(signedInAccount(request).id, request.query),
    }),
  );
};

export const rebateOperatorRoutes: FastifyPluginAsyncZod<{ rebate: RebateService }> = async (
  app,
  { rebate },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];
  app.get(
    rebatePaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Rebate modes and rates',
        response: { 200: successEnvelope(rebateSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await rebate.settings() }),
  );
  app.put(
    rebatePaths.operatorSettings,
    {
      schema: {
        tags,
        summary: 'Change rebate modes and rates',
        body: z.unknown(),
        response: { 200: successEnvelope(rebateSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await rebate.updateSettings(request.body, auditWriterOf(request)),
    }),
  );
};
