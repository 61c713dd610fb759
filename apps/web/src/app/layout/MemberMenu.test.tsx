// Proves the signed-in header drop-down (SPEC.md §2 "Header when logged in") without a server: the
// balance reads "—" while the wallet API answers 404 and turns to asterisks when hidden (the choice
// is remembered), the ID is copied with a success dialog, a broken avatar falls back to the default
// picture, the unread message count shows as a red badge, the VIP label comes from member info (none
// without a level), and a trial member's deposit gets the "real account needed" prompt.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MemberInfo } from '@playdeck/contract/account';
import { endSession, startSession } from '../../lib/session';
import { BALANCE_HIDDEN_KEY } from '../../features/wallet/balance-visibility';
import { renderWithSite } from '../../test-support/render-with-site';
import { DEFAULT_AVATAR, MemberMenu } from './MemberMenu';

const member = (type = 0, vipLabelName: string | null = 'VIP 3'): MemberInfo & { avatarUrl: string } => ({
  id: 10042,
  account: 'player01',
  nickname: 'Player One',
  type,
  isAgent: false,
  isTrial: type === 4,
  totpEnabled: false,
  avatarUrl: '/broken-avatar.png',
  vipLabelName,
  vipRankLevel: vipLabelName === null ? null : 3,
});

function renderMenu(type = 0, vipLabelName: string | null = type === 4 ? null : 'VIP 3') {
  startSession('token-1', { account: 'player01', type });
  return renderWithSite(<MemberMenu />, { cache: [[['member', 'token-1'], member(type, vipLabelName)]] });
}

beforeEach(() => {
  // The wallet API does not exist yet: GET /api/wallet/balance answers 404.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('MemberMenu', () => {
  it('shows a dash for an unknown balance and asterisks when hidden, remembering the choice', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByTestId('member-menu'));
    const balance = await screen.findByTestId('member-balance');
    await vi.waitFor(() => expect(balance).toHaveTextContent('—'));
    await user.click(screen.getByRole('menuitem', { name: 'Hide balance' }));
    expect(balance).toHaveTextContent('******');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    await user.click(screen.getByRole('menuitem', { name: 'Show balance' }));
    expect(balance).toHaveTextContent('—');
  });

  it('shows the account, VIP label and ID, and copies the ID with a success dialog', async () => {
    const { user } = renderMenu();
    // user-event puts its own clipboard on navigator; watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByTestId('member-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('player01')).toBeInTheDocument();
    expect(within(menu).getByTestId('member-vip')).toHaveTextContent('VIP 3');
    expect(within(menu).getByText('ID 10042')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy ID' }));
    expect(writeText).toHaveBeenCalledWith('10042');
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('ID copied.');
  });

  it('shows no VIP label when member info has none (no VIP on the site, or a trial member)', async () => {
    const { user } = renderMenu(0, null);
    await user.click(screen.getByTestId('member-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('player01')).toBeInTheDocument();
    expect(within(menu).queryByTestId('member-vip')).not.toBeInTheDocument();
  });

  it('falls back to the default avatar when the picture fails to load', () => {
    renderMenu();
    const avatar = screen.getByTestId('member-menu').querySelector('img')!;
    expect(avatar).toHaveAttribute('src', '/broken-avatar.png');
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('shows the unread message count on the avatar and on the messages entry', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user } = renderWithSite(<MemberMenu />, {
      cache: [
        [['member', 'token-1'], member()],
        [['messages-unread', 'token-1'], { count: 3 }],
      ],
    });
    const trigger = screen.getByTestId('member-menu');
    expect(within(trigger).getByRole('status', { name: '3 unread' })).toHaveTextContent('3');
    await user.click(trigger);
    const messages = await screen.findByRole('menuitem', { name: /Messages/ });
    expect(messages).toHaveTextContent('3');
  });

  it('gives a trial member the real-account prompt instead of the deposit page', async () => {
    const { user } = renderMenu(4);
    await user.click(screen.getByTestId('member-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Deposit' }));
    const prompt = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(within(prompt).getByRole('button', { name: 'Register now' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
