// The database: PGlite (Postgres compiled to WebAssembly) on disk or in memory by default, a real
// PostgreSQL server when DATABASE_URL is set. Both run the same Drizzle migrations.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';

export type Database = PgDatabase<PgQueryResultHKT>;
/** The handle a transaction callback receives; it offers the same query builder as Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `task` only if this process takes the PostgreSQL advisory lock `key` (a session-level
   * pg_try_advisory_lock on a connection held for the task, so the task itself may use the pool and
   * call out over HTTP without holding a transaction open). Answers false, without waiting, when
   * another process or task holds it: scheduled jobs use it so exactly one process runs each.
   */
  withLock(key: number, task: () => Promise<void>): Promise<boolean>;
};

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its server (restart, forced drop) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', (error) => console.warn('PostgreSQL pool client error:', error.message));
    const db = drizzlePostgres(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      async withLock(key, task) {
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [key],
          );
          if (!rows[0]?.locked) return false;
          try {
            await task();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
          return true;
        } finally {
          client.release();
        }
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const db = drizzlePglite(client) as unknown as Database;
  // PGlite is one connection in one process, where advisory locks are re-entrant: the lock that
  // keeps two tasks apart is this set of keys held by running tasks.
  const held = new Set<number>();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    async withLock(key, task) {
      if (held.has(key)) return false;
      held.add(key);
      try {
        await task();
        return true;
      } finally {
        held.delete(key);
      }
    },
  };
}

/** A bigint[] parameter (Drizzle would spread a JS array into a list of parameters). */
export function bigintArray(values: readonly (number | bigint)[]): SQL {
  return sql`${`{${values.join(',')}}`}::bigint[]`;
}

/** The first row of a statement's answer, read the same way on node-postgres and PGlite. */
export async function firstRow<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows[0]!;
}

const UNIQUE_VIOLATION = '23505';

/**
 * The constraint of a PostgreSQL unique violation ('' when the driver does not name it), also when
 * the driver's error is wrapped (Drizzle); undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined;
}
