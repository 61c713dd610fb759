// Proves the turnover locks: a lock's member, source, bonus, requirement, progress and status; the
// member and status filters asked for; cancelling an active lock's bonus only with a reason, after a
// confirmation; and the server's refusal when the lock is no longer active.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';
import { TurnoverLocksTab } from './TurnoverLocksTab';
import { lock } from './test-fixtures';

setUpOperatorTests();

const met = {
  ...lock,
  id: 13,
  status: 'MET' as const,
  progress: '5000.00',
  metAt: '2026-02-02T02:00:00.000Z',
};

const row = async (id: number) =>
  within(await screen.findByTestId('operator-turnover-locks')).getByRole('row', {
    name: new RegExp(`#${id}\\b`),
  });

describe('promotions TurnoverLocksTab', () => {
  it('lists locks with their bonus and progress, and filters by member and status', async () => {
    const { callsTo } = stubApi({ 'GET /api/operator/promotions/turnover-locks': () => page([lock, met]) });
    const { user } = renderWithSite(<TurnoverLocksTab />);
    const active = await row(12);
    expect(active).toHaveTextContent('lucky_lan');
    expect(active).toHaveTextContent('First deposit bonus');
    expect(active).toHaveTextContent('$500.00');
    expect(active).toHaveTextContent('$5,000.00');
    expect(active).toHaveTextContent('$1,250.00');
    expect(active).toHaveTextContent('Active');
    expect(within(await row(13)).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ACTIVE');
    await user.type(screen.getByRole('searchbox', { name: "Member's account ID" }), '77');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo('GET').at(-1)!.query.get('accountId')).toBe('77'));
    expect(callsTo('GET').at(-1)!.query.get('status')).toBe('ACTIVE');
  });

  it('cancels an active bonus only with a reason, after a confirmation', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/promotions/turnover-locks': () => page([lock]),
      'POST /api/operator/promotions/turnover-locks/12/cancel': () => ({
        ...lock,
        status: 'CANCELLED',
        cancelReason: 'Bonus abuse',
      }),
    });
    const { user } = renderWithSite(<TurnoverLocksTab />);
    await user.click(within(await row(12)).getByRole('button', { name: 'Cancel bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the bonus of lock #12' });
    expect(dialog).toHaveTextContent(
      'Take back the unmet bonus of $500.00 (First deposit bonus) from lucky_lan?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      /Input cannot be empty/,
    );
    expect(callsTo('POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bonus abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    await waitFor(() =>
      expect(screen.getByTestId('saved-notice')).toHaveTextContent(
        'Bonus of lock #12 (lucky_lan) cancelled.',
      ),
    );
    expect(callsTo('POST')[0]!.body).toEqual({ reason: 'Bonus abuse' });
  });

  it('shows the refusal when the lock is no longer active', async () => {
    stubApi({
      'GET /api/operator/promotions/turnover-locks': () => page([lock]),
      'POST /api/operator/promotions/turnover-locks/12/cancel': () =>
        refusal(409, 'LOCK_NOT_ACTIVE', 'This bonus is no longer locked'),
    });
    const { user } = renderWithSite(<TurnoverLocksTab />);
    await user.click(within(await row(12)).getByRole('button', { name: 'Cancel bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the bonus of lock #12' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bonus abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'This bonus is no longer locked',
    );
  });
});
