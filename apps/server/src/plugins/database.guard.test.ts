// The one-connection guard of the embedded database: a query on the database from inside an open
// transaction (which would wait for that transaction forever) is refused at once; the transaction's
// own queries, and other work waiting its turn, run as usual.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
});
afterAll(() => handle.close());

it('refuses a query beside the open transaction from inside it, instead of hanging', async () => {
  const { db } = handle;
  const refused = await db
    .transaction(async (transaction) => {
      await transaction.execute(sql`select 1`);
      await db.execute(sql`select 2`);
    })
    .then(
      () => undefined,
      (error: unknown) => error as Error & { cause?: Error },
    );
  // Drizzle names the failed query and keeps the guard's refusal as its cause.
  expect(refused?.cause?.message ?? refused?.message).toMatch(/would wait for it forever/);
  // The transaction's own queries, and a query that merely waits its turn, are fine.
  const [inside, outside] = await Promise.all([
    db.transaction(
      async (transaction) =>
        (await transaction.execute(sql`select 3 as n`)) as unknown as { rows: { n: number }[] },
    ),
    db.execute(sql`select 4 as n`) as unknown as Promise<{ rows: { n: number }[] }>,
  ]);
  expect([inside.rows[0]!.n, outside.rows[0]!.n]).toEqual([3, 4]);
});
