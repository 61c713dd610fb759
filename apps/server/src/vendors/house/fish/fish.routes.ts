// HTTP of the fish rooms (contract: @playdeck/contract/fish). The room, its scenes and the batches take
// the game session's bearer token; the batch verifier is public, like the house's own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  fishBatchRequestSchema,
  fishBatchValueSchema,
  fishPaths,
  fishRoomValueSchema,
  fishSceneParamsSchema,
  fishSceneValueSchema,
  fishVerifyRequestSchema,
  fishVerifyValueSchema,
} from '@playdeck/contract/fish';
import type { HouseService } from '../house.service';
import type { FishService } from './fish.service';

const tags = ['house'];

export const fishRoutes: FastifyPluginAsyncZod<{ house: HouseService; fish: FishService }> = async (
  app,
  { house, fish },
) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    fishPaths.room,
    {
      schema: {
        tags,
        summary:
          "The session's fish room: bets, species and what they pay, the return to player, the scene clock",
        response: { 200: successEnvelope(fishRoomValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: fish.room(await sessionOf(request)) }),
  );

  app.get(
    fishPaths.scene,
    {
      schema: {
        tags,
        summary:
          "A scene's fish and their paths, with those the player captured in it (up to the next scene)",
        params: fishSceneParamsSchema,
        response: { 200: successEnvelope(fishSceneValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await fish.scene(await sessionOf(request), request.params.sceneIndex),
    }),
  );

  app.post(
    fishPaths.batches,
    {
      schema: {
        tags,
        summary:
          'A batch of shots at one scene’s fish as one round: the valid shots’ bets debited and the wins credited once (the same requestId answers the first result)',
        body: fishBatchRequestSchema,
        response: { 200: successEnvelope(fishBatchValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await fish.fire(await sessionOf(request), request.body),
    }),
  );

  app.post(
    fishPaths.verify,
    {
      schema: {
        tags,
        summary: 'Recompute a batch from its revealed seeds, its scene and its recorded shots',
        body: fishVerifyRequestSchema,
        response: { 200: successEnvelope(fishVerifyValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: fish.verify(request.body) }),
  );
};
