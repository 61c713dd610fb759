// Proves the inbox screen: unread messages are marked, opening one reads it on the server, and all
// can be marked read at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { InboxValue } from '@playdeck/contract/inbox';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { Inbox } from './Inbox';

const inbox: InboxValue = {
  list: [
    {
      id: 2,
      kind: 'depositCredited',
      title: 'Deposit credited',
      content: 'Your deposit of 150.00 on Playdeck has been credited to your wallet.',
      siteName: 'Playdeck',
      amount: '150.00',
      read: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 1,
      kind: 'withdrawalRejected',
      title: 'Withdrawal rejected',
      content: 'Your withdrawal of 20.00 on Playdeck was rejected: test.',
      siteName: 'Playdeck',
      amount: '20.00',
      read: true,
      createdAt: '2026-02-28T10:00:00.000Z',
    },
  ],
  pageNo: 1,
  pageSize: 10,
  total: 2,
  totalPages: 1,
  unread: 1,
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  startSession('token-1', { account: 'player01', type: 0 });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('read-all')) return Response.json({ success: true, value: { count: 1 } });
    if (init?.method === 'POST')
      return Response.json({ success: true, value: { ...inbox.list[0], read: true } });
    if (url.includes('unread-count')) return Response.json({ success: true, value: { count: 0 } });
    return Response.json({ success: true, value: inbox });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

function renderInbox() {
  return renderWithSite(<Inbox />, {
    cache: [[['messages', 'token-1', { pageNo: 1, unreadOnly: false }, 'en'], inbox]],
  });
}

describe('Inbox', () => {
  it('marks unread messages and reads one when it is opened', async () => {
    const { user } = renderInbox();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(screen.getByRole('button', { name: /Deposit credited/ })).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/messages/2/read',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    // A read message is not read again.
    await user.click(screen.getByRole('button', { name: /Withdrawal rejected/ }));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/messages/1/read', expect.anything());
  });

  it('marks every message read at once', async () => {
    const { user } = renderInbox();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/messages/read-all',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
