// SQL of the member's money records: the main wallet's ledger entries (ledger_entries_account_created
// index) with their transaction's kind, and profit and loss from game_rounds grouped by site day and
// game type (game_rounds_member_placed index).
import { and, count, desc, eq, gte, inArray, like, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { AccountRecordType } from '@playdeck/contract/records';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { gameRoundsTable } from '../vendors/vendors.table';
import { kindsOf } from './ledger-kinds';
import { ledgerEntriesTable, ledgerTransactionsTable } from './wallet.table';

export type EntryFilter = {
  ledgerAccountId: number;
  from: Date;
  to: Date;
  type?: AccountRecordType;
};

export type EntryRow = {
  id: number;
  kind: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  metadata: unknown;
  createdAt: Date;
};

function typeCondition(type: AccountRecordType | undefined): SQL | undefined {
  if (type === undefined) return undefined;
  const { kinds, prefix, negate } = kindsOf(type);
  const condition = or(
    kinds.length > 0 ? inArray(ledgerTransactionsTable.kind, [...kinds]) : undefined,
    prefix ? like(ledgerTransactionsTable.kind, `${prefix}%`) : undefined,
  );
  return negate && condition ? not(condition) : condition;
}

function entryWhere(filter: EntryFilter): SQL | undefined {
  return and(
    eq(ledgerEntriesTable.ledgerAccountId, filter.ledgerAccountId),
    gte(ledgerEntriesTable.createdAt, filter.from),
    lt(ledgerEntriesTable.createdAt, filter.to),
    typeCondition(filter.type),
  );
}

export type ProfitLossFilter = {
  memberAccountId: number;
  from: Date;
  to: Date;
  offsetMinutes: number;
  gameType?: string;
};

const bigintOf = (value: unknown) => BigInt(String(value ?? 0));

export function createAccountRecordsRepository(db: DatabaseOrTransaction) {
  /**
   * The site-time-zone day of a round, as YYYY-MM-DD. The offset is written into the SQL as an integer
   * literal: with a bound parameter, the select and the group by would hold two different parameters
   * and PostgreSQL would not see them as the same expression.
   */
  const dayOf = (offsetMinutes: number) => {
    const minutes = sql.raw(String(Math.trunc(offsetMinutes)));
    return sql<string>`to_char((${gameRoundsTable.placedAt} at time zone 'UTC') + interval '1 minute' * ${minutes}, 'YYYY-MM-DD')`;
  };

  function profitLossWhere(filter: ProfitLossFilter): SQL | undefined {
    return and(
      eq(gameRoundsTable.memberAccountId, filter.memberAccountId),
      gte(gameRoundsTable.placedAt, filter.from),
      lt(gameRoundsTable.placedAt, filter.to),
      filter.gameType === undefined ? undefined : eq(gameRoundsTable.gameCategory, filter.gameType),
    );
  }

  const sums = {
    rounds: sql<number>`count(*)::int`,
    stake: sql<string>`coalesce(sum(${gameRoundsTable.stakeMinor}), 0)::text`,
    validBet: sql<string>`coalesce(sum(${gameRoundsTable.validBetMinor}), 0)::text`,
    payout: sql<string>`coalesce(sum(${gameRoundsTable.payoutMinor}), 0)::text`,
    winLoss: sql<string>`coalesce(sum(case when ${gameRoundsTable.status} = 'settled'
      then ${gameRoundsTable.payoutMinor} - ${gameRoundsTable.stakeMinor} else 0 end), 0)::text`,
  };

  return {
    /** One page of main-wallet movements, newest first. */
    entries(filter: EntryFilter, limit: number, offset: number): Promise<EntryRow[]> {
      return db
        .select({
          id: ledgerEntriesTable.id,
          kind: ledgerTransactionsTable.kind,
          amountMinor: ledgerEntriesTable.amountMinor,
          balanceAfterMinor: ledgerEntriesTable.balanceAfterMinor,
          metadata: ledgerTransactionsTable.metadata,
          createdAt: ledgerEntriesTable.createdAt,
        })
        .from(ledgerEntriesTable)
        .innerJoin(ledgerTransactionsTable, eq(ledgerTransactionsTable.id, ledgerEntriesTable.transactionId))
        .where(entryWhere(filter))
        .orderBy(desc(ledgerEntriesTable.id))
        .limit(limit)
        .offset(offset);
    },

    /** Count, money in and money out over every movement of the filter. */
    async entryTotals(filter: EntryFilter): Promise<{ count: number; inMinor: bigint; outMinor: bigint }> {
      const [row] = await db
        .select({
          count: count(),
          moneyIn: sql<string>`coalesce(sum(greatest(${ledgerEntriesTable.amountMinor}, 0)), 0)::text`,
          moneyOut: sql<string>`coalesce(sum(least(${ledgerEntriesTable.amountMinor}, 0)), 0)::text`,
        })
        .from(ledgerEntriesTable)
        .innerJoin(ledgerTransactionsTable, eq(ledgerTransactionsTable.id, ledgerEntriesTable.transactionId))
        .where(entryWhere(filter));
      return {
        count: Number(row?.count ?? 0),
        inMinor: bigintOf(row?.moneyIn),
        outMinor: -bigintOf(row?.moneyOut),
      };
    },

    /** Sum of main-wallet movements of the period by record type (deposits, withdrawals, bonus). */
    async sumByType(filter: Omit<EntryFilter, 'type'>, type: AccountRecordType): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntriesTable.amountMinor}), 0)::text` })
        .from(ledgerEntriesTable)
        .innerJoin(ledgerTransactionsTable, eq(ledgerTransactionsTable.id, ledgerEntriesTable.transactionId))
        .where(entryWhere({ ...filter, type }));
      return bigintOf(row?.total);
    },

    /** One page of (day, game type) groups, newest day first. */
    async profitLossRows(filter: ProfitLossFilter, limit: number, offset: number) {
      const day = dayOf(filter.offsetMinutes);
      const rows = await db
        .select({ day, gameType: gameRoundsTable.gameCategory, ...sums })
        .from(gameRoundsTable)
        .where(profitLossWhere(filter))
        .groupBy(day, gameRoundsTable.gameCategory)
        .orderBy(desc(day), gameRoundsTable.gameCategory)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, rounds: Number(row.rounds) }));
    },

    /** How many (day, game type) groups, and the sums over all of them. */
    async profitLossTotals(filter: ProfitLossFilter) {
      const day = dayOf(filter.offsetMinutes);
      const groups = db
        .select({ day })
        .from(gameRoundsTable)
        .where(profitLossWhere(filter))
        .groupBy(day, gameRoundsTable.gameCategory)
        .as('groups');
      const [[groupCount], [totals]] = await Promise.all([
        db.select({ total: count() }).from(groups),
        db.select(sums).from(gameRoundsTable).where(profitLossWhere(filter)),
      ]);
      return {
        groups: Number(groupCount?.total ?? 0),
        rounds: Number(totals?.rounds ?? 0),
        stakeMinor: bigintOf(totals?.stake),
        validBetMinor: bigintOf(totals?.validBet),
        payoutMinor: bigintOf(totals?.payout),
        winLossMinor: bigintOf(totals?.winLoss),
      };
    },
  };
}
