// A table and rounds for the blackjack page's tests, as the server sends them.
import type { BlackjackHand, BlackjackPlayerHand, BlackjackTableValue } from '@playdeck/contract/blackjack';

export const testTable: BlackjackTableValue = {
  gameCode: 'BJ01',
  name: { en: 'Blackjack Classic', vi: 'Xì Dách Cổ Điển' },
  minStake: '1.00',
  maxStake: '500.00',
  chips: ['1.00', '5.00', '10.00', '25.00', '100.00', '500.00'],
  payouts: { blackjack: '3:2', win: '1:1' },
  returnPercent: '99.4296',
  houseEdgePercent: '0.5704',
};

export function testPlayerHand(changes: Partial<BlackjackPlayerHand> = {}): BlackjackPlayerHand {
  return {
    cards: [
      { rank: '8', suit: 'hearts' },
      { rank: '8', suit: 'clubs' },
    ],
    count: { total: 16, soft: false, bust: false },
    stake: '10.00',
    doubled: false,
    fromSplit: false,
    status: 'playing',
    outcome: null,
    returned: null,
    ...changes,
  };
}

/** A round in play: 8 8 against a 6 up, every move open. */
export function testRound(changes: Partial<BlackjackHand> = {}): BlackjackHand {
  return {
    roundId: 'PDTABLE-1',
    gameCode: 'BJ01',
    stake: '10.00',
    totalStake: '10.00',
    phase: 'playing',
    dealerCards: [{ rank: '6', suit: 'spades' }],
    dealerCount: { total: 6, soft: false, bust: false },
    hands: [testPlayerHand()],
    activeHand: 0,
    actions: [
      { action: 'hit', additionalStake: '0.00' },
      { action: 'stand', additionalStake: '0.00' },
      { action: 'double', additionalStake: '10.00' },
      { action: 'split', additionalStake: '10.00' },
    ],
    payout: null,
    finishedByHouse: false,
    serverSeedHash: 'b'.repeat(64),
    clientSeed: 'client',
    nonce: 4,
    ...changes,
  };
}

/** The same round once the player stood and the dealer busted. */
export const finishedRound = (changes: Partial<BlackjackHand> = {}) =>
  testRound({
    phase: 'finished',
    dealerCards: [
      { rank: '6', suit: 'spades' },
      { rank: '10', suit: 'hearts' },
      { rank: '9', suit: 'clubs' },
    ],
    dealerCount: { total: 25, soft: false, bust: true },
    hands: [testPlayerHand({ status: 'stood', outcome: 'win', returned: '20.00' })],
    activeHand: null,
    actions: [],
    payout: '20.00',
    ...changes,
  });
