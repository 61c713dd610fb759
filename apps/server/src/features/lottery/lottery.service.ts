// The member site's lottery calls (SPEC.md §7 "Lottery (all GET)"): games by prize mode, recent
// results, the latest opened numbers and the Vietnamese lottery menu. The platform holds no draws of
// its own: it reads what the lottery vendor has published (schedules, drawn results with their
// revealed seeds) through the publisher app.ts hands in, and shows only the games its catalogue
// offers. No member's ticket or seed ever passes through here.
import {
  SEA_LOTTERY_VENDOR_CODE,
  VN_LOTTERY_VENDOR_CODE,
  LOTTERY_VENDOR_CODES,
  type LotteryGameItem,
  type LotteryGamesValue,
  type LotteryPrizeMode,
  type LotteryResultItem,
  type OpenedNumbersItem,
  type VnMenuValue,
} from '@playdeck/contract/lottery';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { createLotteryRepository } from './lottery.repository';

/** What the lottery vendor publishes to everyone. */
export type LotteryPublisher = {
  /** Every game with its next draw. */
  games(): LotteryGameItem[];
  /** Drawn results, newest first: one game's, or every game's when none is named. */
  results(gameCode: string | undefined, limit: number): Promise<LotteryResultItem[]>;
  /** The latest drawn numbers of each game (one game's when named). */
  openedNumbers(gameCode: string | undefined): Promise<OpenedNumbersItem[]>;
};

/** The vendor codes a prize mode lists: LOTT and ELOTT every lottery studio, SEA and VN one each. */
const PRIZE_MODE_VENDORS: Record<LotteryPrizeMode, readonly string[]> = {
  LOTT: LOTTERY_VENDOR_CODES,
  ELOTT: LOTTERY_VENDOR_CODES,
  SEA: [SEA_LOTTERY_VENDOR_CODE],
  VN: [VN_LOTTERY_VENDOR_CODE],
};

export type LotteryService = ReturnType<typeof createLotteryService>;

export function createLotteryService(deps: { db: Database; publisher: LotteryPublisher }) {
  const repository = createLotteryRepository(deps.db);

  /** The vendor's games that the catalogue offers, in the vendor's order. */
  async function offeredGames(): Promise<LotteryGameItem[]> {
    const enabled = await repository.enabledGameKeys(LOTTERY_VENDOR_CODES);
    return deps.publisher.games().filter((game) => enabled.has(`${game.vendorCode}:${game.gameCode}`));
  }

  /** The offered game of that code. Errors: GAME_NOT_FOUND 404. */
  async function offeredGame(gameCode: string): Promise<LotteryGameItem> {
    const game = (await offeredGames()).find((candidate) => candidate.gameCode === gameCode);
    if (!game) throw new AppError('GAME_NOT_FOUND', 404);
    return game;
  }

  async function games(prizeMode: LotteryPrizeMode): Promise<LotteryGamesValue> {
    const vendors = PRIZE_MODE_VENDORS[prizeMode];
    return { prizeMode, list: (await offeredGames()).filter((game) => vendors.includes(game.vendorCode)) };
  }

  /** Recent results, newest first. Errors: GAME_NOT_FOUND 404 for a game the site does not offer. */
  async function results(gameCode: string | undefined, limit: number): Promise<LotteryResultItem[]> {
    if (gameCode !== undefined) {
      await offeredGame(gameCode);
      return deps.publisher.results(gameCode, limit);
    }
    const offered = new Set((await offeredGames()).map((game) => game.gameCode));
    return (await deps.publisher.results(undefined, limit)).filter((result) => offered.has(result.gameCode));
  }

  /** The latest opened numbers. Errors: GAME_NOT_FOUND 404 for a game the site does not offer. */
  async function openedNumbers(gameCode: string | undefined): Promise<OpenedNumbersItem[]> {
    if (gameCode !== undefined) {
      await offeredGame(gameCode);
      return deps.publisher.openedNumbers(gameCode);
    }
    const offered = new Set((await offeredGames()).map((game) => game.gameCode));
    return (await deps.publisher.openedNumbers(undefined)).filter((item) => offered.has(item.gameCode));
  }

  /** SPEC.md §3 "Lottery menu entries": the Vietnamese games grouped by region, in catalogue order. */
  async function vnMenu(): Promise<VnMenuValue> {
    const gameMenus: VnMenuValue['gameMenus'] = [];
    for (const game of (await games('VN')).list) {
      let menu = gameMenus.find((entry) => entry.regionCode === game.regionCode);
      if (!menu) {
        menu = { regionCode: game.regionCode, region: game.region, games: [] };
        gameMenus.push(menu);
      }
      menu.games.push(game);
    }
    return { gameMenus };
  }

  return { games, results, openedNumbers, vnMenu };
}
