// HTTP for the member's internal messages. Trial members have none (SPEC.md §4: they skip the
// unread-message call), so every route needs a real account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  inboxIdParamsSchema,
  inboxMessageSchema,
  inboxPaths,
  inboxQuerySchema,
  inboxValueSchema,
  unreadCountSchema,
} from '@playdeck/contract/inbox';
import { requireRealAccount, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
import type { MessagesService } from './messages.service';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', requireRealAccount);

  app.get(
    inboxPaths.list,
    {
      schema: {
        tags: ['messages'],
        summary: "The member's internal messages, newest first, with the unread count",
        querystring: inboxQuerySchema,
        response: { 200: successEnvelope(inboxValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await messages.list(signedInAccount(request).id, request.query, requestLanguage(request)),
    }),
  );

  app.get(
    inboxPaths.unreadCount,
    {
      schema: {
        tags: ['messages'],
        summary: 'Unread message count (the red badge); not for trial members',
        response: { 200: successEnvelope(unreadCountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { count: await messages.unreadCount(signedInAccount(request).id) },
    }),
  );

  app.post(
    inboxPaths.read,
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark one message read',
        params: inboxIdParamsSchema,
        response: { 200: successEnvelope(inboxMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await messages.markRead(
        signedInAccount(request).id,
        request.params.id,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    inboxPaths.readAll,
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark every message read',
        response: { 200: successEnvelope(z.object({ count: z.number().int() })) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { count: await messages.markAllRead(signedInAccount(request).id) },
    }),
  );
};
