// The application on a fresh database for one test file: in-memory PGlite by default, or a new
// throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close), so
// that the same suite runs on both engines. twoApps() builds two API processes on one database and,
// with TEST_REDIS_URL, one Redis: the scale-out tests (*.scale-out.test.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../plugins/config';
import { openDatabase, type DatabaseHandle } from '../plugins/database';
import { connectRedis } from '../plugins/redis';
import { seedDemoData } from '../seed/demo-data';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The throw-away PostgreSQL database's address (undefined on PGlite). */
  databaseUrl?: string;
  /** The options the app was built with, so that a second instance can be built the same way. */
  options?: TestAppOptions;
  close(): Promise<void>;
};

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  url?: string;
  dispose(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const name = `playdeck_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export type TestAppOptions = {
  seed?: boolean;
  env?: Record<string, string>;
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
  /**
   * Listens on a free loopback port: needed where the app calls itself over HTTP (the house game
   * server reaching the wallet, as a vendor does).
   */
  listen?: boolean;
  /** The clock of time-driven games (lottery draws), to move through draws without waiting. */
  now?: () => Date;
  /** A Redis connection for the bus, the rate limit and readiness (the caller closes it). */
  redis?: Redis;
  /**
   * A Redis server: each app gets its own connection to it (closed with the app), as a separate
   * process would, for the shared rate limits and the bus.
   */
  redisUrl?: string;
};

/**
 * The Redis server of the tests that need one (TEST_REDIS_URL, which .ci/run sets when a Redis
 * answers); undefined otherwise, and those tests are skipped, saying so in their names.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, dispose } = await openTestDatabase();
  await database.migrate();
  if (options.seed ?? true) await seedDemoData(database.db);
  const app = await startApp(database, options);
  return {
    app,
    database,
    databaseUrl: url,
    options,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

export async function startApp(database: DatabaseHandle, options: TestAppOptions): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...options.env });
  const owned =
    !options.redis && options.redisUrl
      ? connectRedis(options.redisUrl, config.REDIS_PREFIX, { enableOfflineQueue: true })
      : undefined;
  const redis = options.redis ?? owned;
  const app = await buildApp({ config, database, now: options.now, redis });
  if (owned) app.addHook('onClose', async () => owned.disconnect());
  options.beforeReady?.(app);
  await app.ready();
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * A second application on the first one's database, as a second API process behind a load
 * balancer: on PostgreSQL (TEST_DATABASE_URL) with its own connection pool, so that advisory locks
 * and row locks really separate the two; on PGlite, which is one connection, on the same handle. It
 * is built with the first one's options unless given others. Close it before the first: its close
 * ends its own pool only, and the first one's close drops the database.
 */
export async function buildSecondTestApp(
  first: TestApp,
  options: TestAppOptions = first.options ?? {},
): Promise<TestApp> {
  const database = first.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: first.databaseUrl, poolSize: 5 })
    : first.database;
  const app = await startApp(database, options);
  return {
    app,
    database,
    databaseUrl: first.databaseUrl,
    options,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}

export type TwoApps = {
  first: TestApp;
  second: TestApp;
  /** Closes the second app, then the first (which drops the database). */
  close(): Promise<void>;
};

/**
 * Two API processes behind one load balancer: two apps on one database (on PostgreSQL, each with its
 * own pool; on PGlite, the one handle) and, when `redisUrl` is given, one Redis, each app with its
 * own connection, so that the bus and the rate limits really cross between them.
 */
export async function twoApps(options: TestAppOptions = {}): Promise<TwoApps> {
  const first = await buildTestApp(options);
  let second: TestApp;
  try {
    second = await buildSecondTestApp(first);
  } catch (error) {
    await first.close();
    throw error;
  }
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}
