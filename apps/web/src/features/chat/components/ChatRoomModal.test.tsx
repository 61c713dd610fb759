// Proves the chat room popup: room tabs with the room of the site's language open first, the history
// shown as text (markup stays visible characters, never elements), a visitor and a trial member
// reading only, a member's composer with its character counter, a send that joins the list, the
// server's translated refusal shown, live messages and deletions from the stream, and the VIP room
// locked below its level.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { ChatMessage, ChatRoomsValue } from '@playdeck/contract/chat';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { ChatRoomModal } from './ChatRoomModal';

type Routes = Record<string, (body: unknown) => unknown>;

/** A stand-in for fetch answering "METHOD /path" in the API's envelope; it remembers what was sent. */
function stubApi(routes: Routes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (!route) return refusal(404, 'NOT_FOUND', 'Not found');
      const answer = route(body);
      return answer instanceof Response ? answer : Response.json({ success: true, value: answer });
    }),
  );
  return { callsTo: (method: string) => calls.filter((call) => call.method === method) };
}

const refusal = (status: number, code: string, message: string) =>
  Response.json({ success: false, code, message }, { status });

function renderModal() {
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => false),
    requireRealAccount: vi.fn(() => false),
    startFreePlay: vi.fn(async () => undefined),
  };
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <ChatRoomModal onClose={vi.fn()} />
    </ActionGuardsProvider>,
  );
  return { ...rendered, guards };
}

/** A stand-in WebSocket the test speaks through as the server would. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

const message = (id: number, text: string, author = 'de***o'): ChatMessage => ({
  id,
  room: 'en',
  author,
  text,
  createdAt: '2026-11-28T10:00:00.000Z',
});

function rooms(canSend: boolean, mutedUntil: string | null = null): ChatRoomsValue {
  return {
    rooms: [
      { room: 'vi', canRead: true, canSend, vipMinLevel: null },
      { room: 'en', canRead: true, canSend, vipMinLevel: null },
      { room: 'vip', canRead: false, canSend: false, vipMinLevel: 1 },
    ],
    mutedUntil,
  };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('ChatRoomModal', () => {
  it('shows a visitor the room of the site language as text, and how to write', async () => {
    stubApi({
      'GET /api/chat/rooms': () => rooms(false),
      'GET /api/chat/rooms/en/messages': () => ({
        list: [message(1, 'hello all'), message(2, '<b>not bold</b> https[:]//x[.]com')],
      }),
    });
    const { user, guards } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Chat room' });
    expect(within(dialog).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const log = await within(dialog).findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('hello all')).toBeInTheDocument();
    expect(within(log).getByText('<b>not bold</b> https[:]//x[.]com')).toBeInTheDocument();
    expect(log.querySelector('b, a')).toBeNull();
    expect(within(dialog).getByText('Log in to write in the chat.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(guards.requireLogin).toHaveBeenCalled();
    // The stream says who watches: nobody, for a visitor.
    await expect.poll(() => FakeSocket.instances[0]?.sent).toEqual([JSON.stringify({ token: null })]);
    expect(FakeSocket.instances[0]!.url).toMatch(/\/api\/chat\/stream\?room=en$/);
  });

  it('tells a trial member that writing needs a real account', async () => {
    startSession('trial-token', { account: 'trial1', type: ACCOUNT_TYPES.trial });
    stubApi({
      'GET /api/chat/rooms': () => rooms(false),
      'GET /api/chat/rooms/en/messages': () => ({ list: [] }),
    });
    renderModal();
    expect(
      await screen.findByText('Free play members read only: writing needs a real account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register now' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets a member write with a counter, and adds the sent message', async () => {
    startSession('member-token', { account: 'demo', type: ACCOUNT_TYPES.member });
    const api = stubApi({
      'GET /api/chat/rooms': () => rooms(true),
      'GET /api/chat/rooms/en/messages': () => ({ list: [message(1, 'first')] }),
      'POST /api/chat/rooms/en/messages': () => message(7, 'hi there'),
    });
    const { user } = renderModal();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(screen.getByText('0/200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '  hi there ');
    expect(screen.getByText('8/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('hi there')).toBeInTheDocument();
    expect(api.callsTo('POST')[0]!.body).toEqual({ text: '  hi there ' });
    expect(box).toHaveValue('');
    await expect
      .poll(() => FakeSocket.instances[0]?.sent)
      .toEqual([JSON.stringify({ token: 'member-token' })]);
  });

  it('refuses more than 200 characters before sending', async () => {
    startSession('member-token', { account: 'demo', type: ACCOUNT_TYPES.member });
    const api = stubApi({
      'GET /api/chat/rooms': () => rooms(true),
      'GET /api/chat/rooms/en/messages': () => ({ list: [] }),
    });
    const { user } = renderModal();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.click(box);
    await user.paste('x'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.callsTo('POST')).toHaveLength(0);
  });

  it('shows the server’s translated refusal', async () => {
    startSession('member-token', { account: 'demo', type: ACCOUNT_TYPES.member });
    stubApi({
      'GET /api/chat/rooms': () => rooms(true),
      'GET /api/chat/rooms/en/messages': () => ({ list: [] }),
      'POST /api/chat/rooms/en/messages': () =>
        refusal(429, 'CHAT_TOO_FAST', 'You are sending too fast: please wait 7 s'),
    });
    const { user } = renderModal();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending too fast: please wait 7 s');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('again');
  });

  it('says until when a muted member cannot write', async () => {
    startSession('member-token', { account: 'demo', type: ACCOUNT_TYPES.member });
    stubApi({
      'GET /api/chat/rooms': () => rooms(false, '2026-11-28T12:00:00.000Z'),
      'GET /api/chat/rooms/en/messages': () => ({ list: [] }),
    });
    renderModal();
    expect(
      await screen.findByText('You cannot write in the chat until 11/28/26, 8:00:00 PM (GMT+8).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('adds live messages and removes deleted ones', async () => {
    stubApi({
      'GET /api/chat/rooms': () => rooms(false),
      'GET /api/chat/rooms/en/messages': () => ({ list: [message(1, 'first')] }),
    });
    renderModal();
    const log = await screen.findByRole('log');
    await expect.poll(() => FakeSocket.instances[0]?.sent.length).toBe(1);
    const socket = FakeSocket.instances[0]!;
    socket.push({ type: 'ready', room: 'en' });
    socket.push({ type: 'message', message: message(2, 'live one', 'Lucky') });
    expect(await within(log).findByText('live one')).toBeInTheDocument();
    socket.push({ type: 'deleted', id: 1 });
    await expect.poll(() => within(log).queryByText('first')).toBeNull();
  });

  it('keeps the VIP room shut below its level', async () => {
    stubApi({
      'GET /api/chat/rooms': () => rooms(false),
      'GET /api/chat/rooms/en/messages': () => ({ list: [] }),
    });
    const { user } = renderModal();
    await screen.findByRole('tab', { name: 'VIP' });
    await expect.poll(() => screen.queryByText('Loading…')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(await screen.findByText('This room is open from VIP level 1')).toBeInTheDocument();
  });
});
