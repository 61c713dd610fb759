// Liveness and readiness (docs/deploy.md "Health checks"). /healthz says the process is alive and
// never asks a dependency, so that an orchestrator does not restart a healthy process while the
// database is away; /readyz says whether it should be sent traffic: the database answers a cheap
// query within a second, Redis (when configured) answers PING, and the process is not shutting down.
// A dependency that is out of reach makes the API answer 503 SERVICE_UNAVAILABLE in the error
// envelope (plugins/errors.ts), never a 500; each change of a dependency's state is logged once.
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { ErrorEnvelope } from '@playdeck/contract/envelope';
import { formatMessage, pickMessageLanguage } from '@playdeck/contract/messages';
import type { Database } from './database';

export type DependencyState = 'up' | 'down' | 'not-configured';

export type ReadinessReport = {
  ready: boolean;
  shuttingDown: boolean;
  database: DependencyState;
  redis: DependencyState;
};

export type Readiness = {
  /** Asks every dependency now (each within CHECK_TIMEOUT_MS) and logs a change of state. */
  check(): Promise<ReadinessReport>;
  /** From now on the process is not ready: a load balancer or orchestrator stops routing to it. */
  startShutdown(): void;
  readonly shuttingDown: boolean;
  /** Checks every `intervalMs` in the background (so that an outage is logged with nobody asking). */
  monitor(intervalMs: number): void;
  stop(): void;
};

type Log = { info(object: unknown, message: string): void; warn(object: unknown, message: string): void };

/** How long a dependency has to answer its check before it counts as down. */
export const CHECK_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The first line of an error's message, with its code: what an operator needs in one log line. */
export function describeError(error: unknown): string {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && message && !message.startsWith('Failed query')) {
      const line = message.split('\n')[0]!;
      return typeof code === 'string' && !line.includes(code) ? `${code} ${line}` : line;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return String(error);
}

/** host:port of a PostgreSQL or Redis URL, never its password. */
export function addressOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || defaultPort}`;
  } catch {
    return '(unparsable URL)';
  }
}

// Node's socket errors, and PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now,
// too_many_connections (class 08, connection exception, is matched by its prefix).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// What node-postgres and ioredis say when they have no connection to give.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is closed',
  "Stream isn't writeable",
  'did not answer within',
];

/**
 * Whether an error means a dependency (PostgreSQL, Redis) is out of reach rather than a fault of the
 * request or the code, also when the driver's error is wrapped (Drizzle): such a request is answered
 * 503, and may be retried.
 */
export function isUnavailableError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    if (error instanceof AggregateError && error.errors.some((inner) => isUnavailableError(inner)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export function createReadiness(deps: {
  db: Database;
  redis?: Redis;
  log: Log;
  /** Where the database is, for the log lines (host:port). */
  databaseAddress?: string;
}): Readiness {
  let shuttingDown = false;
  let timer: NodeJS.Timeout | undefined;
  const last: Record<'database' | 'redis', DependencyState | undefined> = {
    database: undefined,
    redis: undefined,
  };
  const redisAddress = deps.redis ? `${deps.redis.options.host}:${deps.redis.options.port}` : undefined;
  // ioredis reports every failed reconnection as an 'error' event (printed as unhandled without a
  // listener): the checks below log the outage once instead.
  deps.redis?.on('error', () => undefined);

  function record(name: 'database' | 'redis', state: DependencyState, error?: unknown) {
    const previous = last[name];
    last[name] = state;
    if (previous === state || state === 'not-configured') return;
    const address = name === 'database' ? deps.databaseAddress : redisAddress;
    if (state === 'down') {
      deps.log.warn(
        { dependency: name, address, error: describeError(error) },
        `${name} unreachable${address ? ` at ${address}` : ''}: ${describeError(error)}; not ready, calls that need it answer 503 until it recovers`,
      );
    } else if (previous === 'down') {
      deps.log.info({ dependency: name, address }, `${name} reachable again; ready`);
    }
  }

  async function checkDatabase(): Promise<DependencyState> {
    try {
      await withTimeout(deps.db.execute(sql`select 1`), CHECK_TIMEOUT_MS, 'the database');
      record('database', 'up');
      return 'up';
    } catch (error) {
      record('database', 'down', error);
      return 'down';
    }
  }

  async function checkRedis(): Promise<DependencyState> {
    const redis = deps.redis;
    if (!redis) return 'not-configured';
    try {
      if (redis.status !== 'ready') throw new Error(`connection ${redis.status}`);
      await withTimeout(redis.ping(), CHECK_TIMEOUT_MS, 'Redis');
      record('redis', 'up');
      return 'up';
    } catch (error) {
      record('redis', 'down', error);
      return 'down';
    }
  }

  async function check(): Promise<ReadinessReport> {
    const [database, redis] = await Promise.all([checkDatabase(), checkRedis()]);
    return { ready: !shuttingDown && database === 'up' && redis !== 'down', shuttingDown, database, redis };
  }

  return {
    check,
    startShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    monitor(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void check(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/**
 * While the database cannot be reached at start-up the application cannot be built, yet the port
 * answers: /healthz 200 (the process is alive and retrying), /readyz and every other path 503 in the
 * error envelope, in the language the request's Accept-Language asks for. server.ts closes it and
 * listens with the application once the database answers.
 */
export function startWaitingServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ success: true, value: { status: 'starting' } }));
      return;
    }
    const language = pickMessageLanguage(request.headers['accept-language']);
    const body: ErrorEnvelope = {
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: formatMessage('error.SERVICE_UNAVAILABLE', language),
      ...(path === '/readyz'
        ? { value: { ready: false, shuttingDown: false, database: 'down', redis: 'not-checked' } }
        : {}),
    };
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '5',
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
