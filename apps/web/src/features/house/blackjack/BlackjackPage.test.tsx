// Proves the blackjack page against a stand-in server: it builds a stake from chips within the
// table's limits and deals it, shows the dealer's up card and a hidden hole card, enables only the
// moves open now with the stake double and split add, highlights the hint's move, shows each hand's
// outcome, the payout and the balance after the round, resumes a round in play, and shows a
// refusal's message.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { BlackjackTable } from './BlackjackPage';
import { finishedRound, testRound, testTable } from './test-rounds';

function stubServer(handlers: Record<string, Handler> = {}) {
  return stubAgentApi({
    'GET /house/api/blackjack/table': testTable,
    'GET /house/api/blackjack/hand': { hand: null },
    ...handlers,
  });
}

const renderTable = () =>
  renderWithSite(<BlackjackTable sessionToken="game-token" initialBalance="100.00" />);

describe('the blackjack page', () => {
  it('builds a stake from chips within the limits and deals it', async () => {
    const server = stubServer({ 'POST /house/api/blackjack/deal': { hand: testRound(), balance: '85.00' } });
    const { user } = renderTable();
    expect(await screen.findByRole('heading', { name: 'Blackjack Classic' })).toBeInTheDocument();
    expect(screen.getByText(/Return to player 99.4296% \(house edge 0.5704%\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('bj-stake')).toHaveTextContent('0.00');
    expect(screen.getByRole('button', { name: 'Deal' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add 10.00 to the stake' }));
    await user.click(screen.getByRole('button', { name: 'Add 5.00 to the stake' }));
    expect(screen.getByTestId('bj-stake')).toHaveTextContent('15.00');
    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('85.00'));
    expect(server.last('POST /house/api/blackjack/deal')?.body).toEqual({ stake: '15.00' });
    const dealer = screen.getByTestId('bj-dealer');
    expect(within(dealer).getByRole('img', { name: '6♠' })).toBeInTheDocument();
    expect(dealer.querySelector('[data-card="back"]')).not.toBeNull();
  });

  it('enables only the moves open now, showing the stake a double and a split add', async () => {
    stubServer({
      'GET /house/api/blackjack/hand': {
        hand: testRound({
          actions: [
            { action: 'hit', additionalStake: '0.00' },
            { action: 'stand', additionalStake: '0.00' },
            { action: 'double', additionalStake: '10.00' },
          ],
        }),
      },
    });
    renderTable();
    expect(await screen.findByRole('button', { name: 'Hit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Stand' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Double +10.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Split' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Deal' })).toBeNull();
  });

  it('plays a move, then shows each hand’s outcome, the payout and the balance after it', async () => {
    const server = stubServer({
      'GET /house/api/blackjack/hand': { hand: testRound() },
      'POST /house/api/blackjack/act': { hand: finishedRound(), balance: '110.00' },
    });
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Stand' }));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('110.00'));
    expect(server.last('POST /house/api/blackjack/act')?.body).toEqual({ action: 'stand' });
    expect(screen.getByTestId('bj-outcome')).toHaveTextContent('Win');
    expect(screen.getByTestId('bj-result')).toHaveTextContent('You win 10.00 (paid 20.00)');
    expect(within(screen.getByTestId('bj-dealer')).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText('Bust (25)')).toBeInTheDocument();
    // The stake stays for the next round.
    expect(screen.getByTestId('bj-stake')).toHaveTextContent('10.00');
    expect(screen.getByRole('button', { name: 'Deal' })).toBeEnabled();
  });

  it('highlights the hint’s move', async () => {
    stubServer({
      'GET /house/api/blackjack/hand': { hand: testRound() },
      'GET /house/api/blackjack/hint': { action: 'split', values: { hit: -0.2, stand: -0.15, split: 0.08 } },
    });
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Hint' }));
    await waitFor(() =>
      expect(screen.getByTestId('bj-result')).toHaveTextContent('Hint (basic strategy): Split'),
    );
    expect(screen.getByTestId('bj-split').className).toMatch(/suggested/);
  });

  it('shows a refusal’s message with the balance it carries', async () => {
    stubServer({
      'GET /house/api/blackjack/hand': { hand: testRound() },
      'POST /house/api/blackjack/act': () =>
        refusal(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', undefined, { balance: '4.00' }),
    });
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Double +10.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(screen.getByTestId('house-balance')).toHaveTextContent('4.00');
    expect(screen.getByRole('button', { name: 'Hit' })).toBeEnabled();
  });
});
