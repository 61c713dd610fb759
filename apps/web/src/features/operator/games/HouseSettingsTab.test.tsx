// Proves the house games tab: it shows the least time between spins in seconds, refuses a value
// outside 0 or 5 to 60 before asking the server, saves seconds as the API's milliseconds, and shows
// the API's per-field refusal under the field.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';
import { HouseSettingsTab } from './HouseSettingsTab';

let intervalMs: number;

function renderTab(
  put: Route = ({ body }) => {
    intervalMs = (body as { slotRoundIntervalMs: number }).slotRoundIntervalMs;
    return body;
  },
) {
  const api = stubApi({
    'GET /api/operator/house-settings': () => ({ slotRoundIntervalMs: intervalMs }),
    'PUT /api/operator/house-settings': put,
  });
  return { ...renderWithSite(<HouseSettingsTab />), api };
}

setUpOperatorTests();
beforeEach(() => {
  intervalMs = 0;
});

const secondsInput = () => screen.getByRole('textbox', { name: /Least time between spins/ });

describe('HouseSettingsTab', () => {
  it('explains the setting and shows its value in seconds', async () => {
    intervalMs = 5_000;
    renderTab();
    expect(await screen.findByTestId('house-interval-current')).toHaveTextContent('Now: 5 s');
    expect(screen.getByText(/Remote Technical Standard 14G/)).toBeInTheDocument();
    expect(secondsInput()).toHaveValue('5');
  });

  it('refuses 3 seconds without asking the server', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('house-interval-current');
    await user.clear(secondsInput());
    await user.type(secondsInput(), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter 0, or a whole number of seconds from 5 to 60', { selector: 'p' }),
    ).toBeVisible();
    expect(api.changes()).toEqual([]);
  });

  it('saves seconds as milliseconds and shows the new value', async () => {
    const { user, api } = renderTab();
    expect(await screen.findByTestId('house-interval-current')).toHaveTextContent('no wait');
    await user.clear(secondsInput());
    await user.type(secondsInput(), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.changes().map((call) => call.body)).toEqual([{ slotRoundIntervalMs: 10_000 }]);
    expect(screen.getByTestId('house-interval-current')).toHaveTextContent('Now: 10 s');
  });

  it("shows the API's per-field refusal under the field", async () => {
    const { user } = renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', { slotRoundIntervalMs: 'The value is not valid' }),
    );
    await screen.findByTestId('house-interval-current');
    await user.clear(secondsInput());
    await user.type(secondsInput(), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value is not valid', { selector: 'p' })).toBeVisible();
    expect(secondsInput()).toHaveAttribute('aria-invalid', 'true');
  });
});
