// Proves the channels tab: every channel is listed with its limits and where the money goes; a new
// channel is checked before the server is asked; the server's per-field refusals show beside their
// fields; a change sends the channel's fields and the list says it was saved.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorChannel } from '@playdeck/contract/payments';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ChannelsTab } from './ChannelsTab';
import { refusal, setUpOperatorTests, stubApi, type Routes } from '../test-support';

const bankChannel: OperatorChannel = {
  id: 1,
  type: 'bank_transfer',
  name: 'Bank transfer',
  minAmount: '50.00',
  maxAmount: '100000.00',
  bank: { bankName: 'Vietcombank', accountName: 'PLAYDECK', accountNumber: '0071000888666', branch: 'HCMC' },
  enabled: true,
  sortOrder: 0,
  gatewayCode: null,
  hasSecret: false,
};
const gatewayChannel: OperatorChannel = {
  id: 2,
  type: 'gateway',
  name: 'Online payment',
  minAmount: '10.00',
  maxAmount: '20000.00',
  bank: null,
  enabled: false,
  sortOrder: 1,
  gatewayCode: 'sandbox',
  hasSecret: true,
};

/** The list answers both channels; `saves` answer the test's new channel or change. */
function channelsServer(saves: Routes = {}) {
  return stubApi({ 'GET /api/operator/payment-channels': () => [bankChannel, gatewayChannel], ...saves });
}

const field = (name: RegExp) => within(screen.getByRole('dialog')).getByRole('textbox', { name });

setUpOperatorTests();

describe('ChannelsTab', () => {
  it('lists every channel with its limits, details and whether it is enabled', async () => {
    channelsServer();
    renderWithSite(<ChannelsTab />);
    const table = await screen.findByTestId('operator-channels');
    const bank = within(table).getByRole('row', { name: /Bank transfer/ });
    expect(bank).toHaveTextContent('$50.00 – $100,000.00');
    expect(bank).toHaveTextContent('Vietcombank · HCMC');
    expect(bank).toHaveTextContent('0071000888666');
    expect(bank).toHaveTextContent('Enabled');
    const gateway = within(table).getByRole('row', { name: /Online payment/ });
    expect(gateway).toHaveTextContent('Online gateway');
    expect(gateway).toHaveTextContent('Sandbox (built in)');
    expect(gateway).toHaveTextContent('Signing secret set');
    expect(gateway).toHaveTextContent('Disabled');
  });

  it('checks a new channel before asking, then shows the server refusals beside their fields', async () => {
    const { calls } = channelsServer({
      'POST /api/operator/payment-channels': () =>
        refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
          maxAmount: 'The maximum amount must not be below the minimum',
          'bank.accountNumber': 'Please enter a bank account number of 6 to 30 digits',
        }),
    });
    const { user } = renderWithSite(<ChannelsTab />);
    await screen.findByTestId('operator-channels');
    await user.click(screen.getByRole('button', { name: 'New channel' }));
    expect(screen.getByRole('dialog', { name: 'New deposit channel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field(/^Name/)).toHaveAccessibleDescription('Input cannot be empty');
    expect(field(/^Bank/)).toHaveAccessibleDescription('Input cannot be empty');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(field(/^Name/), 'ACB');
    await user.type(field(/^Minimum amount/), '500');
    await user.type(field(/^Maximum amount/), '100');
    await user.type(field(/^Bank/), 'ACB');
    await user.type(field(/^Account name/), 'PLAYDECK');
    await user.type(field(/^Account number/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(/^Maximum amount/)).toHaveAccessibleDescription(
        'The maximum amount must not be below the minimum',
      ),
    );
    expect(field(/^Account number/)).toHaveAccessibleDescription(
      'Please enter a bank account number of 6 to 30 digits',
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/operator/payment-channels',
      body: {
        type: 'bank_transfer',
        name: 'ACB',
        minAmount: '500',
        maxAmount: '100',
        enabled: true,
        sortOrder: 0,
        bank: { bankName: 'ACB', accountName: 'PLAYDECK', accountNumber: '1234567', branch: null },
        gatewayCode: null,
      },
    });
    expect(screen.queryByRole('dialog', { name: 'Warning' })).not.toBeInTheDocument();
  });

  it('changes a channel and says it was saved', async () => {
    const { calls } = channelsServer({
      'PATCH /api/operator/payment-channels/1': () => ({ ...bankChannel, enabled: false }),
    });
    const { user } = renderWithSite(<ChannelsTab />);
    const row = within(await screen.findByTestId('operator-channels')).getByRole('row', {
      name: /Bank transfer/,
    });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Bank transfer' })).toBeInTheDocument();
    expect(field(/^Type/)).toHaveValue('Bank transfer');
    expect(field(/^Account number/)).toHaveValue('0071000888666');
    await user.click(screen.getByRole('checkbox', { name: 'Members can deposit through this channel' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Channel Bank transfer saved.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/operator/payment-channels/1',
      body: {
        name: 'Bank transfer',
        minAmount: '50.00',
        maxAmount: '100000.00',
        enabled: false,
        sortOrder: 0,
        bank: {
          bankName: 'Vietcombank',
          accountName: 'PLAYDECK',
          accountNumber: '0071000888666',
          branch: 'HCMC',
        },
      },
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('keeps a gateway channel secret unless a new one is typed', async () => {
    const { calls } = channelsServer({ 'PATCH /api/operator/payment-channels/2': () => gatewayChannel });
    const { user } = renderWithSite(<ChannelsTab />);
    const row = within(await screen.findByTestId('operator-channels')).getByRole('row', {
      name: /Online payment/,
    });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/^Signing secret/)).toHaveAccessibleDescription(
      'Leave empty to keep the current secret.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Channel Online payment saved.');
    const body = calls.find((call) => call.method === 'PATCH')!.body;
    expect(body).not.toHaveProperty('secret');
    expect(body).not.toHaveProperty('bank');
  });
});
