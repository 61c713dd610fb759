// HTTP of live chat (contract: @playdeck/contract/livechat). The visitor's calls answer whatever the
// site's access state (accessExempt): a blocked or maintenance page's customer-service button opens
// live chat, which is how a blocked visitor asks to be unlocked. The desk's calls are the operator's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
// The websocket route option and socket type come from the plugin's type augmentation.
import type {} from '@fastify/websocket';
import { z } from 'zod';
import { isOperatorType } from '@playdeck/contract/account';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  chatConversationSchema,
  chatStreamAuthSchema,
  chatTokenParamsSchema,
  conversationIdParamsSchema,
  createModelSchema,
  deskConversationDetailSchema,
  deskPageSchema,
  deskQuerySchema,
  launchChatSchema,
  launchChatValueSchema,
  livechatChannelOf,
  LIVECHAT_DESK_CHANNEL,
  livechatMessageSchema,
  livechatModelSchema,
  livechatPaths,
  modelCodeParamsSchema,
  operatorModelSchema,
  sendChatMessageSchema,
  updateModelSchema,
  type ChatStreamMessage,
  type DeskStreamMessage,
} from '@playdeck/contract/livechat';
import type { Bus } from '../../plugins/bus';
import { requireOperator, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
import type { AccountRow } from '../account/account.service';
import type { LivechatService } from './livechat.service';

const tags = ['livechat'];
/** A visitor may open this many conversations a minute from one address (a visitor's is new each time). */
const LAUNCH_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
/** Beside the per-conversation send rate, one address's sends a minute over every conversation. */
const SEND_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** A socket that has not authenticated by then is closed, so idle sockets cannot pile up. */
const STREAM_AUTH_TIMEOUT_MS = 10_000;
/** A watcher this far behind (bytes queued) is dropped rather than buffered without end. */
const SOCKET_BUFFER_MAX_BYTES = 1_000_000;

const agentOf = (account: AccountRow) => ({ id: account.id, name: account.nickname || account.username });

/**
 * A stream socket that authenticates with its first message, then forwards the bus's events of the
 * channel that message earns; `channelOf` answers undefined to refuse (with the code given).
 */
function authenticatedStream(
  socket: WebSocket,
  bus: Bus,
  channelOf: (
    token: string,
  ) => Promise<{ channel: string } | { refused: ChatStreamMessage & { type: 'error' } }>,
) {
  let unsubscribe: (() => void) | undefined;
  let authenticating = false;
  const send = (message: DeskStreamMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > SOCKET_BUFFER_MAX_BYTES) {
      socket.close(4408, 'too slow');
      return;
    }
    socket.send(JSON.stringify(message));
  };
  const authTimer = setTimeout(() => socket.close(4401, 'auth timeout'), STREAM_AUTH_TIMEOUT_MS);
  socket.on('message', (data: Buffer) => {
    if (authenticating) return;
    authenticating = true;
    let parsed: ReturnType<typeof chatStreamAuthSchema.safeParse>;
    try {
      parsed = chatStreamAuthSchema.safeParse(JSON.parse(data.toString('utf8')));
    } catch {
      parsed = chatStreamAuthSchema.safeParse(undefined);
    }
    if (!parsed.success) {
      send({ type: 'error', code: 'VALIDATION_FAILED' });
      socket.close(4400, 'invalid');
      return;
    }
    channelOf(parsed.data.token).then(
      (answer) => {
        clearTimeout(authTimer);
        if (socket.readyState !== socket.OPEN) return;
        if ('refused' in answer) {
          send(answer.refused);
          socket.close(4401, 'refused');
          return;
        }
        unsubscribe = bus.subscribe(answer.channel, (payload) => send(payload as DeskStreamMessage));
        send({ type: 'ready' });
      },
      () => socket.close(1011, 'error'),
    );
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    unsubscribe?.();
  });
}

export const livechatRoutes: FastifyPluginAsyncZod<{ livechat: LivechatService; bus: Bus }> = async (
  app,
  { livechat, bus },
) => {
  const open = { accessExempt: true } as const;

  app.get(
    livechatPaths.models,
    {
      schema: {
        tags,
        summary: 'The live chat models (channels) the operator offers',
        response: { 200: successEnvelope(z.array(livechatModelSchema)) },
      },
      config: open,
    },
    async (request) => ({ success: true as const, value: await livechat.models(requestLanguage(request)) }),
  );

  app.post(
    livechatPaths.launch,
    {
      schema: {
        tags,
        summary: "Launch a conversation: answers chatUrl, Playdeck's chat page with a signed, expiring token",
        body: launchChatSchema,
        response: { 200: successEnvelope(launchChatValueSchema) },
      },
      config: { ...open, rateLimit: LAUNCH_RATE_LIMIT },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.launch(request.body.model, request.account?.id ?? null),
    }),
  );

  app.get(
    livechatPaths.conversation,
    {
      schema: {
        tags,
        summary: "The chat token's conversation: state, model, agent and history",
        params: chatTokenParamsSchema,
        response: { 200: successEnvelope(chatConversationSchema) },
      },
      config: open,
    },
    async (request) => ({
      success: true as const,
      value: await livechat.conversation(request.params.token, requestLanguage(request)),
    }),
  );

  app.post(
    livechatPaths.messages,
    {
      schema: {
        tags,
        summary: "The visitor's message (text, at most 500 characters, a few every 10 seconds)",
        params: chatTokenParamsSchema,
        body: sendChatMessageSchema,
        response: { 200: successEnvelope(livechatMessageSchema) },
      },
      config: { ...open, rateLimit: SEND_RATE_LIMIT },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.send(request.params.token, request.body.body),
    }),
  );

  app.get(
    livechatPaths.stream,
    {
      websocket: true,
      config: open,
      schema: {
        tags,
        summary: "WebSocket: a conversation's messages and state (auth by first message: the chat token)",
      },
    },
    (socket: WebSocket) =>
      authenticatedStream(socket, bus, async (token) => {
        try {
          return { channel: livechatChannelOf(await livechat.conversationIdOf(token)) };
        } catch {
          return { refused: { type: 'error', code: 'LIVECHAT_NOT_FOUND' } };
        }
      }),
  );
};

/** The console's support desk: operators only. */
export const livechatOperatorRoutes: FastifyPluginAsyncZod<{
  livechat: LivechatService;
  bus: Bus;
  /** The signed-in account behind a session token, or undefined. */
  accountOfToken: (token: string) => Promise<AccountRow | undefined>;
}> = async (desk, { livechat, bus, accountOfToken }) => {
  desk.addHook('onRequest', async (request, reply) => {
    // The stream authenticates by its first message instead (a browser sets no header on a socket).
    if (request.routeOptions.url === livechatPaths.operatorStream) return;
    await requireOperator(request, reply);
  });
  const operator = (request: FastifyRequest) => agentOf(signedInAccount(request));

  desk.get(
    livechatPaths.operatorConversations,
    {
      schema: {
        tags: ['operator'],
        summary: 'Support desk: a queue of conversations (waiting, mine, open, closed)',
        querystring: deskQuerySchema,
        response: { 200: successEnvelope(deskPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.queue(
        request.query.queue,
        signedInAccount(request).id,
        request.query,
        requestLanguage(request),
      ),
    }),
  );

  desk.get(
    livechatPaths.operatorConversation,
    {
      schema: {
        tags: ['operator'],
        summary: 'Support desk: one conversation with its transcript',
        params: conversationIdParamsSchema,
        response: { 200: successEnvelope(deskConversationDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.detail(request.params.id, signedInAccount(request).id, requestLanguage(request)),
    }),
  );

  desk.post(
    livechatPaths.operatorAssign,
    {
      schema: {
        tags: ['operator'],
        summary: 'Support desk: take a waiting conversation (409 LIVECHAT_TAKEN when another agent has it)',
        params: conversationIdParamsSchema,
        response: { 200: successEnvelope(deskConversationDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.assign(request.params.id, operator(request), requestLanguage(request)),
    }),
  );

  desk.post(
    livechatPaths.operatorMessages,
    {
      schema: {
        tags: ['operator'],
        summary: "Support desk: the agent's reply on a conversation assigned to them",
        params: conversationIdParamsSchema,
        body: sendChatMessageSchema,
        response: { 200: successEnvelope(livechatMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.reply(request.params.id, operator(request), request.body.body),
    }),
  );

  desk.post(
    livechatPaths.operatorClose,
    {
      schema: {
        tags: ['operator'],
        summary: 'Support desk: close a conversation (its transcript stays)',
        params: conversationIdParamsSchema,
        response: { 200: successEnvelope(deskConversationDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.close(request.params.id, operator(request), requestLanguage(request)),
    }),
  );

  desk.get(
    livechatPaths.operatorModels,
    {
      schema: {
        tags: ['operator'],
        summary: 'Live chat models, the disabled ones too',
        response: { 200: successEnvelope(z.array(operatorModelSchema)) },
      },
    },
    async () => ({ success: true as const, value: await livechat.operatorModels() }),
  );

  desk.post(
    livechatPaths.operatorModels,
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a live chat model',
        body: createModelSchema,
        response: { 200: successEnvelope(operatorModelSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await livechat.createModel(request.body) }),
  );

  desk.put(
    livechatPaths.operatorModel,
    {
      schema: {
        tags: ['operator'],
        summary: 'Rename, reorder, enable or disable a live chat model',
        params: modelCodeParamsSchema,
        body: updateModelSchema,
        response: { 200: successEnvelope(operatorModelSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await livechat.updateModel(request.params.code, request.body),
    }),
  );

  desk.get(
    livechatPaths.operatorStream,
    {
      websocket: true,
      schema: {
        tags: ['operator'],
        summary:
          "WebSocket: the desk's queue changes and messages (auth by first message: the session token)",
      },
    },
    (socket: WebSocket) =>
      authenticatedStream(socket, bus, async (token) => {
        const account = await accountOfToken(token);
        if (!account) return { refused: { type: 'error', code: 'NOT_LOGGED_IN' } };
        if (!isOperatorType(account.type)) return { refused: { type: 'error', code: 'NOT_LOGGED_IN' } };
        return { channel: LIVECHAT_DESK_CHANNEL };
      }),
  );
};
