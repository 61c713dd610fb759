// Proves the verifier: from a round's revealed seed and public client seed alone it recomputes the called balls and the seed's hash, and from a card's seeds the card, its patterns and its prize, exactly as the game computes them; and it answers nothing for an unknown room or a client seed that names no round of that room.
import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../slots/provably-fair';
import { cardOf } from './cards';
import { drawOf, roundClientSeed } from './draw';
import { patternsOf } from './patterns';
import { prizeOf } from './prizes';
import { findBingoRoom } from './rooms';
import { verifyRound } from './verify';

const saigon = findBingoRoom('BG01')!;
const ROUND_SEED = 'verify-test-round-server-seed';
const CARD_SEEDS = { serverSeed: 'verify-test-player-server-seed', clientSeed: 'lucky', nonce: 12 };

describe('verifying a round', () => {
  it('recomputes the called balls and the round seed’s hash from the seeds alone', () => {
    const verification = verifyRound('BG01', { serverSeed: ROUND_SEED, clientSeed: 'bingo:BG01:1234' });
    expect(verification).toEqual({
      roomCode: 'BG01',
      roundNumber: 1234,
      serverSeedHash: serverSeedHash(ROUND_SEED),
      calledBalls: drawOf(ROUND_SEED, saigon, 1234),
    });
    expect(verification!.calledBalls.length).toBe(42);
  });

  it('recomputes a card, its patterns and its prize, exactly as the game pays it', () => {
    for (let round = 0; round < 40; round++) {
      const roundSeeds = { serverSeed: ROUND_SEED, clientSeed: roundClientSeed('BG01', round) };
      const cardSeeds = { ...CARD_SEEDS, nonce: round };
      const verification = verifyRound('BG01', roundSeeds, cardSeeds)!;
      const balls = drawOf(ROUND_SEED, saigon, round);
      const card = cardOf(cardSeeds.serverSeed, cardSeeds.clientSeed, cardSeeds.nonce);
      expect(verification.card).toEqual({
        cells: card.cells,
        serverSeedHash: serverSeedHash(cardSeeds.serverSeed),
        patterns: patternsOf(card, balls),
        prize: prizeOf(saigon, card, balls),
      });
    }
  });

  it('answers nothing for an unknown room or a client seed that names no round of the room', () => {
    expect(verifyRound('BG99', { serverSeed: ROUND_SEED, clientSeed: 'bingo:BG99:1' })).toBeUndefined();
    expect(verifyRound('BG01', { serverSeed: ROUND_SEED, clientSeed: 'bingo:BG02:1' })).toBeUndefined();
    expect(verifyRound('BG01', { serverSeed: ROUND_SEED, clientSeed: 'lucky' }, CARD_SEEDS)).toBeUndefined();
  });
});
