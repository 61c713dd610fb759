// How a hand's changes are made and announced. Every change to a table (a member's action, a seat
// taken or left, the dealer's moves) runs under the table's advisory lock, so the steps of one change
// (read the hand, apply the engine, take the chips from the wallet, write) never interleave with
// another's, across processes too; the write is also conditional on the hand's version, so a writer
// holding an old hand changes nothing even if a lock were lost. After a write the table's channel on
// the bus carries "changed, version n" (never a card): each process then sends each of its players
// their own view.
import { pokerChannelOf } from '@playdeck/contract/poker';
import { lockKeyOf } from '../../../jobs/scheduler';
import type { Bus } from '../../../plugins/bus';
import type { DatabaseHandle } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import { recordFromJson, recordToJson, type HandRecord } from './hand-record';
import type { createPokerRepository, PokerHandRow } from './poker.repository';

/** A member's call waits this long at most for a table another change holds, then answers 429. */
const LOCK_WAIT_MS = 5_000;
const LOCK_RETRY_MS = 20;

export type LoadedHand = { row: PokerHandRow; record: HandRecord };

/** What the bus carries for a table: public facts only. */
export type PokerChangeMessage = { type: 'changed'; tableCode: string; version: number | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type HandStore = ReturnType<typeof createHandStore>;

export function createHandStore(deps: {
  repository: ReturnType<typeof createPokerRepository>;
  database: Pick<DatabaseHandle, 'withLock'>;
  bus: Bus;
  now: () => Date;
}) {
  const { repository } = deps;

  /**
   * Runs `task` holding the table's lock. A member's call waits for the lock (bounded, then
   * RATE_LIMITED 429: nothing was done); the dealer does not wait (`wait` false) and answers undefined
   * when the table is busy, to come back at its next run.
   */
  async function underTableLock<T>(
    tableCode: string,
    task: () => Promise<T>,
    wait: boolean,
  ): Promise<T | undefined> {
    const key = lockKeyOf(`poker-table:${tableCode}`);
    const attempts = wait ? Math.ceil(LOCK_WAIT_MS / LOCK_RETRY_MS) : 1;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      let result: T | undefined;
      if (await deps.database.withLock(key, async () => void (result = await task()))) return result;
      if (wait) await sleep(LOCK_RETRY_MS);
    }
    if (wait) throw new AppError('RATE_LIMITED', 429);
    return undefined;
  }

  const load = (row: PokerHandRow): LoadedHand => ({ row, record: recordFromJson(row.state) });

  async function latest(tableCode: string): Promise<LoadedHand | undefined> {
    const row = await repository.latestHand(tableCode);
    return row && load(row);
  }

  /**
   * Writes the hand's next version (ended once the engine has a result, or the hand is voided); the
   * turn clock restarts unless the write is only a note about money (`restartClock` false). Answers
   * undefined when the hand moved on meanwhile (nothing was written).
   */
  async function write(
    hand: LoadedHand,
    record: HandRecord,
    { restartClock = true }: { restartClock?: boolean } = {},
  ): Promise<LoadedHand | undefined> {
    const at = deps.now();
    const ending = hand.row.status === 'open' && (record.state.result !== null || record.voided);
    const row = await repository.updateHand(hand.row.id, hand.row.version, {
      state: recordToJson(record),
      ...(restartClock ? { turnStartedAt: at } : {}),
      ...(ending ? { status: 'ended' as const, endedAt: at } : {}),
    });
    return row && { row, record };
  }

  /** ended → settled, once every member of the hand is paid. */
  async function markSettled(hand: LoadedHand): Promise<LoadedHand | undefined> {
    const row = await repository.updateHand(hand.row.id, hand.row.version, {
      status: 'settled',
      settledAt: deps.now(),
    });
    return row && { row, record: hand.record };
  }

  function publish(tableCode: string, version: number | null): void {
    const message: PokerChangeMessage = { type: 'changed', tableCode, version };
    deps.bus.publish(pokerChannelOf(tableCode), message);
  }

  return { underTableLock, load, latest, write, markSettled, publish };
}
