// Proves the side panels: the bet spots take a tap only while betting is open and show the stake on each and the winner; the chip rack offers the arena's chips; the player's bets say how they came out with a verify link; the history shows one bead per fight with the counts; and the fairness panel shows the seed hash now and the revealed seed and roll of the last fight.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChipRack } from '../components/ChipRack';
import { BetSpots } from './BetBoard';
import { FightFairness, MyBets, ResultHistory } from './FightPanels';
import { decidedFight, testArena, testBet, testFight } from './test-fights';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('BetSpots', () => {
  it('bets the chosen chip on the tapped spot while betting is open', async () => {
    const onBet = vi.fn();
    render(
      <BetSpots
        fight={testFight(NOW, 60_000)}
        chip="5.00"
        stakes={{ draw: '15.00' }}
        winner={null}
        canBet
        onBet={onBet}
      />,
    );
    expect(screen.getByRole('button', { name: 'Bet 5.00 on Meron, pays 0.59:1' })).toBeEnabled();
    expect(screen.getByTestId('stake-draw')).toHaveTextContent('15.00');
    expect(screen.queryByTestId('stake-meron')).toBeNull();
    await userEvent.click(screen.getByTestId('spot-wala'));
    await userEvent.click(screen.getByTestId('spot-draw'));
    expect(onBet.mock.calls).toEqual([['wala'], ['draw']]);
  });

  it('takes no tap outside betting and lights the winning spot', async () => {
    const onBet = vi.fn();
    render(
      <BetSpots
        fight={decidedFight(NOW, 'meron')}
        chip="5.00"
        stakes={{}}
        winner="meron"
        canBet={false}
        onBet={onBet}
      />,
    );
    for (const spot of ['meron', 'draw', 'wala']) expect(screen.getByTestId(`spot-${spot}`)).toBeDisabled();
    await userEvent.click(screen.getByTestId('spot-meron'));
    expect(onBet).not.toHaveBeenCalled();
    expect(screen.getByTestId('spot-meron').className).toMatch(/spotWon/);
    expect(screen.getByTestId('spot-wala').className).not.toMatch(/spotWon/);
  });
});

describe('ChipRack', () => {
  it('offers the chips, marks the chosen one and names the limits', async () => {
    const onChip = vi.fn();
    render(
      <ChipRack
        chips={['1.00', '5.00', '25.00']}
        chip="5.00"
        onChip={onChip}
        limits={testArena(NOW).arena}
        textPrefix="house.cockfight"
      />,
    );
    expect(screen.getByRole('radio', { name: 'Chip 5.00' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Chip 25.00' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Limits 1.00 – 500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Chip 25.00' }));
    expect(onChip).toHaveBeenCalledWith('25.00');
  });
});

describe('MyBets', () => {
  it('lists this fight’s and the last fight’s bets with their odds, outcomes and verify links', () => {
    render(
      <MyBets
        current={[testBet({ roundId: 'CF01-100-a', spot: 'draw', stake: '2.00', odds: '8:1' })]}
        previous={[
          testBet({ roundId: 'CF01-99-b', fightNumber: 99, payout: '15.90', status: 'settled' }),
          testBet({ roundId: 'CF01-99-c', fightNumber: 99, spot: 'wala', payout: '0.00', status: 'settled' }),
        ]}
      />,
    );
    const current = screen.getByTestId('my-bets');
    expect(current).toHaveTextContent('Draw');
    expect(current).toHaveTextContent('2.00 @ 8:1');
    expect(current).toHaveTextContent('Waiting');
    const last = screen.getByTestId('last-bets');
    expect(last).toHaveTextContent('Won 15.90');
    expect(last).toHaveTextContent('Lost');
    expect(screen.getAllByRole('link', { name: 'Verify' })[0]).toHaveAttribute(
      'href',
      '/house/verify?round=CF01-100-a',
    );
  });

  it('says so when there is no bet yet', () => {
    render(<MyBets current={[]} previous={[]} />);
    expect(screen.getByTestId('my-bets')).toHaveTextContent('No bets');
    expect(screen.queryByTestId('last-bets')).toBeNull();
  });
});

describe('ResultHistory', () => {
  it('draws a bead per fight in its winner’s colour, with the counts', () => {
    render(<ResultHistory history={testArena(NOW).history} />);
    const beads = screen.getByTestId('result-history').querySelectorAll('[data-outcome]');
    expect([...beads].map((bead) => bead.getAttribute('data-outcome'))).toEqual(['meron', 'wala', 'draw']);
    expect([...beads].map((bead) => bead.textContent)).toEqual(['M', 'W', 'D']);
    expect(beads[0]).toHaveAttribute('title', 'Fight #97: Meron wins (Ô Tía against Xám Tro)');
    expect(screen.getByTestId('history-counts')).toHaveTextContent('Meron 1 · Wala 1 · Draw 1');
  });

  it('says so before the first fight', () => {
    render(<ResultHistory history={[]} />);
    expect(screen.getByText('No fights yet')).toBeInTheDocument();
  });
});

describe('FightFairness', () => {
  it('shows the fight’s seed hash and client seed, and the last fight’s revealed seed and roll', () => {
    const { rerender } = render(<FightFairness fight={testFight(NOW, 60_000)} lastFight={null} />);
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(screen.getByText('cockfight:CF01:100')).toBeInTheDocument();
    expect(screen.queryByTestId('revealed-seed')).toBeNull();
    rerender(
      <FightFairness
        fight={testFight(NOW, 60_000, { fightNumber: 101 })}
        lastFight={decidedFight(NOW, 'wala')}
      />,
    );
    expect(screen.getByTestId('revealed-seed')).toHaveTextContent('revealed-seed');
    expect(screen.getByText('Server seed of fight #100, revealed')).toBeInTheDocument();
    expect(screen.getByText('1200000 of 1500000: Wala wins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the verifier' })).toHaveAttribute('href', '/house/verify');
  });
});
