// A machine and hands for the video poker page's tests, as the server sends them.
import type { VideoPokerGameValue, VideoPokerHand } from '@playdeck/contract/video-poker';

export const testGame: VideoPokerGameValue = {
  gameCode: 'jacks-or-better',
  name: { en: 'Jacks or Better', vi: 'Poker Đôi J Trở Lên' },
  coinsMin: 1,
  coinsMax: 5,
  coinValues: ['0.10', '0.25', '1.00'],
  paytable: [
    { category: 'royalFlush', coinsReturned: [250, 500, 750, 1000, 4000] },
    { category: 'straightFlush', coinsReturned: [50, 100, 150, 200, 250] },
    { category: 'fourOfAKind', coinsReturned: [25, 50, 75, 100, 125] },
    { category: 'fullHouse', coinsReturned: [9, 18, 27, 36, 45] },
    { category: 'flush', coinsReturned: [6, 12, 18, 24, 30] },
    { category: 'straight', coinsReturned: [4, 8, 12, 16, 20] },
    { category: 'threeOfAKind', coinsReturned: [3, 6, 9, 12, 15] },
    { category: 'twoPair', coinsReturned: [2, 4, 6, 8, 10] },
    { category: 'jacksOrBetter', coinsReturned: [1, 2, 3, 4, 5] },
  ],
  returnPercentByCoins: ['98.37', '98.37', '98.37', '98.37', '99.54'],
};

export function testHand(changes: Partial<VideoPokerHand> = {}): VideoPokerHand {
  return {
    roundId: 'PDVPOKER-1',
    gameCode: 'jacks-or-better',
    coins: 5,
    coinValue: '0.10',
    bet: '0.50',
    phase: 'dealt',
    dealtCards: [
      { rank: 'J', suit: 'hearts' },
      { rank: '4', suit: 'clubs' },
      { rank: 'J', suit: 'spades' },
      { rank: '9', suit: 'diamonds' },
      { rank: '2', suit: 'hearts' },
    ],
    dealtCategory: 'jacksOrBetter',
    held: null,
    finalCards: null,
    category: null,
    payout: null,
    drawnByHouse: false,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 3,
    ...changes,
  };
}
