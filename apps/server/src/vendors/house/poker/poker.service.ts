// The hold'em card rooms as a game server (README.md "The game server"): members sit at a table with
// the stack they bring to each hand, act in turn with the game session's token and watch the table
// over a WebSocket that sends each of them their own view; the dealer (poker.dealer.ts) deals, plays
// the house bots and the absent players' turns, and pays the hands; every chip a member puts in is a
// debit of their round taken before the engine applies it (poker.money.ts). Every change to a table
// runs under the table's lock and writes the hand conditionally on its version (poker.hands.ts).
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { PvpRoom } from '@playdeck/contract/lobby';
import type {
  PokerActRequest,
  PokerActionRequest,
  PokerSitRequest,
  PokerTableValue,
} from '@playdeck/contract/poker';
import type { Bus } from '../../../plugins/bus';
import {
  isUniqueViolation,
  type DatabaseHandle,
  type DatabaseOrTransaction,
} from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import { isDemoPlayer } from '../demo-wallet';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { seedsOfGame } from '../live-table';
import { legalActions } from './betting';
import { act as engineAct } from './hand';
import { PokerError, seatOf, type HandState, type PokerAction } from './hand-state';
import { createPokerDealer } from './poker.dealer';
import { createHandStore, type LoadedHand } from './poker.hands';
import {
  createPokerMoney,
  deckTopOf,
  HAND_NONCE,
  POKER_VENDOR_CODE,
  withUncertainDebit,
} from './poker.money';
import { createPokerRepository, type PokerSeatRow } from './poker.repository';
import { createPokerWatchers, type Viewer } from './poker.stream';
import { isPresent, memberKey, memberName, memberTurnEndsAtMs } from './seating';
import { buyInRangeCents, findPokerTable, POKER_TABLES, type PokerTable } from './tables';
import { handViewOf, tableInfo } from './views';

export { POKER_VENDOR_CODE } from './poker.money';

/** A table as the room list publishes it (the lobby's PVP room feed). */
export type PublishedPvpRoom = Omit<PvpRoom, 'gameId' | 'gameName' | 'iconUrl'>;

/** What one read of a table holds: enough to build any viewer's table. */
export type TableSnapshot = {
  table: PokerTable;
  at: Date;
  seats: PokerSeatRow[];
  hand: LoadedHand | undefined;
  rounds: HouseRoundRow[];
};

/** The house core's view of the card rooms: their games, the verifier, and each round's hand seeds. */
export function pokerModule(db: DatabaseOrTransaction): HouseGameModule {
  const repository = createPokerRepository(db);
  return {
    kind: 'poker',
    hasGame: (vendorCode, gameCode) =>
      vendorCode === POKER_VENDOR_CODE && findPokerTable(gameCode) !== undefined,
    // The seeds alone do not say who sat where, so the verifier answers the shuffled deck's top cards;
    // a round's record holds the same cards and the deal order that dealt them (deal.ts).
    verify: (gameCode, serverSeed, clientSeed, nonce) =>
      findPokerTable(gameCode) ? { deck: deckTopOf(serverSeed, clientSeed, nonce) } : undefined,
    // Cash tables are played for real; the practice table only in play money.
    freePlay: (gameCode) => findPokerTable(gameCode)?.playMoney === true,
    playMoneyOnly: (gameCode) => findPokerTable(gameCode)?.playMoney === true,
    async seedsOfRound(round) {
      const hand = round.pokerHandId === null ? undefined : await repository.findHandById(round.pokerHandId);
      return hand && seedsOfGame(hand, HAND_NONCE);
    },
  };
}

export type PokerService = ReturnType<typeof createPokerService>;

export function createPokerService(deps: {
  db: DatabaseOrTransaction;
  database: Pick<DatabaseHandle, 'withLock'>;
  house: HouseService;
  bus: Bus;
  /** The clock; tests move it instead of waiting for turns and hands. */
  now?: () => Date;
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}) {
  const now = deps.now ?? (() => new Date());
  const repository = createPokerRepository(deps.db);
  const store = createHandStore({ repository, database: deps.database, bus: deps.bus, now });
  const money = createPokerMoney({ house: deps.house, repository, log: deps.log });
  const dealer = createPokerDealer({ repository, store, money, house: deps.house, now, log: deps.log });
  const watchers = createPokerWatchers<TableSnapshot>({
    bus: deps.bus,
    snapshotOf,
    valueFor,
    touch: async (tableCode, playerId) => void (await repository.touchSeat(tableCode, playerId, now())),
    log: deps.log,
  });

  /**
   * The session's table. Errors: GAME_NOT_FOUND 404, REAL_ACCOUNT_REQUIRED 403 (free play at a cash
   * table), FORBIDDEN 403 (real money at the practice table; its launches are always in play money).
   */
  function tableOf(session: Pick<HouseSessionRow, 'vendorCode' | 'gameCode' | 'playerId'>): PokerTable {
    const table = session.vendorCode === POKER_VENDOR_CODE ? findPokerTable(session.gameCode) : undefined;
    if (!table) throw new AppError('GAME_NOT_FOUND', 404);
    // Members play each other for real at a cash table; the practice table is play money only.
    const demo = isDemoPlayer(session.playerId);
    if (demo && !table.playMoney) throw new AppError('REAL_ACCOUNT_REQUIRED', 403);
    if (!demo && table.playMoney) throw new AppError('FORBIDDEN', 403);
    return table;
  }

  async function snapshotOf(tableCode: string): Promise<TableSnapshot> {
    const table = findPokerTable(tableCode);
    if (!table) throw new AppError('GAME_NOT_FOUND', 404);
    const [seats, hand] = await Promise.all([repository.seatsOf(tableCode), store.latest(tableCode)]);
    const rounds = hand ? await repository.roundsOfHand(hand.row.id) : [];
    return { table, at: now(), seats, hand, rounds };
  }

  /** The table as one player (null: a spectator) may see it. */
  function valueFor(snapshot: TableSnapshot, playerId: number | null): PokerTableValue {
    const { table, at, seats, hand } = snapshot;
    const mine = seats.find((row) => row.playerId !== null && row.playerId === playerId);
    return {
      table: tableInfo(table),
      serverTime: at.toISOString(),
      mySeat: mine?.seat ?? null,
      seats: seats.map((row) => ({
        seat: row.seat,
        name: row.playerId === null ? row.botName! : memberName(row.playerId),
        isBot: row.playerId === null,
        isYou: row === mine,
        stack: fromMinor(row.stackTargetMinor),
        sittingOut: row.sittingOut,
        connected: row.playerId === null || isPresent({ ...row, sittingOut: false }, at.getTime()),
      })),
      hand: hand ? handValue(snapshot, hand, playerId) : null,
    };
  }

  function handValue(snapshot: TableSnapshot, hand: LoadedHand, playerId: number | null) {
    const { state } = hand.record;
    const viewer =
      playerId === null ? undefined : state.seats.find((seat) => seat.playerId === memberKey(playerId));
    const myRound = snapshot.rounds.filter((round) => round.playerId === playerId).at(-1);
    return handViewOf(
      hand.record,
      {
        status: hand.row.status as 'open' | 'ended' | 'settled',
        serverSeed: hand.row.serverSeed,
        serverSeedHash: hand.row.serverSeedHash,
        turnStartedAt: hand.row.turnStartedAt,
        turnEndsAt: turnEndsAt(snapshot, hand, state),
      },
      viewer?.seat ?? null,
      myRound?.roundId ?? null,
    );
  }

  /** When the dealer acts for the member to act (null on a bot's turn: it acts when it has thought). */
  function turnEndsAt(snapshot: TableSnapshot, hand: LoadedHand, state: HandState): Date | null {
    if (state.toActSeat === null) return null;
    const seat = seatOf(state, state.toActSeat);
    if (seat.isBot) return null;
    const row = snapshot.seats.find((candidate) => candidate.seat === seat.seat);
    const present = isPresent(row, snapshot.at.getTime());
    const startedMs = hand.row.turnStartedAt.getTime();
    return new Date(memberTurnEndsAtMs(startedMs, snapshot.table.actionSeconds, present));
  }

  async function tableValueOf(table: PokerTable, playerId: number): Promise<PokerTableValue> {
    return valueFor(await snapshotOf(table.tableCode), playerId);
  }

  /** The session's table as its player sees it; being asked marks them seen. */
  async function tableState(session: HouseSessionRow): Promise<PokerTableValue> {
    const table = tableOf(session);
    await repository.touchSeat(table.tableCode, session.playerId, now());
    return tableValueOf(table, session.playerId);
  }

  /**
   * Takes a seat (any free one when none is named) with the stack brought to each hand; a member
   * already seated changes their stack and comes back from sitting out. A house bot gives its seat up
   * between its hands. Errors: GAME_NOT_FOUND 404, REAL_ACCOUNT_REQUIRED 403, VALIDATION_FAILED 400 (a
   * seat the table does not have), AMOUNT_OUT_OF_RANGE 400 (a stack outside the buy-in range),
   * INSUFFICIENT_FUNDS 409 (a stack above the balance), SEAT_TAKEN 409, TABLE_FULL 409, RATE_LIMITED
   * 429 (the table stayed busy), WALLET_UNAVAILABLE 503.
   */
  async function sit(session: HouseSessionRow, request: PokerSitRequest): Promise<PokerTableValue> {
    const table = tableOf(session);
    if (request.seat !== undefined && request.seat > table.seatCount)
      throw new AppError('VALIDATION_FAILED', 400, {
        fields: { seat: { key: 'validation.tooBig', params: { max: table.seatCount } } },
      });
    const stackMinor = toMinor(request.stack);
    const { minCents, maxCents } = buyInRangeCents(table);
    if (stackMinor < minCents || stackMinor > maxCents) {
      const params = { min: fromMinor(minCents), max: fromMinor(maxCents) };
      throw new AppError('AMOUNT_OUT_OF_RANGE', 400, {
        fields: { stack: { key: 'error.AMOUNT_OUT_OF_LIMITS', params } },
      });
    }
    const balance = await deps.house.balanceOf(session);
    if (toMinor(balance) < stackMinor) throw new AppError('INSUFFICIENT_FUNDS', 409, { value: { balance } });
    await store.underTableLock(
      table.tableCode,
      () => takeSeat(table, session.playerId, request.seat, stackMinor),
      true,
    );
    return tableValueOf(table, session.playerId);
  }

  async function takeSeat(
    table: PokerTable,
    playerId: number,
    wanted: number | undefined,
    stackMinor: bigint,
  ): Promise<void> {
    const at = now();
    const existing = await repository.seatOfPlayer(table.tableCode, playerId);
    if (existing) {
      if (wanted !== undefined && wanted !== existing.seat) throw new AppError('SEAT_TAKEN', 409);
      await repository.updateSeat(existing.id, {
        stackTargetMinor: stackMinor,
        sittingOut: false,
        lastSeenAt: at,
      });
      store.publish(table.tableCode, null);
      return;
    }
    const seats = await repository.seatsOf(table.tableCode);
    const hand = await store.latest(table.tableCode);
    const inOpenHand = new Set(
      hand?.row.status === 'open' ? hand.record.state.seats.map((seat) => seat.seat) : [],
    );
    // A bot's seat is free to take while the bot is not in a hand being played.
    const yielding = (row: PokerSeatRow) => row.playerId === null && !inOpenHand.has(row.seat);
    const occupantOf = (seat: number) => seats.find((row) => row.seat === seat);
    const candidates = Array.from({ length: table.seatCount }, (_, index) => index + 1).filter((seat) => {
      const occupant = occupantOf(seat);
      return !occupant || yielding(occupant);
    });
    if (candidates.length === 0) throw new AppError('TABLE_FULL', 409);
    const seat = wanted ?? candidates.find((candidate) => !occupantOf(candidate)) ?? candidates[0]!;
    if (!candidates.includes(seat)) throw new AppError('SEAT_TAKEN', 409);
    const bot = occupantOf(seat);
    if (bot) await repository.deleteSeats([bot.id]);
    try {
      await repository.insertSeat({
        tableCode: table.tableCode,
        seat,
        playerId,
        stackTargetMinor: stackMinor,
        joinedAt: at,
        lastSeenAt: at,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SEAT_TAKEN', 409);
      throw error;
    }
    store.publish(table.tableCode, null);
  }

  /**
   * Leaves the table: a member in the hand being played folds now if it is their turn (and has every
   * later turn of the hand checked or folded at once) and loses the seat once the hand is over; out of
   * a hand the seat is free at once. Chips already in the pot stay there; winnings are still paid.
   * Errors: GAME_NOT_FOUND 404, REAL_ACCOUNT_REQUIRED 403, NOT_SEATED 409, RATE_LIMITED 429.
   */
  async function leave(session: HouseSessionRow): Promise<PokerTableValue> {
    const table = tableOf(session);
    await store.underTableLock(
      table.tableCode,
      async () => {
        const seat = await repository.seatOfPlayer(table.tableCode, session.playerId);
        if (!seat) throw new AppError('NOT_SEATED', 409);
        const hand = await store.latest(table.tableCode);
        const inHand =
          hand?.row.status === 'open'
            ? hand.record.state.seats.find((entry) => entry.playerId === memberKey(session.playerId))
            : undefined;
        if (!hand || !inHand || inHand.status === 'folded') {
          await repository.deleteSeats([seat.id]);
        } else {
          await repository.updateSeat(seat.id, { sittingOut: true });
          if (hand.record.state.toActSeat === inHand.seat)
            await applyMove(hand, inHand.seat, { type: 'fold' });
        }
        store.publish(table.tableCode, null);
      },
      true,
    );
    return tableValueOf(table, session.playerId);
  }

  /**
   * The member's action in the hand being played: its chips are taken from their wallet first (a
   * refused debit refuses the action and changes nothing), then the hand moves on. Errors:
   * GAME_NOT_FOUND 404, REAL_ACCOUNT_REQUIRED 403, NOT_SEATED 409 (no seat, or not dealt in),
   * HAND_NOT_FOUND 404 (no hand with that number being played), NOT_YOUR_TURN 409, ACTION_INVALID 409,
   * AMOUNT_OUT_OF_RANGE 400 (a bet or raise outside what the player may put in: the field says the
   * range), INSUFFICIENT_FUNDS 409, ROUND_CLOSED 409, RATE_LIMITED 429, WALLET_UNAVAILABLE 503.
   */
  async function actIn(session: HouseSessionRow, request: PokerActRequest): Promise<PokerTableValue> {
    const table = tableOf(session);
    await store.underTableLock(
      table.tableCode,
      async () => {
        const seat = await repository.seatOfPlayer(table.tableCode, session.playerId);
        if (!seat) throw new AppError('NOT_SEATED', 409);
        await repository.updateSeat(seat.id, { lastSeenAt: now() });
        const hand = await store.latest(table.tableCode);
        if (!hand || hand.row.status !== 'open' || hand.row.handNumber !== request.handNumber)
          throw new AppError('HAND_NOT_FOUND', 404);
        const mine = hand.record.state.seats.find((entry) => entry.playerId === memberKey(session.playerId));
        if (!mine) throw new AppError('NOT_SEATED', 409);
        await applyMove(hand, mine.seat, engineActionOf(request.action), session.playerId);
      },
      true,
    );
    return tableValueOf(table, session.playerId);
  }

  /**
   * Applies a seat's move to the hand (under the table's lock): the engine first (its refusal changes
   * nothing), then the member's chips (a refused debit changes nothing), then the conditional write.
   */
  async function applyMove(
    hand: LoadedHand,
    seatNumber: number,
    action: PokerAction,
    playerId?: number,
  ): Promise<void> {
    const { state } = hand.record;
    const next = engineMove(state, seatNumber, action);
    const amountCents = seatOf(next, seatNumber).committedCents - seatOf(state, seatNumber).committedCents;
    if (amountCents > 0n && playerId !== undefined) {
      const taken = await money.takeChips(hand, {
        playerId,
        seat: seatNumber,
        amountCents,
        step: hand.row.version + 1,
      });
      if (!taken.ok) {
        if (taken.uncertain)
          await store.write(hand, withUncertainDebit(hand.record, taken.uncertain), { restartClock: false });
        throw taken.error;
      }
    }
    const written = await store.write(hand, { ...hand.record, state: next });
    if (!written) {
      // Only a lost table lock gets here; a debit already taken is given back when the hand is paid
      // (the round's stake then exceeds what the hand counted).
      deps.log?.error({ tableCode: hand.row.tableCode, handNumber: hand.row.handNumber }, 'poker write lost');
      throw new AppError('NOT_YOUR_TURN', 409);
    }
    store.publish(hand.row.tableCode, written.row.version);
    await dealer.payAndClose(written);
  }

  /** The engine's move, its refusals as the player's errors. */
  function engineMove(state: HandState, seatNumber: number, action: PokerAction): HandState {
    try {
      return engineAct(state, seatNumber, action);
    } catch (error) {
      if (!(error instanceof PokerError)) throw error;
      if (error.code === 'AMOUNT_OUT_OF_RANGE') throw amountError(state, action);
      if (error.code === 'NOT_YOUR_TURN') throw new AppError('NOT_YOUR_TURN', 409);
      if (error.code === 'ACTION_INVALID') throw new AppError('ACTION_INVALID', 409);
      throw error;
    }
  }

  function amountError(state: HandState, action: PokerAction): AppError {
    const legal = legalActions(state);
    const range = action.type === 'bet' ? legal?.bet : legal?.raise;
    const min = range?.minTotalCents ?? legal?.allIn?.totalCents ?? 0n;
    const max = legal?.allIn?.totalCents ?? range?.maxTotalCents ?? 0n;
    const params = { min: fromMinor(min < max ? min : max), max: fromMinor(max) };
    return new AppError('AMOUNT_OUT_OF_RANGE', 400, {
      fields: { 'action.total': { key: 'error.AMOUNT_OUT_OF_LIMITS', params } },
    });
  }

  /**
   * Watches a table over a socket: `send` gets the table now and after every change, as `playerId`
   * sees it (null: a spectator). Answers the function that stops, or undefined for an unknown or
   * crowded table.
   */
  function watch(tableCode: string, playerId: number | null, send: Viewer['send']) {
    if (!findPokerTable(tableCode)) return undefined;
    return watchers.watch(tableCode, { playerId, send });
  }

  /** The tables as the room list shows them: stakes, seats, who sits (bots labelled), a hand in play. */
  async function rooms(): Promise<PublishedPvpRoom[]> {
    const [seats, latest] = await Promise.all([repository.allSeats(), repository.latestHands()]);
    return POKER_TABLES.map((table) => {
      const info = tableInfo(table);
      const occupants = seats.filter((row) => row.tableCode === table.tableCode);
      return {
        vendorCode: POKER_VENDOR_CODE,
        gameCode: table.tableCode,
        variant: 'HOLDEM',
        playMoney: table.playMoney === true,
        smallBlind: info.smallBlind,
        bigBlind: info.bigBlind,
        buyInMin: info.buyInMin,
        buyInMax: info.buyInMax,
        seatCount: table.seatCount,
        membersSeated: occupants.filter((row) => row.playerId !== null).length,
        botsSeated: occupants.filter((row) => row.playerId === null).length,
        seats: Array.from({ length: table.seatCount }, (_, index) => {
          const row = occupants.find((candidate) => candidate.seat === index + 1);
          if (!row) return { seat: index + 1, occupant: 'EMPTY' as const, name: null };
          return row.playerId === null
            ? { seat: row.seat, occupant: 'BOT' as const, name: row.botName }
            : { seat: row.seat, occupant: 'MEMBER' as const, name: memberName(row.playerId) };
        }),
        handInPlay: latest.some((hand) => hand.tableCode === table.tableCode && hand.status === 'open'),
      };
    });
  }

  return {
    tableState,
    sit,
    leave,
    act: actIn,
    watch,
    rooms,
    runDealer: dealer.runDealer,
    tables: POKER_TABLES,
  };
}

/** The contract's action as the engine takes it (a bet's or raise's total in cents). */
function engineActionOf(action: PokerActionRequest): PokerAction {
  if (action.type === 'bet' || action.type === 'raise')
    return { type: action.type, totalCents: toMinor(action.total) };
  return { type: action.type };
}
