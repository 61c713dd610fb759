// Starts Playdeck: reads the configuration, opens the database (PGlite under DATA_DIR, or PostgreSQL
// when DATABASE_URL is set), applies migrations, seeds demo data (with the agent tree) into an empty
// database, listens, and shuts down gracefully on SIGINT/SIGTERM (docs/deploy.md).
//
// A PostgreSQL that cannot be reached at start is waited for: one log line per attempt (host:port and
// the error), retries with backoff, and meanwhile the port answers /healthz 200 and everything else
// 503 in the error envelope. A configuration error is one line and exit status 1, not a stack.
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig, type Config } from './plugins/config';
import { retireOldEncryptionKeys, rotateEncryptionKey } from './plugins/crypto';
import { openDatabase, type DatabaseHandle } from './plugins/database';
import { addressOf, describeError, isUnavailableError, startWaitingServer } from './plugins/readiness';
import { connectRedis } from './plugins/redis';
import { settleDemoPeriods } from './seed/contracts-demo';
import { DEMO_TIME_ZONE_OFFSET_MINUTES, seedDemoData } from './seed/demo-data';

/** Backoff between attempts to reach the database at start: 1 s, doubling, at most this. */
const DATABASE_RETRY_MAX_MS = 30_000;
/** How often a running process checks its dependencies (each change of state is logged once). */
const READINESS_MONITOR_MS = 5_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const COMMANDS = ['rotate-encryption-key', 'retire-encryption-keys'];
const command = process.argv[2];
if (command !== undefined && !COMMANDS.includes(command)) {
  console.error(`unknown command ${command}; known: ${COMMANDS.join(', ')}`);
  process.exit(1);
}

let stopping = false;
let waitingServer: Server | undefined;
/** Set once the application is up: the signal handlers shut it down gracefully. */
let shutdown: ((signal: string) => Promise<void>) | undefined = undefined;
const abortStart = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shutdown) return void shutdown(signal);
    // Still starting (waiting for the database): nothing is in flight yet.
    stopping = true;
    abortStart.abort();
    waitingServer?.close();
    console.log(`${signal} while starting: exiting`);
    process.exit(0);
  });
}

/** PostgreSQL errors that a retry may get past: the server is starting, or the database is being created. */
function worthRetrying(error: unknown): boolean {
  if (isUnavailableError(error)) return true;
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  // invalid_catalog_name (the database does not exist yet), cannot_connect_now.
  return code === '3D000' || code === '57P03';
}

async function openAndMigrate(): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL) {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: join(resolve(config.DATA_DIR), 'pglite'),
    });
    await database.migrate();
    return database;
  }
  const address = addressOf(config.DATABASE_URL, 5432);
  for (let attempt = 1; ; attempt += 1) {
    const database = await openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      replicaUrl: config.DATABASE_REPLICA_URL,
    });
    try {
      await database.migrate();
      if (attempt > 1) console.log(`PostgreSQL at ${address} answers; migrations applied`);
      return database;
    } catch (error) {
      await database.close().catch(() => undefined);
      if (!worthRetrying(error)) {
        console.error(`PostgreSQL at ${address}: ${describeError(error)}; giving up`);
        process.exit(1);
      }
      const delayMs = Math.min(DATABASE_RETRY_MAX_MS, 1_000 * 2 ** (attempt - 1));
      console.error(
        `PostgreSQL at ${address} unreachable (${describeError(error)}); attempt ${attempt}, next in ${delayMs / 1_000} s; not ready, the API answers 503 meanwhile`,
      );
      // The port answers while we wait: alive, not ready (not for a one-off command).
      if (!command) waitingServer ??= await startWaitingServer(config.PORT, config.HOST);
      await sleep(delayMs, undefined, { signal: abortStart.signal }).catch(() => undefined);
      if (stopping) process.exit(0);
    }
  }
}

const database = await openAndMigrate();

// One-off commands of a key rotation (docs/deploy.md "Rotating keys and secrets"), run beside the
// serving processes: `node apps/server/dist/server.js rotate-encryption-key`, then, once every
// process has restarted, `… retire-encryption-keys`.
if (command) {
  if (command === 'rotate-encryption-key') {
    console.log(
      `new encryption key ${await rotateEncryptionKey(database.db)}: restart the API processes one by one`,
    );
  } else {
    const retired = await retireOldEncryptionKeys(database.db);
    console.log(`retired encryption keys: ${retired.length ? retired.join(', ') : 'none'}`);
  }
  await database.close();
  process.exit(0);
}
const seeded = config.SEED_DEMO_DATA && (await seedDemoData(database.db, { agentTree: true }));
if (seeded) {
  console.log(
    'Demo data seeded: member demo / Demo2026, agent agent1 / Agent2026, operator operator / Operator2026; ' +
      'the agent tree (agent2, agent1a… / Agent2026, members such as tuananh92 / Player2026)',
  );
}
const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, config.REDIS_PREFIX) : undefined;

const app = await buildApp({ config, database, redis, logger: { level: config.LOG_LEVEL } });
// The demo contracts' past weeks, settled once through the same code as the schedule.
if (seeded) await settleDemoPeriods(database.db, app.settlement, new Date(), DEMO_TIME_ZONE_OFFSET_MINUTES);

shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  // Readiness false at once: a load balancer or orchestrator polling /readyz stops routing here.
  app.readiness.startShutdown();
  app.log.info(
    { signal, delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
    'shutting down: not ready; then stop accepting, drain requests, close streams, finish jobs',
  );
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long: exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  if (config.SHUTDOWN_DELAY_MS > 0) await sleep(config.SHUTDOWN_DELAY_MS);
  // Stops accepting, closes idle keep-alive connections, closes the WebSockets as 1001 "going away",
  // waits for the running scheduled jobs (onClose in app.ts) and for the requests in flight.
  await app.close();
  await redis?.quit().catch(() => redis.disconnect());
  await database.close();
  app.log.info({ signal }, 'shut down cleanly');
  process.exit(0);
};

if (waitingServer) {
  waitingServer.closeAllConnections();
  await new Promise((done) => waitingServer!.close(done));
}
await app.listen({ port: config.PORT, host: config.HOST });
app.readiness.monitor(READINESS_MONITOR_MS);
if (config.RUN_JOBS) app.scheduler.start();
// From the process's start: loading the code, opening and migrating the database, building the app.
const startupMs = Math.round(process.uptime() * 1_000);
console.log(
  `Playdeck is running on http://localhost:${config.PORT} (database: ${database.kind}, ${process.env.NODE_ENV ?? 'development'}, started in ${startupMs} ms)`,
);
