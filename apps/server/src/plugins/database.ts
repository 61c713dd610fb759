// The database: PGlite (Postgres compiled to WebAssembly) on disk or in memory by default, a real
// PostgreSQL server when DATABASE_URL is set. Both run the same Drizzle migrations.
import { AsyncLocalStorage } from 'node:async_hooks';
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
  /**
   * Where reads that may lag behind the last write go: a streaming replica when one is configured
   * (DATABASE_REPLICA_URL), otherwise `db` itself. Never write through it; never read through it
   * what the same request (or a cache reloading after a change) must see just written.
   */
  reads: Database;
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
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; poolSize?: number; replicaUrl?: string };

function openPool(url: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server (restart, forced drop) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => console.warn('PostgreSQL pool client error:', error.message));
  return pool;
}

/** The advisory lock that makes concurrent start-ups migrate one after the other. */
const MIGRATION_LOCK_KEY = 0x706c6179; // 'play'

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = openPool(options.url, options.poolSize ?? 10);
    const replica = options.replicaUrl ? openPool(options.replicaUrl, options.poolSize ?? 10) : undefined;
    const db = drizzlePostgres(pool) as unknown as Database;
    return {
      db,
      reads: replica ? (drizzlePostgres(replica) as unknown as Database) : db,
      kind: 'postgres',
      // N processes starting together (a compose scale-up, a rolling deploy) migrate one at a time:
      // the first applies what is new under a session advisory lock, the others wait for it and
      // then find nothing left to apply.
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePostgres(drizzlePostgres(pool), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          }
        } finally {
          client.release();
        }
      },
      close: async () => {
        await replica?.end();
        await pool.end();
      },
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
  guardOneConnection(client);
  const db = drizzlePglite(client) as unknown as Database;
  // PGlite is one connection in one process, where advisory locks are re-entrant: the lock that
  // keeps two tasks apart is this set of keys held by running tasks.
  const held = new Set<number>();
  return {
    db,
    reads: db,
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

/** Set inside a PGlite transaction's callback (and everything it awaits). */
const insideTransaction = new AsyncLocalStorage<true>();

/**
 * PGlite is one connection: a query on the database itself (not on the open transaction) made from
 * inside a transaction's callback waits for that transaction to end, which waits for the query:
 * the process hangs. Such a query is refused at once instead, with the way out in the message, so
 * that a test (or a demo site) fails loudly where PostgreSQL's pool would have hidden the mistake.
 */
function guardOneConnection(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => insideTransaction.run(true, () => callback(tx)))) as PGlite['transaction'];
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (insideTransaction.getStore()) {
        return Promise.reject(
          new Error(
            'a query on the database from inside an open transaction would wait for it forever on the one-connection embedded database: run it on the transaction, or before it',
          ),
        );
      }
      return original(...args);
    };
  }
}

/** A bigint[] parameter (Drizzle would spread a JS array into a list of parameters). */
export function bigintArray(values: readonly (number | bigint)[]): SQL {
  return sql`${`{${values.join(',')}}`}::bigint[]`;
}

/** Every row of a statement's answer, read the same way on node-postgres and PGlite. */
export async function allRows<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The first row of a statement's answer, read the same way on node-postgres and PGlite. */
export async function firstRow<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row> {
  return (await allRows<Row>(db, statement))[0]!;
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
