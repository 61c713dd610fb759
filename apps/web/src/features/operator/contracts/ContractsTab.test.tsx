// Proves the contracts list: a contract's holder, issuer (the platform or the parent), tiers and times
// at the site's clock; the filters asked for; terminating an active contract with a reason after a
// confirmation, or the API's message when it is no longer active; and withdrawing an offer still
// awaiting its answer the same way.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';
import { ContractsTab } from './ContractsTab';
import { contract } from './test-fixtures';

setUpOperatorTests();

const child = {
  ...contract,
  id: 32,
  issuer: { id: 12, username: 'agent_a' },
  holder: { id: 14, username: 'agent_b' },
  status: 'TERMINATED' as const,
  terminatedAt: '2026-01-09T02:00:00.000Z',
  terminateReason: 'PARENT_RATE_REDUCED' as const,
};

const offer = {
  ...contract,
  id: 33,
  holder: { id: 13, username: 'agent_c' },
  status: 'PENDING' as const,
  respondedAt: null,
  expiresAt: '2026-01-09T01:00:00.000Z',
};

const row = async (id: number) =>
  within(await screen.findByTestId('operator-contracts')).getByRole('row', { name: new RegExp(`#${id}\\b`) });

describe('contracts ContractsTab', () => {
  it('lists contracts with their issuer, tiers and times, and filters them', async () => {
    const { callsTo } = stubApi({ 'GET /api/operator/contracts': () => page([contract, child]) });
    const { user } = renderWithSite(<ContractsTab />);
    const platform = await row(31);
    expect(platform).toHaveTextContent('agent_a');
    expect(platform).toHaveTextContent('Platform');
    expect(platform).toHaveTextContent('Dividend');
    expect(platform).toHaveTextContent('All categories');
    expect(platform).toHaveTextContent('active members ≥ 3 → 20.00 %');
    expect(platform).toHaveTextContent('valid bet ≥ $500,000.00, active members ≥ 10 → 30.00 %');
    // Offered 01:00 UTC: 09:00 at the site (GMT+8).
    expect(platform).toHaveTextContent('9:00');
    const ended = await row(32);
    expect(ended).toHaveTextContent('agent_a');
    expect(ended).toHaveTextContent("The parent's rate was reduced");
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'DAILY');
    await user.type(screen.getByRole('searchbox', { name: "Holder's account ID" }), '14');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo('GET').at(-1)!.query.get('holderId')).toBe('14'));
    expect(callsTo('GET').at(-1)!.query.get('type')).toBe('DAILY');
  });

  it('terminates an active contract with a reason after a confirmation', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/contracts': () => page([contract]),
      'POST /api/operator/contracts/31/terminate': () => ({ ...contract, status: 'TERMINATED' }),
    });
    const { user } = renderWithSite(<ContractsTab />);
    await user.click(within(await row(31)).getByRole('button', { name: 'Terminate' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate contract #31' });
    expect(dialog).toHaveTextContent('End the Dividend contract (All categories) of agent_a?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Contract renegotiated');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Contract #31 of agent_a terminated.'),
    );
    expect(callsTo('POST')[0]!.body).toEqual({ reason: 'Contract renegotiated' });
  });

  it('withdraws an offer awaiting its answer after a confirmation', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/contracts': () => page([contract, offer]),
      'POST /api/operator/contracts/33/terminate': () => ({
        ...offer,
        status: 'TERMINATED',
        terminateReason: 'BY_OPERATOR',
      }),
    });
    const { user } = renderWithSite(<ContractsTab />);
    const pending = await row(33);
    expect(pending).toHaveTextContent('Awaiting answer');
    expect(within(pending).queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
    expect(within(await row(31)).getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw offer #33' });
    expect(dialog).toHaveTextContent(
      'Withdraw the Dividend offer (All categories) to agent_c? The agent can no longer accept it.',
    );
    const reads = callsTo('GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Offer #33 to agent_c withdrawn.'),
    );
    expect(callsTo('POST')).toHaveLength(1);
    expect(callsTo('POST')[0]!.body).toEqual({ reason: '' });
    await waitFor(() => expect(callsTo('GET').length).toBeGreaterThan(reads));
  });

  it('shows the refusal when the contract is no longer active', async () => {
    stubApi({
      'GET /api/operator/contracts': () => page([contract]),
      'POST /api/operator/contracts/31/terminate': () =>
        refusal(409, 'CONTRACT_NOT_ACTIVE', 'This contract is not active'),
    });
    const { user } = renderWithSite(<ContractsTab />);
    await user.click(within(await row(31)).getByRole('button', { name: 'Terminate' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Terminate contract #31' })).getByRole('button', {
        name: 'Terminate',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'This contract is not active',
    );
  });
});
