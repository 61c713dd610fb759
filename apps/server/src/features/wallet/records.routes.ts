// HTTP for the member's records.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { betRecordsQuerySchema, betRecordsValueSchema, recordsPaths } from '@playdeck/contract/records';
import { requireAccount, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
import type { RecordsService } from './records.service';

export const recordsRoutes: FastifyPluginAsyncZod<{ records: RecordsService }> = async (app, { records }) => {
  app.get(
    recordsPaths.bets,
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's betting record: rounds of a period, newest first, with totals",
        querystring: betRecordsQuerySchema,
        response: { 200: successEnvelope(betRecordsValueSchema) },
      },
      onRequest: requireAccount,
    },
    async (request) => ({
      success: true as const,
      value: await records.betRecords(signedInAccount(request).id, request.query, {
        language: requestLanguage(request),
      }),
    }),
  );
};
