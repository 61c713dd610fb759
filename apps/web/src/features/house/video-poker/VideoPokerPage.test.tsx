// Proves the video poker page against a stand-in server: it shows the machine's paytable with the
// coins marked and its exact return, deals the chosen coins and coin value, lights the dealt hand's
// row, holds cards by tapping or by the hint, draws with those holds and shows the win and the
// balance, resumes a hand in play, and shows a refusal's message with the balance it carries.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { VideoPokerMachine } from './VideoPokerPage';
import { testGame, testHand } from './test-hands';

function stubServer(handlers: Record<string, Handler> = {}) {
  return stubAgentApi({
    'GET /house/api/video-poker/game': testGame,
    'GET /house/api/video-poker/hand': { hand: null },
    ...handlers,
  });
}

const renderMachine = () =>
  renderWithSite(<VideoPokerMachine sessionToken="game-token" initialBalance="100.00" />);

describe('the video poker page', () => {
  it('shows the paytable with the coins bet marked and the exact return', async () => {
    stubServer();
    renderMachine();
    expect(await screen.findByRole('heading', { name: 'Jacks or Better' })).toBeInTheDocument();
    const royal = within(screen.getByTestId('vp-paytable')).getByRole('row', { name: /Royal flush/ });
    expect(royal).toHaveTextContent('Royal flush2505007501,0004,000');
    expect(screen.getByText(/Return to player at 5 coins: 99.54%/)).toBeInTheDocument();
    expect(screen.getByTestId('vp-bet')).toHaveTextContent('0.50');
    expect(screen.getByTestId('vp-result')).toHaveTextContent('Choose your coins and deal');
    expect(screen.getByRole('button', { name: 'Hint' })).toBeDisabled();
  });

  it('deals the chosen bet, lights the dealt hand’s row and draws with the cards held', async () => {
    const server = stubServer({
      'POST /house/api/video-poker/deal': {
        hand: testHand({ coins: 3, coinValue: '0.25', bet: '0.75' }),
        balance: '99.25',
      },
      'POST /house/api/video-poker/draw': (request) =>
        ok({
          hand: testHand({
            coins: 3,
            coinValue: '0.25',
            bet: '0.75',
            phase: 'drawn',
            held: (request.body as { held: boolean[] }).held,
            finalCards: [
              { rank: 'J', suit: 'hearts' },
              { rank: 'J', suit: 'clubs' },
              { rank: 'J', suit: 'spades' },
              { rank: '9', suit: 'diamonds' },
              { rank: '9', suit: 'hearts' },
            ],
            category: 'fullHouse',
            payout: '6.75',
          }),
          balance: '106.00',
        }),
    });
    const { user } = renderMachine();
    await user.click(await screen.findByRole('radio', { name: '0.25' }));
    await user.click(screen.getByRole('radio', { name: '3 coins' }));
    expect(screen.getByTestId('vp-bet')).toHaveTextContent('0.75');
    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('99.25'));
    expect(server.last('POST /house/api/video-poker/deal')?.body).toEqual({ coins: 3, coinValue: '0.25' });
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Jacks or better');
    // The choices are locked while the hand is in play.
    expect(screen.getByRole('radio', { name: '1.00' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Hold J♥' }));
    await user.click(screen.getByRole('button', { name: 'Hold J♠' }));
    await user.click(screen.getByRole('button', { name: 'Hold 9♦' }));
    expect(screen.getByRole('button', { name: 'Hold J♥' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('106.00'));
    expect(server.last('POST /house/api/video-poker/draw')?.body).toEqual({
      held: [true, false, true, true, false],
    });
    expect(screen.getByTestId('vp-result')).toHaveTextContent('Full house: you win 6.75!');
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Full house');
    expect(screen.getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/house/verify?round=PDVPOKER-1',
    );
    expect(screen.getByRole('button', { name: 'Deal' })).toBeEnabled();
  });

  it('holds the hint’s cards and says what they are expected to return', async () => {
    stubServer({
      'GET /house/api/video-poker/hand': { hand: testHand() },
      'GET /house/api/video-poker/hint': {
        held: [true, false, true, false, false],
        expectedCoins: 7.68,
        expectedReturn: '0.77',
      },
    });
    const { user } = renderMachine();
    await user.click(await screen.findByRole('button', { name: 'Hint' }));
    await waitFor(() =>
      expect(screen.getByTestId('vp-result')).toHaveTextContent(
        'Hint: hold the marked cards (expected return 0.77)',
      ),
    );
    expect(screen.getByRole('button', { name: 'Hold J♥' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Hold 4♣' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('resumes a hand in play with its coins, ready to draw', async () => {
    stubServer({
      'GET /house/api/video-poker/hand': { hand: testHand({ coins: 2, coinValue: '1.00', bet: '2.00' }) },
    });
    renderMachine();
    expect(await screen.findByRole('button', { name: 'Draw' })).toBeEnabled();
    expect(screen.getByTestId('vp-bet')).toHaveTextContent('2.00');
    expect(screen.getByRole('radio', { name: '2 coins' })).toBeChecked();
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  it('shows a refusal’s message and the balance it carries, keeping the machine ready', async () => {
    stubServer({
      'POST /house/api/video-poker/deal': () =>
        refusal(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', undefined, { balance: '0.30' }),
    });
    const { user } = renderMachine();
    await user.click(await screen.findByRole('button', { name: 'Deal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(screen.getByTestId('house-balance')).toHaveTextContent('0.30');
    expect(screen.getByRole('button', { name: 'Deal' })).toBeEnabled();
  });
});
