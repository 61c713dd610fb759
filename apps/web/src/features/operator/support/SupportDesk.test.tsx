// Proves the support desk: the queue shows each conversation with the member's account name (or
// "Visitor"), choosing one shows its transcript; Assign to me takes it and opens the reply box, a lost
// race shows the API's LIVECHAT_TAKEN message; a reply is sent as written; Close closes it; the
// closed queue is asked for by name; the chat channels save their changes.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeskConversationDetail } from '@playdeck/contract/livechat';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { ConversationsTab } from './ConversationsTab';
import { ModelsTab } from './ModelsTab';

setUpOperatorTests();

const LIST = '/api/operator/livechat/conversations';
const base: DeskConversationDetail = {
  id: 12,
  state: 'waiting',
  model: { code: 'payments', name: 'Deposit & withdrawal' },
  account: 'demo',
  agentId: null,
  agentName: null,
  mine: false,
  lastMessage: 'My deposit is missing',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  closedAt: null,
  messages: [
    {
      id: 1,
      author: 'visitor',
      authorName: null,
      body: 'My deposit is missing',
      createdAt: '2026-11-28T10:00:00.000Z',
    },
  ],
};
const page = (list: object[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });

describe('ConversationsTab', () => {
  it('assigns, replies and closes a conversation, with the member account name shown', async () => {
    vi.stubGlobal('WebSocket', undefined);
    let conversation = base;
    const api = stubApi({
      [`GET ${LIST}`]: () => page([conversation, { ...base, id: 13, account: null, lastMessage: 'hi' }]),
      [`GET ${LIST}/12`]: () => conversation,
      [`POST ${LIST}/12/assign`]: () => {
        conversation = {
          ...conversation,
          state: 'assigned',
          agentId: 1,
          agentName: 'Site operator',
          mine: true,
          messages: [
            ...conversation.messages,
            {
              id: 2,
              author: 'system',
              authorName: 'Site operator',
              body: 'joined',
              createdAt: '2026-11-28T10:01:00.000Z',
            },
          ],
        };
        return conversation;
      },
      [`POST ${LIST}/12/messages`]: (call) => {
        const message = {
          id: 3,
          author: 'agent',
          authorName: 'Site operator',
          body: (call.body as { body: string }).body,
          createdAt: '2026-11-28T10:02:00.000Z',
        } as const;
        conversation = { ...conversation, messages: [...conversation.messages, message] };
        return message;
      },
      [`POST ${LIST}/12/close`]: () => {
        conversation = { ...conversation, state: 'closed', closedAt: '2026-11-28T10:03:00.000Z' };
        return conversation;
      },
    });
    const { user } = renderWithSite(<ConversationsTab />);
    const items = await screen.findAllByTestId('support-conversation');
    expect(items[0]).toHaveTextContent('demo');
    expect(items[1]).toHaveTextContent('Visitor');
    await user.click(items[0]!);
    expect(await screen.findByTestId('support-account')).toHaveTextContent('demo');
    const transcript = screen.getByRole('list', { name: 'Transcript' });
    expect(within(transcript).getByText('My deposit is missing')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    const box = await screen.findByRole('textbox', { name: 'Write a reply' });
    expect(screen.getByText('Site operator joined the conversation')).toBeInTheDocument();
    await user.type(box, 'We are checking it');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We are checking it')).toBeInTheDocument();
    expect(api.callsTo('POST', `${LIST}/12/messages`)[0]!.body).toEqual({ body: 'We are checking it' });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('textbox', { name: 'Write a reply' })).toBeNull());
    expect(api.callsTo('POST', `${LIST}/12/close`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Closed' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET', LIST).some((call) => call.query.get('queue') === 'closed')).toBe(true),
    );
  }, 30_000);

  it('shows who won a race for the conversation', async () => {
    vi.stubGlobal('WebSocket', undefined);
    stubApi({
      [`GET ${LIST}`]: () => page([base]),
      [`GET ${LIST}/12`]: () => base,
      [`POST ${LIST}/12/assign`]: () =>
        refusal(409, 'LIVECHAT_TAKEN', 'Another agent has already taken this conversation'),
    });
    const { user } = renderWithSite(<ConversationsTab />);
    await user.click(await screen.findByTestId('support-conversation'));
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another agent has already taken this conversation',
    );
  });
});

describe('ModelsTab', () => {
  it('renames a channel and adds one', async () => {
    const api = stubApi({
      'GET /api/operator/livechat/models': () => [
        { code: 'general', nameVi: 'Hỗ trợ chung', nameEn: 'General help', sortOrder: 0, enabled: true },
      ],
      'PUT /api/operator/livechat/models/general': (call) => ({ code: 'general', ...(call.body as object) }),
      'POST /api/operator/livechat/models': (call) => call.body,
    });
    const { user } = renderWithSite(<ModelsTab />);
    const english = await screen.findByRole('textbox', { name: 'Name (English) general' });
    await user.clear(english);
    await user.type(english, 'Help desk');
    const rows = screen.getAllByRole('row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('PUT')).toHaveLength(1));
    expect(api.callsTo('PUT')[0]!.body).toEqual({
      nameVi: 'Hỗ trợ chung',
      nameEn: 'Help desk',
      sortOrder: 0,
      enabled: true,
    });

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'sports');
    await user.type(screen.getByRole('textbox', { name: /^Name \(Vietnamese\) sports/ }), 'Thể thao');
    await user.type(screen.getByRole('textbox', { name: /^Name \(English\) sports/ }), 'Sports');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(api.callsTo('POST')).toHaveLength(1));
    expect(api.callsTo('POST')[0]!.body).toMatchObject({ code: 'sports', nameEn: 'Sports' });
  });
});
