// The deal of one hand, all from one provably fair shuffle: the hand's server seed, the public client
// seed `poker:<table>:<hand>` and nonce 0. Cards come off the top of the shuffled deck as a dealer
// deals them: one hole card to each seat in seat order from the button's left (the button last), then
// a second round, then burn and flop three, burn and turn, burn and river. The whole board is drawn
// when the hand starts but shown street by street. Once the server seed is revealed anyone can deal
// the hand again with `dealOf` and compare.
import { createRandomStream } from '../slots/provably-fair';
import { drawFromShuffledDeck, type Card } from './cards';

export type HoleCards = readonly [Card, Card];

export type HandDeal = {
  clientSeed: string;
  /** Each seat's two cards, in deal order. */
  holeCards: readonly { seat: number; cards: HoleCards }[];
  /** The cards burnt before the flop, the turn and the river. */
  burnCards: readonly [Card, Card, Card];
  flop: readonly [Card, Card, Card];
  turn: Card;
  river: Card;
};

/**
 * The public client seed of a table's hand. A table is shared, so no player chooses its seed; naming
 * the table and the hand makes every hand's seed known in advance and different.
 */
export function handClientSeed(tableCode: string, handNumber: number): string {
  if (!Number.isSafeInteger(handNumber) || handNumber < 0)
    throw new RangeError(`handNumber must be a natural number, got ${handNumber}`);
  return `poker:${tableCode}:${handNumber}`;
}

/** The seats of a hand in deal order: clockwise (rising seat numbers) from the button's left, the button last. */
export function dealingOrder(seatNumbers: readonly number[], buttonSeat: number): number[] {
  const sorted = [...seatNumbers].sort((a, b) => a - b);
  if (!sorted.includes(buttonSeat)) throw new RangeError(`the button seat ${buttonSeat} is not in the hand`);
  const left = sorted.filter((seat) => seat > buttonSeat);
  const right = sorted.filter((seat) => seat <= buttonSeat);
  return [...left, ...right];
}

/**
 * Deals a hand from the seats in deal order (see `dealingOrder`). The same four inputs always deal
 * the same cards. Throws RangeError on fewer than two seats, more than ten or a repeated seat.
 */
export function dealOf(
  serverSeed: string,
  tableCode: string,
  handNumber: number,
  seatsInDealOrder: readonly number[],
): HandDeal {
  if (seatsInDealOrder.length < 2 || seatsInDealOrder.length > 10)
    throw new RangeError(`a hand deals 2 to 10 seats, got ${seatsInDealOrder.length}`);
  if (new Set(seatsInDealOrder).size !== seatsInDealOrder.length)
    throw new RangeError('a seat is dealt twice');
  const clientSeed = handClientSeed(tableCode, handNumber);
  const draw = drawFromShuffledDeck(createRandomStream(serverSeed, clientSeed, 0));
  const firstCards = seatsInDealOrder.map(() => draw());
  const secondCards = seatsInDealOrder.map(() => draw());
  const holeCards = seatsInDealOrder.map((seat, index) => ({
    seat,
    cards: [firstCards[index] as Card, secondCards[index] as Card] as const,
  }));
  const burnBeforeFlop = draw();
  const flop = [draw(), draw(), draw()] as const;
  const burnBeforeTurn = draw();
  const turn = draw();
  const burnBeforeRiver = draw();
  const river = draw();
  return {
    clientSeed,
    holeCards,
    burnCards: [burnBeforeFlop, burnBeforeTurn, burnBeforeRiver],
    flop,
    turn,
    river,
  };
}
