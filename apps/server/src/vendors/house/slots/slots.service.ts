// The house slots studio as a game server: a spin draws its stops from the player's provably fair
// seed pair and next nonce, works out the win with the pure engine, and then moves the money through
// the platform's wallet (a debit for the bet, a credit for the win, 0.00 for a loss).
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { SLOT_BETS, type SlotMachineValue, type SlotSpinValue } from '@playdeck/contract/house';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseService, HouseSessionRow } from '../house.service';
import { exactRtp } from './rtp';
import { drawStops, spin, type SpinResult } from './slot-engine';
import { findTheme, SLOT_THEMES, type SlotTheme } from './themes';

export const SLOTS_VENDOR_CODE = 'PDSLOT';
/** Operator option (UK RTS 14G): the least time between two spins of one player, 0 for none. */
export const SLOT_ROUND_INTERVAL_SETTING = 'slotRoundIntervalMs';

const rtpCache = new Map<string, string>();

/** A theme's exact return in percent with two decimals (computed once per theme). */
function rtpPercentOf(theme: SlotTheme): string {
  let percent = rtpCache.get(theme.id);
  if (!percent) {
    const { numerator, denominator } = exactRtp(theme.machine);
    percent = fromMinor((numerator * 10_000n) / denominator);
    rtpCache.set(theme.id, percent);
  }
  return percent;
}

function themeOf(gameCode: string): SlotTheme {
  const theme = findTheme(gameCode);
  if (!theme) throw new AppError('GAME_NOT_FOUND', 404);
  return theme;
}

/** The win of a spin in minor units: line wins are in line bets, the bet spreads over every line. */
export function winMinorOf(result: SpinResult, betMinor: bigint, lines: number): bigint {
  return (betMinor / BigInt(lines)) * BigInt(result.winInLineBets);
}

function outcomeOf(result: SpinResult, betMinor: bigint, lines: number) {
  const lineBetMinor = betMinor / BigInt(lines);
  return {
    grid: result.grid,
    stops: result.stops,
    lineWins: result.lineWins.map((win) => ({
      line: win.line,
      symbol: win.symbol,
      count: win.count,
      amount: fromMinor(lineBetMinor * BigInt(win.multiplier)),
    })),
    scatter: result.scatter && {
      symbol: result.scatter.symbol,
      count: result.scatter.count,
      amount: fromMinor(betMinor * BigInt(result.scatter.multiplier)),
    },
  };
}

export const slotsModule: HouseGameModule = {
  kind: 'slots',
  hasGame: (vendorCode, gameCode) => vendorCode === SLOTS_VENDOR_CODE && findTheme(gameCode) !== undefined,
  verify(gameCode, serverSeed, clientSeed, nonce) {
    const theme = findTheme(gameCode);
    if (!theme) return undefined;
    const result = spin(theme.machine, drawStops(theme.machine, serverSeed, clientSeed, nonce));
    // grid and stops carry the names of the recorded round's detail, so a page can compare them; the
    // wins are in bet multiples here (the record has money amounts).
    return {
      stops: result.stops,
      grid: result.grid,
      lineWinMultiples: result.lineWins,
      scatterWin: result.scatter,
      winInTotalBets: result.winInTotalBets,
    };
  },
};

const idleGrids = new Map<string, string[][]>();
const IDLE_SEARCH_STEPS_MAX = 1_000;

/**
 * What the reels show before the first spin: the first losing, scatter-free stops in a fixed walk of
 * the strips, so that the machine does not open on what looks like a win.
 */
function idleGridOf(theme: SlotTheme): string[][] {
  let grid = idleGrids.get(theme.id);
  if (!grid) {
    const lengths = theme.machine.reels.map((strip) => strip.length);
    for (let step = 1; !grid && step <= IDLE_SEARCH_STEPS_MAX; step += 1) {
      const result = spin(
        theme.machine,
        lengths.map((length, reel) => (step * (reel + 2) * 7) % length),
      );
      if (result.winInLineBets === 0 && !result.grid.flat().includes('scatter')) grid = result.grid;
    }
    grid ??= spin(
      theme.machine,
      lengths.map(() => 0),
    ).grid;
    idleGrids.set(theme.id, grid);
  }
  return grid;
}

export type SlotsService = ReturnType<typeof createSlotsService>;

export function createSlotsService(deps: { house: HouseService }) {
  const { house } = deps;

  async function machine(gameCode: string): Promise<SlotMachineValue> {
    const theme = themeOf(gameCode);
    const { machine: slot } = theme;
    return {
      gameCode: theme.id,
      name: theme.name,
      lines: slot.paylines.map((line) => [...line]),
      paytable: Object.fromEntries(
        Object.entries(slot.paytable).map(([symbol, pays]) => [symbol, [...pays]]),
      ),
      scatterPays: Object.fromEntries(Object.entries(slot.scatterPays).map(([count, pay]) => [count, pay])),
      rtpPercent: rtpPercentOf(theme),
      bets: [...SLOT_BETS],
      roundIntervalMs: await house.setting(SLOT_ROUND_INTERVAL_SETTING, 0),
      idleGrid: idleGridOf(theme),
    };
  }

  /**
   * One spin of the session's game. Errors: ROUND_TOO_SOON 429 (the operator's least interval),
   * INSUFFICIENT_FUNDS 409 (value.balance), WALLET_UNAVAILABLE 503, GAME_NOT_FOUND 404.
   */
  async function play(session: HouseSessionRow, bet: string): Promise<SlotSpinValue> {
    const theme = themeOf(session.gameCode);
    const intervalMs = await house.setting(SLOT_ROUND_INTERVAL_SETTING, 0);
    if (intervalMs > 0) {
      const latest = await house.latestRoundAt(session.playerId, session.vendorCode);
      if (latest && Date.now() - latest.getTime() < intervalMs) throw new AppError('ROUND_TOO_SOON', 429);
    }
    const betMinor = toMinor(bet);
    const lines = theme.machine.paylines.length;
    const { seed, nonce } = await house.takeNonce(session.playerId, session.vendorCode);
    const result = spin(theme.machine, drawStops(theme.machine, seed.serverSeed, seed.clientSeed, nonce));
    const winMinor = winMinorOf(result, betMinor, lines);
    const outcome = outcomeOf(result, betMinor, lines);
    const { round } = await house.place({
      session,
      gameCode: theme.id,
      stakeMinor: betMinor,
      payoutMinor: winMinor,
      seedId: seed.id,
      nonce,
      detail: { game: theme.name, bet, win: fromMinor(winMinor), ...outcome },
    });
    const balance = await house.settle(round, winMinor);
    if (balance === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
    return {
      roundId: round.roundId,
      ...outcome,
      bet: fromMinor(betMinor),
      win: fromMinor(winMinor),
      balance,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce,
    };
  }

  return { machine, play, themes: SLOT_THEMES };
}
