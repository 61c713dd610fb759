// The cockfight arenas as a game server: every arena stages one shared fight every 3 minutes on the
// epoch-aligned clock (schedule.ts). Fights are created ahead with their card (the two roosters and
// the prices of their corners) and a fresh random server seed whose SHA-256 is shown while betting is
// open; bets are house rounds placed through the signed wallet (house.place); when the fight ends the
// dealer job decides it from its seeds (open → decided by a conditional update, which reveals the
// seed), pays every bet through house.settle (the platform's transaction ids make a repeated credit
// harmless) and marks the fight settled once no bet is left unfinished. Each step is pushed on the bus,
// so watchers on any process see it.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  COCKFIGHT_SPOTS,
  cockfightChannelOf,
  type CockfightArenaInfo,
  type CockfightArenaValue,
  type CockfightBetItem,
  type CockfightBetRequest,
  type CockfightBetValue,
  type CockfightFight,
  type CockfightHistoryItem,
  type CockfightResult,
  type CockfightRooster,
  type CockfightSpot,
  type CockfightStreamMessage,
} from '@playdeck/contract/cockfight';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { Bus } from '../../../plugins/bus';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { seedsOfGame, settleLiveBets } from '../live-table';
import { serverSeedHash } from '../slots/provably-fair';
import {
  BASIS_POINTS,
  BETTING_SECONDS,
  COCKFIGHT_ARENAS,
  FIGHT_SECONDS,
  FIGHTING_SECONDS,
  findCockfightArena,
  findRooster,
  type CockfightArena,
} from './arenas';
import {
  BET_SPOTS,
  DRAW_PRICE_HUNDREDTHS,
  fightPrices,
  oddsOf,
  settleBet,
  validateBet,
  type BetSpot,
} from './bets';
import {
  createCockfightRepository,
  type CockfightFightRow,
  type RoosterRecord,
} from './cockfight.repository';
import {
  fightCard,
  fightClientSeed,
  fightResultOf,
  outcomeWeights,
  type FightOutcome,
  type FightResult,
} from './fight';
import { fightNumberAt, fightTimes, phaseAt } from './schedule';

export const COCKFIGHT_VENDOR_CODE = 'PDCOCK';
/** A fight has its own server seed and client seed, so its decision always uses nonce 0. */
export const FIGHT_NONCE = 0;
/** Fights exist this many fights ahead of the current one, so their seed hashes are known early. */
const FIGHTS_AHEAD = 2;
/** A dealer run decides at most this many fights (more only after a long stop), closes at most this many. */
const FIGHTS_PER_RUN_MAX = 30;
const HISTORY_LENGTH = 60;
/** One player's bets on one fight: a bound on the rows (and wallet calls) a fight can cost. */
const BETS_PER_FIGHT_MAX = 50;
const SERVER_SEED_BYTES = 32;
const NO_RECORD: RoosterRecord = { wins: 0, losses: 0, draws: 0 };

// The contract's spots are the engine's spots, checked by the compiler both ways.
const contractSpots: readonly BetSpot[] = COCKFIGHT_SPOTS;
const engineSpots: readonly CockfightSpot[] = BET_SPOTS;
void contractSpots;
void engineSpots;

/** The result an arena's fight gets from its server seed (the client seed names arena and fight). */
export function decideFightOf(serverSeed: string, arenaCode: string, fightNumber: number): FightResult {
  const result = fightResultOf(arenaCode, serverSeed, fightClientSeed(arenaCode, fightNumber), FIGHT_NONCE);
  if (!result) throw new RangeError(`no arena ${arenaCode}`);
  return result;
}

/** A share of a whole as a percentage with two decimals: 846400 of 1500000 → "56.43". */
function percentOf(part: number, whole: number): string {
  return (Math.round((part * BASIS_POINTS) / whole) / 100).toFixed(2);
}

function arenaInfo(arena: CockfightArena): CockfightArenaInfo {
  return {
    arenaCode: arena.arenaCode,
    name: arena.name,
    colour: arena.colour,
    minStake: fromMinor(arena.minStakeMinor),
    maxStake: fromMinor(arena.maxStakeMinor),
    commissionPercent: (arena.commissionBasisPoints / 100).toFixed(2),
    fightSeconds: FIGHT_SECONDS,
    bettingSeconds: BETTING_SECONDS,
    fightingSeconds: FIGHTING_SECONDS,
  };
}

function phaseOf(fight: CockfightFightRow, time: number): CockfightFight['phase'] {
  if (time < fight.closesAt.getTime()) return 'betting';
  if (time < fight.decidesAt.getTime()) return 'fighting';
  return time < fight.settlesAt.getTime() ? 'result' : 'closed';
}

function fightView(
  arena: CockfightArena,
  fight: CockfightFightRow,
  at: Date,
  records: ReadonlyMap<string, RoosterRecord>,
): CockfightFight {
  const meron = findRooster(arena, fight.meronCode);
  const wala = findRooster(arena, fight.walaCode);
  if (!meron || !wala) throw new Error(`fight ${fight.id} names a rooster not in ${arena.arenaCode}`);
  const weights = outcomeWeights(arena, { meron, wala });
  const rooster = (of: typeof meron, weight: number): CockfightRooster => ({
    ...of,
    record: records.get(of.code) ?? NO_RECORD,
    chancePercent: percentOf(weight, weights.total),
  });
  return {
    arenaCode: fight.arenaCode,
    fightNumber: fight.fightNumber,
    phase: phaseOf(fight, at.getTime()),
    opensAt: fight.opensAt.toISOString(),
    closesAt: fight.closesAt.toISOString(),
    decidesAt: fight.decidesAt.toISOString(),
    settlesAt: fight.settlesAt.toISOString(),
    status: fight.status as CockfightFight['status'],
    meron: rooster(meron, weights.meron),
    wala: rooster(wala, weights.wala),
    payouts: {
      meron: oddsOf(fight.meronPriceHundredths),
      wala: oddsOf(fight.walaPriceHundredths),
      draw: oddsOf(DRAW_PRICE_HUNDREDTHS),
    },
    drawChancePercent: percentOf(weights.draw, weights.total),
    serverSeedHash: fight.serverSeedHash,
    clientSeed: fight.clientSeed,
    nonce: FIGHT_NONCE,
    serverSeed: fight.status === 'open' ? null : fight.serverSeed,
    result: (fight.result as CockfightResult | null) ?? null,
  };
}

function historyItem(fight: CockfightFightRow): CockfightHistoryItem {
  const result = fight.result as CockfightResult;
  return {
    fightNumber: fight.fightNumber,
    outcome: result.outcome,
    meronName: result.meron.name,
    walaName: result.wala.name,
  };
}

type BetDetail = {
  arenaCode: string;
  fightNumber: number;
  spot: BetSpot;
  stake: string;
  /** The price the bet was taken at: the total returned per 1 staked on a win, in hundredths. */
  priceHundredths: number;
};

function betItem(round: HouseRoundRow): CockfightBetItem {
  const detail = round.detail as BetDetail;
  return {
    roundId: round.roundId,
    fightNumber: detail.fightNumber,
    spot: detail.spot,
    stake: fromMinor(round.stakeMinor),
    odds: oddsOf(detail.priceHundredths),
    payout: round.status === 'settled' && round.payoutMinor !== null ? fromMinor(round.payoutMinor) : null,
    status: round.status,
    placedAt: round.createdAt.toISOString(),
  };
}

function priceOf(fight: CockfightFightRow, spot: BetSpot): number {
  if (spot === 'meron') return fight.meronPriceHundredths;
  return spot === 'wala' ? fight.walaPriceHundredths : DRAW_PRICE_HUNDREDTHS;
}

function limitsError(arena: CockfightArena): AppError {
  const params = { min: fromMinor(arena.minStakeMinor), max: fromMinor(arena.maxStakeMinor) };
  return new AppError('STAKE_OUT_OF_LIMITS', 400, {
    params,
    fields: { amount: { key: 'error.STAKE_OUT_OF_LIMITS', params } },
  });
}

/** The house core's view of the arenas: their games, the verifier, and each bet's fight seeds. */
export function cockfightModule(db: DatabaseOrTransaction): HouseGameModule {
  const repository = createCockfightRepository(db);
  return {
    kind: 'cockfight',
    hasGame: (vendorCode, gameCode) =>
      vendorCode === COCKFIGHT_VENDOR_CODE && findCockfightArena(gameCode) !== undefined,
    verify: (gameCode, serverSeed, clientSeed, nonce) =>
      fightResultOf(gameCode, serverSeed, clientSeed, nonce),
    async seedsOfRound(round) {
      const fight = round.fightId === null ? undefined : await repository.findFightById(round.fightId);
      if (!fight) return undefined;
      return seedsOfGame(fight, FIGHT_NONCE);
    },
  };
}

export type CockfightService = ReturnType<typeof createCockfightService>;

export type DealerRun = { decided: number; settled: number; closed: number };

/** A fight's row: its times, card and prices from the arena and number, with the server seed given. */
export function fightRowOf(arena: CockfightArena, fightNumber: number, serverSeed: string) {
  const times = fightTimes(fightNumber);
  const card = fightCard(arena, fightNumber);
  const prices = fightPrices(arena, card);
  return {
    arenaCode: arena.arenaCode,
    fightNumber,
    opensAt: new Date(times.opensAt),
    closesAt: new Date(times.closesAt),
    decidesAt: new Date(times.decidesAt),
    settlesAt: new Date(times.settlesAt),
    meronCode: card.meron.code,
    walaCode: card.wala.code,
    meronPriceHundredths: prices.meron,
    walaPriceHundredths: prices.wala,
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: fightClientSeed(arena.arenaCode, fightNumber),
  };
}

export function createCockfightService(deps: {
  db: DatabaseOrTransaction;
  house: HouseService;
  bus: Bus;
  /** The clock; tests move it instead of waiting for the fight. */
  now?: () => Date;
}) {
  const { house, bus } = deps;
  const repository = createCockfightRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  // The last phase this process announced per arena. Another process running the dealer may announce
  // the same phase again; a watcher takes each announcement as the current state, so a repeat is
  // harmless.
  const announced = new Map<string, string>();

  const publish = (arenaCode: string, message: CockfightStreamMessage) =>
    bus.publish(cockfightChannelOf(arenaCode), message);

  function arenaOf(session: Pick<HouseSessionRow, 'vendorCode' | 'gameCode'>): CockfightArena {
    const arena =
      session.vendorCode === COCKFIGHT_VENDOR_CODE ? findCockfightArena(session.gameCode) : undefined;
    if (!arena) throw new AppError('GAME_NOT_FOUND', 404);
    return arena;
  }

  /** Creates an arena's fights for `count` fights from `firstFight`, each with its card and a fresh seed. */
  async function createFights(arena: CockfightArena, firstFight: number, count: number): Promise<void> {
    const rows = Array.from({ length: count }, (_, index) => {
      return fightRowOf(arena, firstFight + index, randomBytes(SERVER_SEED_BYTES).toString('hex'));
    });
    await repository.insertFights(rows);
  }

  /** An arena's fight, created (with the next ones) if the dealer has not yet. */
  async function fightOf(arena: CockfightArena, fightNumber: number): Promise<CockfightFightRow> {
    const existing = await repository.findFight(arena.arenaCode, fightNumber);
    if (existing) return existing;
    await createFights(arena, fightNumber, 1 + FIGHTS_AHEAD);
    return (await repository.findFight(arena.arenaCode, fightNumber))!;
  }

  /** The arena, its current fight, the history and the player's bets on the fight. Errors: GAME_NOT_FOUND 404. */
  async function arenaState(session: HouseSessionRow): Promise<CockfightArenaValue> {
    const arena = arenaOf(session);
    const at = now();
    const fight = await fightOf(arena, fightNumberAt(at.getTime()));
    const [decided, bets, records] = await Promise.all([
      repository.decidedFights(arena.arenaCode, HISTORY_LENGTH),
      repository.betsOf(fight.id, session.playerId, BETS_PER_FIGHT_MAX),
      repository.roosterRecords(arena.arenaCode),
    ]);
    return {
      arena: arenaInfo(arena),
      serverTime: at.toISOString(),
      fight: fightView(arena, fight, at, records),
      lastFight: decided[0] ? fightView(arena, decided[0], at, records) : null,
      history: decided.reverse().map(historyItem),
      myBets: bets.map(betItem),
    };
  }

  /**
   * One bet on the current fight, its stake taken from the wallet at once. Errors: GAME_NOT_FOUND 404,
   * BETTING_CLOSED 409 (outside the betting phase), SELECTION_INVALID 400 (a spot the arena does not
   * offer), STAKE_OUT_OF_LIMITS 400 (below the arena's minimum, or the spot's total for the fight
   * above its maximum), RATE_LIMITED 429 (too many bets on one fight), INSUFFICIENT_FUNDS 409 and
   * WALLET_UNAVAILABLE 503 from the wallet.
   */
  async function placeBet(
    session: HouseSessionRow,
    request: CockfightBetRequest,
  ): Promise<CockfightBetValue> {
    const arena = arenaOf(session);
    const phase = phaseAt(now().getTime());
    if (phase.phase !== 'betting') throw new AppError('BETTING_CLOSED', 409);
    const fight = await fightOf(arena, phase.fightNumber);
    if (fight.status !== 'open') throw new AppError('BETTING_CLOSED', 409);
    const stakeMinor = toMinor(request.amount);
    const validation = validateBet(arena, request.spot, stakeMinor);
    if (!validation.ok && validation.reason === 'unknown-spot')
      throw new AppError('SELECTION_INVALID', 400, { fields: { spot: 'error.SELECTION_INVALID' } });
    if (!validation.ok) throw limitsError(arena);
    const { spot } = validation;
    const exposure = await repository.exposureOf(fight.id, session.playerId, spot);
    if (exposure.bets >= BETS_PER_FIGHT_MAX) throw new AppError('RATE_LIMITED', 429);
    if (exposure.spotStakeMinor + stakeMinor > arena.maxStakeMinor) throw limitsError(arena);
    const detail: BetDetail = {
      arenaCode: arena.arenaCode,
      fightNumber: fight.fightNumber,
      spot,
      stake: fromMinor(stakeMinor),
      priceHundredths: priceOf(fight, spot),
    };
    const { round, balance } = await house.place({
      session,
      gameCode: arena.arenaCode,
      stakeMinor,
      roundId: `${arena.arenaCode}-${fight.fightNumber}-${randomUUID()}`,
      fightId: fight.id,
      detail,
    });
    return { bet: betItem(round), balance };
  }

  /** The message a new watcher gets first: the arena's current fight. Errors: GAME_NOT_FOUND 404. */
  async function snapshot(arenaCode: string): Promise<CockfightStreamMessage> {
    const arena = findCockfightArena(arenaCode);
    if (!arena) throw new AppError('GAME_NOT_FOUND', 404);
    const at = now();
    const fight = await fightOf(arena, fightNumberAt(at.getTime()));
    const records = await repository.roosterRecords(arenaCode);
    return { type: 'phase', serverTime: at.toISOString(), fight: fightView(arena, fight, at, records) };
  }

  // The dealer (a scheduled job, one process at a time).

  async function decideDueFights(at: Date): Promise<number> {
    let decided = 0;
    for (const fight of await repository.fightsToDecide(at, FIGHTS_PER_RUN_MAX)) {
      const arena = findCockfightArena(fight.arenaCode);
      // A fight of an arena taken out of the data stays open; its bets wait for the operator.
      if (!arena) continue;
      const result = decideFightOf(fight.serverSeed, fight.arenaCode, fight.fightNumber);
      const row = await repository.decideFight(fight.id, result.outcome, result, at);
      if (!row) continue;
      decided += 1;
      const records = await repository.roosterRecords(row.arenaCode);
      publish(row.arenaCode, {
        type: 'decided',
        serverTime: at.toISOString(),
        fight: fightView(arena, row, at, records),
      });
    }
    return decided;
  }

  /** Pays every debited bet of a decided fight; a credit that fails is tried again on the next run. */
  function settleBets(): Promise<number> {
    return settleLiveBets(house, repository.betsToSettle, ({ round, fight }) => {
      const result = fight.result as CockfightResult;
      const detail = round.detail as BetDetail;
      const outcome = fight.outcome as FightOutcome;
      const payoutMinor = settleBet(detail.spot, round.stakeMinor, detail.priceHundredths, outcome);
      return { payoutMinor, detail: { ...detail, ...result } };
    });
  }

  async function closeFinishedFights(at: Date): Promise<number> {
    const closed = await repository.closeFinishedFights(FIGHTS_PER_RUN_MAX);
    for (const fight of closed) {
      publish(fight.arenaCode, {
        type: 'settled',
        serverTime: at.toISOString(),
        arenaCode: fight.arenaCode,
        fightNumber: fight.fightNumber,
      });
    }
    return closed.length;
  }

  async function announcePhases(at: Date): Promise<void> {
    const phase = phaseAt(at.getTime());
    const key = `${phase.fightNumber}:${phase.phase}`;
    for (const arena of COCKFIGHT_ARENAS) {
      if (announced.get(arena.arenaCode) === key) continue;
      const fight = await fightOf(arena, phase.fightNumber);
      const records = await repository.roosterRecords(arena.arenaCode);
      publish(arena.arenaCode, {
        type: 'phase',
        serverTime: at.toISOString(),
        fight: fightView(arena, fight, at, records),
      });
      announced.set(arena.arenaCode, key);
    }
  }

  /**
   * One dealer run: creates the coming fights, decides every fight whose fighting time is over,
   * announces phase changes, pays the decided fights' bets and marks finished fights settled. Safe to
   * run again at any moment: each move is conditional on the state before it.
   */
  async function runDealer(): Promise<DealerRun> {
    const at = now();
    const current = fightNumberAt(at.getTime());
    for (const arena of COCKFIGHT_ARENAS) {
      if (!(await repository.findFight(arena.arenaCode, current + FIGHTS_AHEAD)))
        await createFights(arena, current, 1 + FIGHTS_AHEAD);
    }
    const decided = await decideDueFights(at);
    await announcePhases(at);
    const settled = await settleBets();
    const closed = await closeFinishedFights(at);
    return { decided, settled, closed };
  }

  return { arenaState, placeBet, snapshot, runDealer, arenas: COCKFIGHT_ARENAS };
}
