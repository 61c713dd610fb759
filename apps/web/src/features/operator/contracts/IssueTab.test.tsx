// Proves issuing a platform contract: the holder is picked from the site's top-level agents (each
// with its active contracts), and the tab says so when there is none; the type's settings are told
// beside it, the tiers are sent as the contract reads them (a daily wage paying fixed amounts sends
// fixedAmount, not rate), the form is checked before asking, and a refusal lands on its field: the
// holder's (by field or by code) on the picker, a tier's ("tiers.1.rate") on that tier's cell.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TopAgents } from '@playdeck/contract/contracts';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { IssueTab } from './IssueTab';
import { contract, contractSettings, topAgents } from './test-fixtures';

setUpOperatorTests();

const cell = (column: string, tier: number) =>
  within(screen.getByTestId('offer-tiers')).getByRole('textbox', { name: `${column}, tier ${tier}` });

const holder = () => screen.getByRole('combobox', { name: /Top-level agent/ });

function stubOffer(answer: () => unknown, agents: TopAgents = topAgents) {
  return stubApi({
    'GET /api/operator/contracts/settings': () => contractSettings,
    'GET /api/operator/contracts/agents': () => agents,
    'POST /api/operator/contracts': answer,
  });
}

/** Renders the tab once the agents have come. */
async function renderTab() {
  const rendered = renderWithSite(<IssueTab />);
  await screen.findByRole('option', { name: /agent_a/ });
  return rendered;
}

describe('contracts IssueTab', () => {
  it('offers a daily wage of fixed amounts to a top-level agent picked from the list', async () => {
    const { callsTo } = stubOffer(() => ({ ...contract, id: 40, type: 'DAILY', status: 'PENDING' }));
    const { user } = await renderTab();
    expect(
      within(holder())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an agent',
      'agent_a (#12) · 1 active contract',
      'agent_c (#13) · 0 active contracts',
      'agent_d (#15) · 3 active contracts',
    ]);
    expect(holder()).toHaveAccessibleDescription(
      'The agents directly under the platform, each with how many active contracts it holds.',
    );
    // The holder's contracts are not looked up: the list says what there is to say.
    expect(callsTo('GET', '/api/operator/contracts')).toEqual([]);
    await user.selectOptions(holder(), 'agent_a (#12) · 1 active contract');

    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'DAILY');
    expect(screen.getByRole('combobox', { name: /Type/ })).toHaveAccessibleDescription(
      'Up to 5 tiers, rates from 0.10 % to 2.00 %.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'SPORTS');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tiers pay/ }), 'FIXED');
    await user.type(cell('Team valid bet ≥', 1), '100000');
    await user.type(cell('Active members ≥', 1), '5');
    await user.type(cell('Fixed amount', 1), '500');
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    await user.type(cell('Team valid bet ≥', 2), '300000');
    await user.type(cell('Active members ≥', 2), '10');
    await user.type(cell('Team net loss ≥ (optional)', 2), '20000.50');
    await user.type(cell('Fixed amount', 2), '1200');
    const agentReads = callsTo('GET', '/api/operator/contracts/agents').length;
    await user.click(screen.getByRole('button', { name: 'Offer the contract' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Contract #40 (Daily wage) offered to agent_a.'),
    );
    expect(callsTo('POST', '/api/operator/contracts')[0]!.body).toEqual({
      holderId: 12,
      type: 'DAILY',
      category: 'SPORTS',
      tiers: [
        { minValidBet: '100000', minActive: 5, minNetLoss: '0', fixedAmount: '500' },
        { minValidBet: '300000', minActive: 10, minNetLoss: '20000.50', fixedAmount: '1200' },
      ],
    });
    expect(holder()).toHaveValue('');
    // The agents' counts are asked again after an offer.
    await waitFor(() =>
      expect(callsTo('GET', '/api/operator/contracts/agents').length).toBeGreaterThan(agentReads),
    );
  });

  it('says so when the site has no top-level agents', async () => {
    const { changes } = stubOffer(() => contract, { list: [] });
    renderWithSite(<IssueTab />);
    await waitFor(() =>
      expect(holder()).toHaveAccessibleDescription(
        'The site has no top-level agents yet: a platform contract can be offered once an agent is registered directly under the platform.',
      ),
    );
    expect(within(holder()).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Offer the contract' })).toBeDisabled();
    expect(changes()).toEqual([]);
  });

  it('tells why the agents could not be loaded, and asks again', async () => {
    let agents: () => unknown = () => refusal(503, 'SERVICE_UNAVAILABLE', 'The service is busy');
    const { callsTo } = stubApi({
      'GET /api/operator/contracts/settings': () => contractSettings,
      'GET /api/operator/contracts/agents': () => agents(),
    });
    const { user } = renderWithSite(<IssueTab />);
    await waitFor(() =>
      expect(holder()).toHaveAccessibleDescription(
        'The top-level agents could not be loaded: The service is busy',
      ),
    );
    agents = () => topAgents;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /agent_d/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/operator/contracts/agents')).toHaveLength(2);
  });

  it('checks the form before asking', async () => {
    const { changes } = stubOffer(() => contract);
    const { user } = await renderTab();
    await user.type(cell('Rate (%)', 1), '12.345678');
    await user.type(cell('Active members ≥', 1), 'x');
    await user.click(screen.getByRole('button', { name: 'Offer the contract' }));
    await waitFor(() => expect(holder()).toHaveAccessibleDescription(/Input cannot be empty/));
    expect(cell('Rate (%)', 1)).toHaveAccessibleDescription(
      'Please enter a rate in percent from 0 to 100 with at most 4 decimals',
    );
    expect(cell('Active members ≥', 1)).toHaveAccessibleDescription('The value is not valid');
    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    await user.click(screen.getByRole('button', { name: 'Offer the contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add at least one tier');
    expect(changes()).toEqual([]);
  });

  it("puts the server's tier refusal on the tier's cell", async () => {
    stubOffer(() =>
      refusal(400, 'CONTRACT_TIERS_INVALID', 'Some tiers are not valid: please check the marked fields', {
        'tiers.1.rate': 'The rate must be between 5.00 % and 40.00 %',
        'tiers.1.minNetLoss': 'Every threshold and the rate must be higher than the tier before',
      }),
    );
    const { user } = await renderTab();
    await user.selectOptions(holder(), '12');
    await user.type(cell('Rate (%)', 1), '20');
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    await user.type(cell('Team net loss ≥', 2), '0');
    await user.type(cell('Rate (%)', 2), '45');
    await user.click(screen.getByRole('button', { name: 'Offer the contract' }));
    await waitFor(() =>
      expect(cell('Rate (%)', 2)).toHaveAccessibleDescription('The rate must be between 5.00 % and 40.00 %'),
    );
    expect(cell('Team net loss ≥', 2)).toHaveAccessibleDescription(
      'Every threshold and the rate must be higher than the tier before',
    );
    expect(cell('Rate (%)', 1)).not.toHaveAccessibleDescription(/./);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's per-field refusal of the holder on the picker", async () => {
    const { callsTo } = stubOffer(() =>
      refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
        holderId: 'This agent is no longer a top-level agent',
      }),
    );
    const { user } = await renderTab();
    await user.selectOptions(holder(), '13');
    await user.type(cell('Rate (%)', 1), '10');
    await user.click(screen.getByRole('button', { name: 'Offer the contract' }));
    await waitFor(() =>
      expect(holder()).toHaveAccessibleDescription(/This agent is no longer a top-level agent/),
    );
    expect(callsTo('POST')[0]!.body).toMatchObject({ holderId: 13 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refusal of the holder by its code on the picker', async () => {
    stubOffer(() =>
      refusal(400, 'CONTRACT_HOLDER_INVALID', 'Contracts can only be offered to your direct downline agents'),
    );
    const { user } = await renderTab();
    await user.selectOptions(holder(), '15');
    await user.type(cell('Rate (%)', 1), '10');
    await user.click(screen.getByRole('button', { name: 'Offer the contract' }));
    await waitFor(() =>
      expect(holder()).toHaveAccessibleDescription(
        /Contracts can only be offered to your direct downline agents/,
      ),
    );
  });
});
