// The three member-site lottery pages (SPEC.md §2: /lottery, /seaLottery, /vnLottery, login
// required, query gameCode) differ only in which games they list and their title.
import type { LotteryGameItem, LotteryPrizeMode } from '@playdeck/contract/lottery';

export type LotteryPageKind = 'lottery' | 'seaLottery' | 'vnLottery';

export const LOTTERY_PAGES: Readonly<
  Record<LotteryPageKind, { prizeMode: LotteryPrizeMode; titleKey: string }>
> = {
  // LOTT and ELOTT list every lottery game; the regional pages one studio each.
  lottery: { prizeMode: 'LOTT', titleKey: 'pages.lottery' },
  seaLottery: { prizeMode: 'SEA', titleKey: 'pages.seaLottery' },
  vnLottery: { prizeMode: 'VN', titleKey: 'pages.vnLottery' },
};

/** The game the address names when the page lists it, else the page's first game. */
export function selectedGame(
  games: readonly LotteryGameItem[],
  gameCode: string | null,
): LotteryGameItem | undefined {
  return games.find((game) => game.gameCode === gameCode) ?? games[0];
}

/** "every 1 minute", "every 3 minutes": the interval as whole minutes (or seconds below one). */
export function drawInterval(seconds: number): { unit: 'minutes' | 'seconds'; count: number } {
  return seconds >= 60 && seconds % 60 === 0
    ? { unit: 'minutes', count: seconds / 60 }
    : { unit: 'seconds', count: seconds };
}

/** The next draw time after `nowMs` of a game whose next draw was announced at `nextDrawAt`. */
export function nextDrawAfter(
  game: Pick<LotteryGameItem, 'nextDrawAt' | 'drawIntervalSeconds'>,
  nowMs: number,
): number {
  const announced = Date.parse(game.nextDrawAt);
  const intervalMs = game.drawIntervalSeconds * 1000;
  if (nowMs < announced || intervalMs <= 0) return announced;
  return announced + (Math.floor((nowMs - announced) / intervalMs) + 1) * intervalMs;
}
