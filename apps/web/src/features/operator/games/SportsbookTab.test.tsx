// Proves the sportsbook tab: a sport's fixtures with their kick-off at the site's clock, their state
// (before kick-off, live or ended with the score, cancelled with its reason) and what their open bets
// have at stake; the chosen sport asked for; and cancelling an open fixture only with a reason, sent
// trimmed, with the API's refusal of the reason under the field and a closed or unknown fixture's as
// a warning; the list read again every 15 s; and the in-play option switched and saved alone.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorSportsbookFixture } from '@playdeck/contract/sportsbook';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';
import { SportsbookTab } from './SportsbookTab';

setUpOperatorTests();

const FIXTURES = '/api/operator/sportsbook/fixtures';
const CANCEL = `${FIXTURES}/LOTUS-20260202-1/cancel`;

const fixture = (change: Partial<OperatorSportsbookFixture>): OperatorSportsbookFixture => ({
  fixtureId: 'LOTUS-20260202-1',
  sport: 'FOOTBALL',
  league: { en: 'Lotus League', vi: 'Giải Hoa Sen' },
  home: { en: 'Harbour City', vi: 'Thành phố Cảng' },
  away: { en: 'Red Lanterns', vi: 'Đèn Lồng Đỏ' },
  // 12:00 UTC is 20:00 at the test site's clock (UTC+8).
  kickOffAt: '2026-02-02T12:00:00.000Z',
  endsAt: '2026-02-02T13:55:00.000Z',
  status: 'open',
  phase: 'PRE_MATCH',
  score: null,
  cancelReason: null,
  openBets: 3,
  openStake: '1250.00',
  openPotentialPayout: '4321.50',
  ...change,
});

const upcoming = fixture({});
const live = fixture({
  fixtureId: 'LOTUS-20260202-2',
  home: { en: 'Jade Rovers', vi: 'Jade Rovers' },
  away: { en: 'Stone Bridge', vi: 'Stone Bridge' },
  phase: 'IN_PLAY',
  score: { home: 1, away: 0 },
  openBets: 1,
  openStake: '20.00',
  openPotentialPayout: '39.00',
});
const settled = fixture({
  fixtureId: 'LOTUS-20260202-3',
  home: { en: 'Pearl United', vi: 'Pearl United' },
  away: { en: 'Iron Gate', vi: 'Iron Gate' },
  status: 'settled',
  phase: 'ENDED',
  score: { home: 2, away: 1 },
  openBets: 0,
  openStake: '0.00',
  openPotentialPayout: '0.00',
});
const cancelled = fixture({
  fixtureId: 'LOTUS-20260202-4',
  home: { en: 'North Wind', vi: 'North Wind' },
  away: { en: 'South Sea', vi: 'South Sea' },
  status: 'cancelled',
  phase: 'ENDED',
  cancelReason: 'Match abandoned: floodlights failed',
  openBets: 0,
  openStake: '0.00',
  openPotentialPayout: '0.00',
});

const tennis = fixture({
  fixtureId: 'COAST-20260202-1',
  sport: 'TENNIS',
  league: { en: 'Coastal Open', vi: 'Giải mở rộng Duyên Hải' },
  home: { en: 'A. Server', vi: 'A. Server' },
  away: { en: 'B. Volley', vi: 'B. Volley' },
});

/** The fixtures listed for each sport; none for the others. */
const LISTED: Partial<Record<string, OperatorSportsbookFixture[]>> = {
  FOOTBALL: [upcoming, live, settled, cancelled],
  TENNIS: [tennis],
};

const SETTINGS = '/api/operator/house-settings';

function renderTab(cancel?: Route) {
  let inPlay = false;
  const api = stubApi({
    [`GET ${FIXTURES}`]: ({ query }) => ({
      serverTime: '2026-02-02T12:30:00.000Z',
      fixtures: LISTED[query.get('sport') ?? ''] ?? [],
    }),
    [`GET ${SETTINGS}`]: () => ({ slotRoundIntervalMs: 0, sportsbookInPlayBetting: inPlay }),
    [`PUT ${SETTINGS}`]: ({ body }) => {
      inPlay = (body as { sportsbookInPlayBetting: boolean }).sportsbookInPlayBetting;
      return { slotRoundIntervalMs: 0, sportsbookInPlayBetting: inPlay };
    },
    ...(cancel ? { [`POST ${CANCEL}`]: cancel } : {}),
  });
  return { ...renderWithSite(<SportsbookTab />), api };
}

const row = async (team: string) =>
  within(await screen.findByTestId('operator-sportsbook-fixtures')).getByRole('row', {
    name: new RegExp(team),
  });

/** Opens the cancel dialog of the upcoming fixture. */
async function openCancel(user: ReturnType<typeof renderTab>['user']) {
  await user.click(within(await row('Harbour City')).getByRole('button', { name: 'Cancel fixture' }));
  return screen.getByRole('dialog', { name: 'Cancel Harbour City v Red Lanterns' });
}

describe('SportsbookTab', () => {
  it('switches in-play betting on and off, sending that option alone', async () => {
    const { user, api } = renderTab();
    const toggle = await screen.findByRole('switch', { name: 'Take bets on matches in play' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.callsTo('PUT', SETTINGS).map((call) => call.body)).toEqual([
      { sportsbookInPlayBetting: true },
      { sportsbookInPlayBetting: false },
    ]);
  });

  it('lists the football fixtures with their state and what their open bets have at stake', async () => {
    const { api } = renderTab();
    const first = await row('Harbour City');
    expect(api.callsTo('GET', FIXTURES)[0]!.query.get('sport')).toBe('FOOTBALL');
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('FOOTBALL');
    expect(first).toHaveTextContent('8:00 PM');
    expect(first).toHaveTextContent('Lotus League');
    expect(first).toHaveTextContent('Harbour City v Red Lanterns');
    expect(first).toHaveTextContent('Before kick-off');
    expect(first).toHaveTextContent('$1,250.00');
    expect(first).toHaveTextContent('$4,321.50');

    const inPlay = await row('Jade Rovers');
    expect(inPlay).toHaveTextContent('Live 1–0');
    expect(inPlay).toHaveTextContent('$20.00');
    expect(within(inPlay).getByRole('button', { name: 'Cancel fixture' })).toBeInTheDocument();

    const ended = await row('Pearl United');
    expect(ended).toHaveTextContent('Ended 2–1');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
    const voided = await row('North Wind');
    expect(voided).toHaveTextContent('Cancelled');
    expect(voided).toHaveTextContent('Match abandoned: floodlights failed');
    expect(within(voided).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('4 fixtures')).toBeInTheDocument();
  });

  it('asks for the sport chosen', async () => {
    const { user, api } = renderTab();
    await row('Harbour City');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Tennis');
    expect(await row('A. Server')).toHaveTextContent('Coastal Open');
    expect(api.callsTo('GET', FIXTURES).at(-1)!.query.get('sport')).toBe('TENNIS');
    expect(screen.queryByText('Harbour City v Red Lanterns')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Football',
      'Basketball',
      'Tennis',
      'Virtual football',
      'League of Legends',
      'Dota 2',
      'Counter-Strike 2',
    ]);
  });

  it('cancels an open fixture with the trimmed reason, shows the notice and reads the list again', async () => {
    const { user, api } = renderTab(() => ({
      fixture: { ...upcoming, status: 'cancelled', phase: 'ENDED', cancelReason: 'Match abandoned' },
      betsSettled: 2,
    }));
    const dialog = await openCancel(user);
    expect(dialog).toHaveTextContent('Cancel this fixture (Lotus League, kick-off');
    expect(dialog).toHaveTextContent(
      'Every selection on it becomes void: singles are refunded at once, and parlays count this leg as void',
    );
    expect(dialog).toHaveTextContent('3 open bets have a selection on it, with $1,250.00 staked in all.');
    const readsBefore = api.callsTo('GET', FIXTURES).length;

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Match abandoned  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the fixture' }));
    await waitFor(() =>
      expect(screen.getByTestId('saved-notice')).toHaveTextContent(
        'Fixture Harbour City v Red Lanterns cancelled; 2 bets settled',
      ),
    );
    expect(api.callsTo('POST', CANCEL).map((call) => call.body)).toEqual([{ reason: 'Match abandoned' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', FIXTURES).length).toBeGreaterThan(readsBefore));
  });

  it('refuses an empty reason before any request', async () => {
    const { user, api } = renderTab(() => ({ fixture: upcoming, betsSettled: 0 }));
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the fixture' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Input cannot be empty/,
    );
    expect(api.changes()).toEqual([]);
  });

  it("shows the API's refusal of the reason under the field and keeps the dialog open", async () => {
    const { user } = renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', { reason: 'The reason is too long' }),
    );
    const dialog = await openCancel(user);
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Abandoned');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the fixture' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/The reason is too long/));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Cancel Harbour City v Red Lanterns' })).toBeInTheDocument();
  });

  it.each([
    [409, 'FIXTURE_CLOSED', 'The fixture is already settled or cancelled'],
    [404, 'FIXTURE_NOT_FOUND', 'There is no such fixture'],
  ])("closes the dialog with the API's message on a %i %s", async (status, code, message) => {
    const { user } = renderTab(() => refusal(status, code, message));
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Abandoned');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the fixture' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(message);
    expect(
      screen.queryByRole('dialog', { name: 'Cancel Harbour City v Red Lanterns' }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('saved-notice')).toBeEmptyDOMElement();
  });

  it('reads the list again every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = renderTab();
      await row('Harbour City');
      const reads = api.callsTo('GET', FIXTURES).length;
      await vi.advanceTimersByTimeAsync(15_000);
      await waitFor(() => expect(api.callsTo('GET', FIXTURES)).toHaveLength(reads + 1));
    } finally {
      vi.useRealTimers();
    }
  });
});
