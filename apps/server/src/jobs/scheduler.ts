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
  /**
   * Starts no new run and waits for the running ones to finish, at most `timeoutMs` (a shutdown
   * waits for a draw or a settlement in flight rather than cut it; each run is its own transactions,
   * so one cut by the timeout is rolled back and done again by the next process's tick).
   */
  stop(timeoutMs?: number): Promise<void>;
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
  log: {
    error(object: unknown, message: string): void;
    info(object: unknown, message: string): void;
    warn(object: unknown, message: string): void;
  };
}): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  /** The runs in flight and their jobs' names. */
  const running = new Map<Promise<unknown>, string>();
  let stopped = false;

  async function runOnce(job: Job): Promise<boolean> {
    return deps.database.withLock(lockKeyOf(`job:${job.name}`), () => job.run());
  }

  function tick(job: Job) {
    if (stopped) return;
    const run = runOnce(job)
      .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => running.delete(run));
    running.set(run, job.name);
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
    async stop(timeoutMs = Number.POSITIVE_INFINITY) {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      if (running.size === 0) return;
      const jobs = [...running.values()];
      deps.log.info({ jobs, timeoutMs }, `waiting for ${jobs.length} scheduled job(s) to finish`);
      let timer: NodeJS.Timeout | undefined;
      const finished = Promise.allSettled([...running.keys()]).then(() => true);
      const timedOut = Number.isFinite(timeoutMs)
        ? new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
        : new Promise<false>(() => undefined);
      const done = await Promise.race([finished, timedOut]);
      clearTimeout(timer);
      if (done) deps.log.info({ jobs }, 'scheduled jobs finished');
      else deps.log.warn({ jobs: [...running.values()] }, 'scheduled jobs still running after the timeout');
    },
  };
}
