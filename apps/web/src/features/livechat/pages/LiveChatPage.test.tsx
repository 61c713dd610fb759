// Proves the live chat page: a waiting conversation says so and sends the visitor's message (the box
// empties, the line shows as text), a refused send keeps the text and shows the server's reason, an
// agent's join and reply pushed by the stream appear, a closed conversation offers a new one and no
// box, and a refused token (expired) says why; the start page launches the chosen model.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ChatConversation, ChatStreamMessage } from '@playdeck/contract/livechat';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ok, refusal, stubAgentApi as stubApi } from '../../../test-support/test-fetch';
import { LiveChatPage } from './LiveChatPage';

const TOKEN = '7.1795900000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const PATH = `/api/livechat/conversations/${TOKEN}`;

const waiting: ChatConversation = {
  state: 'waiting',
  model: { code: 'general', name: 'General help' },
  agentName: null,
  expiresAt: '2026-11-29T10:00:00.000Z',
  messages: [],
};

/** A stand-in WebSocket the test pushes events through. */
class FakeSocket {
  static last: FakeSocket | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  push(event: ChatStreamMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.last = undefined;
});

function renderPage(path = `/livechat/${TOKEN}`) {
  vi.stubGlobal('WebSocket', FakeSocket);
  return renderWithSite(
    <Routes>
      <Route path="/livechat/:token?" element={<LiveChatPage />} />
    </Routes>,
    { path },
  );
}

describe('LiveChatPage', () => {
  it('waits for an agent, sends the message as text, and shows the join and reply pushed live', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: waiting,
      [`POST ${PATH}/messages`]: (call) =>
        ok({
          id: 1,
          author: 'visitor',
          authorName: null,
          body: (call.body as { body: string }).body,
          createdAt: '2026-11-28T10:00:00.000Z',
        }),
    });
    const { user } = renderPage();
    expect(await screen.findByText(/Waiting for an agent/)).toBeInTheDocument();
    expect(screen.getByText('General help')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, '<b>Hello</b>{Enter}');
    expect(await screen.findByText('<b>Hello</b>')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(api.to(`POST ${PATH}/messages`)[0]!.body).toEqual({ body: '<b>Hello</b>' });
    // The stream authenticated with the chat token.
    await vi.waitFor(() =>
      expect(FakeSocket.last?.sent[0]).toBe(JSON.stringify({ type: 'auth', token: TOKEN })),
    );

    const socket = FakeSocket.last!;
    socket.push({ type: 'ready' });
    socket.push({ type: 'state', conversationId: 7, state: 'assigned', agentName: 'Linh' });
    socket.push({
      type: 'message',
      conversationId: 7,
      message: {
        id: 2,
        author: 'system',
        authorName: 'Linh',
        body: 'joined',
        createdAt: '2026-11-28T10:01:00.000Z',
      },
    });
    socket.push({
      type: 'message',
      conversationId: 7,
      message: {
        id: 3,
        author: 'agent',
        authorName: 'Linh',
        body: 'How can I help?',
        createdAt: '2026-11-28T10:01:05.000Z',
      },
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('chat-state')).toHaveTextContent('You are talking with Linh'),
    );
    expect(await screen.findByText('Linh joined the conversation')).toBeInTheDocument();
    expect(await screen.findByText('How can I help?')).toBeInTheDocument();
    // The same message pushed twice shows once.
    socket.push({
      type: 'message',
      conversationId: 7,
      message: {
        id: 3,
        author: 'agent',
        authorName: 'Linh',
        body: 'How can I help?',
        createdAt: '2026-11-28T10:01:05.000Z',
      },
    });
    expect(screen.getAllByText('How can I help?')).toHaveLength(1);
  });

  it('keeps a refused message in the box with the reason', async () => {
    stubApi({
      [`GET ${PATH}`]: waiting,
      [`POST ${PATH}/messages`]: () =>
        refusal(429, 'LIVECHAT_TOO_FAST', 'You are sending too fast: please wait a moment'),
    });
    const { user } = renderPage();
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'Again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending too fast');
    expect(box).toHaveValue('Again');
  });

  it('shows a closed conversation without a message box, and offers a new one', async () => {
    stubApi({
      [`GET ${PATH}`]: {
        ...waiting,
        state: 'closed',
        agentName: 'Linh',
        messages: [
          {
            id: 9,
            author: 'system',
            authorName: 'Linh',
            body: 'closed',
            createdAt: '2026-11-28T10:05:00.000Z',
          },
        ],
      },
    });
    renderPage();
    expect(await screen.findByTestId('chat-state')).toHaveTextContent('This conversation is closed');
    expect(screen.getByText('The conversation was closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new conversation' })).toHaveAttribute(
      'href',
      '/livechat',
    );
  });

  it('says why a token is refused', async () => {
    stubApi({
      [`GET ${PATH}`]: () =>
        refusal(401, 'LIVECHAT_EXPIRED', 'This chat link has expired: please open live chat again'),
    });
    renderPage();
    expect(
      await screen.findByText('This chat link has expired: please open live chat again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new conversation' })).toBeInTheDocument();
  });
});

describe('LiveChatStartPage', () => {
  it('lists the models and launches the chosen one into its conversation', async () => {
    const api = stubApi({
      'GET /api/livechat/models': [
        { code: 'general', name: 'General help' },
        { code: 'vip', name: 'VIP service' },
      ],
      'POST /api/livechat/launch': {
        chatUrl: `/livechat/${TOKEN}`,
        token: TOKEN,
        expiresAt: '2026-11-29T10:00:00.000Z',
      },
      [`GET ${PATH}`]: waiting,
    });
    const { user } = renderPage('/livechat');
    await user.click(await screen.findByRole('button', { name: 'VIP service' }));
    expect(await screen.findByText(/Waiting for an agent/)).toBeInTheDocument();
    expect(api.to('POST /api/livechat/launch')[0]!.body).toEqual({ model: 'vip' });
  });
});
