// Proves the offer of a contract from downline management: the action only for a direct child agent
// and read "Re-offer" when it has a contract; the types the agent holds, every category, and the
// tiers pre-filled with the agent's own (a fixed amount for a wage that pays one); the browser's own
// check; the payload sent; the server's per-tier refusal written beside the tier input it names and
// the rest above the form; and the created offer's status and flag.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Downline } from '@playdeck/contract/agent';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { downline } from '../../../test-support/agent-data';
import { ok, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { consolidated, contract, myDividend } from '../test-data';
import { OfferContractAction } from './OfferContractAction';

const child = (overrides: Partial<Downline> = {}): Downline =>
  downline({
    id: 7,
    username: 'subagent7',
    nickname: 'subagent7',
    accountType: 41,
    isAgent: true,
    ...overrides,
  });

const myDailyWage = contract({
  id: 6,
  type: 'DAILY',
  category: 'RNG',
  issuer: null,
  holder: { id: 1, username: 'agent1' },
  tiers: [{ minValidBet: '100000.00', minNetLoss: '0.00', minActive: 5, rate: null, fixedAmount: '500.00' }],
});
const flags = consolidated({
  divtypereq: true,
  dailysalreqtype: true,
  dividend: { enabled: true, contracts: [myDividend], offers: [] },
  dailySalary: { enabled: true, contracts: [myDailyWage], offers: [] },
});
const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 100, total: list.length, totalPages: 1 });

function stubOffers(offer: Handler, held: unknown[] = []) {
  return stubAgentApi({
    'GET /api/agent/consolidated': flags,
    'GET /api/agent/contracts/downline': (request) =>
      ok(page(request.query.get('status') === 'ACTIVE' ? held : [])),
    'POST /api/agent/contracts': offer,
  });
}

async function openOffer(row = child(), name = 'Offer a contract to subagent7') {
  const rendered = renderWithSite(<OfferContractAction child={row} />);
  await rendered.user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Contract for subagent7' });
  return { ...rendered, dialog };
}

const inputsOf = (tier: HTMLElement) =>
  within(tier)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

signInAgentForEachTest();

describe('OfferContractAction', () => {
  it('is offered only to a direct child agent, and reads Re-offer when it has a contract', async () => {
    stubOffers({}, [contract({ id: 31, holder: { id: 7, username: 'subagent7' } })]);
    const { unmount } = renderWithSite(
      <>
        <OfferContractAction child={child({ id: 8, username: 'player08', accountType: 0, isAgent: false })} />
        <OfferContractAction child={child({ id: 9, username: 'deep9', directChild: false, depth: 2 })} />
        <OfferContractAction child={child()} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Offer subagent7 a new contract' })).toHaveTextContent(
      'Re-offer',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    unmount();
  });

  it("offers the agent's types and every category, pre-filled with the agent's own tiers", async () => {
    stubOffers({});
    const { dialog, user } = await openOffer();
    const type = within(dialog).getByLabelText(/^Type/);
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dividend', 'Daily wage']);
    const category = within(dialog).getByLabelText(/^Category/);
    expect(within(category).getAllByRole('option')).toHaveLength(11);
    expect(dialog).toHaveTextContent('Pre-filled with your own tiers (offered by Platform)');
    expect(inputsOf(within(dialog).getByTestId('tier-1'))).toEqual(['0.00', '0.00', '3', '15.00']);
    expect(inputsOf(within(dialog).getByTestId('tier-2'))).toEqual(['500000.00', '0.00', '10', '25.00']);

    // The daily wage the agent holds is for slots, and pays a fixed amount.
    await user.selectOptions(type, 'DAILY');
    expect(category).toHaveValue('RNG');
    expect(within(dialog).getByLabelText('Pays')).toHaveValue('fixed');
    expect(within(within(dialog).getByTestId('tier-1')).getByLabelText('Fixed amount')).toHaveValue('500.00');
    expect(within(dialog).queryByTestId('tier-2')).toBeNull();
    // A category the agent holds no contract of: said before the server refuses it.
    await user.selectOptions(category, 'ALL');
    expect(within(dialog).getByTestId('offer-uncovered')).toHaveTextContent(
      'no active Daily wage · All games',
    );
    expect(within(within(dialog).getByTestId('tier-1')).getByLabelText('Rate (%)')).toHaveValue('');
  });

  it('checks the tiers in the browser first', async () => {
    const api = stubOffers({});
    const { dialog, user } = await openOffer();
    const rate = within(within(dialog).getByTestId('tier-2')).getByLabelText('Rate (%)');
    await user.clear(rate);
    await user.type(rate, '12.345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText(/with at most 4 decimals/, { selector: 'p' })).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/agent/contracts')).toHaveLength(0);
  });

  it("writes the server's per-tier refusal beside the tier input it names", async () => {
    const api = stubOffers(() =>
      refusal(400, 'CONTRACT_TIERS_INVALID', 'Some tiers are not valid: please check the marked fields', {
        'tiers.1.rate': 'This tier pays more than your own contract at these thresholds (25.00 %)',
        'tiers.0.minValidBet': 'Every threshold and the rate must be higher than the tier before',
        tiers: 'At most 1 tiers are allowed',
      }),
    );
    const { dialog, user } = await openOffer();
    const second = within(dialog).getByTestId('tier-2');
    await user.clear(within(second).getByLabelText('Rate (%)'));
    await user.type(within(second).getByLabelText('Rate (%)'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    const rate = within(second).getByLabelText('Rate (%)');
    await vi.waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(rate).toHaveAccessibleDescription(
      'This tier pays more than your own contract at these thresholds (25.00 %)',
    );
    expect(
      within(within(dialog).getByTestId('tier-1')).getByLabelText(/Team valid bet/),
    ).toHaveAccessibleDescription('Every threshold and the rate must be higher than the tier before');
    expect(within(within(dialog).getByTestId('tier-1')).getByLabelText('Rate (%)')).not.toHaveAttribute(
      'aria-invalid',
    );
    const general = within(dialog).getByTestId('offer-errors');
    expect(general).toHaveTextContent('Some tiers are not valid: please check the marked fields');
    expect(general).toHaveTextContent('At most 1 tiers are allowed');
    expect(general).not.toHaveTextContent('pays more than');

    expect(api.last('POST /api/agent/contracts')!.body).toEqual({
      holderId: 7,
      type: 'DIVIDEND',
      category: 'ALL',
      tiers: [
        { minValidBet: '0.00', minNetLoss: '0.00', minActive: 3, rate: '15.00' },
        { minValidBet: '500000.00', minNetLoss: '0.00', minActive: 10, rate: '30' },
      ],
    });
  });

  it('shows the offer created, pending and flagged, after sending it', async () => {
    const api = stubOffers(
      contract({
        id: 40,
        holder: { id: 7, username: 'subagent7' },
        status: 'PENDING',
        downlineHigherRate: true,
      }),
    );
    const { dialog, user } = await openOffer();
    await user.click(within(dialog).getByRole('button', { name: 'Remove tier 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    const added = within(dialog).getByTestId('tier-2');
    await user.type(within(added).getByLabelText(/Team valid bet/), '300000');
    await user.type(within(added).getByLabelText('Rate (%)'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    const sent = await within(dialog).findByTestId('offer-sent');
    expect(sent).toHaveTextContent('Offer sent to subagent7: Pending.');
    expect(sent).toHaveTextContent('Flagged: subagent7 gave its own downlines contracts that pay more');
    // Blank thresholds are 0: the contract's defaults fill them in.
    expect((api.last('POST /api/agent/contracts')!.body as { tiers: unknown[] }).tiers[1]).toEqual({
      minValidBet: '300000',
      minNetLoss: '0.00',
      minActive: 0,
      rate: '12.5',
    });
  });
});
