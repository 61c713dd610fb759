// The live baccarat tables as a game server: every table plays one shared hand every 30 s on the
// epoch-aligned clock (schedule.ts). Hands are created ahead with a fresh random server seed whose
// SHA-256 is shown while betting is open; bets are house rounds placed through the signed wallet
// (house.place); when betting closes the dealer job deals the hand from its seeds (open → dealt by a
// conditional update, which reveals the seed), pays every bet through house.settle (the platform's
// transaction ids make a repeated credit harmless) and marks the hand settled once no bet is left
// unfinished. Each step is pushed on the bus, so watchers on any process see it.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  BACCARAT_SPOTS,
  baccaratChannelOf,
  type BaccaratBetItem,
  type BaccaratBetRequest,
  type BaccaratBetValue,
  type BaccaratHand,
  type BaccaratResult,
  type BaccaratRoadItem,
  type BaccaratSpot,
  type BaccaratStreamMessage,
  type BaccaratTableInfo,
  type BaccaratTableValue,
} from '@playdeck/contract/baccarat';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { Bus } from '../../../plugins/bus';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { seedsOfGame, settleLiveBets } from '../live-table';
import { serverSeedHash } from '../slots/provably-fair';
import { createBaccaratRepository, type BaccaratHandRow } from './baccarat.repository';
import { BET_SPOTS, isPair, settleBet, validateBet, WIN_RETURNS, type BetSpot } from './bets';
import { dealRound, roundClientSeed, type BaccaratRound } from './deal';
import { phaseAt, roundNumberAt, roundTimes } from './schedule';
import {
  BACCARAT_TABLES,
  BETTING_SECONDS,
  findBaccaratTable,
  ROUND_SECONDS,
  type BaccaratTable,
} from './tables';

export const BACCARAT_VENDOR_CODE = 'PDLIVE';
/** A hand has its own server seed and client seed, so its deal always uses nonce 0. */
export const HAND_NONCE = 0;
/** Hands exist this many rounds ahead of the current one, so their seed hashes are known early. */
const HANDS_AHEAD = 2;
/** A dealer run deals at most this many hands (more only after a long stop), closes at most this many. */
const HANDS_PER_RUN_MAX = 30;
const ROAD_LENGTH = 60;
/** One player's bets on one hand: a bound on the rows (and wallet calls) a hand can cost. */
const BETS_PER_HAND_MAX = 50;
const SERVER_SEED_BYTES = 32;

// The contract's spots are the engine's spots, checked by the compiler both ways.
const contractSpots: readonly BetSpot[] = BACCARAT_SPOTS;
const engineSpots: readonly BaccaratSpot[] = BET_SPOTS;
void contractSpots;
void engineSpots;

/** A dealt round as stored and shown: the engine's round plus whether each side made a pair. */
export function resultOf(round: BaccaratRound): BaccaratResult {
  return { ...round, playerPair: isPair(round.playerCards), bankerPair: isPair(round.bankerCards) };
}

/** The hand a table's round deals from its server seed (the client seed names table and round). */
export function dealHand(serverSeed: string, tableCode: string, roundNumber: number): BaccaratResult {
  return resultOf(dealRound(serverSeed, roundClientSeed(tableCode, roundNumber), HAND_NONCE));
}

/** What a winning spot pays, as odds: "1:1", "0.95:1", "8:1", "11:1". */
function oddsOf(spot: BetSpot): string {
  const { numerator, denominator } = WIN_RETURNS[spot];
  return `${Number(numerator - denominator) / Number(denominator)}:1`;
}

function tableInfo(table: BaccaratTable): BaccaratTableInfo {
  return {
    tableCode: table.tableCode,
    name: table.name,
    dealerName: table.dealerName,
    colour: table.colour,
    minStake: fromMinor(table.minStakeMinor),
    maxStake: fromMinor(table.maxStakeMinor),
    payouts: Object.fromEntries(BET_SPOTS.map((spot) => [spot, oddsOf(spot)])) as Record<BetSpot, string>,
    roundSeconds: ROUND_SECONDS,
    bettingSeconds: BETTING_SECONDS,
  };
}

function handView(hand: BaccaratHandRow, at: Date): BaccaratHand {
  const time = at.getTime();
  const phase =
    time < hand.closesAt.getTime() ? 'betting' : time < hand.settlesAt.getTime() ? 'dealing' : 'closed';
  return {
    tableCode: hand.tableCode,
    roundNumber: hand.roundNumber,
    phase,
    opensAt: hand.opensAt.toISOString(),
    closesAt: hand.closesAt.toISOString(),
    settlesAt: hand.settlesAt.toISOString(),
    status: hand.status as BaccaratHand['status'],
    serverSeedHash: hand.serverSeedHash,
    clientSeed: hand.clientSeed,
    nonce: HAND_NONCE,
    serverSeed: hand.status === 'open' ? null : hand.serverSeed,
    result: (hand.result as BaccaratResult | null) ?? null,
  };
}

function roadItem(hand: BaccaratHandRow): BaccaratRoadItem {
  const result = hand.result as BaccaratResult;
  return {
    roundNumber: hand.roundNumber,
    outcome: result.outcome,
    playerTotal: result.playerTotal,
    bankerTotal: result.bankerTotal,
    playerPair: result.playerPair,
    bankerPair: result.bankerPair,
    natural: result.natural,
  };
}

type BetDetail = { tableCode: string; roundNumber: number; spot: BetSpot; stake: string };

function betItem(round: HouseRoundRow): BaccaratBetItem {
  const detail = round.detail as BetDetail;
  return {
    roundId: round.roundId,
    roundNumber: detail.roundNumber,
    spot: detail.spot,
    stake: fromMinor(round.stakeMinor),
    payout: round.status === 'settled' && round.payoutMinor !== null ? fromMinor(round.payoutMinor) : null,
    status: round.status,
    placedAt: round.createdAt.toISOString(),
  };
}

function limitsError(table: BaccaratTable): AppError {
  const params = { min: fromMinor(table.minStakeMinor), max: fromMinor(table.maxStakeMinor) };
  return new AppError('STAKE_OUT_OF_LIMITS', 400, {
    params,
    fields: { amount: { key: 'error.STAKE_OUT_OF_LIMITS', params } },
  });
}

/** The house core's view of the tables: their games, the verifier, and each bet's hand seeds. */
export function baccaratModule(db: DatabaseOrTransaction): HouseGameModule {
  const repository = createBaccaratRepository(db);
  return {
    kind: 'baccarat',
    hasGame: (vendorCode, gameCode) =>
      vendorCode === BACCARAT_VENDOR_CODE && findBaccaratTable(gameCode) !== undefined,
    verify(gameCode, serverSeed, clientSeed, nonce) {
      if (!findBaccaratTable(gameCode)) return undefined;
      return resultOf(dealRound(serverSeed, clientSeed, nonce));
    },
    async seedsOfRound(round) {
      const hand = round.handId === null ? undefined : await repository.findHandById(round.handId);
      if (!hand) return undefined;
      return seedsOfGame(hand, HAND_NONCE);
    },
  };
}

export type BaccaratService = ReturnType<typeof createBaccaratService>;

export type DealerRun = { dealt: number; settled: number; closed: number };

export function createBaccaratService(deps: {
  db: DatabaseOrTransaction;
  house: HouseService;
  bus: Bus;
  /** The clock; tests move it instead of waiting for the table. */
  now?: () => Date;
}) {
  const { house, bus } = deps;
  const repository = createBaccaratRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  // The last phase this process announced per table. Another process running the dealer may
  // announce the same phase again; a watcher takes each announcement as the current state, so a
  // repeat is harmless.
  const announced = new Map<string, string>();

  const publish = (tableCode: string, message: BaccaratStreamMessage) =>
    bus.publish(baccaratChannelOf(tableCode), message);

  function tableOf(session: Pick<HouseSessionRow, 'vendorCode' | 'gameCode'>): BaccaratTable {
    const table =
      session.vendorCode === BACCARAT_VENDOR_CODE ? findBaccaratTable(session.gameCode) : undefined;
    if (!table) throw new AppError('GAME_NOT_FOUND', 404);
    return table;
  }

  /** Creates a table's hands for `count` rounds from `firstRound`, each with a fresh server seed. */
  async function createHands(tableCode: string, firstRound: number, count: number): Promise<void> {
    const rows = Array.from({ length: count }, (_, index) => {
      const roundNumber = firstRound + index;
      const times = roundTimes(roundNumber);
      const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
      return {
        tableCode,
        roundNumber,
        opensAt: new Date(times.opensAt),
        closesAt: new Date(times.closesAt),
        settlesAt: new Date(times.settlesAt),
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        clientSeed: roundClientSeed(tableCode, roundNumber),
      };
    });
    await repository.insertHands(rows);
  }

  /** The hand of a table's round, created (with the next ones) if the dealer has not yet. */
  async function handOf(tableCode: string, roundNumber: number): Promise<BaccaratHandRow> {
    const existing = await repository.findHand(tableCode, roundNumber);
    if (existing) return existing;
    await createHands(tableCode, roundNumber, 1 + HANDS_AHEAD);
    return (await repository.findHand(tableCode, roundNumber))!;
  }

  /** The table, its current hand, the road and the player's bets on the hand. Errors: GAME_NOT_FOUND 404. */
  async function tableState(session: HouseSessionRow): Promise<BaccaratTableValue> {
    const table = tableOf(session);
    const at = now();
    const hand = await handOf(table.tableCode, roundNumberAt(at.getTime()));
    const [dealt, bets] = await Promise.all([
      repository.dealtHands(table.tableCode, ROAD_LENGTH),
      repository.betsOf(hand.id, session.playerId, BETS_PER_HAND_MAX),
    ]);
    return {
      table: tableInfo(table),
      serverTime: at.toISOString(),
      hand: handView(hand, at),
      lastHand: dealt[0] ? handView(dealt[0], at) : null,
      road: dealt.reverse().map(roadItem),
      myBets: bets.map(betItem),
    };
  }

  /**
   * One bet on the current hand, its stake taken from the wallet at once. Errors: GAME_NOT_FOUND 404,
   * BETTING_CLOSED 409 (outside the betting phase), STAKE_OUT_OF_LIMITS 400 (below the table's
   * minimum, or the spot's total for the hand above its maximum), RATE_LIMITED 429 (too many bets on
   * one hand), INSUFFICIENT_FUNDS 409 and WALLET_UNAVAILABLE 503 from the wallet.
   */
  async function placeBet(session: HouseSessionRow, request: BaccaratBetRequest): Promise<BaccaratBetValue> {
    const table = tableOf(session);
    const phase = phaseAt(now().getTime());
    if (phase.phase !== 'betting') throw new AppError('BETTING_CLOSED', 409);
    const hand = await handOf(table.tableCode, phase.roundNumber);
    if (hand.status !== 'open') throw new AppError('BETTING_CLOSED', 409);
    const stakeMinor = toMinor(request.amount);
    if (!validateBet(table, request.spot, stakeMinor).ok) throw limitsError(table);
    const exposure = await repository.exposureOf(hand.id, session.playerId, request.spot);
    if (exposure.bets >= BETS_PER_HAND_MAX) throw new AppError('RATE_LIMITED', 429);
    if (exposure.spotStakeMinor + stakeMinor > table.maxStakeMinor) throw limitsError(table);
    const detail: BetDetail = {
      tableCode: table.tableCode,
      roundNumber: hand.roundNumber,
      spot: request.spot,
      stake: fromMinor(stakeMinor),
    };
    const { round, balance } = await house.place({
      session,
      gameCode: table.tableCode,
      stakeMinor,
      roundId: `${table.tableCode}-${hand.roundNumber}-${randomUUID()}`,
      handId: hand.id,
      detail,
    });
    return { bet: betItem(round), balance };
  }

  /** The message a new watcher gets first: the table's current hand. Errors: GAME_NOT_FOUND 404. */
  async function snapshot(tableCode: string): Promise<BaccaratStreamMessage> {
    if (!findBaccaratTable(tableCode)) throw new AppError('GAME_NOT_FOUND', 404);
    const at = now();
    const hand = await handOf(tableCode, roundNumberAt(at.getTime()));
    return { type: 'phase', serverTime: at.toISOString(), hand: handView(hand, at) };
  }

  // The dealer (a scheduled job, one process at a time).

  async function dealClosedHands(at: Date): Promise<number> {
    let dealt = 0;
    for (const hand of await repository.handsToDeal(at, HANDS_PER_RUN_MAX)) {
      const result = dealHand(hand.serverSeed, hand.tableCode, hand.roundNumber);
      const row = await repository.dealHand(hand.id, result, at);
      if (!row) continue;
      dealt += 1;
      publish(row.tableCode, { type: 'dealt', serverTime: at.toISOString(), hand: handView(row, at) });
    }
    return dealt;
  }

  /** Pays every debited bet of a dealt hand; a credit that fails is tried again on the next run. */
  function settleBets(): Promise<number> {
    return settleLiveBets(house, repository.betsToSettle, ({ round, hand }) => {
      const result = hand.result as BaccaratResult;
      const detail = round.detail as BetDetail;
      const payoutMinor = settleBet(detail.spot, round.stakeMinor, result);
      return { payoutMinor, detail: { ...detail, ...result } };
    });
  }

  async function closeFinishedHands(at: Date): Promise<number> {
    const closed = await repository.closeFinishedHands(HANDS_PER_RUN_MAX);
    for (const hand of closed) {
      publish(hand.tableCode, {
        type: 'settled',
        serverTime: at.toISOString(),
        tableCode: hand.tableCode,
        roundNumber: hand.roundNumber,
      });
    }
    return closed.length;
  }

  async function announcePhases(at: Date): Promise<void> {
    const phase = phaseAt(at.getTime());
    const key = `${phase.roundNumber}:${phase.phase}`;
    for (const table of BACCARAT_TABLES) {
      if (announced.get(table.tableCode) === key) continue;
      const hand = await handOf(table.tableCode, phase.roundNumber);
      publish(table.tableCode, { type: 'phase', serverTime: at.toISOString(), hand: handView(hand, at) });
      announced.set(table.tableCode, key);
    }
  }

  /**
   * One dealer run: creates the coming hands, deals every hand whose betting closed, announces phase
   * changes, pays the dealt hands' bets and marks finished hands settled. Safe to run again at any
   * moment: each move is conditional on the state before it.
   */
  async function runDealer(): Promise<DealerRun> {
    const at = now();
    const current = roundNumberAt(at.getTime());
    for (const table of BACCARAT_TABLES) {
      if (!(await repository.findHand(table.tableCode, current + HANDS_AHEAD)))
        await createHands(table.tableCode, current, 1 + HANDS_AHEAD);
    }
    const dealt = await dealClosedHands(at);
    await announcePhases(at);
    const settled = await settleBets();
    const closed = await closeFinishedHands(at);
    return { dealt, settled, closed };
  }

  return { tableState, placeBet, snapshot, runDealer, tables: BACCARAT_TABLES };
}
