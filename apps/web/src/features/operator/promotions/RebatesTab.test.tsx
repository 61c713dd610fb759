// Proves the rebates tab: a row per game category with its mode and a rate per VIP level from 0 to
// the ladder's highest; a changed mode and rate saved with the whole settings and said to be saved;
// a bad rate refused before asking; and the API's per-cell refusals ("categories.2.rates.1") put on
// the matching cells, with the others in a warning.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { GAME_TYPES } from '@playdeck/contract/lobby';
import type { RebateSettings } from '@playdeck/contract/rebate';
import type { VipLevel } from '@playdeck/contract/vip';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';
import { RebatesTab } from './RebatesTab';

const LADDER: VipLevel[] = [0, 1, 2].map((level) => ({
  level,
  name: `VIP ${level}`,
  minValidBet: '0.00',
  minDeposit: '0.00',
  upgradeBonus: '0.00',
}));

const SETTINGS: RebateSettings = {
  categories: [
    { category: 'LIVE', mode: 'AUTO', rates: ['0.4', '0.6', '0.8'] },
    { category: 'RNG', mode: 'MANUAL', rates: ['0.5', '0.7', '1'] },
  ],
  manualMinClaim: '10.00',
  manualCooldownMinutes: 60,
};

let settings: RebateSettings;

function renderTab(
  put: Route = ({ body }) => {
    settings = body as RebateSettings;
    return settings;
  },
) {
  const api = stubApi({
    'GET /api/operator/rebate/settings': () => settings,
    'PUT /api/operator/rebate/settings': put,
    'GET /api/operator/vip/levels': () => LADDER,
  });
  return { ...renderWithSite(<RebatesTab />), api };
}

setUpOperatorTests();
beforeEach(() => {
  settings = SETTINGS;
});

const rate = (category: string, level: string) =>
  screen.getByRole('textbox', { name: `${category}, ${level}` });

describe('promotions RebatesTab', () => {
  it('shows a row per category with its mode and a rate per VIP level', async () => {
    renderTab();
    const table = await screen.findByTestId('rebate-settings');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Game category', 'Mode', 'No VIP (%)', 'VIP 1 (%)', 'VIP 2 (%)']);
    expect(within(table).getAllByRole('row')).toHaveLength(GAME_TYPES.length + 1);
    expect(screen.getByRole('combobox', { name: 'Mode, Live casino' })).toHaveValue('AUTO');
    expect(screen.getByRole('combobox', { name: 'Mode, Slots' })).toHaveValue('MANUAL');
    expect(screen.getByRole('combobox', { name: 'Mode, Sports' })).toHaveValue('OFF');
    expect(rate('Slots', 'VIP 2 (%)')).toHaveValue('1');
    expect(rate('Sports', 'No VIP (%)')).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: /Least a claim may be/ })).toHaveValue('10.00');
    expect(screen.getByRole('textbox', { name: /Minutes between claims/ })).toHaveValue('60');
  });

  it('saves a changed mode and rate with the whole settings and says it is saved', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('rebate-settings');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode, Sports' }), 'MANUAL');
    await user.clear(rate('Sports', 'VIP 1 (%)'));
    await user.type(rate('Sports', 'VIP 1 (%)'), '1.125');
    await user.clear(screen.getByRole('textbox', { name: /Minutes between claims/ }));
    await user.type(screen.getByRole('textbox', { name: /Minutes between claims/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [put] = api.changes();
    const body = put!.body as RebateSettings;
    expect(body.categories).toHaveLength(GAME_TYPES.length);
    expect(body.categories.slice(0, 3)).toEqual([
      SETTINGS.categories[0],
      SETTINGS.categories[1],
      { category: 'SPORTS', mode: 'MANUAL', rates: ['0', '1.125', '0'] },
    ]);
    expect(body.manualMinClaim).toBe('10.00');
    expect(body.manualCooldownMinutes).toBe(30);
    // The saved settings come back into the form.
    expect(screen.getByRole('combobox', { name: 'Mode, Sports' })).toHaveValue('MANUAL');
    expect(rate('Sports', 'VIP 1 (%)')).toHaveValue('1.125');
  });

  it('refuses a rate above 5 without asking the server', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('rebate-settings');
    await user.clear(rate('Live casino', 'VIP 2 (%)'));
    await user.type(rate('Live casino', 'VIP 2 (%)'), '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a percent from 0 to 5 with at most 3 decimals'),
    ).toBeInTheDocument();
    expect(rate('Live casino', 'VIP 2 (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.changes()).toEqual([]);
  });

  it("puts the API's per-cell refusals on the matching cells and the rest in a warning", async () => {
    const { user } = renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
        'categories.2.rates.1': 'The rate is too high for this level',
        manualMinClaim: 'Please enter an amount with at most two decimals',
        categories: 'Too many categories',
      }),
    );
    await screen.findByTestId('rebate-settings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Too many categories');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(rate('Sports', 'VIP 1 (%)')).toHaveAccessibleDescription('The rate is too high for this level');
    expect(rate('Sports', 'No VIP (%)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: /Least a claim may be/ })).toHaveAccessibleDescription(
      /Please enter an amount with at most two decimals/,
    );
  });
});
