// What the live tables (baccarat hands, cockfight fights) share on the server: a game's seeds as its
// bets' verify records show them, and the dealer's loop that pays the bets of decided games. Each game keeps its own repository query for the bets ready to be
// paid (its table and columns differ) and its own payout rule; this loop pages through those bets and
// pays each through the house core, whose platform transaction ids make a repeated credit harmless.
import { fromMinor } from '@playdeck/contract/money';
import type { HouseRoundRow, HouseService, RoundSeeds } from './house.service';

/** A dealer run pays at most SETTLE_BATCH × SETTLE_BATCHES_MAX bets; the rest wait for the next run. */
const SETTLE_BATCH = 200;
const SETTLE_BATCHES_MAX = 10;

/** A game's seeds for its bets' records: the server seed stays hidden while betting is open. */
export function seedsOfGame(
  game: { status: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
  nonce: number,
): RoundSeeds {
  return {
    serverSeedHash: game.serverSeedHash,
    serverSeed: game.status === 'open' ? null : game.serverSeed,
    clientSeed: game.clientSeed,
    nonce,
  };
}

/** What a game pays on one bet, and the facts it records with the payout (the bet and the result). */
export type LiveBetPayment = { payoutMinor: bigint; detail: Record<string, unknown> };

/**
 * Pays every bet `betsToSettle` finds (paged by round id, at most SETTLE_BATCH × SETTLE_BATCHES_MAX a
 * run) the payout `paymentOf` works out, and answers how many the wallet credited. A bet the wallet
 * could not be reached for keeps its payout for the house core's recovery job.
 */
export async function settleLiveBets<Row extends { round: HouseRoundRow }>(
  house: Pick<HouseService, 'settle'>,
  betsToSettle: (afterId: number, limit: number) => Promise<Row[]>,
  paymentOf: (row: Row) => LiveBetPayment,
): Promise<number> {
  let settled = 0;
  let afterId = 0;
  for (let batch = 0; batch < SETTLE_BATCHES_MAX; batch += 1) {
    const rows = await betsToSettle(afterId, SETTLE_BATCH);
    for (const row of rows) {
      const { payoutMinor, detail } = paymentOf(row);
      const answer = await house.settle(row.round, payoutMinor, {
        ...detail,
        payout: fromMinor(payoutMinor),
      });
      if (answer !== undefined) settled += 1;
    }
    if (rows.length < SETTLE_BATCH) break;
    afterId = rows.at(-1)!.round.id;
  }
  return settled;
}
