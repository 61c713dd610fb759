// HTTP for the operator's view of the outbox.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema, successEnvelope } from '@playdeck/contract/envelope';
import { outboxEntrySchema, outboxPaths, outboxQuerySchema } from '@playdeck/contract/outbox';
import { requireOperator } from '../../plugins/auth';
import type { OutboxService } from './outbox.service';

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    outboxPaths.outbox,
    {
      schema: {
        tags: ['operator'],
        summary: 'SMS and e-mail the platform sent, newest first (operator only)',
        querystring: outboxQuerySchema,
        response: { 200: successEnvelope(pageSchema(outboxEntrySchema)) },
      },
      onRequest: requireOperator,
    },
    async (request) => ({ success: true as const, value: await outbox.list(request.query) }),
  );
};
