// Proves the chat room over HTTP and WebSocket on a real database: the rooms a viewer may use, the
// last 50 messages on joining, the length limit and neutralising of what is sent, 429 CHAT_TOO_FAST
// after five messages in ten seconds, 403 CHAT_MUTED with the mute's end, 403 CHAT_ROOM_FORBIDDEN
// below the VIP room's level, trial members and visitors reading only, the operator's deletion
// reaching a watcher's socket, the word filter and the record of every moderation action. Across two
// API processes: chat.scale-out.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatMessage, ChatStreamMessage } from '@playdeck/contract/chat';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember } from '../../test-support/payments';
import { chatActionsTable } from './chat.table';

const en = { 'accept-language': 'en' };
let testApp: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  testApp = await buildTestApp({ listen: true });
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

const member = () => signedInMember(testApp, 0n, { prefix: 'chat' });

function send(room: string, text: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/chat/rooms/${room}/messages`,
    payload: { text },
    headers: { ...en, ...headers },
  });
}

function history(room: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/chat/rooms/${room}/messages`,
    headers: { ...en, ...headers },
  });
}

function saveSettings(body: { vipMinLevel: number; filterWords: string[] }) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/operator/chat/settings',
    payload: body,
    headers: { ...en, ...operator },
  });
}

/** A socket on a room that has said who it is (a token, or null for a visitor); its messages collected. */
async function watch(port: number, room: string, token: string | null) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/stream?room=${room}`);
  const messages: ChatStreamMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ token }));
  await expect.poll(() => messages[0]?.type).toMatch(/ready|error/);
  return { socket, messages };
}

const portOf = (app: TestApp['app']) => (app.server.address() as { port: number }).port;

describe('rooms and history', () => {
  it('tells a visitor the language rooms are open to read and nothing to write', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/chat/rooms' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      rooms: [
        { room: 'vi', canRead: true, canSend: false, vipMinLevel: null },
        { room: 'en', canRead: true, canSend: false, vipMinLevel: null },
        { room: 'vip', canRead: false, canSend: false, vipMinLevel: 1 },
      ],
      mutedUntil: null,
    });
  });

  it('answers the last 50 messages, oldest first, to a visitor too', async () => {
    const writers = await Promise.all(Array.from({ length: 11 }, member));
    for (let index = 0; index < 55; index += 1) {
      const response = await send('en', `history ${index}`, writers[index % 11]!.headers);
      expect(response.statusCode, response.body).toBe(200);
    }
    const response = await history('en');
    expect(response.statusCode).toBe(200);
    const list = response.json().value.list as ChatMessage[];
    expect(list).toHaveLength(50);
    expect(list[0]!.text).toBe('history 5');
    expect(list.at(-1)!.text).toBe('history 54');
    expect(list.at(-1)!.author).toMatch(/^ch\*\*\*.$/);
  });

  it('refuses an unknown room', async () => {
    const response = await history('fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('sending', () => {
  it('stores plain text: markup dropped, addresses inert, and echoes the message', async () => {
    const writer = await member();
    const response = await send('vi', '  <b>xin chào</b> https://spam.example.com  ', writer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      room: 'vi',
      text: 'xin chào https[:]//spam[.]example[.]com',
    });
  });

  it('refuses an empty or too long message and stores nothing', async () => {
    const writer = await member();
    const before = (await history('vi')).json().value.list.length;
    const blank = await send('vi', '    ', writer.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { text: 'Input cannot be empty' },
    });
    const long = await send('vi', 'x'.repeat(201), writer.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.text).toBe('Please enter at most 200 characters');
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat/rooms/vi/messages',
      payload: {},
      headers: { ...en, ...writer.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect((await history('vi')).json().value.list.length).toBe(before);
  });

  it('accepts exactly 200 characters after trimming', async () => {
    const writer = await member();
    const response = await send('vi', `  ${'y'.repeat(200)}  `, writer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.text).toHaveLength(200);
  });

  it('refuses the sixth message in ten seconds with 429 CHAT_TOO_FAST', async () => {
    const writer = await member();
    for (let index = 0; index < 5; index += 1) {
      expect((await send('en', `quick ${index}`, writer.headers)).statusCode).toBe(200);
    }
    const refused = await send('en', 'one too many', writer.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('CHAT_TOO_FAST');
    expect(refused.json().message).toMatch(/^You are sending too fast: please wait \d+ s$/);
    const texts = (await history('en')).json().value.list.map((message: ChatMessage) => message.text);
    expect(texts).not.toContain('one too many');
    // Another member is not held back by this one's pace.
    expect((await send('en', 'someone else', (await member()).headers)).statusCode).toBe(200);
  });

  it('refuses a visitor with 401 and a trial member with the real-account prompt', async () => {
    const visitor = await send('vi', 'hello');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('NOT_LOGGED_IN');
    const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
    const headers = { authorization: `Bearer ${trial.token}` };
    const refused = await send('vi', 'hello', headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'REAL_ACCOUNT_REQUIRED',
      message: 'A real account is needed for this: please register',
    });
    // The trial member still reads the room.
    expect((await history('vi', headers)).statusCode).toBe(200);
    const rooms = await testApp.app.inject({ method: 'GET', url: '/api/chat/rooms', headers });
    expect(rooms.json().value.rooms[0]).toEqual({
      room: 'vi',
      canRead: true,
      canSend: false,
      vipMinLevel: null,
    });
  });

  it('masks the operator’s filtered words', async () => {
    expect((await saveSettings({ vipMinLevel: 1, filterWords: ['scam', 'lừa đảo'] })).statusCode).toBe(200);
    const writer = await member();
    const response = await send('vi', 'SCAM site, đồ Lừa Đảo', writer.headers);
    expect(response.json().value.text).toBe('*** site, đồ ***');
    await saveSettings({ vipMinLevel: 1, filterWords: [] });
  });
});

describe('the VIP room', () => {
  it('refuses a member below the level with 403 CHAT_ROOM_FORBIDDEN, visitors too', async () => {
    const writer = await member();
    const read = await history('vip', writer.headers);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({
      code: 'CHAT_ROOM_FORBIDDEN',
      message: 'This room is open from VIP level 1',
    });
    const write = await send('vip', 'let me in', writer.headers);
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('CHAT_ROOM_FORBIDDEN');
    expect((await history('vip')).statusCode).toBe(403);
  });

  it('opens to the member once the operator sets the level to theirs (VIP 0)', async () => {
    const writer = await member();
    expect((await saveSettings({ vipMinLevel: 0, filterWords: [] })).statusCode).toBe(200);
    try {
      expect((await send('vip', 'vip hello', writer.headers)).statusCode).toBe(200);
      const list = (await history('vip', writer.headers)).json().value.list as ChatMessage[];
      expect(list.at(-1)!.text).toBe('vip hello');
      // A trial member has no VIP level at all.
      const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
      expect((await history('vip', { authorization: `Bearer ${trial.token}` })).statusCode).toBe(403);
    } finally {
      await saveSettings({ vipMinLevel: 1, filterWords: [] });
    }
  });

  it('closes a visitor’s stream of the VIP room', async () => {
    const { socket, messages } = await watch(portOf(testApp.app), 'vip', null);
    expect(messages[0]).toEqual({ type: 'error', code: 'CHAT_ROOM_FORBIDDEN' });
    socket.terminate();
  });
});

describe('moderation', () => {
  it('mutes a member: 403 CHAT_MUTED with the end on the site clock, until unmuted', async () => {
    const writer = await member();
    const muted = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/chat/mutes',
      payload: { accountId: writer.id, minutes: 30, reason: 'spam' },
      headers: { ...en, ...operator },
    });
    expect(muted.statusCode).toBe(200);
    expect(muted.json().value).toMatchObject({
      accountId: writer.id,
      account: writer.username,
      reason: 'spam',
    });
    const refused = await send('vi', 'still here?', writer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CHAT_MUTED');
    expect(refused.json().message).toMatch(
      /^You cannot write in the chat until \d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+8\)$/,
    );
    expect(refused.json().value.mutedUntil).toBe(muted.json().value.until);
    const rooms = await testApp.app.inject({
      method: 'GET',
      url: '/api/chat/rooms',
      headers: writer.headers,
    });
    expect(rooms.json().value.mutedUntil).toBe(muted.json().value.until);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/chat/mutes',
      headers: operator,
    });
    expect(list.json().value.map((mute: { accountId: number }) => mute.accountId)).toContain(writer.id);

    const lifted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/operator/chat/mutes/${writer.id}`,
      headers: operator,
    });
    expect(lifted.statusCode).toBe(200);
    expect((await send('vi', 'back again', writer.headers)).statusCode).toBe(200);
  });

  it('refuses a bad mute and an unknown account, changing nothing', async () => {
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/chat/mutes',
      payload: { accountId: 1, minutes: 0 },
      headers: { ...en, ...operator },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.minutes).toBe('The value must be at least 1');
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/chat/mutes',
      payload: { accountId: 999_999, minutes: 5 },
      headers: { ...en, ...operator },
    });
    expect(unknown.statusCode).toBe(404);
    const notMuted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/operator/chat/mutes/999999',
      headers: operator,
    });
    expect(notMuted.statusCode).toBe(404);
  });

  it('deletes a message from the history and from a watcher’s screen', async () => {
    const writer = await member();
    const watcher = await watch(portOf(testApp.app), 'en', null);
    expect(watcher.messages[0]).toEqual({ type: 'ready', room: 'en' });
    const sent = (await send('en', 'delete me', writer.headers)).json().value as ChatMessage;
    await expect
      .poll(() => watcher.messages.find((message) => message.type === 'message'))
      .toEqual({ type: 'message', message: sent });

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/chat/rooms/en/messages',
      headers: operator,
    });
    expect(listed.json().value[0]).toMatchObject({
      id: sent.id,
      accountId: writer.id,
      account: writer.username,
      deletedAt: null,
    });

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/operator/chat/messages/${sent.id}`,
      headers: { ...en, ...operator },
    });
    expect(deleted.statusCode).toBe(200);
    await expect.poll(() => watcher.messages.at(-1)).toEqual({ type: 'deleted', id: sent.id });
    const texts = (await history('en')).json().value.list.map((message: ChatMessage) => message.id);
    expect(texts).not.toContain(sent.id);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/operator/chat/messages/${sent.id}`,
      headers: { ...en, ...operator },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'CHAT_MESSAGE_NOT_FOUND', message: 'No such chat message' });
    watcher.socket.terminate();
  });

  it('keeps members out of the desk and records every action', async () => {
    const writer = await member();
    for (const [method, url] of [
      ['GET', '/api/operator/chat/rooms/vi/messages'],
      ['GET', '/api/operator/chat/settings'],
      ['DELETE', '/api/operator/chat/messages/1'],
    ] as const) {
      expect((await testApp.app.inject({ method, url, headers: writer.headers })).statusCode).toBe(403);
    }
    const badSettings = await saveSettings({ vipMinLevel: -1, filterWords: [''] });
    expect(badSettings.statusCode).toBe(400);
    const actions = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/chat/actions?pageSize=100',
      headers: operator,
    });
    expect(actions.statusCode).toBe(200);
    const kinds = new Set(actions.json().value.list.map((action: { action: string }) => action.action));
    expect([...kinds].sort()).toEqual(['delete', 'mute', 'settings', 'unmute']);
    const rows = await testApp.database.db.select().from(chatActionsTable);
    expect(rows.length).toBe(actions.json().value.total);
    expect(actions.json().value.list[0].operator).toBe('operator');
  });
});
