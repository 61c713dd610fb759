// SQL of the VIP feature: the ladder, the upgrades reached, and the lifetime totals it reads from the
// settled game rounds (vendors feature) and the credited deposits (payments feature).
import { and, asc, desc, eq, gt, gte, notInArray, sql } from 'drizzle-orm';
import { ACCOUNT_TYPES, AGENT_ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { depositsTable } from '../payments/payments.table';
import { gameRoundsTable } from '../vendors/vendors.table';
import { vipLevelsTable, vipUpgradesTable } from './vip.table';
import type { LadderLevel, VipTotals } from './vip.rules';

export type VipUpgradeRow = typeof vipUpgradesTable.$inferSelect;

/** Account types that never hold a VIP level (see isVipEligible): left out of the job's query. */
const INELIGIBLE_TYPES = [...AGENT_ACCOUNT_TYPES, ACCOUNT_TYPES.trial, ACCOUNT_TYPES.operator];

export function createVipRepository(db: DatabaseOrTransaction) {
  return {
    listLevels: (): Promise<LadderLevel[]> =>
      db
        .select({
          level: vipLevelsTable.level,
          name: vipLevelsTable.name,
          minValidBetMinor: vipLevelsTable.minValidBetMinor,
          minDepositMinor: vipLevelsTable.minDepositMinor,
          upgradeBonusMinor: vipLevelsTable.upgradeBonusMinor,
        })
        .from(vipLevelsTable)
        .orderBy(asc(vipLevelsTable.level)),

    /** Replaces the whole ladder; run it inside a transaction so that readers never see half of one. */
    async replaceLevels(levels: readonly LadderLevel[]) {
      await db.delete(vipLevelsTable);
      if (levels.length > 0) await db.insert(vipLevelsTable).values([...levels]);
    },

    async totalsOf(accountId: number): Promise<VipTotals> {
      const [bets] = await db
        .select({ total: sql<string>`coalesce(sum(${gameRoundsTable.validBetMinor}), 0)::text` })
        .from(gameRoundsTable)
        .where(and(eq(gameRoundsTable.memberAccountId, accountId), eq(gameRoundsTable.status, 'settled')));
      const [deposits] = await db
        .select({ total: sql<string>`coalesce(sum(${depositsTable.amountMinor}), 0)::text` })
        .from(depositsTable)
        .where(and(eq(depositsTable.accountId, accountId), eq(depositsTable.status, 'credited')));
      return { validBetMinor: BigInt(bets?.total ?? '0'), depositMinor: BigInt(deposits?.total ?? '0') };
    },

    async recordedLevelsOf(accountId: number): Promise<Set<number>> {
      const rows = await db
        .select({ level: vipUpgradesTable.level })
        .from(vipUpgradesTable)
        .where(eq(vipUpgradesTable.accountId, accountId));
      return new Set(rows.map((row) => row.level));
    },

    /** The member's upgrades, highest level first. */
    upgradesOf: (accountId: number, limit: number): Promise<VipUpgradeRow[]> =>
      db
        .select()
        .from(vipUpgradesTable)
        .where(eq(vipUpgradesTable.accountId, accountId))
        .orderBy(desc(vipUpgradesTable.level))
        .limit(limit),

    /**
     * Records a level reached; false when it was recorded already. On PostgreSQL a second transaction
     * inserting the same (member, level) waits here for the first and then finds the conflict, so only
     * one of two racing evaluations goes on to pay the bonus.
     */
    async insertUpgrade(row: { accountId: number; level: number; bonusMinor: bigint; reachedAt: Date }) {
      const inserted = await db
        .insert(vipUpgradesTable)
        .values(row)
        .onConflictDoNothing()
        .returning({ level: vipUpgradesTable.level });
      return inserted.length === 1;
    },

    setUpgradeLedgerTransaction: (accountId: number, level: number, ledgerTransactionId: number) =>
      db
        .update(vipUpgradesTable)
        .set({ ledgerTransactionId })
        .where(and(eq(vipUpgradesTable.accountId, accountId), eq(vipUpgradesTable.level, level))),

    /**
     * Eligible members with a round settled or a deposit credited since `since`, by id after
     * `afterId`, at most `limit`: the scheduled evaluation pages through them.
     */
    async activeMembersSince(
      since: Date,
      afterId: number,
      limit: number,
    ): Promise<{ id: number; type: number }[]> {
      const played = db
        .selectDistinct({
          id: sql<number>`${gameRoundsTable.memberAccountId}`.as('id'),
          type: accountsTable.type,
        })
        .from(gameRoundsTable)
        .innerJoin(accountsTable, eq(accountsTable.id, gameRoundsTable.memberAccountId))
        .where(
          and(
            eq(gameRoundsTable.status, 'settled'),
            gte(gameRoundsTable.settledAt, since),
            gt(gameRoundsTable.memberAccountId, afterId),
            notInArray(accountsTable.type, INELIGIBLE_TYPES),
          ),
        );
      const deposited = db
        .selectDistinct({ id: sql<number>`${depositsTable.accountId}`.as('id'), type: accountsTable.type })
        .from(depositsTable)
        .innerJoin(accountsTable, eq(accountsTable.id, depositsTable.accountId))
        .where(
          and(
            eq(depositsTable.status, 'credited'),
            gte(depositsTable.decidedAt, since),
            gt(depositsTable.accountId, afterId),
            notInArray(accountsTable.type, INELIGIBLE_TYPES),
          ),
        );
      const rows = await played
        .union(deposited)
        .orderBy(asc(sql`id`))
        .limit(limit);
      return rows.map((row) => ({ id: Number(row.id), type: row.type }));
    },
  };
}
