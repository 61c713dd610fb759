// One coup of punto banco by the standard tableau: two cards each (player, banker, player, banker),
// a natural 8 or 9 on either side stands both, the player draws on 0–5, and the banker's draw
// depends on its total and the player's third card. The draw rules are exported on their own so
// that the exact house edge (house-edge.ts) enumerates the very rules the tables deal by.
import { createRandomStream } from '../slots/provably-fair';
import { drawFromShuffledShoe, type Card, type ShoeDraw } from './cards';

export type BaccaratOutcome = 'player' | 'banker' | 'tie';

export type BaccaratRound = {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  /** Either side's first two cards made 8 or 9, so neither drew. */
  natural: boolean;
};

/** The point of a hand: the sum of its card values, last digit only. */
export function handTotal(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) % 10;
}

export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

/** The player draws a third card on 0–5 and stands on 6–7 (naturals never reach this rule). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws, given its two-card total and the player's third card value (null when
 * the player stood, in which case the banker plays like the player: draws on 0–5).
 */
export function bankerDraws(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdValue !== 8;
    case 4:
      return playerThirdValue >= 2 && playerThirdValue <= 7;
    case 5:
      return playerThirdValue >= 4 && playerThirdValue <= 7;
    case 6:
      return playerThirdValue === 6 || playerThirdValue === 7;
    default:
      return false;
  }
}

export function outcomeOf(playerTotal: number, bankerTotal: number): BaccaratOutcome {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

/** Plays one coup from the top of a shoe: `draw` gives the next card each time it is called. */
export function playCoup(draw: ShoeDraw): BaccaratRound {
  const playerCards = [draw()];
  const bankerCards = [draw()];
  playerCards.push(draw());
  bankerCards.push(draw());
  const values = (cards: Card[]) => cards.map((card) => card.value);
  const natural = isNatural(handTotal(values(playerCards))) || isNatural(handTotal(values(bankerCards)));
  if (!natural) drawThirdCards(draw, playerCards, bankerCards);
  const playerTotal = handTotal(values(playerCards));
  const bankerTotal = handTotal(values(bankerCards));
  return {
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    outcome: outcomeOf(playerTotal, bankerTotal),
    natural,
  };
}

function drawThirdCards(draw: ShoeDraw, playerCards: Card[], bankerCards: Card[]): void {
  const bankerTotal = handTotal(bankerCards.map((card) => card.value));
  let playerThirdValue: number | null = null;
  if (playerDraws(handTotal(playerCards.map((card) => card.value)))) {
    const third = draw();
    playerCards.push(third);
    playerThirdValue = third.value;
  }
  if (bankerDraws(bankerTotal, playerThirdValue)) bankerCards.push(draw());
}

/**
 * Deals one round from a freshly shuffled eight-deck shoe, shuffled by the provably fair stream of
 * (serverSeed, clientSeed, nonce). The same three inputs always deal the same round.
 */
export function dealRound(serverSeed: string, clientSeed: string, nonce: number): BaccaratRound {
  return playCoup(drawFromShuffledShoe(createRandomStream(serverSeed, clientSeed, nonce)));
}

/**
 * The public client seed of a table's round. A live table is shared, so no player can choose its
 * seed; naming the table and the round makes every round's seed known in advance and different.
 */
export function roundClientSeed(tableCode: string, roundNumber: number): string {
  if (!Number.isSafeInteger(roundNumber) || roundNumber < 0)
    throw new RangeError(`roundNumber must be a natural number, got ${roundNumber}`);
  return `baccarat:${tableCode}:${roundNumber}`;
}
