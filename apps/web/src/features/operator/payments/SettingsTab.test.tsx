// Proves the settings tab: it shows the payment settings, saves them, and puts the server's refusal
// of a maximum below the minimum on the maximum's field.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PaymentSettings } from '@playdeck/contract/payments';
import { renderWithSite } from '../../../test-support/render-with-site';
import { SettingsTab } from './SettingsTab';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';

const settings: PaymentSettings = {
  withdrawalMinAmount: '50.00',
  withdrawalMaxAmount: '50000.00',
  withdrawalConfirmMinutes: 30,
};

setUpOperatorTests();

describe('SettingsTab', () => {
  it('shows the settings and saves them', async () => {
    const { calls } = stubApi({
      'GET /api/operator/payment-settings': () => settings,
      'PATCH /api/operator/payment-settings': () => ({
        ...settings,
        withdrawalMinAmount: '100.00',
        withdrawalConfirmMinutes: 60,
      }),
    });
    const { user } = renderWithSite(<SettingsTab />);
    const minimum = await screen.findByRole('textbox', { name: /Minimum withdrawal/ });
    expect(minimum).toHaveValue('50.00');
    expect(screen.getByRole('textbox', { name: /Maximum withdrawal/ })).toHaveValue('50000.00');
    const minutes = screen.getByRole('textbox', { name: /Minutes to confirm receipt/ });
    expect(minutes).toHaveValue('30');
    await user.clear(minimum);
    await user.type(minimum, '100');
    await user.clear(minutes);
    await user.type(minutes, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(minimum).toHaveValue('100.00');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/operator/payment-settings',
      body: { withdrawalMinAmount: '100', withdrawalMaxAmount: '50000.00', withdrawalConfirmMinutes: 60 },
    });
  });

  it('checks the minutes before asking, and shows the server refusal of the limits on their field', async () => {
    const { calls } = stubApi({
      'GET /api/operator/payment-settings': () => settings,
      'PATCH /api/operator/payment-settings': () =>
        refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
          withdrawalMaxAmount: 'The maximum amount must not be below the minimum',
        }),
    });
    const { user } = renderWithSite(<SettingsTab />);
    const minutes = await screen.findByRole('textbox', { name: /Minutes to confirm receipt/ });
    await user.clear(minutes);
    await user.type(minutes, '99999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('The value is not valid')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(minutes);
    await user.type(minutes, '45');
    const minimum = screen.getByRole('textbox', { name: /Minimum withdrawal/ });
    await user.clear(minimum);
    await user.type(minimum, '90000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Maximum withdrawal/ })).toHaveAccessibleDescription(
        'The maximum amount must not be below the minimum',
      ),
    );
  });
});
