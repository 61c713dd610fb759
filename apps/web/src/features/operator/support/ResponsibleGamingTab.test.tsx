// Proves the support desk's responsible-gaming look-up: a member found by username with the break in
// force, the session-time limit with a raise waiting, the reality check, each deposit limit and every
// break with its address, in site time; an unknown name shows the server's refusal; nothing is asked
// before a name is given; the balance of a member on a break paid out with a reason.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OperatorResponsibleGaming } from '@playdeck/contract/responsible-gaming';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { ResponsibleGamingTab } from './ResponsibleGamingTab';

setUpOperatorTests();

const PATH = '/api/operator/responsible-gaming';
const view: OperatorResponsibleGaming = {
  member: { id: 7, username: 'tuananh92', status: 'active' },
  depositLimits: [
    { period: 'day', amount: '100.00', used: '30.00', remaining: '70.00', pending: null },
    { period: 'week', amount: null, used: '30.00', remaining: null, pending: null },
    {
      period: 'month',
      amount: '500.00',
      used: '30.00',
      remaining: '470.00',
      // 16:30 UTC is 00:30 the next day at the site (GMT+8).
      pending: { amount: '900.00', effectiveAt: '2026-11-29T16:30:00.000Z' },
    },
  ],
  lossLimits: [
    { period: 'day', amount: '50.00', used: '12.50', remaining: '37.50', pending: null },
    { period: 'week', amount: null, used: '12.50', remaining: null, pending: null },
    { period: 'month', amount: null, used: '12.50', remaining: null, pending: null },
  ],
  exclusion: { kind: 'timeOut', startsAt: '2026-11-28T02:00:00.000Z', endsAt: '2026-12-05T02:00:00.000Z' },
  play: {
    realityCheckMinutes: 30,
    sessionLimitMinutes: 60,
    pendingSessionLimit: { minutes: 120, effectiveAt: '2026-11-29T16:30:00.000Z' },
  },
  breaks: [
    {
      kind: 'timeOut',
      startsAt: '2026-11-28T02:00:00.000Z',
      endsAt: '2026-12-05T02:00:00.000Z',
      ip: '203.0.113.9',
    },
  ],
};

describe('ResponsibleGamingTab', () => {
  it("shows a member's limits and breaks, in site time", async () => {
    const api = stubApi({
      [`GET ${PATH}`]: (call) =>
        call.query.get('username') === 'tuananh92'
          ? view
          : refusal(404, 'ACCOUNT_NOT_FOUND', 'Username/Email does not exist'),
    });
    const { user } = renderWithSite(<ResponsibleGamingTab />);
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Username'), ' tuananh92 ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const member = await screen.findByTestId('rg-member');
    expect(member).toHaveTextContent(/Time-out · until 12\/5\/26, 10:00:00\sAM/);
    expect(member).toHaveTextContent(/60 minutes → 120 minutes/);
    expect(member).toHaveTextContent('Reality check30 minutes');
    const limits = within(screen.getByTestId('rg-limits')).getAllByRole('row');
    expect(limits[1]).toHaveTextContent('24 hours$100.00$30.00$70.00—');
    expect(limits[3]).toHaveTextContent(
      /30 days\$500\.00\$30\.00\$470\.00\$900\.00 \(11\/30\/26, 12:30:00\sAM\)/,
    );
    const losses = within(screen.getByTestId('rg-loss-limits')).getAllByRole('row');
    expect(losses[0]).toHaveTextContent('Lost');
    expect(losses[1]).toHaveTextContent('24 hours$50.00$12.50$37.50—');
    expect(screen.getByTestId('rg-breaks')).toHaveTextContent('203.0.113.9');

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Username/Email does not exist')).toBeInTheDocument();
  });

  it('pays out the balance of a member on a break, with a reason, and shows the withdrawal', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: () => view,
      [`POST ${PATH}/payout`]: (call) =>
        (call.body as { reason: string }).reason === 'no'
          ? refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
              reason: 'Please enter at least 3 characters',
            })
          : { withdrawalId: 41, amount: '123.45', bankName: 'Vietcombank', accountNumber: '****6789' },
    });
    const { user } = renderWithSite(<ResponsibleGamingTab />);
    await user.type(screen.getByLabelText('Username'), 'tuananh92');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Pay out the balance' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    expect(await within(dialog).findAllByText('Input cannot be empty')).not.toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    expect(await within(dialog).findAllByText('Please enter at least 3 characters')).not.toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/Reason/));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Self-excluded: balance returned');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByTestId('saved-notice')).toHaveTextContent(
      'Withdrawal #41 of $123.45 to Vietcombank ****6789 waits for its decision in the payments desk.',
    );
    expect(api.callsTo('POST').map((call) => call.body)).toEqual([
      { username: 'tuananh92', reason: 'no' },
      { username: 'tuananh92', reason: 'Self-excluded: balance returned' },
    ]);
  });
});
