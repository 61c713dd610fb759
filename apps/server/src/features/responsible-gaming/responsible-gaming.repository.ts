// SQL for responsible gaming: the limits, the deposits they count, and the breaks from play.
import { and, desc, eq, gt, gte, inArray, ne, sql, sum } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { depositsTable } from '../payments/payments.table';
import { gameRoundsTable } from '../vendors/vendors.table';
import {
  depositLimitsTable,
  lossLimitsTable,
  playBreaksTable,
  playSettingsTable,
} from './responsible-gaming.table';
import type { StoredLimit } from './responsible-gaming.rules';

/** First key of the two-key advisory locks taken here, so that they never meet another feature's. */
const ADVISORY_LOCK_NAMESPACE = 5_190_001;

export type PlayBreakRow = typeof playBreaksTable.$inferSelect;
export type PlaySettingsRow = typeof playSettingsTable.$inferSelect;

/** Which of the member's limits per period: on deposits, or on losses. */
export type LimitKind = 'deposit' | 'loss';
const limitTables = { deposit: depositLimitsTable, loss: lossLimitsTable } as const;

export function createResponsibleGamingRepository(db: DatabaseOrTransaction) {
  /** The money of the member's rounds placed since the moment (a cancelled round moved none). */
  async function roundsSince(accountId: number, since: Date) {
    const [row] = await db
      .select({
        rounds: sql<number>`count(*)::int`,
        staked: sum(gameRoundsTable.stakeMinor),
        won: sum(gameRoundsTable.payoutMinor),
      })
      .from(gameRoundsTable)
      .where(
        and(
          eq(gameRoundsTable.memberAccountId, accountId),
          gte(gameRoundsTable.placedAt, since),
          ne(gameRoundsTable.status, 'cancelled'),
        ),
      );
    return {
      rounds: Number(row?.rounds ?? 0),
      stakedMinor: BigInt(row?.staked ?? 0),
      wonMinor: BigInt(row?.won ?? 0),
    };
  }

  return {
    /**
     * Serialises, until the transaction ends, every limit change and deposit request of the account,
     * so that two deposits at the same moment cannot both fit into the room that only one has.
     */
    async lockAccount(accountId: number): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, hashtext(${`account:${accountId}`}))`,
      );
    },
    async limits(kind: LimitKind, accountId: number): Promise<Map<string, StoredLimit>> {
      const table = limitTables[kind];
      const rows = await db.select().from(table).where(eq(table.accountId, accountId));
      return new Map(rows.map((row) => [row.period, row]));
    },
    saveLimit(kind: LimitKind, accountId: number, period: string, limit: StoredLimit) {
      const table = limitTables[kind];
      return db
        .insert(table)
        .values({ accountId, period, ...limit })
        .onConflictDoUpdate({
          target: [table.accountId, table.period],
          set: { ...limit, updatedAt: sql`now()` },
        });
    },
    /** Deposits asked for since the moment, pending or credited (a failed one never counts). */
    async depositedSince(accountId: number, since: Date): Promise<bigint> {
      const [row] = await db
        .select({ total: sum(depositsTable.amountMinor) })
        .from(depositsTable)
        .where(
          and(
            eq(depositsTable.accountId, accountId),
            inArray(depositsTable.status, ['pending', 'credited']),
            gte(depositsTable.createdAt, since),
          ),
        );
      return BigInt(row?.total ?? 0);
    },
    /**
     * The net loss of the rounds placed since the moment: stakes less winnings (an open round's stake
     * counts whole, a cancelled round moved nothing), never below 0: winnings never widen a limit.
     */
    async lostSince(accountId: number, since: Date): Promise<bigint> {
      const { stakedMinor, wonMinor } = await roundsSince(accountId, since);
      return stakedMinor > wonMinor ? stakedMinor - wonMinor : 0n;
    },
    /** The break in force at the moment that ends last, if any. */
    async breakAt(accountId: number, moment: Date): Promise<PlayBreakRow | undefined> {
      const [row] = await db
        .select()
        .from(playBreaksTable)
        .where(and(eq(playBreaksTable.accountId, accountId), gt(playBreaksTable.endsAt, moment)))
        .orderBy(desc(playBreaksTable.endsAt))
        .limit(1);
      return row && row.startsAt.getTime() <= moment.getTime() ? row : undefined;
    },
    /** Every break of the account, the latest first. */
    breaks: (accountId: number) =>
      db
        .select()
        .from(playBreaksTable)
        .where(eq(playBreaksTable.accountId, accountId))
        .orderBy(desc(playBreaksTable.startsAt), desc(playBreaksTable.id)),
    insertBreak: (row: typeof playBreaksTable.$inferInsert) =>
      db.insert(playBreaksTable).values(row).returning(),
    async playSettings(accountId: number): Promise<PlaySettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(playSettingsTable)
        .where(eq(playSettingsTable.accountId, accountId));
      return row;
    },
    savePlaySettings: (row: Omit<typeof playSettingsTable.$inferInsert, 'updatedAt'>) =>
      db
        .insert(playSettingsTable)
        .values(row)
        .onConflictDoUpdate({
          target: playSettingsTable.accountId,
          set: { ...row, updatedAt: sql`now()` },
        }),
    roundsSince,
  };
}
