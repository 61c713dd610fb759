// The application on a fresh database for one test file: in-memory PGlite by default, or a new
// throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close), so
// that the same suite runs on both engines.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../plugins/config';
import { openDatabase, type DatabaseHandle } from '../plugins/database';
import { seedDemoData } from '../seed/demo-data';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
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
};

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  await database.migrate();
  if (options.seed ?? true) await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...options.env });
  const app = await buildApp({ config, database });
  options.beforeReady?.(app);
  await app.ready();
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
