// HTTP of the house sportsbook (contract: @playdeck/contract/sportsbook). The game page's calls take
// the game session's bearer token: a PDSPORT or PDESPORT session whose game is one of the studio's
// sports. The operator's desk (what each fixture has at stake, cancelling one) takes an operator's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  operatorCancelParamsSchema,
  operatorCancelRequestSchema,
  operatorCancelValueSchema,
  operatorSportsbookFixturesValueSchema,
  operatorSportsbookQuerySchema,
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
import { requireOperator } from '../../../plugins/auth';
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

  app.get(
    sportsbookPaths.operatorFixtures,
    {
      schema: {
        tags: ['operator'],
        summary: "A sport's fixtures as the players see them, with their open bets' stakes and returns",
        querystring: operatorSportsbookQuerySchema,
        response: { 200: successEnvelope(operatorSportsbookFixturesValueSchema) },
      },
      onRequest: requireOperator,
    },
    async (request) => ({
      success: true as const,
      value: await sportsbook.operatorFixtures(request.query.sport),
    }),
  );

  app.post(
    sportsbookPaths.operatorCancel,
    {
      schema: {
        tags: ['operator'],
        summary: 'Cancel an open fixture: every selection on it is void',
        params: operatorCancelParamsSchema,
        body: operatorCancelRequestSchema,
        response: { 200: successEnvelope(operatorCancelValueSchema) },
      },
      onRequest: requireOperator,
    },
    async (request) => ({
      success: true as const,
      value: await sportsbook.cancelFixture(request.params.fixtureId, request.body.reason),
    }),
  );
};
