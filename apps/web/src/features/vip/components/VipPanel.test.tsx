// Proves the security centre's VIP panel without a server: the member's level, progress bars toward
// the next level with amounts in two decimals and thousands separators, the ladder with the member's
// row marked, the upgrade history; the top level, the empty state of a site without VIP, an agent's
// note, and the status fetched from GET /api/vip with the session token.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { VipStatus } from '@playdeck/contract/vip';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { VipPanel } from './VipPanel';

const LEVELS: VipStatus['levels'] = [
  { level: 0, name: 'VIP 0', minValidBet: '0.00', minDeposit: '0.00', upgradeBonus: '0.00' },
  { level: 1, name: 'VIP 1', minValidBet: '100.00', minDeposit: '0.00', upgradeBonus: '8.00' },
  { level: 2, name: 'VIP 2', minValidBet: '1000.00', minDeposit: '200.00', upgradeBonus: '28.00' },
  { level: 3, name: 'VIP 3', minValidBet: '5000.00', minDeposit: '1000.00', upgradeBonus: '88.00' },
];

const status = (overrides: Partial<VipStatus> = {}): VipStatus => ({
  hasVip: true,
  eligible: true,
  level: 1,
  labelName: 'VIP 1',
  validBet: '250.00',
  deposit: '50.00',
  next: {
    level: 2,
    labelName: 'VIP 2',
    minValidBet: '1000.00',
    minDeposit: '200.00',
    validBetNeeded: '750.00',
    depositNeeded: '150.00',
    upgradeBonus: '28.00',
  },
  levels: LEVELS,
  upgrades: [{ level: 1, labelName: 'VIP 1', bonus: '8.00', reachedAt: '2026-03-01T04:05:00.000Z' }],
  ...overrides,
});

function renderPanel(value: VipStatus) {
  startSession('token-1', { account: 'player01', type: 0 });
  return renderWithSite(<VipPanel />, { cache: [[['vip-status', 'token-1'], value]] });
}

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('VipPanel', () => {
  it('shows the level, progress toward the next level, the ladder with my row and the history', () => {
    renderPanel(status());
    expect(screen.getByTestId('vip-level')).toHaveTextContent('VIP 1');
    expect(screen.getByText('Lifetime valid bets 250.00 · approved deposits 50.00')).toBeInTheDocument();
    expect(screen.getByText('Next level: VIP 2')).toBeInTheDocument();
    expect(screen.getByText('Upgrade bonus 28.00')).toBeInTheDocument();

    const validBet = screen.getByRole('progressbar', { name: 'Valid bets' });
    expect(validBet).toHaveAttribute('aria-valuenow', '25');
    expect(validBet).toHaveAttribute('aria-valuetext', '250.00 / 1,000.00');
    const deposit = screen.getByRole('progressbar', { name: 'Deposits' });
    expect(deposit).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('750.00 more valid bets · 150.00 more deposits')).toBeInTheDocument();

    const ladder = screen.getByTestId('vip-ladder');
    const rows = within(ladder).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('VIP 35,000.001,000.0088.00');
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('VIP 1');
    expect(within(mine[0]!).getByText('Your level')).toBeInTheDocument();

    const history = within(screen.getByTestId('vip-history')).getAllByRole('row').slice(1);
    expect(history).toHaveLength(1);
    expect(history[0]).toHaveTextContent('VIP 1');
    expect(history[0]).toHaveTextContent('8.00');
  });

  it('says so at the top level and shows no progress bars', () => {
    renderPanel(status({ level: 3, labelName: 'VIP 3', next: null, validBet: '12345678.50' }));
    expect(screen.getByText('You have reached the highest VIP level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/Lifetime valid bets 12,345,678\.50/)).toBeInTheDocument();
  });

  it('shows a new member with no upgrades yet', () => {
    renderPanel(status({ level: 0, labelName: 'VIP 0', upgrades: [] }));
    expect(screen.getByText('No upgrades yet: play and deposit to climb the ladder.')).toBeInTheDocument();
    expect(screen.queryByTestId('vip-history')).not.toBeInTheDocument();
  });

  it('shows the empty state when the site has no VIP', () => {
    renderPanel(
      status({ hasVip: false, level: null, labelName: null, next: null, levels: [], upgrades: [] }),
    );
    expect(screen.getByText('This site has no VIP programme yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('vip-ladder')).not.toBeInTheDocument();
  });

  it('tells an agent that levels are for members, with the ladder but no level or history', () => {
    renderPanel(status({ eligible: false, level: null, labelName: null, next: null, upgrades: [] }));
    expect(
      screen.getByText('VIP levels are for member accounts: agent accounts do not collect them.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('vip-level')).not.toBeInTheDocument();
    expect(screen.getByTestId('vip-ladder')).toBeInTheDocument();
    expect(screen.queryByText('Upgrade history')).not.toBeInTheDocument();
  });

  it('loads the status from GET /api/vip with the session token', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, value: status() }));
    vi.stubGlobal('fetch', fetchMock);
    startSession('token-2', { account: 'player01', type: 0 });
    renderWithSite(<VipPanel />);
    expect(await screen.findByTestId('vip-level')).toHaveTextContent('VIP 1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/vip');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-2');
  });
});
