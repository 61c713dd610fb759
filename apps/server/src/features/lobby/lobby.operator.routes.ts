// HTTP of the operator's catalogue desk: vendors and games (operator role only).
import { auditWriterOf } from '../../plugins/audit-trail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  gameIdParamsSchema,
  gameUpdateSchema,
  lobbyPaths,
  operatorGameSchema,
  operatorGamesQuerySchema,
  operatorGamesValueSchema,
  operatorVendorSchema,
  vendorCodeParamsSchema,
  vendorUpdateSchema,
} from '@playdeck/contract/lobby';
import { requireOperator } from '../../plugins/auth';
import type { CatalogueService } from './catalogue.service';

export const lobbyOperatorRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    lobbyPaths.operatorVendors,
    {
      schema: {
        tags: ['operator'],
        summary: 'Every vendor, enabled or not, with its game counts',
        response: { 200: successEnvelope(z.array(operatorVendorSchema)) },
      },
    },
    async () => ({ success: true as const, value: await catalogue.vendors() }),
  );

  app.patch(
    lobbyPaths.operatorVendor,
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a vendor: name, icon, order, or switch it off (its lane and games leave the lobby)',
        params: vendorCodeParamsSchema,
        body: vendorUpdateSchema,
        response: { 200: successEnvelope(operatorVendorSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.updateVendor(request.params.code, request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    lobbyPaths.operatorGames,
    {
      schema: {
        tags: ['operator'],
        summary: 'Every game, enabled or not, by vendor, type, name or code',
        querystring: operatorGamesQuerySchema,
        response: { 200: successEnvelope(operatorGamesValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await catalogue.games(request.query) }),
  );

  app.patch(
    lobbyPaths.operatorGame,
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a game: names, icon, hot, free trial, sub-type, order, or switch it off',
        params: gameIdParamsSchema,
        body: gameUpdateSchema,
        response: { 200: successEnvelope(operatorGameSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.updateGame(request.params.id, request.body, auditWriterOf(request)),
    }),
  );
};
