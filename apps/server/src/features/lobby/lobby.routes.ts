// HTTP for the lobby's catalogue calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  launchRequestSchema,
  launchValueSchema,
  lobbyPaths,
  vendorsQuerySchema,
  vendorsResponseSchema,
} from '@playdeck/contract/lobby';
import { requireAccount, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
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

  app.post(
    lobbyPaths.launch,
    {
      schema: {
        tags: ['lobby'],
        summary: "Launch a game: the vendor's game address for the game popup",
        body: launchRequestSchema,
        response: { 200: successEnvelope(launchValueSchema) },
      },
      preHandler: requireAccount,
    },
    async (request) => ({
      success: true as const,
      value: await lobby.launch(signedInAccount(request).id, request.body, requestLanguage(request)),
    }),
  );
};
