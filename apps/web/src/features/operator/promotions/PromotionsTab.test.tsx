// Proves the promotions list and editor: a promotion's period, audience, condition, reward, turnover
// and dates (at the site's clock) in the list; a new promotion's round trip, where the server's
// per-field refusal (the end before the start) lands on its field and the corrected input is saved
// with times read at the site's offset; and an edit that sends the whole input back with PUT.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { PromotionsTab } from './PromotionsTab';
import { promotion } from './test-fixtures';

setUpOperatorTests();

const ladder = [
  { level: 1, name: 'Silver', minValidBet: '0.00', minDeposit: '0.00', upgradeBonus: '0.00' },
  { level: 2, name: 'Gold', minValidBet: '1000.00', minDeposit: '0.00', upgradeBonus: '50.00' },
];

const row = async (id: number) =>
  within(await screen.findByTestId('operator-promotions')).getByRole('row', {
    name: new RegExp(`#${id}\\b`),
  });

describe('promotions PromotionsTab', () => {
  it('lists a promotion with its period, audience, condition, reward, turnover and dates', async () => {
    stubApi({ 'GET /api/operator/promotions': () => ({ list: [promotion] }) });
    renderWithSite(<PromotionsTab />);
    const line = await row(5);
    expect(line).toHaveTextContent('First deposit bonus');
    expect(line).toHaveTextContent('Monthly');
    expect(line).toHaveTextContent('VIP levels 1, 2');
    expect(line).toHaveTextContent('First deposit ≥ $100.00');
    expect(line).toHaveTextContent('Bonus 50 % up to $500.00');
    expect(line).toHaveTextContent('Bonus × 10');
    expect(line).toHaveTextContent('Enabled');
    expect(line).toHaveTextContent('No end');
    // Starts 16:00 UTC on 31 January: midnight on 1 February at the site (GMT+8).
    expect(line).toHaveTextContent('2/1/26, 12:00');
  });

  it('creates a promotion after the server refuses an end before the start', async () => {
    const saved = { ...promotion, id: 6, audience: 'ALL' as const, vipLevels: [] };
    const { callsTo } = stubApi({
      'GET /api/operator/promotions': () => ({ list: [] }),
      'GET /api/operator/vip/levels': () => ladder,
      'POST /api/operator/promotions': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid input', { endsAt: 'The end must be after the start' }),
    });
    const { user } = renderWithSite(<PromotionsTab />);
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'New promotion' });
    await user.type(within(dialog).getByLabelText(/^Title \(Vietnamese\)/), 'Thưởng nạp');
    await user.type(within(dialog).getByLabelText(/^Title \(English\)/), 'Deposit bonus');
    await user.type(within(dialog).getByLabelText(/^Content HTML \(Vietnamese\)/), '<p>Nạp</p>');
    await user.type(within(dialog).getByLabelText(/^Content HTML \(English\)/), '<p>Deposit</p>');
    await user.selectOptions(within(dialog).getByLabelText(/^Period/), 'RANGE');
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '2026-02-10T00:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '2026-02-01T00:00' } });
    await user.clear(within(dialog).getByLabelText(/^Least deposit/));
    await user.type(within(dialog).getByLabelText(/^Least deposit/), '100');
    await user.clear(within(dialog).getByLabelText(/^Bonus amount/));
    await user.type(within(dialog).getByLabelText(/^Bonus amount/), '500');
    await user.clear(within(dialog).getByLabelText(/^Turnover multiplier/));
    await user.type(within(dialog).getByLabelText(/^Turnover multiplier/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const ends = within(dialog).getByLabelText(/^Ends/);
    await waitFor(() => expect(ends).toHaveAccessibleDescription(/The end must be after the start/));
    expect(ends).toHaveAttribute('aria-invalid', 'true');
    const refused = callsTo('POST')[0]!.body as Record<string, unknown>;
    // Site time (GMT+8): midnight on 10 February is 16:00 UTC on the 9th.
    expect(refused).toMatchObject({
      title: { vi: 'Thưởng nạp', en: 'Deposit bonus' },
      content: { vi: '<p>Nạp</p>', en: '<p>Deposit</p>' },
      period: 'RANGE',
      startsAt: '2026-02-09T16:00:00.000Z',
      endsAt: '2026-01-31T16:00:00.000Z',
      audience: 'ALL',
      trigger: 'DEPOSIT',
      minAmount: '100',
      reward: 'BONUS',
      rewardAmount: '500',
      rewardPercent: null,
      turnoverMultiplier: 10,
      enabled: true,
    });

    stubApi({
      'GET /api/operator/promotions': () => ({ list: [saved] }),
      'GET /api/operator/vip/levels': () => ladder,
      'POST /api/operator/promotions': () => saved,
    });
    fireEvent.change(ends, { target: { value: '2026-02-28T23:59' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit promotion #6' })).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('promotion-preview')[1]).toContainHTML('<strong>first</strong>');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('edits a promotion, its VIP levels read from the ladder, and sends the whole input', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/promotions': () => ({ list: [promotion] }),
      'GET /api/operator/vip/levels': () => ladder,
      'PUT /api/operator/promotions/5': (call) => ({ ...promotion, ...(call.body as object) }),
    });
    const { user } = renderWithSite(<PromotionsTab />);
    await user.click(within(await row(5)).getByRole('button', { name: 'Edit promotion #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit promotion #5' });
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('2026-02-01T00:00');
    const gold = await within(dialog).findByRole('checkbox', { name: 'Level 2 · Gold' });
    expect(gold).toBeChecked();
    await user.click(gold);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT')).toHaveLength(1));
    const { id: _id, createdAt: _createdAt, ...input } = promotion;
    expect(callsTo('PUT')[0]!.body).toEqual({ ...input, vipLevels: [1] });
  });
});
