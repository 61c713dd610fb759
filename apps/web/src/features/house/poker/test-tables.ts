// Table values for the card room's component tests: NLH01 with the viewer in seat 1 and a house bot in
// seat 4, a hand in play on the flop with the viewer to act, and the same hand ended at a showdown.
import type { PokerHandView, PokerTableValue } from '@playdeck/contract/poker';

export const testTableInfo: PokerTableValue['table'] = {
  tableCode: 'NLH01',
  name: { en: "Hold'em Starter", vi: "Hold'em Tập Sự" },
  colour: '#0b6b3a',
  smallBlind: '0.05',
  bigBlind: '0.10',
  buyInMin: '4.00',
  buyInMax: '10.00',
  seatCount: 6,
  actionSeconds: 15,
  rakePercent: '5.00',
  rakeCap: '0.40',
};

export function testHand(nowMs: number, overrides: Partial<PokerHandView> = {}): PokerHandView {
  return {
    handNumber: 7,
    status: 'open',
    voided: false,
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'poker:NLH01:7',
    buttonSeat: 4,
    smallBlindSeat: 1,
    bigBlindSeat: 4,
    dealOrder: [1, 4],
    seats: [
      {
        seat: 1,
        name: '#7F3A',
        isBot: false,
        isYou: true,
        startingStack: '10.00',
        stack: '9.70',
        committed: '0.30',
        streetCommitted: '0.10',
        status: 'active',
        holeCards: [
          { rank: 'A', suit: 'spades' },
          { rank: 'K', suit: 'hearts' },
        ],
      },
      {
        seat: 4,
        name: 'Bot Mai',
        isBot: true,
        isYou: false,
        startingStack: '10.00',
        stack: '9.50',
        committed: '0.50',
        streetCommitted: '0.30',
        status: 'active',
        holeCards: null,
      },
    ],
    street: 'flop',
    board: [
      { rank: 'Q', suit: 'diamonds' },
      { rank: 'J', suit: 'clubs' },
      { rank: '10', suit: 'hearts' },
    ],
    pot: '0.80',
    currentBet: '0.30',
    toActSeat: 1,
    turnStartedAt: new Date(nowMs - 5_000).toISOString(),
    turnEndsAt: new Date(nowMs + 10_000).toISOString(),
    legalActions: {
      toCall: '0.20',
      check: false,
      call: { amount: '0.20' },
      bet: null,
      raise: { min: '0.50', max: '9.80' },
      allIn: { amount: '9.70', total: '9.80' },
    },
    events: [
      { type: 'blind', seat: 1, blind: 'small', amount: '0.05' },
      { type: 'blind', seat: 4, blind: 'big', amount: '0.10' },
      { type: 'action', seat: 1, action: 'raise', amount: '0.15', streetTotal: '0.20', automatic: false },
      { type: 'action', seat: 4, action: 'call', amount: '0.10', streetTotal: '0.20', automatic: false },
      {
        type: 'street',
        street: 'flop',
        cards: [
          { rank: 'Q', suit: 'diamonds' },
          { rank: 'J', suit: 'clubs' },
          { rank: '10', suit: 'hearts' },
        ],
      },
      { type: 'action', seat: 1, action: 'bet', amount: '0.10', streetTotal: '0.10', automatic: false },
      { type: 'action', seat: 4, action: 'raise', amount: '0.30', streetTotal: '0.30', automatic: false },
    ],
    result: null,
    myRoundId: 'NLH01-7-12',
    ...overrides,
  };
}

/** The hand above, ended at a showdown the viewer won with a straight. */
export function testEndedHand(nowMs: number): PokerHandView {
  const open = testHand(nowMs);
  return {
    ...open,
    status: 'settled',
    serverSeed: 'b'.repeat(64),
    toActSeat: null,
    turnStartedAt: null,
    turnEndsAt: null,
    legalActions: null,
    street: 'river',
    board: [...open.board, { rank: '2', suit: 'clubs' }, { rank: '7', suit: 'diamonds' }],
    seats: [
      { ...open.seats[0]!, stack: '10.50', committed: '0.60' },
      {
        ...open.seats[1]!,
        stack: '9.40',
        committed: '0.60',
        holeCards: [
          { rank: 'Q', suit: 'spades' },
          { rank: 'Q', suit: 'hearts' },
        ],
      },
    ],
    result: {
      endedBy: 'showdown',
      rake: '0.06',
      pots: [
        {
          amount: '1.20',
          rake: '0.06',
          eligibleSeats: [1, 4],
          winnerSeats: [1],
          shares: [{ seat: 1, amount: '1.14' }],
        },
      ],
      returns: [],
      shownHands: [
        {
          seat: 1,
          holeCards: [
            { rank: 'A', suit: 'spades' },
            { rank: 'K', suit: 'hearts' },
          ],
          category: 'straight',
          bestCards: [
            { rank: 'A', suit: 'spades' },
            { rank: 'K', suit: 'hearts' },
            { rank: 'Q', suit: 'diamonds' },
            { rank: 'J', suit: 'clubs' },
            { rank: '10', suit: 'hearts' },
          ],
        },
        {
          seat: 4,
          holeCards: [
            { rank: 'Q', suit: 'spades' },
            { rank: 'Q', suit: 'hearts' },
          ],
          category: 'three-of-a-kind',
          bestCards: [],
        },
      ],
      winnings: [
        { seat: 1, won: '1.14' },
        { seat: 4, won: '0.00' },
      ],
    },
  };
}

export function testTable(nowMs: number, overrides: Partial<PokerTableValue> = {}): PokerTableValue {
  return {
    table: testTableInfo,
    serverTime: new Date(nowMs).toISOString(),
    mySeat: 1,
    seats: [
      {
        seat: 1,
        name: '#7F3A',
        isBot: false,
        isYou: true,
        stack: '10.00',
        sittingOut: false,
        connected: true,
      },
      {
        seat: 4,
        name: 'Bot Mai',
        isBot: true,
        isYou: false,
        stack: '10.00',
        sittingOut: false,
        connected: true,
      },
    ],
    hand: testHand(nowMs),
    ...overrides,
  };
}
