// HTTP and WebSocket of the member site's chat room. Reading is open to visitors (the language
// rooms); writing needs a signed-in account, and the service refuses trial members. The stream
// (?room=vi) waits for its first message, the session token or null, before it listens, since a
// browser cannot set headers on a WebSocket.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  chatHistorySchema,
  chatMessageSchema,
  chatPaths,
  chatRoomParamsSchema,
  chatRoomSchema,
  chatRoomsValueSchema,
  chatSendSchema,
  chatStreamAuthSchema,
  type ChatStreamMessage,
} from '@playdeck/contract/chat';
// The websocket route option and socket type come from the plugin's type augmentation.
import type {} from '@fastify/websocket';
import { requireAccount, signedInAccount } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { AccountRow } from '../account/account.service';
import type { ChatService } from './chat.service';

/** A socket that has not said who it is by then is closed, so idle sockets cannot pile up. */
const STREAM_AUTH_TIMEOUT_MS = 10_000;
/** A watcher that does not read its socket fast enough is dropped rather than buffered without end. */
const SOCKET_BUFFER_MAX_BYTES = 1_000_000;

export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  /** The account behind a session token, or undefined. */
  accountOfToken: (token: string) => Promise<AccountRow | undefined>;
}> = async (app, { chat, accountOfToken }) => {
  const tags = ['chat'];

  app.get(
    chatPaths.rooms,
    {
      schema: {
        tags,
        summary: 'The chat rooms and what the viewer (visitor or member) may do in each',
        response: { 200: successEnvelope(chatRoomsValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await chat.rooms(request.account) }),
  );

  app.get(
    chatPaths.messages,
    {
      schema: {
        tags,
        summary:
          "A room's last 50 messages, oldest first (403 CHAT_ROOM_FORBIDDEN below the VIP room's level)",
        params: chatRoomParamsSchema,
        response: { 200: successEnvelope(chatHistorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { list: await chat.history(request.params.room, request.account) },
    }),
  );

  app.post(
    chatPaths.messages,
    {
      schema: {
        tags,
        summary: 'Send a message (real accounts; 429 CHAT_TOO_FAST, 403 CHAT_MUTED, CHAT_ROOM_FORBIDDEN)',
        params: chatRoomParamsSchema,
        body: chatSendSchema,
        response: { 200: successEnvelope(chatMessageSchema) },
      },
      onRequest: requireAccount,
    },
    async (request) => ({
      success: true as const,
      value: await chat.send(request.params.room, signedInAccount(request), request.body.text),
    }),
  );

  app.get(
    chatPaths.stream,
    {
      websocket: true,
      schema: {
        tags,
        summary: 'WebSocket (?room=vi): new and deleted messages of the room (first message: { token })',
      },
    },
    (socket, request) => {
      let unsubscribe: (() => void) | undefined;
      let authenticating = false;
      const send = (message: ChatStreamMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > SOCKET_BUFFER_MAX_BYTES) {
          socket.close(4408, 'too slow');
          return;
        }
        socket.send(JSON.stringify(message));
      };
      const refuse = (code: string, closeCode: number) => {
        send({ type: 'error', code });
        socket.close(closeCode, code);
      };
      const room = chatRoomSchema.safeParse((request.query as { room?: unknown } | undefined)?.room);
      if (!room.success) return refuse('VALIDATION_FAILED', 4400);
      const authTimer = setTimeout(() => socket.close(4401, 'auth timeout'), STREAM_AUTH_TIMEOUT_MS);
      socket.on('close', () => {
        clearTimeout(authTimer);
        unsubscribe?.();
      });
      socket.on('message', (data: Buffer) => {
        if (authenticating) return;
        authenticating = true;
        clearTimeout(authTimer);
        let auth: ReturnType<typeof chatStreamAuthSchema.safeParse>;
        try {
          auth = chatStreamAuthSchema.safeParse(JSON.parse(data.toString('utf8')));
        } catch {
          auth = chatStreamAuthSchema.safeParse(undefined);
        }
        if (!auth.success) return refuse('VALIDATION_FAILED', 4400);
        const token = auth.data.token;
        void (async () => {
          const account = token ? await accountOfToken(token) : undefined;
          if (token && !account) return refuse('NOT_LOGGED_IN', 4401);
          await chat.assertMayRead(room.data, account ?? null);
          if (socket.readyState !== socket.OPEN) return;
          const watching = chat.watch(room.data, send);
          unsubscribe = watching;
          // Ready once messages sent on any process reach this socket.
          await watching.ready;
          send({ type: 'ready', room: room.data });
        })().catch((error: unknown) => {
          if (error instanceof AppError) return refuse(error.code, 4403);
          request.log.warn({ err: error }, 'chat stream failed');
          refuse('INTERNAL_ERROR', 1011);
        });
      });
    },
  );
};
