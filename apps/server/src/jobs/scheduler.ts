// Scheduled work (lottery draws, live-table rounds, settlement retries) runs on a timer in every API
// process, and each run takes a PostgreSQL advisory lock first, so exactly one process does it while
// the others skip that tick (DESIGN.md "Scale-out"). A run that fails is logged and tried again at
// the next tick; runs of one job never overlap.
import type { DatabaseHandle } from '../plugins/database';

export type Job = {
  /** Unique per job: it names the advisory lock. */
  name: string;
  intervalMs: number;
  run(): Promise<void>;
};

export type Scheduler = {
  /** Runs one job once under its lock; false when another process (or run) holds the lock. */
  runOnce(job: Job): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
};

/** A stable 31-bit advisory-lock key from a job name (FNV-1a), the same in every process. */
export function lockKeyOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}

export function createScheduler(deps: {
  database: Pick<DatabaseHandle, 'withLock'>;
  jobs: readonly Job[];
  log: { error(object: unknown, message: string): void };
}): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  async function runOnce(job: Job): Promise<boolean> {
    return deps.database.withLock(lockKeyOf(`job:${job.name}`), () => job.run());
  }

  function tick(job: Job) {
    if (stopped) return;
    const run = runOnce(job)
      .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  }

  return {
    runOnce,
    start() {
      for (const job of deps.jobs) {
        const timer = setInterval(() => tick(job), job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
