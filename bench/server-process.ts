// The production server as the bench measures it: `node apps/server/dist/server.js` (what `npm start`
// runs) in a process of its own, on a database the bench prepared, with the rate limit lifted and
// request logs off. The load comes from yet another process (load-worker.ts), so neither the client
// nor the bench's own bookkeeping shares the server's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** The last lines the server wrote to stderr, told when it fails to start or dies. */
const STDERR_LINES_KEPT = 20;

export type ServerOptions = {
  /** postgres://… ; unset runs on PGlite under dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  houseVendorSecret: string;
  /** More variables, e.g. REDIS_URL, RUN_JOBS. */
  env?: Record<string, string>;
  /** The port to listen on (a restart takes its predecessor's); a free one when unset. */
  port?: number;
};

export type RunningServer = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first /readyz answer (the database reached, migrations applied). */
  startupMs: number;
  stderrTail(): string;
  /** SIGTERM, then SIGKILL when it has not exited in time. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash: nothing in the process gets to run. */
  kill(): Promise<void>;
};

export class BenchSetupError extends Error {}

// Children still running when the bench exits (a hard stop, an error, Ctrl-C) are killed with it, so
// that no server is left holding a port or a database.
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.once('SIGINT', () => process.exit(130));

/** Kills `child` when the bench exits, if it is still running then. */
export function killOnExit<Child extends ChildProcess>(child: Child): Child {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A TCP port nobody listens on now (the OS picks it; it is released before the server takes it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the compiled server and waits until /readyz answers 200.
 * Throws BenchSetupError when the build is missing, the process exits, or it is not healthy in time.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new BenchSetupError(
      `the production server is not built (${SERVER_ENTRY} is missing): run \`npm run build\` first`,
    );
  }
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    REGISTRATION_RATE_PER_MINUTE: '1000000000',
    HOUSE_VENDOR_SECRET: options.houseVendorSecret,
    SEED_DEMO_DATA: 'false',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...options.env,
  };
  const startedAt = performance.now();
  const child = killOnExit(
    spawn(process.execPath, [...serverNodeArguments(), '--enable-source-maps', SERVER_ENTRY], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  const stderr: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr.push(...chunk.split('\n').filter(Boolean));
    stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES_KEPT));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stderrTail = () => stderr.join('\n');
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new BenchSetupError(
        `the server exited while starting (${child.exitCode ?? child.signalCode}):\n${stderrTail()}`,
      );
    }
    if (await healthy(baseUrl)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new BenchSetupError(
        `the server did not answer /readyz within ${START_TIMEOUT_MS / 1_000} s:\n${stderrTail()}`,
      );
    }
    await delay(100);
  }
  const startupMs = Math.round(performance.now() - startedAt);

  async function waitForExit(timeoutMs: number): Promise<boolean> {
    if (child.exitCode !== null || child.signalCode !== null) return true;
    return Promise.race([exited.then(() => true), delay(timeoutMs).then(() => false)]);
  }
  return {
    baseUrl,
    port,
    child,
    startupMs,
    stderrTail,
    async stop() {
      child.kill('SIGTERM');
      if (!(await waitForExit(STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(STOP_TIMEOUT_MS);
      }
    },
    async kill() {
      child.kill('SIGKILL');
      await waitForExit(STOP_TIMEOUT_MS);
    },
  };
}

/**
 * BENCH_SERVER_NODE_ARGS, split on spaces: Node flags for the measured server, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where its time goes (Node refuses those in
 * NODE_OPTIONS).
 */
function serverNodeArguments(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}
