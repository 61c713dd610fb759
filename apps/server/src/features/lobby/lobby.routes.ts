// HTTP for the lobby's catalogue calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import { lobbyPaths, vendorsQuerySchema, vendorsResponseSchema } from '@playdeck/contract/lobby';
import type { LobbyService } from './lobby.service';

export const lobbyRoutes: FastifyPluginAsyncZod<{ lobby: LobbyService }> = async (app, { lobby }) => {
  app.get(
    lobbyPaths.vendors,
    {
      schema: {
        tags: ['lobby'],
        summary: 'Vendor lanes by game category, and the lottery prize mode',
        querystring: vendorsQuerySchema,
        response: { 200: successEnvelope(vendorsResponseSchema) },
      },
    },
    async (request) => {
      const flush = request.query.flush === 'true' || request.query.flush === '1';
      return { success: true as const, value: await lobby.vendors({ flush }) };
    },
  );
};
