// HTTP of the house's video poker (contract: @playdeck/contract/video-poker). Every call takes the
// game session's bearer token; the machine is the session's game.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  videoPokerDealRequestSchema,
  videoPokerDrawRequestSchema,
  videoPokerGameValueSchema,
  videoPokerHandValueSchema,
  videoPokerHintValueSchema,
  videoPokerPaths,
  videoPokerPlayValueSchema,
} from '@playdeck/contract/video-poker';
import type { HouseService } from '../house.service';
import type { VideoPokerService } from './video-poker.service';

const tags = ['house'];

export const videoPokerRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  videoPoker: VideoPokerService;
}> = async (app, { house, videoPoker }) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    videoPokerPaths.game,
    {
      schema: {
        tags,
        summary: "The session's video poker machine: coins, coin values, paytable and its exact return",
        response: { 200: successEnvelope(videoPokerGameValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: videoPoker.game((await sessionOf(request)).gameCode),
    }),
  );

  app.get(
    videoPokerPaths.hand,
    {
      schema: {
        tags,
        summary: "The player's hand in play at this machine (null when there is none)",
        response: { 200: successEnvelope(videoPokerHandValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await videoPoker.openHand(await sessionOf(request)),
    }),
  );

  app.post(
    videoPokerPaths.deal,
    {
      schema: {
        tags,
        summary: 'Deal a hand: the bet (coins × coin value) is taken and five cards are shown',
        body: videoPokerDealRequestSchema,
        response: { 200: successEnvelope(videoPokerPlayValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await videoPoker.deal(await sessionOf(request), request.body),
    }),
  );

  app.post(
    videoPokerPaths.draw,
    {
      schema: {
        tags,
        summary: 'Draw: the cards not held are replaced, the hand is paid and the round settled',
        body: videoPokerDrawRequestSchema,
        response: { 200: successEnvelope(videoPokerPlayValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await videoPoker.draw(await sessionOf(request), request.body),
    }),
  );

  app.get(
    videoPokerPaths.hint,
    {
      schema: {
        tags,
        summary: 'The hold of highest expected return for the hand in play',
        response: { 200: successEnvelope(videoPokerHintValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await videoPoker.hint(await sessionOf(request)) }),
  );
};
