// Proves the pit shows both roosters with their ratings, records, chances and odds, the betting countdown while bets are taken, the fight while it runs, and the winner lit with how the player's bets came out once the result is in.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FightStage } from './FightStage';
import { decidedFight, testBet, testFight } from './test-fights';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('FightStage', () => {
  it('shows the two corners and the betting countdown', () => {
    render(<FightStage fight={testFight(NOW, 95_000)} phase="betting" countdown="1:35" bets={[]} />);
    const meron = screen.getByTestId('corner-meron');
    expect(within(meron).getByText('Meron')).toBeInTheDocument();
    expect(screen.getByTestId('meron-name')).toHaveTextContent('Ô Tía');
    expect(screen.getByTestId('meron-rating')).toHaveTextContent('92');
    expect(screen.getByTestId('meron-record')).toHaveTextContent('7W 3L 1D');
    expect(meron).toHaveTextContent('56.43%');
    expect(meron).toHaveTextContent('0.59:1');
    const wala = screen.getByTestId('corner-wala');
    expect(screen.getByTestId('wala-name')).toHaveTextContent('Tía Chiến');
    expect(wala).toHaveTextContent('35.57%');
    expect(wala).toHaveTextContent('1.5:1');
    expect(screen.getByTestId('betting-countdown')).toHaveTextContent('1:35');
    expect(screen.getByText('Draw 8.00% · pays 8:1')).toBeInTheDocument();
    expect(screen.queryByTestId('winner')).toBeNull();
  });

  it('shows the fight running, with no countdown to bet and no result', () => {
    render(<FightStage fight={testFight(NOW, -5_000)} phase="fighting" countdown="0:35" bets={[]} />);
    expect(screen.getByText('The roosters are fighting…')).toBeInTheDocument();
    expect(screen.queryByTestId('betting-countdown')).toBeNull();
    expect(screen.queryByTestId('winner')).toBeNull();
  });

  it('names the winner, lights its corner and sums the player’s bets', () => {
    const bets = [
      testBet({ spot: 'wala', stake: '10.00', payout: '25.00', status: 'settled' }),
      testBet({ spot: 'meron', stake: '5.00', payout: '0.00', status: 'settled' }),
    ];
    render(<FightStage fight={decidedFight(NOW, 'wala')} phase="result" countdown="0:15" bets={bets} />);
    expect(screen.getByTestId('winner')).toHaveTextContent('Wala wins');
    expect(screen.getByTestId('fight-summary')).toHaveTextContent('You win 25.00');
    expect(screen.getByTestId('corner-wala').className).toMatch(/cornerWon/);
    expect(screen.getByTestId('corner-meron').className).not.toMatch(/cornerWon/);
  });

  it('says when a draw returns the stakes, and keeps the result hidden until it is in', () => {
    const push = [testBet({ spot: 'meron', stake: '10.00', payout: '10.00', status: 'settled' })];
    const { rerender } = render(
      <FightStage fight={decidedFight(NOW, 'draw')} phase="result" countdown="0:15" bets={push} />,
    );
    expect(screen.getByTestId('winner')).toHaveTextContent('Draw');
    expect(screen.getByTestId('fight-summary')).toHaveTextContent('Your stake comes back');
    // Bets still being paid: the winner shows, the summary waits.
    rerender(
      <FightStage fight={decidedFight(NOW, 'draw')} phase="result" countdown="0:15" bets={[testBet()]} />,
    );
    expect(screen.queryByTestId('fight-summary')).toBeNull();
  });
});
