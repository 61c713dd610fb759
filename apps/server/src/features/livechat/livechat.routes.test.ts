// Proves live chat over HTTP and its sockets (SPEC.md §7 "Live chat: model list, launch chat (response
// chatUrl)"): the models, a visitor's and a member's launch, the chat token's forgery and expiry, the
// conversation's life (waiting, assigned, closed) with the desk's queues, two agents racing for one
// conversation (one wins, the other hears LIVECHAT_TAKEN), the visitor's bad input and send rate, the
// models edited in the console, and the pushes the chat page and the desk receive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DeskStreamMessage, LaunchChatValue } from '@playdeck/contract/livechat';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import { authHeader } from '../../test-support/session';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { CHAT_TOKEN_TTL_MS, neutraliseText, SEND_RATE_MAX, SEND_RATE_WINDOW_MS } from './livechat.service';

let testApp: TestApp;
let clock = Date.parse('2026-11-28T10:00:00Z');
let operator: { authorization: string };
let secondOperator: { authorization: string };
let member: { authorization: string };
let memberName: string;
const en = { 'accept-language': 'en' };

const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({ listen: true, now: () => new Date(clock) });
  operator = await authHeader(app(), { ...DEMO_ACCOUNTS.operator, site: 'operator' });
  const staff = await fundedMember(testApp.database.db, 0n, { type: 9, prefix: 'staff' });
  secondOperator = await authHeader(app(), { ...staff, site: 'operator' });
  const player = await fundedMember(testApp.database.db, 0n);
  memberName = player.username;
  member = await authHeader(app(), player);
});

afterAll(async () => {
  await testApp.close();
});

let addresses = 0;
/** Each launch from an address of its own: the launch is rate limited per address (proved below). */
const nextIp = () => `10.9.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

async function launch(headers: Record<string, string> = {}, model = 'general'): Promise<LaunchChatValue> {
  const response = await app().inject({
    remoteAddress: nextIp(),
    method: 'POST',
    url: '/api/livechat/launch',
    headers,
    payload: { model },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

const send = (token: string, body: unknown) =>
  app().inject({
    method: 'POST',
    url: `/api/livechat/conversations/${token}/messages`,
    payload: { body },
    headers: en,
  });
const conversation = (token: string) =>
  app().inject({ method: 'GET', url: `/api/livechat/conversations/${token}`, headers: en });
const desk = (method: 'GET' | 'POST', path: string, headers = operator, payload?: object) =>
  app().inject({ method, url: `/api/operator/livechat${path}`, headers: { ...headers, ...en }, payload });
const idOf = (token: string) => Number(token.split('.')[0]);

describe('models and launch', () => {
  it('lists the operator models in the reader language', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/livechat/models', headers: en });
    expect(response.json().value).toEqual([
      { code: 'general', name: 'General help' },
      { code: 'payments', name: 'Deposit & withdrawal' },
      { code: 'vip', name: 'VIP service' },
    ]);
    const vi = await app().inject({ method: 'GET', url: '/api/livechat/models' });
    expect(vi.json().value[0].name).toBe('Hỗ trợ chung');
  });

  it("answers Playdeck's own chat page with a signed, expiring token, for a visitor", async () => {
    const launched = await launch();
    expect(launched.chatUrl).toBe(`/livechat/${launched.token}`);
    expect(Date.parse(launched.expiresAt)).toBe(clock + CHAT_TOKEN_TTL_MS);
    const response = await conversation(launched.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ state: 'waiting', agentName: null, messages: [] });
  });

  it("ties a member's conversation to the account and takes it up again on the next launch", async () => {
    const first = await launch(member);
    const second = await launch(member);
    expect(idOf(second.token)).toBe(idOf(first.token));
    const other = await launch(member, 'vip');
    expect(idOf(other.token)).not.toBe(idOf(first.token));
    const detail = await desk('GET', `/conversations/${idOf(first.token)}`);
    expect(detail.json().value.account).toBe(memberName);
    const visitor = await launch();
    expect((await desk('GET', `/conversations/${idOf(visitor.token)}`)).json().value.account).toBeNull();
  });

  it('refuses an unknown or disabled model and a malformed body, and opens nothing', async () => {
    const before = (await desk('GET', '/conversations?queue=waiting')).json().value.total;
    const unknown = await app().inject({
      method: 'POST',
      url: '/api/livechat/launch',
      headers: en,
      payload: { model: 'nothing' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'LIVECHAT_MODEL_NOT_FOUND',
      message: 'This live chat channel is not open',
    });
    const bad = await app().inject({
      method: 'POST',
      url: '/api/livechat/launch',
      payload: { model: 'A B' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const disabled = await app().inject({
      method: 'PUT',
      url: '/api/operator/livechat/models/vip',
      headers: operator,
      payload: { enabled: false },
    });
    expect(disabled.json().value.enabled).toBe(false);
    const closedModel = await app().inject({
      method: 'POST',
      url: '/api/livechat/launch',
      payload: { model: 'vip' },
    });
    expect(closedModel.statusCode).toBe(404);
    await app().inject({
      method: 'PUT',
      url: '/api/operator/livechat/models/vip',
      headers: operator,
      payload: { enabled: true },
    });
    expect((await desk('GET', '/conversations?queue=waiting')).json().value.total).toBe(before);
  });

  it('limits the launches of one address (429)', async () => {
    const ip = '10.8.0.1';
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/livechat/launch',
        remoteAddress: ip,
        payload: { model: 'general' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps answering while the site is under maintenance or blocks the visitor', async () => {
    await app().inject({
      method: 'PATCH',
      url: '/api/operator/site-settings',
      headers: operator,
      payload: { maintenance: true },
    });
    try {
      const launched = await launch();
      expect((await conversation(launched.token)).statusCode).toBe(200);
      expect((await send(launched.token, 'Hello?')).statusCode).toBe(200);
    } finally {
      await app().inject({
        method: 'PATCH',
        url: '/api/operator/site-settings',
        headers: operator,
        payload: { maintenance: false },
      });
    }
  });
});

describe('the chat token', () => {
  it('refuses a forged signature (401), an unknown conversation or a malformed token (404)', async () => {
    const launched = await launch();
    const [id, expiry, signature] = launched.token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = await conversation(`${id}.${expiry}.${otherSignature}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: 'LIVECHAT_TOKEN_INVALID',
      message: 'This chat link is not valid',
    });
    // A later expiry with the old signature is a forgery too.
    expect((await conversation(`${id}.${Number(expiry) + 3600}.${signature}`)).statusCode).toBe(401);
    // Another conversation's signature does not open this one.
    const other = await launch();
    expect((await conversation(`${id}.${expiry}.${other.token.split('.')[2]}`)).statusCode).toBe(401);
    expect((await conversation(`999999.${expiry}.${signature}`)).json().code).toBe('LIVECHAT_NOT_FOUND');
    expect((await conversation('not-a-token')).statusCode).toBe(404);
    expect((await send(`${id}.${expiry}.${otherSignature}`, 'hi')).statusCode).toBe(401);
    expect((await conversation(launched.token)).json().value.messages).toEqual([]);
  });

  it('expires after a day (401 LIVECHAT_EXPIRED); a new launch gives a fresh one', async () => {
    const launched = await launch(member);
    clock += CHAT_TOKEN_TTL_MS + 1_000;
    try {
      const expired = await conversation(launched.token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({
        code: 'LIVECHAT_EXPIRED',
        message: 'This chat link has expired: please open live chat again',
      });
      expect((await send(launched.token, 'still there?')).statusCode).toBe(401);
      const fresh = await launch(member);
      expect(idOf(fresh.token)).toBe(idOf(launched.token));
      expect((await conversation(fresh.token)).statusCode).toBe(200);
    } finally {
      clock -= CHAT_TOKEN_TTL_MS + 1_000;
    }
  });
});

describe('a conversation from waiting to closed', () => {
  it('queues, is taken by one of two racing agents, answered, closed, and refuses messages after', async () => {
    const launched = await launch();
    const id = idOf(launched.token);
    expect((await send(launched.token, '  I cannot\u0000 withdraw  ')).json().value).toMatchObject({
      author: 'visitor',
      body: 'I cannot withdraw',
    });
    const waiting = (await desk('GET', '/conversations?queue=waiting')).json().value;
    expect(waiting.list.map((item: { id: number }) => item.id)).toContain(id);
    expect(waiting.list.find((item: { id: number }) => item.id === id).lastMessage).toBe('I cannot withdraw');

    // Two agents press "assign" at once: one wins, the other hears who was faster.
    const [first, second] = await Promise.all([
      desk('POST', `/conversations/${id}/assign`, operator),
      desk('POST', `/conversations/${id}/assign`, secondOperator),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({
      code: 'LIVECHAT_TAKEN',
      message: 'Another agent has already taken this conversation',
    });
    const winner = first.statusCode === 200 ? operator : secondOperator;
    const other = winner === operator ? secondOperator : operator;
    // Taking one's own again changes nothing.
    expect((await desk('POST', `/conversations/${id}/assign`, winner)).statusCode).toBe(200);
    expect(
      (await desk('GET', '/conversations?queue=mine', winner))
        .json()
        .value.list.map((c: { id: number }) => c.id),
    ).toContain(id);
    expect(
      (await desk('GET', '/conversations?queue=mine', other))
        .json()
        .value.list.map((c: { id: number }) => c.id),
    ).not.toContain(id);

    const refused = await desk('POST', `/conversations/${id}/messages`, other, { body: 'Me too' });
    expect(refused.json().code).toBe('LIVECHAT_TAKEN');
    const reply = await desk('POST', `/conversations/${id}/messages`, winner, { body: 'Let me check.' });
    expect(reply.json().value).toMatchObject({ author: 'agent', body: 'Let me check.' });

    const seen = (await conversation(launched.token)).json().value;
    expect(seen.state).toBe('assigned');
    expect(seen.agentName).toEqual(expect.any(String));
    expect(
      seen.messages.map((message: { author: string; body: string }) => [message.author, message.body]),
    ).toEqual([
      ['visitor', 'I cannot withdraw'],
      ['system', 'joined'],
      ['agent', 'Let me check.'],
    ]);

    const closed = await desk('POST', `/conversations/${id}/close`, winner);
    expect(closed.json().value).toMatchObject({ state: 'closed', closedAt: expect.any(String) });
    expect((await desk('POST', `/conversations/${id}/close`, winner)).json().code).toBe('LIVECHAT_CLOSED');

    const after = await send(launched.token, 'One more thing');
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'LIVECHAT_CLOSED', message: 'This conversation is closed' });
    expect((await desk('POST', `/conversations/${id}/messages`, winner, { body: 'Bye' })).json().code).toBe(
      'LIVECHAT_CLOSED',
    );
    expect((await desk('POST', `/conversations/${id}/assign`, other)).json().code).toBe('LIVECHAT_CLOSED');

    const transcript = (await desk('GET', `/conversations/${id}`)).json().value;
    expect(transcript.messages.at(-1)).toMatchObject({ author: 'system', body: 'closed' });
    expect(transcript.messages).toHaveLength(4);
    const closedQueue = (await desk('GET', '/conversations?queue=closed')).json().value;
    expect(closedQueue.list[0].id).toBe(id);
  });

  it('refuses a reply before the conversation is taken, and unknown conversations', async () => {
    const launched = await launch();
    const id = idOf(launched.token);
    const early = await desk('POST', `/conversations/${id}/messages`, operator, { body: 'Hi' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('LIVECHAT_NOT_ASSIGNED');
    expect((await desk('POST', '/conversations/999999/assign')).json().code).toBe('LIVECHAT_NOT_FOUND');
    expect((await desk('GET', '/conversations/999999')).statusCode).toBe(404);
    // A waiting conversation nobody will answer can be closed too.
    expect((await desk('POST', `/conversations/${id}/close`)).statusCode).toBe(200);
  });

  it('keeps the desk to operators', async () => {
    expect(
      (await app().inject({ method: 'GET', url: '/api/operator/livechat/conversations' })).statusCode,
    ).toBe(401);
    const asMember = await app().inject({
      method: 'GET',
      url: '/api/operator/livechat/conversations',
      headers: member,
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe("the visitor's messages", () => {
  it('refuses empty, too long and non-text bodies with translated messages, and sends nothing', async () => {
    const launched = await launch();
    const empty = await send(launched.token, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.body).toBe('Input cannot be empty');
    const onlyControl = await send(launched.token, '\u0000\u0007');
    expect(onlyControl.statusCode).toBe(400);
    const long = await send(launched.token, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.body).toBe('Please enter at most 500 characters');
    expect((await send(launched.token, 42)).statusCode).toBe(400);
    expect((await send(launched.token, 'x'.repeat(500))).statusCode).toBe(200);
    expect((await conversation(launched.token)).json().value.messages).toHaveLength(1);
  });

  it('keeps the text as text: markup stays literal, control characters go', () => {
    expect(neutraliseText('<b>hi</b>\r\n\n\n\nthere\u202e')).toBe('<b>hi</b>\n\nthere');
  });

  it('limits the send rate (429 LIVECHAT_TOO_FAST) and lets the visitor go on after the window', async () => {
    const launched = await launch();
    for (let index = 0; index < SEND_RATE_MAX; index += 1) {
      expect((await send(launched.token, `line ${index}`)).statusCode).toBe(200);
    }
    const tooFast = await send(launched.token, 'again');
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json()).toMatchObject({ code: 'LIVECHAT_TOO_FAST' });
    expect((await conversation(launched.token)).json().value.messages).toHaveLength(SEND_RATE_MAX);
    clock += SEND_RATE_WINDOW_MS + 1_000;
    try {
      expect((await send(launched.token, 'again, later')).statusCode).toBe(200);
    } finally {
      clock -= SEND_RATE_WINDOW_MS + 1_000;
    }
  });
});

describe('models in the console', () => {
  it('adds, renames and refuses a duplicate code or an empty change', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/operator/livechat/models',
      headers: operator,
      payload: { code: 'sports', nameVi: 'Thể thao', nameEn: 'Sports betting', sortOrder: 5 },
    });
    expect(created.json().value).toEqual({
      code: 'sports',
      nameVi: 'Thể thao',
      nameEn: 'Sports betting',
      sortOrder: 5,
      enabled: true,
    });
    const duplicate = await app().inject({
      method: 'POST',
      url: '/api/operator/livechat/models',
      headers: { ...operator, ...en },
      payload: { code: 'sports', nameVi: 'X', nameEn: 'X' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('LIVECHAT_MODEL_TAKEN');
    const empty = await app().inject({
      method: 'PUT',
      url: '/api/operator/livechat/models/sports',
      headers: operator,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const missing = await app().inject({
      method: 'PUT',
      url: '/api/operator/livechat/models/nothing',
      headers: operator,
      payload: { nameEn: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    const models = await app().inject({ method: 'GET', url: '/api/livechat/models', headers: en });
    expect(models.json().value.at(-1)).toEqual({ code: 'sports', name: 'Sports betting' });
  });
});

describe('the streams', () => {
  async function open(path: string, token: string) {
    const { port } = app().server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    const messages: DeskStreamMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await until(() => messages.length > 0);
    return { socket, messages };
  }
  async function until(check: () => boolean) {
    for (let tries = 0; tries < 100 && !check(); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check()).toBe(true);
  }

  it('pushes the agent joining, replying and closing to the chat page, and the visitor to the desk', async () => {
    const launched = await launch();
    const id = idOf(launched.token);
    const chat = await open('/api/livechat/stream', launched.token);
    expect(chat.messages[0]).toEqual({ type: 'ready' });
    const deskSocket = await open('/api/operator/livechat/stream', operator.authorization.slice(7));
    expect(deskSocket.messages[0]).toEqual({ type: 'ready' });

    await send(launched.token, 'Anyone?');
    await until(() =>
      deskSocket.messages.some((message) => message.type === 'message' && message.conversationId === id),
    );
    await desk('POST', `/conversations/${id}/assign`);
    await desk('POST', `/conversations/${id}/messages`, operator, { body: 'Hello!' });
    await desk('POST', `/conversations/${id}/close`);
    await until(() =>
      chat.messages.some((message) => message.type === 'state' && message.state === 'closed'),
    );
    expect(chat.messages).toContainEqual({
      type: 'state',
      conversationId: id,
      state: 'assigned',
      agentName: 'Site operator',
    });
    expect(chat.messages).toContainEqual(
      expect.objectContaining({
        type: 'message',
        message: expect.objectContaining({ author: 'agent', body: 'Hello!' }),
      }),
    );
    chat.socket.close();
    deskSocket.socket.close();
  });

  it("refuses a forged chat token and a member's session on the desk stream", async () => {
    const launched = await launch();
    const forged = await open('/api/livechat/stream', `${launched.token.slice(0, -2)}xx`);
    expect(forged.messages[0]).toEqual({ type: 'error', code: 'LIVECHAT_NOT_FOUND' });
    const asMember = await open('/api/operator/livechat/stream', member.authorization.slice(7));
    expect(asMember.messages[0]).toEqual({ type: 'error', code: 'NOT_LOGGED_IN' });
  });
  it('refuses the desk stream to a staff role that may not read the support desk', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/operator/staff',
      headers: operator,
      payload: { username: 'cashier1', password: 'Staff2026', role: 'finance' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const finance = await authHeader(app(), {
      username: 'cashier1',
      password: 'Staff2026',
      site: 'operator',
    });
    const refused = await open('/api/operator/livechat/stream', finance.authorization.slice(7));
    expect(refused.messages[0]).toEqual({ type: 'error', code: 'NOT_LOGGED_IN' });
    refused.socket.close();
  });
});
