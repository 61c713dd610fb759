// Proves the referral settings: the saved settings in the form; a changed switch, share, reward and
// days saved whole and said to be saved; and the server's per-field refusals put on their fields,
// with what no field shows in a warning.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReferralSettings } from '@playdeck/contract/referral';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';
import { ReferralTab } from './ReferralTab';
import { referralSettings } from './test-fixtures';

setUpOperatorTests();

function renderTab(put: Route = ({ body }) => body) {
  const api = stubApi({
    'GET /api/operator/referral/settings': () => referralSettings,
    'PUT /api/operator/referral/settings': put,
  });
  return { ...renderWithSite(<ReferralTab />), api };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('promotions ReferralTab', () => {
  it('shows the saved settings', async () => {
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Referral promotion on' })).toBeChecked();
    expect(field(/^Share of friends' valid bet/)).toHaveValue('0.5');
    expect(field(/^First-deposit reward/)).toHaveValue('20.00');
    expect(field(/^Least first deposit/)).toHaveValue('100.00');
    expect(field(/^Friend counts for/)).toHaveValue('30');
  });

  it('saves the changed settings whole and says they are saved', async () => {
    const { user, api } = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Referral promotion on' }));
    await user.clear(field(/^Share of friends' valid bet/));
    await user.type(field(/^Share of friends' valid bet/), '0.75');
    await user.clear(field(/^First-deposit reward/));
    await user.type(field(/^First-deposit reward/), '25');
    await user.clear(field(/^Friend counts for/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const body: ReferralSettings = {
      enabled: false,
      betSharePercent: '0.75',
      firstDepositReward: '25',
      firstDepositMin: '100.00',
      friendDays: 0,
    };
    expect(api.changes()[0]!.body).toEqual(body);
    // What the server stored comes back into the form.
    expect(field(/^Friend counts for/)).toHaveValue('0');
  });

  it("puts the server's per-field refusals on their fields and the rest in a warning", async () => {
    const { user, api } = renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
        betSharePercent: 'Please enter a rate in percent from 0 to 5 with at most 3 decimals',
        friendDays: 'The value is not valid',
        referral: 'Referral is not offered on this site',
      }),
    );
    await screen.findByRole('switch', { name: 'Referral promotion on' });
    await user.clear(field(/^Share of friends' valid bet/));
    await user.type(field(/^Share of friends' valid bet/), '9');
    await user.clear(field(/^Friend counts for/));
    await user.type(field(/^Friend counts for/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('Referral is not offered on this site');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(field(/^Share of friends' valid bet/)).toHaveAccessibleDescription(
        /from 0 to 5 with at most 3 decimals/,
      ),
    );
    expect(field(/^Friend counts for/)).toHaveAccessibleDescription(/The value is not valid/);
    expect(field(/^Least first deposit/)).not.toHaveAttribute('aria-invalid');
    // Days that are not a whole number go as typed, for the server to refuse on their field.
    expect(api.changes()[0]!.body).toMatchObject({ betSharePercent: '9', friendDays: 'x' });
  });
});
