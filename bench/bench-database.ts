// The database a bench part runs on: a throw-away database on the local PostgreSQL when it answers
// (the production set-up, where the targets are judged), else PGlite in a throw-away folder. The
// bench prepares it (migrations, demo data, its own players or catalogue) before the server starts,
// because PGlite is one process's database: the server must be the only one holding it while it runs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/plugins/database';
import { seedDemoData } from '../apps/server/src/seed/demo-data';

/** The local PostgreSQL the bench measures by default. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchTarget =
  | { kind: 'postgres'; serverUrl: string }
  /** Why PostgreSQL is not used: printed beside the figures. */
  | { kind: 'pglite'; reason: string };

/** Where the server's data lives for one part: give `databaseUrl` or `dataDir` to startServer. */
export type BenchDatabase = {
  kind: 'postgres' | 'pglite';
  databaseUrl?: string;
  dataDir?: string;
  /** Opens the database from the bench process (PGlite: only while the server is stopped). */
  open(): Promise<{ db: Database; close(): Promise<void> }>;
  dispose(): Promise<void>;
};

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * BENCH_DATABASE_URL when set; else the local PostgreSQL when it answers; else PGlite.
 * BENCH_DATABASE=pglite forces PGlite.
 */
export async function chooseTarget(): Promise<BenchTarget> {
  if (process.env.BENCH_DATABASE === 'pglite') {
    return { kind: 'pglite', reason: 'BENCH_DATABASE=pglite asks for the embedded database' };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
  if (await postgresAnswers(serverUrl)) return { kind: 'postgres', serverUrl };
  return { kind: 'pglite', reason: `no PostgreSQL answers at ${redacted(serverUrl)}` };
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * A fresh, migrated database with the demo data, then `prepare` (the part's own rows) run on it.
 * PostgreSQL: a new database `playdeck_bench_<hex>` on the server, dropped by dispose().
 * PGlite: a new folder under the OS temp folder, removed by dispose().
 */
export async function createBenchDatabase(
  target: BenchTarget,
  prepare: (db: Database) => Promise<void> = async () => {},
): Promise<BenchDatabase> {
  const benchDatabase = target.kind === 'postgres' ? await createPostgres(target.serverUrl) : createPglite();
  const { db, close } = await benchDatabase.open();
  try {
    await seedDemoData(db);
    await prepare(db);
  } finally {
    await close();
  }
  return benchDatabase;
}

async function createPostgres(serverUrl: string): Promise<BenchDatabase> {
  // The name is made here from hex digits only, so it is safe to put into the statements.
  const name = `playdeck_bench_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    databaseUrl,
    async open() {
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
      await handle.migrate();
      return { db: handle.db, close: () => handle.close() };
    },
    dispose: () => withAdmin(serverUrl, (admin) => dropDatabase(admin, name)),
  };
}

function createPglite(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'playdeck-bench-'));
  return {
    kind: 'pglite',
    dataDir,
    async open() {
      // The server keeps PGlite's files under DATA_DIR/pglite (server.ts): the same folder here.
      const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
      await handle.migrate();
      return { db: handle.db, close: () => handle.close() };
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin(serverUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  // Sockets of a pool that was just ended may linger a moment; wait for them (at most 5 s), then
  // force the drop.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
    if (rows.length === 0) break;
    await delay(100);
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
