// HTTP of the scratch cards (contract: @playdeck/contract/scratch). Both calls take the game session's
// bearer token; a ticket's fairness record and the verifier are the house's own (house.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  scratchBuyRequestSchema,
  scratchCardValueSchema,
  scratchPaths,
  scratchTicketValueSchema,
} from '@playdeck/contract/scratch';
import type { HouseService } from '../house.service';
import type { ScratchService } from './scratch.service';

const tags = ['house'];

export const scratchRoutes: FastifyPluginAsyncZod<{ house: HouseService; scratch: ScratchService }> = async (
  app,
  { house, scratch },
) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    scratchPaths.card,
    {
      schema: {
        tags,
        summary:
          "The session's scratch card: price, symbols, the prize table with exact odds, the exact return",
        response: { 200: successEnvelope(scratchCardValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await scratch.card(await sessionOf(request)) }),
  );

  app.post(
    scratchPaths.tickets,
    {
      schema: {
        tags,
        summary:
          'Buy one ticket, decided at purchase: the price debited and the prize credited as one round (the same requestId answers the same ticket)',
        body: scratchBuyRequestSchema,
        response: { 200: successEnvelope(scratchTicketValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await scratch.buy(await sessionOf(request), request.body),
    }),
  );
};
