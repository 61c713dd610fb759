// The tables' live views on this process: each WebSocket watching a table is a viewer (a seated member,
// or a spectator). When the bus says a table changed, the process reads the table once and sends each
// of its viewers the table as that viewer may see it: a member's own cards and nobody else's. A
// member's open socket is also their presence at the table: it marks them seen every few seconds, so
// the dealer knows who has gone.
import type { PokerStreamMessage, PokerTableValue } from '@playdeck/contract/poker';
import { pokerChannelOf } from '@playdeck/contract/poker';
import type { Bus } from '../../../plugins/bus';

/** A seated viewer's socket marks them seen this often (well inside CONNECTED_MS). */
export const HEARTBEAT_MS = 5_000;
/** Reads of one table queued behind the one running: changes that arrive meanwhile share one read. */
const REFRESHES_CHAINED_MAX = 3;
/** Viewers of one table on one process at most; more are refused. */
const VIEWERS_PER_TABLE_MAX = 2_000;

export type Viewer = { playerId: number | null; send(message: PokerStreamMessage): void };

type Watched = {
  viewers: Set<Viewer>;
  stopListening: () => void;
  running: boolean;
  again: boolean;
};

export function createPokerWatchers<Snapshot>(deps: {
  bus: Bus;
  snapshotOf(tableCode: string): Promise<Snapshot>;
  valueFor(snapshot: Snapshot, playerId: number | null): PokerTableValue;
  /** Marks a member seen at a table. */
  touch(tableCode: string, playerId: number): Promise<void>;
  log?: { warn(object: unknown, message: string): void };
}) {
  const tables = new Map<string, Watched>();

  async function refresh(tableCode: string): Promise<void> {
    const watched = tables.get(tableCode);
    if (!watched) return;
    if (watched.running) {
      watched.again = true;
      return;
    }
    watched.running = true;
    try {
      for (let round = 0; round < REFRESHES_CHAINED_MAX; round += 1) {
        watched.again = false;
        const snapshot = await deps.snapshotOf(tableCode);
        for (const viewer of watched.viewers)
          viewer.send({ type: 'table', value: deps.valueFor(snapshot, viewer.playerId) });
        if (!watched.again) break;
      }
    } catch (error) {
      deps.log?.warn({ err: error, tableCode }, 'poker stream refresh failed');
    } finally {
      watched.running = false;
    }
  }

  /**
   * Starts sending a viewer the table: now, and after every change. Answers the function that stops
   * (call it when the socket closes), or undefined when the table has too many viewers here.
   */
  function watch(tableCode: string, viewer: Viewer): (() => void) | undefined {
    let watched = tables.get(tableCode);
    if (!watched) {
      const stopListening = deps.bus.subscribe(pokerChannelOf(tableCode), () => void refresh(tableCode));
      watched = { viewers: new Set(), stopListening, running: false, again: false };
      tables.set(tableCode, watched);
    }
    if (watched.viewers.size >= VIEWERS_PER_TABLE_MAX) return undefined;
    watched.viewers.add(viewer);
    const heartbeat = viewer.playerId === null ? undefined : startHeartbeat(tableCode, viewer.playerId);
    deps
      .snapshotOf(tableCode)
      .then((snapshot) => viewer.send({ type: 'table', value: deps.valueFor(snapshot, viewer.playerId) }))
      .catch((error: unknown) => deps.log?.warn({ err: error, tableCode }, 'poker stream snapshot failed'));
    return () => {
      if (heartbeat) clearInterval(heartbeat);
      const current = tables.get(tableCode);
      if (!current) return;
      current.viewers.delete(viewer);
      if (current.viewers.size === 0) {
        current.stopListening();
        tables.delete(tableCode);
      }
    };
  }

  function startHeartbeat(tableCode: string, playerId: number): NodeJS.Timeout {
    const beat = () =>
      void deps.touch(tableCode, playerId).catch((error: unknown) => {
        deps.log?.warn({ err: error, tableCode }, 'poker heartbeat failed');
      });
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    timer.unref();
    return timer;
  }

  return { watch };
}
