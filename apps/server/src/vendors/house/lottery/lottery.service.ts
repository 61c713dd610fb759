// The house lottery as a game server (DESIGN.md "Game vendors"). Draws are made ahead, each with a
// fresh random server seed whose SHA-256 is published as soon as the draw takes tickets; a ticket is
// a house round on the draw open for betting, its stake taken through the signed wallet debit; when
// a draw's time comes, the draw job computes its result from the seeds alone (pure engine: draw.ts),
// pays every ticket once (0.00 for a loss, so the platform's round closes) and reveals the seed.
// The clock is injected, so that tests move through draws without waiting for them.
import { randomBytes } from 'node:crypto';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  LOTTERY_RESULTS_LIMIT_MAX,
  type LotteryBetType as LotteryBetTypeItem,
  type LotteryGameItem,
  type LotteryResultItem,
  type LotteryStateValue,
  type LotteryTicketItem,
  type LotteryTicketRequest,
  type LotteryTicketsValue,
  type LotteryTicketValue,
  type OpenedNumbersItem,
} from '@playdeck/contract/lottery';
import type { Database } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseService, HouseSessionRow } from '../house.service';
import { serverSeedHash } from '../slots/provably-fair';
import {
  betTypesOf,
  findBetType,
  formatOdds,
  payoutMinor,
  validateSelection,
  validateStake,
  type LotteryBetType,
} from './bets';
import {
  allNumbers,
  drawClientSeed,
  drawResult,
  openedNumbers,
  winningNumber,
  type LotteryResult,
} from './draw';
import { findLotteryGame, LOTTERY_GAMES, PRIZE_NAMES, type LotteryGame } from './games';
import {
  createLotteryRepository,
  type LotteryDrawRow,
  type LotteryTicketRow,
  type NewLotteryDraw,
} from './lottery.repository';
import { currentDraw, drawLabel, drawNumberAt, drawTimes, type DrawTimes } from './schedule';

/** One draw job run draws at most this many draws and pays at most this many tickets. */
const DRAWS_PER_RUN_MAX = 20;
const TICKETS_PER_RUN_MAX = 500;
/** Tickets paid at the same time: each payment is one signed wallet call. */
const SETTLE_CONCURRENCY = 8;
const SERVER_SEED_BYTES = 32;

/** What a ticket keeps in its round's detail: what was bet on, and what the draw said. */
type TicketDetail = {
  game: string;
  betType: string;
  selection: string;
  odds: string;
  drawNumber: number;
  drawLabel: string;
  drawAt: string;
  winningNumber?: string;
};

export const lotteryIconUrl = (gameCode: string) => `/house/art/lottery/${gameCode}.webp`;

function gameOf(gameCode: string): LotteryGame {
  const game = findLotteryGame(gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND', 404);
  return game;
}

/** The result a draw's seeds give: the same for anyone who holds them. */
function resultOf(game: LotteryGame, draw: Pick<LotteryDrawRow, 'serverSeed' | 'clientSeed'>): LotteryResult {
  return drawResult(game, draw.serverSeed, draw.clientSeed);
}

function newDraw(game: LotteryGame, times: DrawTimes): NewLotteryDraw {
  const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
  return {
    gameCode: game.gameCode,
    drawNumber: times.drawNumber,
    opensAt: new Date(times.opensAt),
    closesAt: new Date(times.closesAt),
    drawAt: new Date(times.drawAt),
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: drawClientSeed(game.gameCode, times.drawNumber),
  };
}

export function gameItem(game: LotteryGame, at: Date): LotteryGameItem {
  const next = currentDraw(game, at.getTime());
  return {
    gameCode: game.gameCode,
    vendorCode: game.vendorCode,
    gameType: game.gameType,
    kind: game.kind,
    name: game.name,
    region: game.region,
    regionCode: game.kind === 'vietnam' ? game.style : 'sea',
    digits: game.digits,
    drawIntervalSeconds: game.drawIntervalSeconds,
    closeBeforeDrawSeconds: game.closeBeforeDrawSeconds,
    nextDrawNumber: next.drawNumber,
    nextDrawLabel: next.label,
    nextDrawAt: new Date(next.drawAt).toISOString(),
    iconUrl: lotteryIconUrl(game.gameCode),
  };
}

function betTypeItem(betType: LotteryBetType): LotteryBetTypeItem {
  return {
    code: betType.code,
    name: betType.name,
    selectionFormat: betType.selectionFormat,
    selectionPattern: betType.selectionPattern,
    selectionExample: betType.selectionExample,
    choices: betType.choices.map((choice) => ({ value: choice.value, name: choice.name })),
    odds: formatOdds(betType.oddsBasisPoints),
    paysPerHit: betType.paysPerHit,
    stakeMin: fromMinor(betType.stakeMinMinor),
    stakeMax: fromMinor(betType.stakeMaxMinor),
  };
}

/** A drawn draw as the public sees it, its server seed revealed. */
function resultItem(game: LotteryGame, draw: LotteryDrawRow): LotteryResultItem {
  const result = draw.result as LotteryResult;
  return {
    gameCode: game.gameCode,
    vendorCode: game.vendorCode,
    drawNumber: draw.drawNumber,
    drawLabel: drawLabel(game, draw.drawNumber),
    drawAt: draw.drawAt.toISOString(),
    winningNumber: winningNumber(result),
    numbers: allNumbers(result),
    prizes:
      result.kind === 'vietnam'
        ? result.prizes.map((prize) => ({
            prize: prize.prize,
            name: PRIZE_NAMES[prize.prize],
            numbers: prize.numbers,
          }))
        : [],
    serverSeed: draw.serverSeed,
    serverSeedHash: draw.serverSeedHash,
    clientSeed: draw.clientSeed,
  };
}

function ticketItem(ticket: LotteryTicketRow, draw: LotteryDrawRow): LotteryTicketItem {
  const detail = ticket.detail as TicketDetail;
  const drawn = draw.status !== 'open' && draw.result !== null;
  return {
    roundId: ticket.roundId,
    gameCode: ticket.gameCode,
    drawNumber: draw.drawNumber,
    drawLabel: detail.drawLabel,
    drawAt: draw.drawAt.toISOString(),
    betType: detail.betType,
    selection: detail.selection,
    stake: fromMinor(ticket.stakeMinor),
    odds: detail.odds,
    payout: ticket.status === 'settled' && ticket.payoutMinor !== null ? fromMinor(ticket.payoutMinor) : null,
    status: ticket.status,
    winningNumber: drawn ? winningNumber(draw.result as LotteryResult) : null,
    createdAt: ticket.createdAt.toISOString(),
    settledAt: ticket.settledAt?.toISOString() ?? null,
  };
}

/**
 * The lottery as the house core sees it: its games, how a draw is recomputed, and a ticket's seeds
 * (its draw's: the server seed stays hidden until the draw is drawn).
 */
export function createLotteryModule(deps: { db: Database }): HouseGameModule {
  const repository = createLotteryRepository(deps.db);
  return {
    kind: 'lottery',
    hasGame: (vendorCode, gameCode) => findLotteryGame(gameCode)?.vendorCode === vendorCode,
    // A draw uses nonce 0 only (draw.ts): the nonce is not an input of a lottery outcome.
    verify(gameCode, serverSeed, clientSeed) {
      const game = findLotteryGame(gameCode);
      if (!game) return undefined;
      const result = drawResult(game, serverSeed, clientSeed);
      return { result, winningNumber: winningNumber(result), numbers: allNumbers(result) };
    },
    async seedsOfRound(round) {
      if (round.drawId === null) return undefined;
      const draw = await repository.findDrawById(round.drawId);
      if (!draw) return undefined;
      return {
        serverSeedHash: draw.serverSeedHash,
        serverSeed: draw.status === 'open' ? null : draw.serverSeed,
        clientSeed: draw.clientSeed,
        nonce: 0,
      };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;

export function createLotteryService(deps: {
  db: Database;
  house: HouseService;
  now?: () => Date;
  log?: { warn(object: unknown, message: string): void };
}) {
  const { house } = deps;
  const repository = createLotteryRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  /** The highest draw number known to exist per game, so that a run asks the database only when due. */
  const ensuredThrough = new Map<string, number>();

  /** Makes sure the draw that takes tickets now and the one after it exist for every game. */
  async function ensureUpcoming(at: Date): Promise<void> {
    for (const game of LOTTERY_GAMES) {
      const current = drawNumberAt(game, at.getTime()) + 1;
      const wanted = [current, current + 1];
      if ((ensuredThrough.get(game.gameCode) ?? 0) >= current + 1) continue;
      const existing = new Set(await repository.existingDrawNumbers(game.gameCode, wanted));
      const missing = wanted.filter((drawNumber) => !existing.has(drawNumber));
      await repository.insertDrawsIfMissing(
        missing.map((drawNumber) => newDraw(game, drawTimes(game, drawNumber))),
      );
      ensuredThrough.set(game.gameCode, current + 1);
    }
  }

  /** A draw's row, made now if the draw job has not made it yet. */
  async function ensureDraw(game: LotteryGame, drawNumber: number): Promise<LotteryDrawRow> {
    const existing = await repository.findDraw(game.gameCode, drawNumber);
    if (existing) return existing;
    await repository.insertDrawsIfMissing([newDraw(game, drawTimes(game, drawNumber))]);
    return (await repository.findDraw(game.gameCode, drawNumber))!;
  }

  /** The game page's state: the game, its bets, the draw taking tickets (or being drawn), the time. */
  async function state(session: HouseSessionRow): Promise<LotteryStateValue> {
    const game = gameOf(session.gameCode);
    const at = now();
    const current = currentDraw(game, at.getTime());
    const draw = await ensureDraw(game, current.drawNumber);
    // The page refreshes its state after each draw: the balance then includes the draw's payouts.
    const balance = await house.balanceOf(session).catch(() => null);
    return {
      game: gameItem(game, at),
      prizes:
        game.kind === 'vietnam'
          ? game.prizes.map((tier) => ({ ...tier, name: PRIZE_NAMES[tier.prize] }))
          : [],
      betTypes: betTypesOf(game).map(betTypeItem),
      draw: {
        drawNumber: current.drawNumber,
        label: current.label,
        opensAt: new Date(current.opensAt).toISOString(),
        closesAt: new Date(current.closesAt).toISOString(),
        drawAt: new Date(current.drawAt).toISOString(),
        status: current.status,
        serverSeedHash: draw.serverSeedHash,
        clientSeed: draw.clientSeed,
      },
      serverTime: at.toISOString(),
      balance,
    };
  }

  /** Refuses a ticket's bet type, selection or stake with the field at fault (nothing moves). */
  function checkTicket(game: LotteryGame, request: LotteryTicketRequest) {
    const betType = findBetType(game, request.betType);
    if (!betType)
      throw new AppError('SELECTION_INVALID', 400, { fields: { betType: 'validation.invalidOption' } });
    const selection = validateSelection(game, betType.code, request.selection);
    if (!selection.ok)
      throw new AppError('SELECTION_INVALID', 400, { fields: { selection: 'error.SELECTION_INVALID' } });
    const stakeMinor = toMinor(request.amount);
    if (!validateStake(game, betType.code, stakeMinor).ok) {
      const params = { min: fromMinor(betType.stakeMinMinor), max: fromMinor(betType.stakeMaxMinor) };
      throw new AppError('STAKE_OUT_OF_LIMITS', 400, {
        params,
        value: params,
        fields: { amount: { key: 'error.STAKE_OUT_OF_LIMITS', params } },
      });
    }
    return { betType, selection: selection.selection, stakeMinor };
  }

  /**
   * Places a ticket on the draw open for betting and takes its stake from the member's wallet.
   * Errors: GAME_NOT_FOUND 404, SELECTION_INVALID 400 (fields.betType or fields.selection),
   * STAKE_OUT_OF_LIMITS 400 (fields.amount, params min and max), BETTING_CLOSED 409 (in the last
   * seconds before a draw; value.opensAt: when the next draw takes tickets), INSUFFICIENT_FUNDS 409
   * (value.balance), WALLET_UNAVAILABLE 503 (the ticket stays pending and the recovery job rolls a
   * landed debit back).
   */
  async function placeTicket(
    session: HouseSessionRow,
    request: LotteryTicketRequest,
  ): Promise<LotteryTicketValue> {
    const game = gameOf(session.gameCode);
    const { betType, selection, stakeMinor } = checkTicket(game, request);
    const at = now();
    const current = currentDraw(game, at.getTime());
    const draw = current.status === 'open' ? await ensureDraw(game, current.drawNumber) : undefined;
    if (!draw || draw.status !== 'open' || at.getTime() >= draw.closesAt.getTime()) {
      throw new AppError('BETTING_CLOSED', 409, {
        value: { opensAt: new Date(current.drawAt).toISOString() },
      });
    }
    const detail: TicketDetail = {
      game: game.name.en,
      betType: betType.code,
      selection,
      odds: formatOdds(betType.oddsBasisPoints),
      drawNumber: draw.drawNumber,
      drawLabel: drawLabel(game, draw.drawNumber),
      drawAt: draw.drawAt.toISOString(),
    };
    const { round, balance } = await house.place({
      session,
      gameCode: game.gameCode,
      stakeMinor,
      drawId: draw.id,
      detail,
    });
    return { ticket: ticketItem(round, draw), balance };
  }

  /** The session player's tickets of the session's game, newest first (refused ones left out). */
  async function tickets(
    session: HouseSessionRow,
    pageNo: number,
    pageSize: number,
  ): Promise<LotteryTicketsValue> {
    const { rows, total } = await repository.listTickets(
      session.playerId,
      session.gameCode,
      pageNo,
      pageSize,
    );
    return {
      list: rows.map((row) => ticketItem(row.ticket, row.draw)),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  /** The latest drawn results of some games (every game when none is named), newest first. */
  async function results(gameCode: string | undefined, limit: number): Promise<LotteryResultItem[]> {
    const games =
      gameCode === undefined ? LOTTERY_GAMES : [findLotteryGame(gameCode)].filter((game) => !!game);
    if (games.length === 0) return [];
    const draws = await repository.publishedDraws(
      games.map((game) => game.gameCode),
      Math.min(limit, LOTTERY_RESULTS_LIMIT_MAX),
    );
    return draws.map((draw) => resultItem(gameOf(draw.gameCode), draw));
  }

  /** Each game's latest drawn numbers (one game's when named). */
  async function latestOpened(gameCode: string | undefined): Promise<OpenedNumbersItem[]> {
    const games =
      gameCode === undefined ? LOTTERY_GAMES : [findLotteryGame(gameCode)].filter((game) => !!game);
    const at = now();
    const items: OpenedNumbersItem[] = [];
    for (const game of games) {
      const [draw] = await repository.publishedDraws([game.gameCode], 1);
      if (!draw) continue;
      const opened = openedNumbers(draw.result as LotteryResult);
      items.push({
        gameCode: game.gameCode,
        vendorCode: game.vendorCode,
        drawNumber: draw.drawNumber,
        drawLabel: drawLabel(game, draw.drawNumber),
        drawAt: draw.drawAt.toISOString(),
        winningNumber: opened.winningNumber,
        lastTwoDigits: opened.lastTwoDigits,
        nextDrawAt: new Date(currentDraw(game, at.getTime()).drawAt).toISOString(),
      });
    }
    return items;
  }

  /** Every lottery game with its next draw, in catalogue order. */
  function games(): LotteryGameItem[] {
    const at = now();
    return LOTTERY_GAMES.map((game) => gameItem(game, at));
  }

  // The draw job.

  /** open → drawn: the result from the seeds. Answers the draw as it now is, whoever drew it. */
  async function drawOne(game: LotteryGame, draw: LotteryDrawRow, at: Date): Promise<LotteryDrawRow> {
    if (draw.status !== 'open') return draw;
    const drawn = await repository.markDrawn(draw.id, resultOf(game, draw), at);
    return drawn ?? (await repository.findDrawById(draw.id))!;
  }

  /** Pays one ticket its payout (0 for a loss); the core's credit is idempotent by round. */
  async function settleTicket(
    game: LotteryGame,
    result: LotteryResult,
    ticket: LotteryTicketRow,
  ): Promise<void> {
    const detail = ticket.detail as TicketDetail;
    const payout = payoutMinor(game, detail.betType, detail.selection, ticket.stakeMinor, result);
    await house.settle(ticket, payout, { ...detail, winningNumber: winningNumber(result) });
  }

  /** Pays up to `budget` open tickets of a drawn draw; answers how many it tried. */
  async function settleTickets(game: LotteryGame, draw: LotteryDrawRow, budget: number): Promise<number> {
    const result = draw.result as LotteryResult;
    const open = await repository.openTickets(draw.id, budget);
    for (let start = 0; start < open.length; start += SETTLE_CONCURRENCY) {
      await Promise.all(
        open.slice(start, start + SETTLE_CONCURRENCY).map((ticket) => settleTicket(game, result, ticket)),
      );
    }
    return open.length;
  }

  /**
   * One pass of the draw job: every draw whose time has come is drawn from its seeds (a conditional
   * update, so a draw is drawn once), its open tickets are paid, and it is marked settled once no
   * ticket waits; then the coming draws are made. Bounded: DRAWS_PER_RUN_MAX draws and
   * TICKETS_PER_RUN_MAX tickets a run; the next run carries on.
   */
  async function runDraws(): Promise<{ drawn: number; tickets: number }> {
    const at = now();
    let ticketBudget = TICKETS_PER_RUN_MAX;
    let drawn = 0;
    for (const due of await repository.dueDraws(at, DRAWS_PER_RUN_MAX)) {
      const game = findLotteryGame(due.gameCode);
      if (!game) continue;
      const draw = await drawOne(game, due, at);
      drawn += due.status === 'open' ? 1 : 0;
      ticketBudget -= await settleTickets(game, draw, ticketBudget);
      await repository.markSettledWhenDone(draw.id);
      if (ticketBudget <= 0) break;
    }
    await ensureUpcoming(at);
    return { drawn, tickets: TICKETS_PER_RUN_MAX - ticketBudget };
  }

  return {
    state,
    placeTicket,
    tickets,
    results,
    latestOpened,
    games,
    runDraws,
    ensureUpcoming,
    now,
  };
}
