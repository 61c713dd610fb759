// Proves the deal shows cards face up only as they are turned, each side's point as it builds, the
// winner once the last card is down, and that the bead plate draws one bead per past hand.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BaccaratHand, BaccaratRoadItem } from '@playdeck/contract/baccarat';
import { BeadRoad } from './BeadRoad';
import { DealArea } from './DealArea';

const hand: BaccaratHand = {
  tableCode: 'BAC01',
  roundNumber: 7,
  phase: 'dealing',
  opensAt: '2026-01-01T00:00:00.000Z',
  closesAt: '2026-01-01T00:00:20.000Z',
  settlesAt: '2026-01-01T00:00:30.000Z',
  status: 'dealt',
  serverSeedHash: 'hash',
  clientSeed: 'baccarat:BAC01:7',
  nonce: 0,
  serverSeed: 'seed',
  result: {
    playerCards: [
      { rank: 'Q', suit: 'hearts', value: 0 },
      { rank: '4', suit: 'spades', value: 4 },
      { rank: '9', suit: 'clubs', value: 9 },
    ],
    bankerCards: [
      { rank: '7', suit: 'diamonds', value: 7 },
      { rank: 'K', suit: 'clubs', value: 0 },
    ],
    playerTotal: 3,
    bankerTotal: 7,
    outcome: 'banker',
    natural: false,
    playerPair: false,
    bankerPair: false,
  },
};

describe('DealArea', () => {
  it('turns the cards over one by one and names the winner at the end', () => {
    const { rerender } = render(<DealArea hand={hand} revealed={3} previous={false} />);
    expect(screen.getAllByRole('img').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Q♥',
      '4♠',
      '7♦',
    ]);
    expect(screen.getByTestId('player-point')).toHaveTextContent('4');
    expect(screen.getByTestId('banker-point')).toHaveTextContent('7');
    expect(screen.queryByTestId('winner')).toBeNull();
    rerender(<DealArea hand={hand} revealed={5} previous={false} summary="You win 19.50" />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.getByTestId('player-point')).toHaveTextContent('3');
    expect(screen.getByTestId('winner')).toHaveTextContent('Banker wins');
    expect(screen.getByTestId('hand-summary')).toHaveTextContent('You win 19.50');
  });

  it('shows the last hand as such while bets are taken', () => {
    render(<DealArea hand={hand} revealed={99} previous summary="You win 19.50" />);
    expect(screen.getByText('Last hand')).toBeInTheDocument();
    expect(screen.queryByTestId('hand-summary')).toBeNull();
  });
});

describe('BeadRoad', () => {
  it('draws a bead per hand in its winner’s colour, with the counts', () => {
    const bead = (roundNumber: number, outcome: BaccaratRoadItem['outcome']): BaccaratRoadItem => ({
      roundNumber,
      outcome,
      playerTotal: 1,
      bankerTotal: 2,
      playerPair: roundNumber === 2,
      bankerPair: false,
      natural: false,
    });
    render(<BeadRoad road={[bead(1, 'banker'), bead(2, 'player'), bead(3, 'banker'), bead(4, 'tie')]} />);
    const beads = screen.getByTestId('bead-road').querySelectorAll('[data-outcome]');
    expect([...beads].map((item) => item.getAttribute('data-outcome'))).toEqual([
      'banker',
      'player',
      'banker',
      'tie',
    ]);
    expect(screen.getByTestId('bead-road').children).toHaveLength(60);
  });
});
