// The house vendor's bingo rooms as data. Every room plays the same 75-ball rules (cards.ts,
// patterns.ts) and pays by the same scheme (prizes.ts): a card is paid its best pattern's prize, a
// fixed multiple of the card price, so a card's result never depends on how many cards were sold or
// who else won. A room sets the card price, how many cards a player may buy, how many balls are
// called (which, with the prize table, sets the return: see returns.ts), and its clock. Changing a
// room's balls, prizes or timing changes how its past rounds verify and pay: do it under a new code.
import type { BingoPattern } from './patterns';

/** A name in each language the site speaks. */
export type LocalName = { en: string; vi: string };

export type BingoRoom = {
  roomCode: string;
  name: LocalName;
  /** The price of one card, in minor units (cents). */
  cardPriceMinor: bigint;
  /** The most cards one player may buy for one round. */
  cardsPerPlayerMax: number;
  /** How many balls are called each round, the first of the round's shuffled 75. */
  ballsCalled: number;
  /** The time between two balls; the drawing phase lasts ballsCalled × this. */
  secondsBetweenBalls: number;
  /** Cards are sold for this long at the start of a round. */
  buyingSeconds: number;
  /** The result shows for this long after the last ball, while the cards are paid. */
  resultSeconds: number;
  /** The prize of each pattern in hundredths of the card price (150 pays 1.5 × the price). */
  prizeHundredths: Record<BingoPattern, number>;
  /** The hall's colour (CSS hex) the room is drawn in. */
  colour: string;
};

/** Prizes are written in hundredths of the card price. */
export const PRIZE_SCALE = 100;

export const BINGO_ROOMS: readonly BingoRoom[] = [
  {
    roomCode: 'BG01',
    name: { en: 'Bingo Saigon', vi: 'Bingo Sài Gòn' },
    cardPriceMinor: 1_00n,
    cardsPerPlayerMax: 6,
    ballsCalled: 42,
    secondsBetweenBalls: 3,
    buyingSeconds: 90,
    resultSeconds: 24,
    prizeHundredths: { line: 150, 'two-lines': 240, 'full-house': 200_000 },
    colour: '#b8321e',
  },
  {
    roomCode: 'BG02',
    name: { en: 'Bingo Mekong VIP', vi: 'Bingo Miền Tây VIP' },
    cardPriceMinor: 5_00n,
    cardsPerPlayerMax: 6,
    ballsCalled: 40,
    secondsBetweenBalls: 2,
    buyingSeconds: 70,
    resultSeconds: 30,
    prizeHundredths: { line: 180, 'two-lines': 300, 'full-house': 500_000 },
    colour: '#0f4c5c',
  },
  {
    roomCode: 'BG03',
    name: { en: 'Bingo Hanoi', vi: 'Bingo Hà Nội' },
    cardPriceMinor: 50n,
    cardsPerPlayerMax: 6,
    ballsCalled: 45,
    secondsBetweenBalls: 4,
    buyingSeconds: 90,
    resultSeconds: 30,
    prizeHundredths: { line: 120, 'two-lines': 180, 'full-house': 100_000 },
    colour: '#2e7d5b',
  },
];

/** The length of one round of a room: buying, drawing (one ball every few seconds), result. */
export function roundSeconds(room: BingoRoom): number {
  return room.buyingSeconds + room.ballsCalled * room.secondsBetweenBalls + room.resultSeconds;
}

/** The room with this code, or undefined when there is none. */
export function findBingoRoom(roomCode: string): BingoRoom | undefined {
  return BINGO_ROOMS.find((room) => room.roomCode === roomCode);
}
