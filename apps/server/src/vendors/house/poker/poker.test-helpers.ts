// Helpers for the poker engine's tests: hands started from chosen cards, deep-frozen states (so a test
// fails if the engine ever changes a state in place), and a driver that plays a hand to its end.
import { cardAt, cardCode, DECK_SIZE, parseCards, type Card } from './cards';
import { dealingOrder, handClientSeed, type HandDeal } from './deal';
import { startHandFromDeal, type SeatEntry } from './hand';
import type { HandState, PokerAction } from './hand-state';
import { findPokerTable, type PokerTable } from './tables';

export function tableOf(tableCode: string): PokerTable {
  const table = findPokerTable(tableCode);
  if (table === undefined) throw new Error(`no table ${tableCode}`);
  return table;
}

/** Freezes an object and everything it holds, so that any change in place throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A deal with chosen cards: each seat's two cards by seat number and the five board cards; the burn
 * cards are the first cards not otherwise used.
 */
export function chosenDeal(
  tableCode: string,
  handNumber: number,
  order: readonly number[],
  holeBySeat: Record<number, string>,
  board: string,
): HandDeal {
  const boardCards = parseCards(board);
  const holeCards = order.map((seat) => {
    const cards = parseCards(holeBySeat[seat] ?? '');
    if (cards.length !== 2) throw new Error(`seat ${seat} needs two cards`);
    return { seat, cards: [cards[0] as Card, cards[1] as Card] as const };
  });
  const used = new Set([...holeCards.flatMap((hole) => hole.cards), ...boardCards].map(cardCode));
  if (used.size !== holeCards.length * 2 + 5 || boardCards.length !== 5)
    throw new Error('cards repeat or are missing');
  const spare = Array.from({ length: DECK_SIZE }, (_, position) => cardAt(position)).filter(
    (card) => !used.has(cardCode(card)),
  );
  const [flop1, flop2, flop3, turn, river] = boardCards as [Card, Card, Card, Card, Card];
  return {
    clientSeed: handClientSeed(tableCode, handNumber),
    holeCards,
    burnCards: [spare[0] as Card, spare[1] as Card, spare[2] as Card],
    flop: [flop1, flop2, flop3],
    turn,
    river,
  };
}

/** Seats with these stacks (in cents), seat numbers from the keys, player ids "p<seat>". */
export function seatsWith(stacks: Record<number, bigint>): SeatEntry[] {
  return Object.entries(stacks).map(([seat, stackCents]) => ({
    seat: Number(seat),
    playerId: `p${seat}`,
    stackCents,
    isBot: false,
  }));
}

/** A hand at a table started from chosen cards, frozen. */
export function handWithCards(options: {
  tableCode: string;
  stacks: Record<number, bigint>;
  buttonSeat: number;
  holeBySeat: Record<number, string>;
  board: string;
  handNumber?: number;
}): HandState {
  const table = tableOf(options.tableCode);
  const seats = seatsWith(options.stacks);
  const handNumber = options.handNumber ?? 1;
  const order = dealingOrder(
    seats.map((entry) => entry.seat),
    options.buttonSeat,
  );
  const deal = chosenDeal(table.tableCode, handNumber, order, options.holeBySeat, options.board);
  return deepFreeze(startHandFromDeal({ table, handNumber, seats, buttonSeat: options.buttonSeat }, deal));
}

/** The cents of a number of big blinds at a table. */
export function bigBlinds(table: PokerTable, count: number): bigint {
  return table.bigBlindCents * BigInt(count);
}

export const fold: PokerAction = { type: 'fold' };
export const check: PokerAction = { type: 'check' };
export const call: PokerAction = { type: 'call' };
export const allIn: PokerAction = { type: 'all-in' };
export const bet = (totalCents: bigint): PokerAction => ({ type: 'bet', totalCents });
export const raise = (totalCents: bigint): PokerAction => ({ type: 'raise', totalCents });
