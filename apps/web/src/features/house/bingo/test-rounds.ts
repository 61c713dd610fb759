// Rooms, rounds, cards and room answers for the bingo page's tests, with times placed around a moment.
import type { BingoCardItem, BingoRoomInfo, BingoRoomValue, BingoRound } from '@playdeck/contract/bingo';

const iso = (ms: number) => new Date(ms).toISOString();

export const testRoom: BingoRoomInfo = {
  roomCode: 'BG02',
  name: { en: 'Bingo Mekong VIP', vi: 'Bingo Miền Tây VIP' },
  colour: '#0f4c5c',
  cardPrice: '5.00',
  cardsPerPlayerMax: 6,
  ballsCalled: 40,
  secondsBetweenBalls: 2,
  buyingSeconds: 70,
  resultSeconds: 30,
  roundSeconds: 180,
  prizes: [
    { pattern: 'line', multiplier: '1.8', prize: '9.00', oneIn: '3.13' },
    { pattern: 'two-lines', multiplier: '3', prize: '15.00', oneIn: '7.91' },
    { pattern: 'full-house', multiplier: '5000', prize: '25000.00', oneIn: '410148569.20' },
  ],
  rtpPercent: '95.39',
};

/**
 * A round whose sales close `closesInMs` after `nowMs` (negative: they closed that long ago). The
 * drawing lasts 80 s and the result 30 s.
 */
export function testRound(
  nowMs: number,
  closesInMs: number,
  overrides: Partial<BingoRound> = {},
): BingoRound {
  const closesAt = nowMs + closesInMs;
  return {
    roomCode: 'BG02',
    roundNumber: 500,
    phase: closesInMs > 0 ? 'buying' : 'drawing',
    opensAt: iso(closesAt - 70_000),
    closesAt: iso(closesAt),
    drawnAt: iso(closesAt + 80_000),
    endsAt: iso(closesAt + 110_000),
    status: 'open',
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'bingo:BG02:500',
    nonce: 0,
    serverSeed: null,
    calledBalls: [],
    ...overrides,
  };
}

/**
 * A card: B 1–5, I 16–20, N 31 32 (free) 34 35, G 46–50, O 61–65 down the columns, so that the first
 * row is 1 16 31 46 61 and the balls 1 16 31 46 61 complete it.
 */
export const TEST_CELLS = [
  1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65,
];

export function testCard(overrides: Partial<BingoCardItem> = {}): BingoCardItem {
  return {
    roundId: 'BG02-500-7-1',
    roundNumber: 500,
    cardNumber: 1,
    cells: TEST_CELLS,
    marks: TEST_CELLS.map((_, cell) => cell === 12),
    lines: [],
    price: '5.00',
    status: 'open',
    prize: null,
    payout: null,
    placedAt: new Date(0).toISOString(),
    ...overrides,
  };
}

export function testRoomValue(nowMs: number, overrides: Partial<BingoRoomValue> = {}): BingoRoomValue {
  return {
    room: testRoom,
    serverTime: iso(nowMs),
    round: testRound(nowMs, 45_000),
    lastRound: null,
    myCards: [],
    lastCards: [],
    ...overrides,
  };
}
