// HTTP of the house lottery's game page (contract: @playdeck/contract/lottery). Every call carries
// the game session's bearer token; the session names the player and the game.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  houseLotteryResultsQuerySchema,
  lotteryPaths,
  lotteryResultsValueSchema,
  lotteryStateValueSchema,
  lotteryTicketRequestSchema,
  lotteryTicketsQuerySchema,
  lotteryTicketsValueSchema,
  lotteryTicketValueSchema,
} from '@playdeck/contract/lottery';
import type { HouseService } from '../house.service';
import type { LotteryService } from './lottery.service';

const tags = ['house'];

export const houseLotteryRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  lottery: LotteryService;
}> = async (app, { house, lottery }) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    lotteryPaths.houseState,
    {
      schema: {
        tags,
        summary: "The session's lottery game: bet types with odds and limits, the draw open for betting",
        response: { 200: successEnvelope(lotteryStateValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await lottery.state(await sessionOf(request)) }),
  );

  app.post(
    lotteryPaths.houseTickets,
    {
      schema: {
        tags,
        summary: 'Place a ticket on the draw open for betting (the stake is debited at once)',
        body: lotteryTicketRequestSchema,
        response: { 200: successEnvelope(lotteryTicketValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await lottery.placeTicket(await sessionOf(request), request.body),
    }),
  );

  app.get(
    lotteryPaths.houseTickets,
    {
      schema: {
        tags,
        summary: "The player's tickets of the session's game, newest first",
        querystring: lotteryTicketsQuerySchema,
        response: { 200: successEnvelope(lotteryTicketsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await lottery.tickets(await sessionOf(request), request.query.pageNo, request.query.pageSize),
    }),
  );

  app.get(
    lotteryPaths.houseResults,
    {
      schema: {
        tags,
        summary: "The session game's latest drawn results, seeds revealed",
        querystring: houseLotteryResultsQuerySchema,
        response: { 200: successEnvelope(lotteryResultsValueSchema) },
      },
    },
    async (request) => {
      const session = await sessionOf(request);
      return {
        success: true as const,
        value: { list: await lottery.results(session.gameCode, request.query.limit) },
      };
    },
  );
};
