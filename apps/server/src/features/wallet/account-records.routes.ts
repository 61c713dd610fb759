// HTTP of the member's money records: account record, personal profit and loss, bonus details.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  accountRecordsQuerySchema,
  accountRecordsValueSchema,
  bonusRecordsQuerySchema,
  bonusRecordsValueSchema,
  profitLossQuerySchema,
  profitLossValueSchema,
  recordsPaths,
} from '@playdeck/contract/records';
import { requireRealAccount, signedInAccount } from '../../plugins/auth';
import type { AccountRecordsService } from './account-records.service';

export const accountRecordsRoutes: FastifyPluginAsyncZod<{ records: AccountRecordsService }> = async (
  app,
  { records },
) => {
  app.addHook('onRequest', requireRealAccount);
  const tags = ['wallet'];

  app.get(
    recordsPaths.account,
    {
      schema: {
        tags,
        summary: 'Account record: every main-wallet movement with its type and running balance',
        querystring: accountRecordsQuerySchema,
        response: { 200: successEnvelope(accountRecordsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await records.accountRecords(signedInAccount(request).id, request.query),
    }),
  );

  app.get(
    recordsPaths.profitLoss,
    {
      schema: {
        tags,
        summary: 'Personal profit and loss by site day and game type',
        querystring: profitLossQuerySchema,
        response: { 200: successEnvelope(profitLossValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await records.profitLoss(signedInAccount(request).id, request.query),
    }),
  );

  app.get(
    recordsPaths.bonus,
    {
      schema: {
        tags,
        summary: 'Bonus details: the bonus movements of a period',
        querystring: bonusRecordsQuerySchema,
        response: { 200: successEnvelope(bonusRecordsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await records.bonusRecords(signedInAccount(request).id, request.query),
    }),
  );
};
