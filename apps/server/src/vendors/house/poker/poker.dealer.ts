// The dealer of the hold'em tables (the scheduled job `poker-tables`, every second, under its advisory
// lock; each table also under its own lock, skipped when busy). For each table it pays the members of
// ended hands, plays the turns that are due (a bot's after its one-to-two-second pause, a member's
// checked or folded when their time runs out or they have gone), and between hands frees the seats of
// members who left or went away, keeps a comfortable table with labelled house bots while a member is
// there (bots alone never play), and deals the next hand, the button moved on and the members' blinds
// debited. Every loop is bounded.
import { randomBytes } from 'node:crypto';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { HouseService } from '../house.service';
import { serverSeedHash } from '../slots/provably-fair';
import { botAction } from './bot';
import { act, startHand, timeout, type SeatEntry } from './hand';
import { recordToJson, type HandRecord } from './hand-record';
import { seatOf } from './hand-state';
import { POKER_VENDOR_CODE, type PokerMoney } from './poker.money';
import type { HandStore, LoadedHand } from './poker.hands';
import type { createPokerRepository, PokerSeatRow } from './poker.repository';
import {
  botKey,
  botPauseMs,
  botRandom,
  botStackCents,
  comfortablePlayers,
  freeBotNames,
  GONE_SEAT_FREED_MS,
  isPresent,
  memberIdOf,
  memberKey,
  memberTurnEndsAtMs,
  NEXT_HAND_PAUSE_MS,
  nextButton,
  seatsForBots,
} from './seating';
import { buyInRangeCents, POKER_TABLES, type PokerTable } from './tables';

/** Turns one dealer run plays at one table at most (each waits for a pause, so one or two). */
const TURNS_PER_RUN_MAX = 8;
/** Ended hands paid per table and run at most (more wait for the next run). */
const HANDS_PAID_PER_RUN_MAX = 5;
const SERVER_SEED_BYTES = 32;

export type DealerRun = { started: number; turns: number; settled: number; busy: number };

export type PokerDealer = ReturnType<typeof createPokerDealer>;

export function createPokerDealer(deps: {
  repository: ReturnType<typeof createPokerRepository>;
  store: HandStore;
  money: PokerMoney;
  house: Pick<HouseService, 'balanceOf'>;
  now: () => Date;
  log?: { warn(object: unknown, message: string): void };
}) {
  const { repository, store, money } = deps;

  /** Pays an ended hand's members and, once all are paid, marks it settled and announces it. */
  async function payAndClose(hand: LoadedHand): Promise<boolean> {
    if (hand.row.status !== 'ended') return false;
    if (!(await money.payHand(hand, hand.row.serverSeed))) return false;
    const settled = await store.markSettled(hand);
    if (settled) store.publish(hand.row.tableCode, settled.row.version);
    return settled !== undefined;
  }

  /** One dealer run over every table; a table another change holds is left for the next run. */
  async function runDealer(): Promise<DealerRun> {
    const run: DealerRun = { started: 0, turns: 0, settled: 0, busy: 0 };
    for (const table of POKER_TABLES) {
      const done = await store.underTableLock(table.tableCode, () => runTable(table, run), false);
      if (done === undefined) run.busy += 1;
    }
    return run;
  }

  async function runTable(table: PokerTable, run: DealerRun): Promise<true> {
    for (const row of await repository.endedHands(table.tableCode, HANDS_PAID_PER_RUN_MAX)) {
      if (await payAndClose(store.load(row))) run.settled += 1;
    }
    const latest = await store.latest(table.tableCode);
    if (latest?.row.status === 'open') {
      run.turns += await playDueTurns(table, latest, run);
      return true;
    }
    const endedAtMs = latest?.row.endedAt?.getTime() ?? 0;
    if (deps.now().getTime() >= endedAtMs + NEXT_HAND_PAUSE_MS && (await dealNextHand(table, latest)))
      run.started += 1;
    return true;
  }

  /** Plays the bots' and absent members' turns whose time has come, one after another. */
  async function playDueTurns(table: PokerTable, opened: LoadedHand, run: DealerRun): Promise<number> {
    let hand = opened;
    let turns = 0;
    const seats = await repository.seatsOf(table.tableCode);
    for (; turns < TURNS_PER_RUN_MAX; turns += 1) {
      const next = dueTurn(table, hand, seats);
      if (next === null) break;
      const written = await store.write(hand, { ...hand.record, state: next });
      if (!written) break;
      hand = written;
      store.publish(table.tableCode, hand.row.version);
      if (hand.row.status === 'ended') {
        if (await payAndClose(hand)) run.settled += 1;
        break;
      }
    }
    return turns;
  }

  /** The hand after the turn the dealer plays now, or null when no turn is due yet. */
  function dueTurn(table: PokerTable, hand: LoadedHand, seats: readonly PokerSeatRow[]) {
    const { state } = hand.record;
    if (state.toActSeat === null) return null;
    const seat = seatOf(state, state.toActSeat);
    const nowMs = deps.now().getTime();
    const startedMs = hand.row.turnStartedAt.getTime();
    if (seat.isBot) {
      const random = botRandom(hand.row.serverSeed, hand.row.clientSeed, state.events.length);
      if (nowMs < startedMs + botPauseMs(random)) return null;
      return act(state, seat.seat, botAction(state, seat.seat, random));
    }
    const playerId = memberIdOf(seat.playerId);
    const present = isPresent(
      seats.find((row) => row.playerId === playerId),
      nowMs,
    );
    if (nowMs < memberTurnEndsAtMs(startedMs, table.actionSeconds, present)) return null;
    return timeout(state);
  }

  /**
   * Between hands: frees seats, keeps the bots right and deals the next hand when at least two can
   * play and one of them is a member at the table. Answers whether a hand was dealt.
   */
  async function dealNextHand(table: PokerTable, latest: LoadedHand | undefined): Promise<boolean> {
    const nowMs = deps.now().getTime();
    const seats = await repository.seatsOf(table.tableCode);
    const members = seats.filter((row) => row.playerId !== null);
    const leaving = members.filter(
      (row) => row.sittingOut || row.lastSeenAt.getTime() < nowMs - GONE_SEAT_FREED_MS,
    );
    const bots = seats.filter((row) => row.playerId === null);
    const present = members.filter((row) => isPresent(row, nowMs));
    const entries = await memberEntries(table, present);
    // No member to play with: the bots leave too (they never play alone).
    const freed = entries.length === 0 ? [...leaving, ...bots] : leaving;
    await repository.deleteSeats(freed.map((row) => row.id));
    if (freed.length > 0) store.publish(table.tableCode, latest?.row.version ?? null);
    if (entries.length === 0) return false;
    const remaining = seats.filter((row) => !freed.includes(row));
    const botRows = await fitBots(table, remaining, entries.length);
    const players: SeatEntry[] = [
      ...entries,
      ...botRows.map((row) => ({
        seat: row.seat,
        playerId: botKey(row.botName!),
        stackCents: row.stackTargetMinor,
        isBot: true,
      })),
    ];
    if (players.length < 2) return false;
    return startHandWith(table, latest, players);
  }

  /**
   * The members who play the next hand, each with min(chosen stack, balance), which must be within the
   * buy-in range (or they sit the hand out); a member whose balance cannot be read sits it out too.
   */
  async function memberEntries(table: PokerTable, present: readonly PokerSeatRow[]): Promise<SeatEntry[]> {
    const { minCents } = buyInRangeCents(table);
    const entries: SeatEntry[] = [];
    for (const row of present) {
      const playerId = row.playerId!;
      let balanceMinor: bigint;
      try {
        balanceMinor = toMinor(await deps.house.balanceOf({ playerId, vendorCode: POKER_VENDOR_CODE }));
      } catch (error) {
        deps.log?.warn({ err: error, playerId }, 'poker: balance unknown, member sits the hand out');
        continue;
      }
      const stackCents = row.stackTargetMinor < balanceMinor ? row.stackTargetMinor : balanceMinor;
      if (stackCents >= minCents)
        entries.push({ seat: row.seat, playerId: memberKey(playerId), stackCents, isBot: false });
    }
    return entries;
  }

  /** Adds bots up to a comfortable table, or lets the ones no longer needed go; answers the bots that stay. */
  async function fitBots(
    table: PokerTable,
    seats: readonly PokerSeatRow[],
    memberCount: number,
  ): Promise<PokerSeatRow[]> {
    const bots = seats.filter((row) => row.playerId === null);
    const wanted = Math.max(0, comfortablePlayers(table) - memberCount);
    if (bots.length > wanted) {
      await repository.deleteSeats(bots.slice(wanted).map((row) => row.id));
      return bots.slice(0, wanted);
    }
    const names = freeBotNames(bots.map((row) => row.botName!));
    const places = seatsForBots(
      table.seatCount,
      seats.map((row) => row.seat),
      Math.min(wanted - bots.length, names.length),
    );
    const added: PokerSeatRow[] = [];
    const at = deps.now();
    for (const [index, seat] of places.entries()) {
      added.push(
        await repository.insertSeat({
          tableCode: table.tableCode,
          seat,
          playerId: null,
          botName: names[index]!,
          stackTargetMinor: botStackCents(table, bots.length + index),
          joinedAt: at,
          lastSeenAt: at,
        }),
      );
    }
    return [...bots, ...added];
  }

  /** Deals the hand, writes it, then debits the members' blinds; a refused blind voids the hand. */
  async function startHandWith(
    table: PokerTable,
    latest: LoadedHand | undefined,
    players: readonly SeatEntry[],
  ): Promise<boolean> {
    const at = deps.now();
    const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
    const state = startHand({
      table,
      handNumber: (latest?.row.handNumber ?? 0) + 1,
      seats: players,
      buttonSeat: nextButton(
        players.map((player) => player.seat),
        latest?.row.buttonSeat ?? null,
      ),
      serverSeed,
    });
    const record: HandRecord = { state, uncertainDebits: [], voided: false };
    const row = await repository.insertHand({
      tableCode: table.tableCode,
      handNumber: state.handNumber,
      buttonSeat: state.buttonSeat,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: state.clientSeed,
      state: recordToJson(record),
      status: 'open',
      startedAt: at,
      turnStartedAt: at,
    });
    if (!row) return false;
    let hand = store.load(row);
    for (const seat of state.seats.filter((entry) => !entry.isBot && entry.committedCents > 0n)) {
      const taken = await money.takeChips(hand, {
        playerId: memberIdOf(seat.playerId)!,
        seat: seat.seat,
        amountCents: seat.committedCents,
        step: 0,
      });
      if (taken.ok) continue;
      deps.log?.warn(
        { tableCode: table.tableCode, handNumber: state.handNumber, code: taken.error.code },
        `poker: blind of ${fromMinor(seat.committedCents)} not taken, hand voided`,
      );
      hand = (await store.write(hand, { ...hand.record, voided: true })) ?? hand;
      await payAndClose(hand);
      break;
    }
    store.publish(table.tableCode, hand.row.version);
    return true;
  }

  return { runDealer, payAndClose };
}
