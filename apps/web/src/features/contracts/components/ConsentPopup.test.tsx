// Proves the consent pop-up: the offers awaiting the agent's answer listed with their issuer, type,
// category, tiers and expiry in site time; accept and reject sent, the offers asked for again and the
// pop-up closed when none is left; a flagged offer confirmed before its accept carries
// confirmTerminate; and a 409 CONTRACT_CONFLICT's list of contracts that would end shown and
// confirmed before the accept is sent again.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Contract } from '@playdeck/contract/contracts';
import { formatSiteTime } from '../../../lib/site-time';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { ok, refusal, stubAgentApi, type AgentRequest } from '../../../test-support/test-fetch';
import { consolidated, contract } from '../test-data';
import { ConsentPopup } from './ConsentPopup';

const platformOffer = contract({
  id: 11,
  type: 'DIVIDEND',
  category: 'ALL',
  issuer: null,
  holder: { id: 1, username: 'agent1' },
  status: 'PENDING',
  tiers: [
    { minValidBet: '0.00', minNetLoss: '0.00', minActive: 3, rate: '20.00', fixedAmount: null },
    { minValidBet: '500000.00', minNetLoss: '0.00', minActive: 10, rate: '30.00', fixedAmount: null },
  ],
  respondedAt: null,
  expiresAt: '2026-11-08T16:00:00.000Z',
});
const wageOffer = contract({
  id: 12,
  type: 'DAILY',
  category: 'RNG',
  issuer: { id: 3, username: 'boss3' },
  holder: { id: 1, username: 'agent1' },
  status: 'PENDING',
  tiers: [{ minValidBet: '100000.00', minNetLoss: '0.00', minActive: 5, rate: null, fixedAmount: '500.00' }],
  respondedAt: null,
  expiresAt: null,
});

/** A server whose pending offers are those not answered yet. */
function offersServer(offers: Contract[], answers: Record<string, (request: AgentRequest) => unknown> = {}) {
  let pending = [...offers];
  const answered = (request: AgentRequest) => {
    const id = Number(request.path.split('/')[4]);
    pending = pending.filter((offer) => offer.id !== id);
    return ok(offers.find((offer) => offer.id === id));
  };
  return stubAgentApi({
    'GET /api/agent/consolidated': () => ok(consolidated({ divtypereq: true, pendingOffers: pending })),
    'POST /api/agent/contracts/11/accept': answered,
    'POST /api/agent/contracts/12/accept': answered,
    'POST /api/agent/contracts/11/reject': answered,
    'POST /api/agent/contracts/12/reject': answered,
    ...(answers as Record<string, never>),
  });
}

signInAgentForEachTest();

describe('ConsentPopup', () => {
  it('lists each offer with its issuer, type, category, tiers and expiry in site time', async () => {
    offersServer([platformOffer, wageOffer]);
    renderWithSite(<ConsentPopup />);
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });

    const dividend = within(popup).getByRole('article', { name: 'Offer of Dividend · All games' });
    expect(dividend).toHaveTextContent('Offered byPlatform');
    expect(dividend).toHaveTextContent('TypeDividend');
    expect(dividend).toHaveTextContent('CategoryAll games');
    expect(within(dividend).getByTestId('offer-expires')).toHaveTextContent(
      formatSiteTime('2026-11-08T16:00:00.000Z', 480, 'en'),
    );
    // GMT+8: the site's 9 November, not the UTC 8th.
    expect(within(dividend).getByTestId('offer-expires')).toHaveTextContent('11/9/26');
    const rows = within(within(dividend).getByTestId('offer-tiers-11')).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '$0.00', '$0.00', '3', '20.00 %'],
      ['2', '$500,000.00', '$0.00', '10', '30.00 %'],
    ]);

    const wage = within(popup).getByRole('article', { name: 'Offer of Daily wage · Slots' });
    expect(wage).toHaveTextContent('Offered byboss3');
    expect(wage).toHaveTextContent('ExpiresNo expiry');
    expect(within(wage).getByTestId('offer-tiers-12')).toHaveTextContent('$500.00 fixed');
  });

  it('accepts and rejects, asks for the offers again, and closes when none is left', async () => {
    const api = offersServer([platformOffer, wageOffer]);
    const { user } = renderWithSite(<ConsentPopup />);
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });

    await user.click(within(popup).getByRole('button', { name: 'Reject the Daily wage · Slots offer' }));
    await vi.waitFor(() =>
      expect(within(popup).queryByRole('article', { name: /Daily wage/ })).not.toBeInTheDocument(),
    );
    expect(api.to('POST /api/agent/contracts/12/reject')).toHaveLength(1);
    expect(api.to('POST /api/agent/contracts/12/accept')).toHaveLength(0);

    await user.click(within(popup).getByRole('button', { name: 'Accept the Dividend · All games offer' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contract offers' })).not.toBeInTheDocument(),
    );
    expect(api.last('POST /api/agent/contracts/11/accept')!.body).toEqual({ confirmTerminate: false });
    expect(api.to('GET /api/agent/consolidated')).toHaveLength(3);
  });

  it('says why an answer was refused, and keeps the offer', async () => {
    offersServer([platformOffer], {
      'POST /api/agent/contracts/11/accept': () =>
        refusal(409, 'CONTRACT_NOT_PENDING', 'This offer is no longer waiting for an answer'),
    });
    const { user } = renderWithSite(<ConsentPopup />);
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
    await user.click(within(popup).getByRole('button', { name: /Accept the Dividend/ }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent(
      'This offer is no longer waiting for an answer',
    );
    expect(within(popup).getByRole('article', { name: /Dividend/ })).toBeInTheDocument();
  });

  it('confirms a flagged offer first, then accepts it with confirmTerminate', async () => {
    const flagged = { ...platformOffer, downlineHigherRate: true };
    const api = offersServer([flagged]);
    const { user } = renderWithSite(<ConsentPopup />);
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
    expect(popup).toHaveTextContent('accepting it ends those contracts');

    // Cancelled: nothing is sent.
    await user.click(within(popup).getByRole('button', { name: /Accept the Dividend/ }));
    let confirm = await screen.findByRole('dialog', { name: 'End downline contracts?' });
    expect(confirm).toHaveTextContent(
      'terminates your downline contracts of the same type and category that pay more than it allows',
    );
    expect(confirm).toHaveTextContent('every contract of its subtree');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: /End downline/ })).toBeNull());
    expect(api.to('POST /api/agent/contracts/11/accept')).toHaveLength(0);

    await user.click(within(popup).getByRole('button', { name: /Accept the Dividend/ }));
    confirm = await screen.findByRole('dialog', { name: 'End downline contracts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept and terminate' }));
    await vi.waitFor(() => expect(api.to('POST /api/agent/contracts/11/accept')).toHaveLength(1));
    expect(api.last('POST /api/agent/contracts/11/accept')!.body).toEqual({ confirmTerminate: true });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract offers' })).toBeNull());
  });

  it("shows a 409 CONTRACT_CONFLICT's contracts that would end, and accepts again once confirmed", async () => {
    const conflicts = [
      {
        contractId: 31,
        holder: { id: 7, username: 'subagent7' },
        type: 'DIVIDEND',
        category: 'ALL',
        subtree: 4,
      },
      {
        contractId: 32,
        holder: { id: 8, username: 'subagent8' },
        type: 'DIVIDEND',
        category: 'ALL',
        subtree: 0,
      },
    ];
    let pending = [platformOffer];
    const api = stubAgentApi({
      'GET /api/agent/consolidated': () => ok(consolidated({ divtypereq: true, pendingOffers: pending })),
      'POST /api/agent/contracts/11/accept': (request) => {
        if (!(request.body as { confirmTerminate: boolean }).confirmTerminate)
          return refusal(
            409,
            'CONTRACT_CONFLICT',
            'Accepting ends contracts of your downline: please confirm',
            undefined,
            { conflicts },
          );
        pending = [];
        return ok({ ...platformOffer, status: 'ACTIVE' });
      },
    });
    const { user } = renderWithSite(<ConsentPopup />);
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
    await user.click(within(popup).getByRole('button', { name: /Accept the Dividend/ }));

    const confirm = await screen.findByRole('dialog', { name: 'Contracts that will end' });
    const rows = within(within(confirm).getByTestId('contract-conflicts')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['subagent7', 'Dividend', 'All games', '4'], ['subagent8', 'Dividend', 'All games', '0']]);
    expect(
      within(confirm)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Downline', 'Type', 'Category', 'Contracts below']);
    await user.click(within(confirm).getByRole('button', { name: 'Accept and terminate' }));
    await vi.waitFor(() => expect(api.to('POST /api/agent/contracts/11/accept')).toHaveLength(2));
    expect(api.to('POST /api/agent/contracts/11/accept').map((request) => request.body)).toEqual([
      { confirmTerminate: false },
      { confirmTerminate: true },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract offers' })).toBeNull());
  });
});
