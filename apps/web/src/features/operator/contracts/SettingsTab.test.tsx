// Proves the contract settings tab: it shows each type's settings and the general ones, saves them
// whole (numbers as numbers, rates and amounts as decimal strings) and shows the saved values; it
// refuses a lowest rate above the highest before asking; and a server refusal keyed by path
// ("types.DAILY.maxRate") lands on that type's field.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { SettingsTab } from './SettingsTab';
import { contractSettings } from './test-fixtures';

setUpOperatorTests();

const group = (name: string) => screen.getByRole('group', { name });

describe('contracts SettingsTab', () => {
  it('shows the settings and saves them', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/contracts/settings': () => contractSettings,
      'PUT /api/operator/contracts/settings': (call) => call.body,
    });
    const { user } = renderWithSite(<SettingsTab />);
    const daily = within(await screen.findByRole('group', { name: 'Daily wage' }));
    expect(daily.getByRole('switch', { name: 'Enabled for the site' })).toBeChecked();
    expect(
      within(group('Hourly wage')).getByRole('switch', { name: 'Enabled for the site' }),
    ).not.toBeChecked();
    expect(within(group('Dividend')).getByRole('textbox', { name: /Highest rate/ })).toHaveValue('40.00');
    expect(screen.getByRole('combobox', { name: 'Dividend carry-over' })).toHaveValue('MONTH');

    await user.clear(daily.getByRole('textbox', { name: /Highest rate/ }));
    await user.type(daily.getByRole('textbox', { name: /Highest rate/ }), '1.5');
    await user.clear(daily.getByRole('textbox', { name: /Most tiers/ }));
    await user.type(daily.getByRole('textbox', { name: /Most tiers/ }), '8');
    await user.click(within(group('Hourly wage')).getByRole('switch', { name: 'Enabled for the site' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Dividend carry-over' }),
      'UNTIL_RECOVERED',
    );
    await user.clear(screen.getByRole('textbox', { name: /Days an offer waits/ }));
    await user.type(screen.getByRole('textbox', { name: /Days an offer waits/ }), '14');
    await user.click(screen.getByRole('switch', { name: 'Pay dividends without review' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    const [put] = callsTo('PUT', '/api/operator/contracts/settings');
    expect(put!.body).toEqual({
      types: {
        DIVIDEND: contractSettings.types.DIVIDEND,
        DAILY: { ...contractSettings.types.DAILY, maxRate: '1.5', tierCount: 8 },
        HOURLY: { ...contractSettings.types.HOURLY, enabled: true },
        REALTIME: contractSettings.types.REALTIME,
      },
      carryOver: 'UNTIL_RECOVERED',
      offerExpiryDays: 14,
      dividendAutoPay: true,
    });
    expect(daily.getByRole('textbox', { name: /Highest rate/ })).toHaveValue('1.5');
  });

  it('refuses a lowest rate above the highest before asking', async () => {
    const { changes } = stubApi({ 'GET /api/operator/contracts/settings': () => contractSettings });
    const { user } = renderWithSite(<SettingsTab />);
    const realtime = within(await screen.findByRole('group', { name: 'Real-time salary' }));
    await user.clear(realtime.getByRole('textbox', { name: /Lowest rate/ }));
    await user.type(realtime.getByRole('textbox', { name: /Lowest rate/ }), '1.25');
    await user.clear(screen.getByRole('textbox', { name: /Days an offer waits/ }));
    await user.type(screen.getByRole('textbox', { name: /Days an offer waits/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(realtime.getByRole('textbox', { name: /Highest rate/ })).toHaveAccessibleDescription(
        'The lowest rate must not be above the highest rate',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Days an offer waits/ })).toHaveAccessibleDescription(
      /Enter a whole number of days from 1 to 90/,
    );
    expect(changes()).toEqual([]);
  });

  it("puts the server's per-field refusal on the type's field", async () => {
    stubApi({
      'GET /api/operator/contracts/settings': () => contractSettings,
      'PUT /api/operator/contracts/settings': () =>
        refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
          'types.DAILY.maxRate': 'The highest rate is above what the platform allows',
        }),
    });
    const { user } = renderWithSite(<SettingsTab />);
    const daily = within(await screen.findByRole('group', { name: 'Daily wage' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(daily.getByRole('textbox', { name: /Highest rate/ })).toHaveAccessibleDescription(
        'The highest rate is above what the platform allows',
      ),
    );
    expect(
      within(group('Dividend')).getByRole('textbox', { name: /Highest rate/ }),
    ).not.toHaveAccessibleDescription(/platform allows/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
