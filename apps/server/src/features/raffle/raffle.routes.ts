// HTTP of raffle (issue 15): the overview for everyone (a visitor sees the draws, a member also its
// tickets and prizes), the member's claim (a real account), and the operator's draws.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  operatorRaffleDrawSchema,
  operatorRaffleDrawsSchema,
  raffleClaimSchema,
  raffleOverviewSchema,
  rafflePaths,
} from '@playdeck/contract/raffle';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, requireRealAccount, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
import type { RaffleService } from './raffle.service';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const raffleRoutes: FastifyPluginAsyncZod<{ raffle: RaffleService }> = async (app, { raffle }) => {
  const tags = ['raffle'];
  app.get(
    rafflePaths.overview,
    {
      schema: {
        tags,
        summary: 'Open and recent draws, with the reader’s tickets and prizes',
        response: { 200: successEnvelope(raffleOverviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await raffle.overview(request.account, requestLanguage(request)),
    }),
  );
  app.post(
    rafflePaths.claim,
    {
      onRequest: requireRealAccount,
      schema: {
        tags,
        summary: 'Claim a won prize',
        params: idParamsSchema,
        response: { 200: successEnvelope(raffleClaimSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await raffle.claim(signedInAccount(request), request.params.id, requestLanguage(request)),
    }),
  );
};

export const raffleOperatorRoutes: FastifyPluginAsyncZod<{ raffle: RaffleService }> = async (
  app,
  { raffle },
) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];
  app.get(
    rafflePaths.operatorDraws,
    {
      schema: {
        tags,
        summary: 'Raffle draws',
        response: { 200: successEnvelope(operatorRaffleDrawsSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await raffle.list(requestLanguage(request)) }),
  );
  app.post(
    rafflePaths.operatorDraws,
    {
      schema: {
        tags,
        summary: 'Schedule a draw (its seed’s hash is published at once)',
        body: z.unknown(),
        response: { 200: successEnvelope(operatorRaffleDrawSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await raffle.create(request.body, requestLanguage(request), auditWriterOf(request)),
    }),
  );
  app.put(
    rafflePaths.operatorDraw,
    {
      schema: {
        tags,
        summary: 'Replace a draw that is still to be held',
        params: idParamsSchema,
        body: z.unknown(),
        response: { 200: successEnvelope(operatorRaffleDrawSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await raffle.replace(
        request.params.id,
        request.body,
        requestLanguage(request),
        auditWriterOf(request),
      ),
    }),
  );
};
