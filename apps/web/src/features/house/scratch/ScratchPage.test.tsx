// Proves the scratch page against a stand-in server: it shows the card's prize table, odds and exact
// return and says the result is fixed at purchase; a ticket bought with a fresh requestId comes under
// its foil, and its prize (and the balance with it) shows only once every cell is revealed, by
// "reveal all", by the keyboard, or by scratching; a refusal shows its message and the balance it
// carries; a lost answer is asked again with the same requestId; the operator's interval counts down.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ScratchGame } from './ScratchPage';
import { ALL_CELLS } from './scratch-view';
import { rubCell, stubFoil } from './test-foil';
import { losingTicket, testCard, winningTicket } from './test-tickets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(stubFoil);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubServer(handlers: Record<string, Handler> = {}) {
  return stubAgentApi({ 'GET /house/api/scratch/card': testCard(), ...handlers });
}

const renderGame = () => renderWithSite(<ScratchGame sessionToken="game-token" initialBalance="100.00" />);
const balance = () => screen.getByTestId('house-balance');
const result = () => screen.getByTestId('scratch-result');

describe('the scratch page', () => {
  it('shows the card, its prize table with exact odds and return, and that a ticket is fixed at purchase', async () => {
    stubServer();
    renderGame();
    expect(await screen.findByRole('heading', { name: 'Lucky Coins' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/fixed when you buy it, as on a paper ticket/);
    const table = screen.getByTestId('scratch-prizes');
    const rows = within(table).getAllByRole('row');
    // The heading, six prizes from the largest, and "no prize".
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveTextContent('3 × Jade dragon500.00500×1 in 500,000');
    expect(rows[6]).toHaveTextContent('3 × Coin1.001×1 in 2.63');
    expect(rows[7]).toHaveTextContent('No prize—1 in 2.56');
    expect(screen.getByTestId('scratch-rtp')).toHaveTextContent('95.10%');
    expect(screen.getByTestId('scratch-any-prize')).toHaveTextContent('60.91%');
    expect(result()).toHaveTextContent('Buy a ticket to play');
    expect(screen.getByTestId('scratch-buy')).toHaveTextContent('Buy a ticket · 1.00');
  });

  it('buys a ticket and shows its prize and the balance with it only once all is revealed', async () => {
    const server = stubServer({ 'POST /house/api/scratch/tickets': winningTicket() });
    const { user } = renderGame();
    await user.click(await screen.findByTestId('scratch-buy'));
    await waitFor(() => expect(result()).toHaveAttribute('data-state', 'scratching'));
    const body = server.last('POST /house/api/scratch/tickets')?.body as { requestId: string };
    expect(body.requestId).toMatch(UUID);
    // Paid, but the prize is not given away: the balance is 100 − 1 until the ticket is revealed.
    expect(balance()).toHaveTextContent('99.00');
    expect(result()).toHaveTextContent('0 of 9 cells revealed');
    expect(screen.queryByText(/You win/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('scratch-buy')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('scratch-reveal-all'));
    expect(result()).toHaveAttribute('data-state', 'won');
    expect(result()).toHaveTextContent('You win 10.00!');
    expect(result()).toHaveTextContent('3 × Lucky cat: 10× the price');
    expect(balance()).toHaveTextContent('109.00');
    expect(
      ALL_CELLS.filter((cell) => screen.getByTestId(`scratch-cell-${cell}`).hasAttribute('data-winning')),
    ).toEqual([1, 4, 8]);
    expect(screen.getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      `/house/verify?round=${encodeURIComponent(winningTicket().roundId)}`,
    );
    // Another ticket is a new purchase with a new requestId, under fresh foil.
    await user.click(screen.getByTestId('scratch-buy'));
    await waitFor(() => expect(server.to('POST /house/api/scratch/tickets')).toHaveLength(2));
    const second = server.last('POST /house/api/scratch/tickets')?.body as { requestId: string };
    expect(second.requestId).not.toBe(body.requestId);
    await waitFor(() => expect(result()).toHaveAttribute('data-state', 'scratching'));
  });

  it('keeps the prize hidden until the last cell, revealed from the keyboard', async () => {
    stubServer({ 'POST /house/api/scratch/tickets': losingTicket() });
    const { user } = renderGame();
    await user.click(await screen.findByTestId('scratch-buy'));
    await waitFor(() => expect(result()).toHaveAttribute('data-state', 'scratching'));
    for (const cell of ALL_CELLS.slice(0, -1)) {
      screen.getByTestId(`scratch-key-${cell}`).focus();
      await user.keyboard('{Enter}');
    }
    expect(result()).toHaveTextContent('8 of 9 cells revealed');
    expect(result()).not.toHaveTextContent('No prize');
    screen.getByTestId('scratch-key-8').focus();
    await user.keyboard('{Enter}');
    expect(result()).toHaveAttribute('data-state', 'lost');
    expect(result()).toHaveTextContent('No prize on this ticket');
    expect(balance()).toHaveTextContent('99.00');
    expect(screen.getByTestId('scratch-buy')).toHaveTextContent('Buy another · 1.00');
  });

  it('reveals the ticket as the player scratches the foil off, cell by cell', async () => {
    stubServer({ 'POST /house/api/scratch/tickets': winningTicket() });
    const { user } = renderGame();
    await user.click(await screen.findByTestId('scratch-buy'));
    await waitFor(() => expect(result()).toHaveAttribute('data-state', 'scratching'));
    const foil = screen.getByTestId('scratch-foil');
    rubCell(foil, 0);
    rubCell(foil, 1);
    expect(result()).toHaveTextContent('2 of 9 cells revealed');
    for (const cell of ALL_CELLS.slice(2)) rubCell(foil, cell);
    expect(result()).toHaveTextContent('You win 10.00!');
    expect(balance()).toHaveTextContent('109.00');
  });

  it('shows a refusal’s message and the balance it carries, with no ticket', async () => {
    stubServer({
      'POST /house/api/scratch/tickets': () =>
        refusal(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', undefined, { balance: '0.40' }),
    });
    const { user } = renderGame();
    await user.click(await screen.findByTestId('scratch-buy'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(balance()).toHaveTextContent('0.40');
    expect(result()).toHaveAttribute('data-state', 'unsold');
  });

  it('asks again with the same requestId when the answer was lost, so no second ticket is bought', async () => {
    let calls = 0;
    const server = stubServer({
      'POST /house/api/scratch/tickets': () =>
        (calls += 1) === 1
          ? refusal(503, 'WALLET_UNAVAILABLE', 'The wallet is not answering')
          : ok(winningTicket()),
    });
    const { user } = renderGame();
    await user.click(await screen.findByTestId('scratch-buy'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The wallet is not answering');
    await user.click(screen.getByTestId('scratch-buy'));
    await waitFor(() => expect(result()).toHaveAttribute('data-state', 'scratching'));
    const [first, second] = server.to('POST /house/api/scratch/tickets');
    expect(second!.body).toEqual(first!.body);
  });

  it('counts down the operator’s least time between tickets', async () => {
    stubServer({
      'GET /house/api/scratch/card': testCard({ roundIntervalMs: 5_000 }),
      'POST /house/api/scratch/tickets': losingTicket(),
    });
    const { user } = renderGame();
    await user.click(await screen.findByTestId('scratch-buy'));
    await user.click(await screen.findByTestId('scratch-reveal-all'));
    const buy = screen.getByTestId('scratch-buy');
    expect(buy).toBeDisabled();
    expect(buy).toHaveTextContent(/Next ticket in [45] s/);
  });
});
