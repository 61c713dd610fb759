// HTTP of the member site's lottery calls (SPEC.md §7 "Lottery (all GET)"): public, no session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  lotteryGamesQuerySchema,
  lotteryGamesValueSchema,
  lotteryPaths,
  lotteryResultsQuerySchema,
  lotteryResultsValueSchema,
  openedNumbersQuerySchema,
  openedNumbersValueSchema,
  vnMenuValueSchema,
} from '@playdeck/contract/lottery';
import type { LotteryService } from './lottery.service';

const tags = ['lottery'];

export const lotteryRoutes: FastifyPluginAsyncZod<{ lottery: LotteryService }> = async (app, { lottery }) => {
  app.get(
    lotteryPaths.games,
    {
      schema: {
        tags,
        summary: 'Lottery games by prize mode (LOTT and ELOTT: all; SEA; VN), each with its next draw',
        querystring: lotteryGamesQuerySchema,
        response: { 200: successEnvelope(lotteryGamesValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await lottery.games(request.query.prizeMode) }),
  );

  app.get(
    lotteryPaths.results,
    {
      schema: {
        tags,
        summary: 'Recent drawn results, newest first, with the revealed seeds',
        querystring: lotteryResultsQuerySchema,
        response: { 200: successEnvelope(lotteryResultsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { list: await lottery.results(request.query.gameCode, request.query.limit) },
    }),
  );

  app.get(
    lotteryPaths.openedNumbers,
    {
      schema: {
        tags,
        summary: "The latest opened numbers (one game's, or every game's)",
        querystring: openedNumbersQuerySchema,
        response: { 200: successEnvelope(openedNumbersValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { list: await lottery.openedNumbers(request.query.gameCode) },
    }),
  );

  app.get(
    lotteryPaths.vnMenu,
    {
      schema: {
        tags,
        summary: 'The Vietnamese lottery menu: regions and their games',
        response: { 200: successEnvelope(vnMenuValueSchema) },
      },
    },
    async () => ({ success: true as const, value: await lottery.vnMenu() }),
  );
};
