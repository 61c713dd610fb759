// The operator console's chat desk: a room's recent messages (deleted ones marked), deleting one,
// muting and unmuting members, the word filter and the VIP room's level, and the record of every
// moderation action. Every route needs an operator session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  chatAccountParamsSchema,
  chatActionsPageSchema,
  chatActionsQuerySchema,
  chatMessageIdParamsSchema,
  chatMuteRequestSchema,
  chatMuteSchema,
  chatOperatorMessageSchema,
  chatPaths,
  chatRoomParamsSchema,
  chatSettingsSchema,
} from '@playdeck/contract/chat';
import { auditWriterOf } from '../../plugins/audit-trail';
import { requireOperator, signedInAccount } from '../../plugins/auth';
import type { ChatService } from './chat.service';

export const chatOperatorRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    chatPaths.operatorMessages,
    {
      schema: {
        tags,
        summary: "A chat room's latest 100 messages with their authors' accounts, deleted ones marked",
        params: chatRoomParamsSchema,
        response: { 200: successEnvelope(z.array(chatOperatorMessageSchema)) },
      },
    },
    async (request) => ({ success: true as const, value: await chat.operatorMessages(request.params.room) }),
  );

  app.delete(
    chatPaths.operatorMessage,
    {
      schema: {
        tags,
        summary: "Delete a chat message (it leaves every watcher's screen)",
        params: chatMessageIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await chat.deleteMessage(signedInAccount(request).id, request.params.id, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );

  app.get(
    chatPaths.operatorMutes,
    {
      schema: {
        tags,
        summary: 'Members muted now, and until when',
        response: { 200: successEnvelope(z.array(chatMuteSchema)) },
      },
    },
    async () => ({ success: true as const, value: await chat.mutes() }),
  );

  app.post(
    chatPaths.operatorMutes,
    {
      schema: {
        tags,
        summary: 'Mute a member in the chat for some minutes (replaces a mute already given)',
        body: chatMuteRequestSchema,
        response: { 200: successEnvelope(chatMuteSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await chat.mute(signedInAccount(request).id, request.body, auditWriterOf(request)),
    }),
  );

  app.delete(
    chatPaths.operatorMute,
    {
      schema: {
        tags,
        summary: "Lift a member's mute",
        params: chatAccountParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await chat.unmute(signedInAccount(request).id, request.params.accountId, auditWriterOf(request));
      return { success: true as const, value: null };
    },
  );

  app.get(
    chatPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: "The chat's settings: the VIP room's level and the word filter",
        response: { 200: successEnvelope(chatSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await chat.settings() }),
  );

  app.put(
    chatPaths.operatorSettings,
    {
      schema: {
        tags,
        summary: "Change the chat's settings",
        body: chatSettingsSchema,
        response: { 200: successEnvelope(chatSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await chat.saveSettings(signedInAccount(request).id, request.body, auditWriterOf(request)),
    }),
  );

  app.get(
    chatPaths.operatorActions,
    {
      schema: {
        tags,
        summary: 'Every moderation action of the chat, newest first',
        querystring: chatActionsQuerySchema,
        response: { 200: successEnvelope(chatActionsPageSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await chat.actions(request.query) }),
  );
};
