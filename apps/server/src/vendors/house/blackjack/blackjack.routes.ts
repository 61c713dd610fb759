// HTTP of the house's blackjack (contract: @playdeck/contract/blackjack). Every call takes the game
// session's bearer token; the table is the session's game.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  blackjackActRequestSchema,
  blackjackDealRequestSchema,
  blackjackHandValueSchema,
  blackjackHintValueSchema,
  blackjackPaths,
  blackjackPlayValueSchema,
  blackjackTableValueSchema,
} from '@playdeck/contract/blackjack';
import type { HouseService } from '../house.service';
import type { BlackjackService } from './blackjack.service';

const tags = ['house'];

export const blackjackRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  blackjack: BlackjackService;
}> = async (app, { house, blackjack }) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    blackjackPaths.table,
    {
      schema: {
        tags,
        summary: "The session's blackjack table: stake limits, chips, payouts and the exact house edge",
        response: { 200: successEnvelope(blackjackTableValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: blackjack.table((await sessionOf(request)).gameCode),
    }),
  );

  app.get(
    blackjackPaths.hand,
    {
      schema: {
        tags,
        summary: "The player's round in play at this table (null when there is none)",
        response: { 200: successEnvelope(blackjackHandValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await blackjack.openHand(await sessionOf(request)),
    }),
  );

  app.post(
    blackjackPaths.deal,
    {
      schema: {
        tags,
        summary: 'Deal a round: the opening bet is taken, two cards each, the dealer shows one',
        body: blackjackDealRequestSchema,
        response: { 200: successEnvelope(blackjackPlayValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await blackjack.deal(await sessionOf(request), request.body),
    }),
  );

  app.post(
    blackjackPaths.act,
    {
      schema: {
        tags,
        summary: 'One move on the hand in play: hit, stand, double or split (double and split add a stake)',
        body: blackjackActRequestSchema,
        response: { 200: successEnvelope(blackjackPlayValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await blackjack.act(await sessionOf(request), request.body),
    }),
  );

  app.get(
    blackjackPaths.hint,
    {
      schema: {
        tags,
        summary: 'The basic-strategy move for the hand in play, with the expected value of each move',
        response: { 200: successEnvelope(blackjackHintValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await blackjack.hint(await sessionOf(request)) }),
  );
};
