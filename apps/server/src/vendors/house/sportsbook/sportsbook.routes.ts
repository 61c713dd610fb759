// HTTP of the house sportsbook (contract: @playdeck/contract/sportsbook). Every call takes the game
// session's bearer token: a PDSPORT or PDESPORT session whose game is one of the studio's sports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  sportsbookBetRequestSchema,
  sportsbookBetsQuerySchema,
  sportsbookBetsValueSchema,
  sportsbookBetValueSchema,
  sportsbookCashOutParamsSchema,
  sportsbookCashOutRequestSchema,
  sportsbookCashOutValueSchema,
  sportsbookFixturesQuerySchema,
  sportsbookFixturesValueSchema,
  sportsbookPaths,
} from '@playdeck/contract/sportsbook';
import type { HouseService } from '../house.service';
import type { SportsbookService } from './sportsbook.service';

const tags = ['house'];

export const sportsbookRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  sportsbook: SportsbookService;
}> = async (app, { house, sportsbook }) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    sportsbookPaths.fixtures,
    {
      schema: {
        tags,
        summary: "A sport's fixtures of today and tomorrow (site days) with the markets offered now",
        querystring: sportsbookFixturesQuerySchema,
        response: { 200: successEnvelope(sportsbookFixturesValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sportsbook.fixtures(await sessionOf(request), request.query.sport),
    }),
  );

  app.post(
    sportsbookPaths.bets,
    {
      schema: {
        tags,
        summary: 'A single or a parlay at the odds offered now (the stake is taken at once)',
        body: sportsbookBetRequestSchema,
        response: { 200: successEnvelope(sportsbookBetValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sportsbook.placeBet(await sessionOf(request), request.body),
    }),
  );

  app.get(
    sportsbookPaths.bets,
    {
      schema: {
        tags,
        summary:
          "The session's player's bets in the studio, newest first, with each open bet's cash-out offer",
        querystring: sportsbookBetsQuerySchema,
        response: { 200: successEnvelope(sportsbookBetsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sportsbook.myBets(await sessionOf(request), request.query.status),
    }),
  );

  app.post(
    sportsbookPaths.cashOut,
    {
      schema: {
        tags,
        summary: 'Close an open bet at its value now, if not below the offer the player saw',
        params: sportsbookCashOutParamsSchema,
        body: sportsbookCashOutRequestSchema,
        response: { 200: successEnvelope(sportsbookCashOutValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sportsbook.cashOut(await sessionOf(request), request.params.betId, request.body.offer),
    }),
  );
};
