// Proves the chat room across API processes (issue 20 item 2, DESIGN.md "Scale-out",
// docs/decisions/021-scale-out.md): two apps on one database and one Redis. A message sent on one
// process is stored once and reaches a watcher on each process exactly once; the operator's deletion
// made on the other reaches both; the sending limit (five in ten seconds) is one Redis window for
// both. A watcher is told it is ready once its subscription is live, so no wait is needed before
// sending. Needs TEST_REDIS_URL (.ci/run sets it in the PostgreSQL run when a Redis answers);
// skipped otherwise.
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatMessage, ChatStreamMessage } from '@playdeck/contract/chat';
import { TEST_REDIS_URL, twoApps, type TestApp, type TwoApps } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember } from '../../test-support/payments';
import { chatMessagesTable } from './chat.table';

let apps: TwoApps;

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  apps = await twoApps({ listen: true, redisUrl: TEST_REDIS_URL });
}, 120_000);
afterAll(() => apps?.close());

/** A socket on the room, on one app, signed in with the token; its messages collected. */
async function watch(testApp: TestApp, token: string) {
  const { port } = testApp.app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/stream?room=en`);
  const messages: ChatStreamMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ token }));
  await expect.poll(() => messages[0]).toEqual({ type: 'ready', room: 'en' });
  return { socket, messages };
}

const post = (testApp: TestApp, headers: { authorization: string }, text: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/chat/rooms/en/messages',
    payload: { text },
    headers: { ...headers, 'accept-language': 'en' },
  });

describe.skipIf(!TEST_REDIS_URL)('the chat room across processes (needs TEST_REDIS_URL)', () => {
  it('delivers a message once to a watcher on each process, and a deletion to both', async () => {
    const writer = await signedInMember(apps.first, 0n, { prefix: 'chatso' });
    // A run a moment ago on this Redis may have left this account id's window.
    const redis = new Redis(TEST_REDIS_URL!);
    await redis.del(`playdeck-chat-rate:${writer.id}`);
    redis.disconnect();
    const token = writer.headers.authorization.slice('Bearer '.length);
    const watchers = [await watch(apps.first, token), await watch(apps.second, token)];
    try {
      const sent = await post(apps.first, writer.headers, 'across processes');
      expect(sent.statusCode, sent.body).toBe(200);
      const message = sent.json().value as ChatMessage;
      for (const { messages } of watchers) {
        const copies = () =>
          messages.filter((item) => item.type === 'message' && item.message.id === message.id);
        await expect.poll(() => copies().length).toBe(1);
        expect(copies()[0]).toEqual({ type: 'message', message });
      }
      const stored = await apps.first.database.db
        .select()
        .from(chatMessagesTable)
        .where(eq(chatMessagesTable.accountId, writer.id));
      expect(stored).toHaveLength(1);

      const deleted = await apps.second.app.inject({
        method: 'DELETE',
        url: `/api/operator/chat/messages/${message.id}`,
        headers: await operatorHeaders(apps.second.app),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const { messages } of watchers) {
        await expect.poll(() => messages.at(-1)).toEqual({ type: 'deleted', id: message.id });
        expect(messages.filter((item) => item.type === 'message')).toHaveLength(1);
      }

      // The sending limit is one window for both processes: four more on either, then a refusal.
      for (const testApp of [apps.second, apps.first, apps.second, apps.first]) {
        expect((await post(testApp, writer.headers, 'counted')).statusCode).toBe(200);
      }
      const refused = await post(apps.second, writer.headers, 'sixth');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('CHAT_TOO_FAST');
    } finally {
      for (const { socket } of watchers) socket.terminate();
    }
  });
});
