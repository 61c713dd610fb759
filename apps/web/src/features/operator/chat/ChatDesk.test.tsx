// Proves the chat desk: a room's messages with their accounts, a deleted one marked; Delete asks
// first and sends nothing on cancel; Mute sends the member and the minutes and shows a refused
// field's message; the muted members with Unmute; the settings saved with one filtered word per
// line and a refused level shown; and the record of moderation actions in words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatActionsPage, ChatMute, ChatOperatorMessage } from '@playdeck/contract/chat';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';
import { ChatDesk } from './ChatDesk';

setUpOperatorTests();

const messages: ChatOperatorMessage[] = [
  {
    id: 12,
    room: 'vi',
    author: 'de***o',
    text: 'buy now at spam[.]com',
    createdAt: '2026-11-28T10:00:00.000Z',
    accountId: 5,
    account: 'demo',
    deletedAt: null,
  },
  {
    id: 11,
    room: 'vi',
    author: 'Lucky',
    text: 'old news',
    createdAt: '2026-11-28T09:00:00.000Z',
    accountId: 6,
    account: 'lucky7',
    deletedAt: '2026-11-28T09:30:00.000Z',
  },
];

const mutes: ChatMute[] = [
  { accountId: 6, account: 'lucky7', until: '2026-11-28T12:00:00.000Z', reason: 'spam' },
];

describe('ChatDesk', () => {
  it('deletes a message after a confirmation, and not after a cancel', async () => {
    let deleted = false;
    const api = stubApi({
      'GET /api/operator/chat/rooms/vi/messages': () =>
        deleted ? [{ ...messages[0]!, deletedAt: '2026-11-28T10:05:00.000Z' }, messages[1]] : messages,
      'DELETE /api/operator/chat/messages/12': () => {
        deleted = true;
        return null;
      },
    });
    const { user } = renderWithSite(<ChatDesk />, { path: '/operator/chat' });
    const row = await screen.findByRole('row', { name: /buy now at spam\[\.\]com/ });
    expect(within(row).getByText('demo')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /old news/ })).toHaveTextContent('(deleted)');
    expect(
      within(screen.getByRole('row', { name: /old news/ })).queryByRole('button', { name: /Delete/ }),
    ).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Delete message 12' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.changes()).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete message 12' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(api.changes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/operator/chat/messages/12',
    ]);
  });

  it('shows another room when its tab is chosen', async () => {
    const api = stubApi({
      'GET /api/operator/chat/rooms/vi/messages': () => messages,
      'GET /api/operator/chat/rooms/vip/messages': () => [],
    });
    const { user } = renderWithSite(<ChatDesk />, { path: '/operator/chat' });
    await screen.findByRole('row', { name: /old news/ });
    await user.click(screen.getByRole('tab', { name: 'VIP room' }));
    expect(await screen.findByText('No messages in this room yet')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/operator/chat/rooms/vip/messages')).toHaveLength(1);
  });

  it('mutes the author for the minutes given, and shows a refused field', async () => {
    let refuse = true;
    const api = stubApi({
      'GET /api/operator/chat/rooms/vi/messages': () => messages,
      'POST /api/operator/chat/mutes': () =>
        refuse
          ? refusal(400, 'VALIDATION_FAILED', 'Invalid input', { minutes: 'The value must be at least 1' })
          : { accountId: 5, account: 'demo', until: '2026-11-28T11:00:00.000Z', reason: 'ads' },
    });
    const { user } = renderWithSite(<ChatDesk />, { path: '/operator/chat' });
    const row = await screen.findByRole('row', { name: /buy now/ });
    await user.click(within(row).getByRole('button', { name: 'Mute demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute demo' });
    const minutes = within(dialog).getByRole('spinbutton', { name: /Minutes/ });
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ads');
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect((await within(dialog).findAllByText('The value must be at least 1')).length).toBeGreaterThan(0);

    refuse = false;
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('demo muted')).toBeInTheDocument();
    expect(api.callsTo('POST').map((call) => call.body)).toEqual([
      { accountId: 5, minutes: 0, reason: 'ads' },
      { accountId: 5, minutes: 90, reason: 'ads' },
    ]);
  });

  it('lists muted members and lifts a mute', async () => {
    let lifted = false;
    const api = stubApi({
      'GET /api/operator/chat/mutes': () => (lifted ? [] : mutes),
      'DELETE /api/operator/chat/mutes/6': () => {
        lifted = true;
        return null;
      },
    });
    const { user } = renderWithSite(<ChatDesk />, { path: '/operator/chat?tab=mutes' });
    const row = await screen.findByRole('row', { name: /lucky7/ });
    expect(within(row).getByText('spam')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Unmute lucky7' }));
    expect(await screen.findByText('lucky7 may write again')).toBeInTheDocument();
    expect(await screen.findByText('Nobody is muted')).toBeInTheDocument();
    expect(api.changes().map((call) => call.path)).toEqual(['/api/operator/chat/mutes/6']);
  });

  it('saves the VIP level and one filtered word per line, and shows a refused level', async () => {
    let refuse = true;
    const api = stubApi({
      'GET /api/operator/chat/settings': () => ({ vipMinLevel: 1, filterWords: ['scam'] }),
      'PUT /api/operator/chat/settings': (call) =>
        refuse
          ? refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
              vipMinLevel: 'The value must be at most 99',
            })
          : call.body,
    });
    const { user } = renderWithSite(<ChatDesk />, { path: '/operator/chat?tab=settings' });
    const level = await screen.findByRole('spinbutton', { name: /VIP room opens from level/ });
    await user.clear(level);
    await user.type(level, '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('The value must be at most 99')).length).toBeGreaterThan(0);

    refuse = false;
    await user.clear(level);
    await user.type(level, '3');
    const words = screen.getByRole('textbox', { name: /Filtered words/ });
    await user.type(words, '{Enter}  lừa đảo  {Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT')[0]!.body).toEqual({ vipMinLevel: 42, filterWords: ['scam'] });
    expect(api.callsTo('PUT').at(-1)!.body).toEqual({ vipMinLevel: 3, filterWords: ['scam', 'lừa đảo'] });
  });

  it('shows the moderation record in words', async () => {
    const record: ChatActionsPage = page([
      {
        id: 2,
        action: 'delete',
        operator: 'operator',
        room: 'vi',
        messageId: 12,
        accountId: 5,
        detail: 'buy now',
        createdAt: '2026-11-28T10:05:00.000Z',
      },
      {
        id: 1,
        action: 'mute',
        operator: 'operator',
        room: null,
        messageId: null,
        accountId: 6,
        detail: '30 min: spam',
        createdAt: '2026-11-28T10:00:00.000Z',
      },
    ]);
    stubApi({ 'GET /api/operator/chat/actions': () => record });
    renderWithSite(<ChatDesk />, { path: '/operator/chat?tab=actions' });
    const deleted = await screen.findByRole('row', { name: /Deleted a message/ });
    expect(deleted).toHaveTextContent('Vietnamese room · #5 · buy now');
    expect(screen.getByRole('row', { name: /Muted/ })).toHaveTextContent('#6 · 30 min: spam');
  });
});
