// What the house's multi-step card games (video poker, blackjack) share besides their queries: the
// seed pair a hand was dealt from, and one queue per player and game, so that the requests of one
// player's hand (a deal and a draw, two quick hits) run one after another in this process. Across
// processes the conditional updates of open-hands.repository.ts keep each step single.
import { AppError } from '../../plugins/errors';
import type { Database } from '../../plugins/database';
import { createHouseRepository, type HouseRoundRow, type HouseSeedRow } from './house.repository';
import type { HouseSessionRow } from './house.service';

/** Runs tasks of one key one after another; tasks of different keys run side by side. */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last task of a key forgets it, so that the map holds only keys with work queued.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** The queue key of a player's hands at one game. */
export const handKeyOf = (session: Pick<HouseSessionRow, 'playerId' | 'vendorCode' | 'gameCode'>) =>
  `${session.vendorCode}:${session.gameCode}:${session.playerId}`;

/** The seed pair a hand's round was dealt from. Errors: HAND_NOT_FOUND 404 (a round without one). */
export function createRoundSeeds(db: Database) {
  const repository = createHouseRepository(db);
  return async function seedOfRound(round: HouseRoundRow): Promise<HouseSeedRow> {
    const seed = round.seedId === null ? undefined : await repository.findSeed(round.seedId);
    if (!seed || round.nonce === null) throw new AppError('HAND_NOT_FOUND', 404);
    return seed;
  };
}

/** A hand left in play this long is finished by the house, as a table would after a player walked off. */
export const ABANDONED_HAND_MS = 24 * 60 * 60_000;
/** The most abandoned hands one run finishes (a backlog is taken over several runs). */
export const ABANDONED_HANDS_PER_RUN = 50;

/** The player side of an abandoned hand's round, enough for the game's own steps (its queue and look-ups). */
export function sessionOfRound(round: HouseRoundRow): HouseSessionRow {
  return {
    tokenHash: '',
    playerId: round.playerId,
    vendorCode: round.vendorCode,
    gameCode: round.gameCode,
    language: 'en',
    createdAt: round.createdAt,
    expiresAt: round.createdAt,
  };
}
