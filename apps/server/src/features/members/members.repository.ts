// SQL of the members desk: the search and the reads of a member's page (profile, tree, balances,
// ledger moves, rounds, payments, bonuses, sign-ins), and the tree move. A read model over the
// tables other features own; it writes only accounts (status, parent, ancestor path).
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { MemberSearchKey } from '@playdeck/contract/members';
import { allRows, type DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { depositsTable, withdrawalsTable } from '../payments/payments.table';
import { accountIpsTable, ipLocksTable, sessionsTable } from '../session/session.table';
import { gameRoundsTable } from '../vendors/vendors.table';
import { ledgerAccountsTable, ledgerEntriesTable, ledgerTransactionsTable } from '../wallet/wallet.table';

/** `%` and `_` typed by the operator are meant literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The condition of one search key; undefined when the text cannot match that key (an id of letters). */
function searchCondition(by: MemberSearchKey, text: string): SQL | undefined {
  const accounts = accountsTable;
  switch (by) {
    case 'username':
      return sql`lower(${accounts.username}) like ${`${literal(text.toLowerCase())}%`}`;
    case 'id':
      return /^\d{1,15}$/.test(text) ? eq(accounts.id, Number(text)) : undefined;
    case 'mobile': {
      const digits = text.replace(/\D/g, '');
      if (digits === '') return undefined;
      return sql`(coalesce(${accounts.mobileCountryCode}, '') || coalesce(${accounts.mobileNumber}, '')) like ${`%${digits}%`}`;
    }
    case 'email':
      return sql`lower(${accounts.email}) like ${`%${literal(text.toLowerCase())}%`}`;
    case 'ip':
      return sql`exists (select 1 from ${accountIpsTable} where ${accountIpsTable.accountId} = ${accounts.id} and ${accountIpsTable.ip} like ${`${literal(text)}%`})`;
  }
}

const OPERATOR_TYPE = 9;
const BONUS_KINDS = sql`(${ledgerTransactionsTable.kind} = 'demo_bonus' or ${ledgerTransactionsTable.kind} like 'bonus%' or ${ledgerTransactionsTable.kind} like 'rebate%')`;

/** A break from play in force at the moment, for the account `a` (responsible gaming's play_breaks). */
const onBreakAt = (moment: Date) =>
  sql`exists (select 1 from play_breaks b where b.account_id = a.id
    and b.starts_at <= ${moment.toISOString()}::timestamptz and b.ends_at > ${moment.toISOString()}::timestamptz)`;

export function createMembersRepository(db: DatabaseOrTransaction) {
  const parents = alias(accountsTable, 'parents');
  return {
    /**
     * Active ordinary members with an e-mail or a mobile, not on a break at the moment, by id; and how
     * many were left out for a break.
     */
    async marketingAudience(moment: Date) {
      const reachable = sql`a.type = ${ACCOUNT_TYPES.member} and a.status = 'active'
        and (a.email is not null or a.mobile_number is not null)`;
      const [rows, [onBreak]] = await Promise.all([
        allRows<{ id: number; username: string; email: string | null; mobile: string | null }>(
          db,
          sql`select a.id::int as id, a.username, a.email,
                case when a.mobile_number is null then null
                  else coalesce(a.mobile_country_code, '') || a.mobile_number end as mobile
              from accounts a where ${reachable} and not ${onBreakAt(moment)} order by a.id`,
        ),
        allRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from accounts a where ${reachable} and ${onBreakAt(moment)}`,
        ),
      ]);
      return { rows, onBreak: onBreak?.n ?? 0 };
    },

    /** Members and agents (never operators) matching the key, by id. */
    async search(by: MemberSearchKey, text: string, page: { limit: number; offset: number }) {
      const condition = searchCondition(by, text);
      if (!condition) return { rows: [], total: 0 };
      const where = and(ne(accountsTable.type, OPERATOR_TYPE), condition);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            account: accountsTable,
            parentUsername: parents.username,
            balanceMinor: ledgerAccountsTable.balanceMinor,
          })
          .from(accountsTable)
          .leftJoin(parents, eq(parents.id, accountsTable.parentId))
          .leftJoin(
            ledgerAccountsTable,
            and(
              eq(ledgerAccountsTable.ownerAccountId, accountsTable.id),
              eq(ledgerAccountsTable.kind, 'member_wallet'),
              eq(ledgerAccountsTable.vendorCode, ''),
            ),
          )
          .where(where)
          .orderBy(accountsTable.id)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(accountsTable).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    accountsByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: accountsTable.id, username: accountsTable.username, type: accountsTable.type })
            .from(accountsTable)
            .where(inArray(accountsTable.id, ids)),

    /** Locks the account's row for the rest of the transaction and answers it. */
    async lockAccount(id: number) {
      const [row] = await db.select().from(accountsTable).where(eq(accountsTable.id, id)).for('update');
      return row;
    },

    async teamSize(id: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(accountsTable)
        .where(sql`${accountsTable.ancestorPath} @> array[${id}]::bigint[]`);
      return row?.value ?? 0;
    },

    ledgerAccounts: (ownerId: number) =>
      db
        .select()
        .from(ledgerAccountsTable)
        .where(eq(ledgerAccountsTable.ownerAccountId, ownerId))
        .orderBy(ledgerAccountsTable.id),

    latestMoves: (ledgerAccountIds: number[], limit: number) =>
      ledgerAccountIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              transactionId: ledgerEntriesTable.transactionId,
              kind: ledgerTransactionsTable.kind,
              metadata: ledgerTransactionsTable.metadata,
              amountMinor: ledgerEntriesTable.amountMinor,
              balanceAfterMinor: ledgerEntriesTable.balanceAfterMinor,
              createdAt: ledgerEntriesTable.createdAt,
            })
            .from(ledgerEntriesTable)
            .innerJoin(
              ledgerTransactionsTable,
              eq(ledgerTransactionsTable.id, ledgerEntriesTable.transactionId),
            )
            .where(inArray(ledgerEntriesTable.ledgerAccountId, ledgerAccountIds))
            .orderBy(desc(ledgerEntriesTable.id))
            .limit(limit),

    latestBonuses: (ledgerAccountIds: number[], limit: number) =>
      ledgerAccountIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              kind: ledgerTransactionsTable.kind,
              amountMinor: ledgerEntriesTable.amountMinor,
              createdAt: ledgerEntriesTable.createdAt,
            })
            .from(ledgerEntriesTable)
            .innerJoin(
              ledgerTransactionsTable,
              eq(ledgerTransactionsTable.id, ledgerEntriesTable.transactionId),
            )
            .where(and(inArray(ledgerEntriesTable.ledgerAccountId, ledgerAccountIds), BONUS_KINDS))
            .orderBy(desc(ledgerEntriesTable.id))
            .limit(limit),

    latestRounds: (memberId: number, limit: number) =>
      db
        .select()
        .from(gameRoundsTable)
        .where(eq(gameRoundsTable.memberAccountId, memberId))
        .orderBy(desc(gameRoundsTable.placedAt))
        .limit(limit),

    latestDeposits: (memberId: number, limit: number) =>
      db
        .select()
        .from(depositsTable)
        .where(eq(depositsTable.accountId, memberId))
        .orderBy(desc(depositsTable.createdAt))
        .limit(limit),

    latestWithdrawals: (memberId: number, limit: number) =>
      db
        .select()
        .from(withdrawalsTable)
        .where(eq(withdrawalsTable.accountId, memberId))
        .orderBy(desc(withdrawalsTable.createdAt))
        .limit(limit),

    latestSessions: (memberId: number, limit: number) =>
      db
        .select()
        .from(sessionsTable)
        .where(eq(sessionsTable.accountId, memberId))
        .orderBy(desc(sessionsTable.createdAt))
        .limit(limit),

    async liveSessions(memberId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(sessionsTable)
        .where(
          and(
            eq(sessionsTable.accountId, memberId),
            sql`${sessionsTable.revokedAt} is null`,
            sql`${sessionsTable.expiresAt} > now()`,
          ),
        );
      return row?.value ?? 0;
    },

    knownIps: (memberId: number, limit: number) =>
      db
        .select({
          ip: accountIpsTable.ip,
          firstSeenAt: accountIpsTable.firstSeenAt,
          lastSeenAt: accountIpsTable.lastSeenAt,
          locked: sql<boolean>`exists (select 1 from ${ipLocksTable} where ${ipLocksTable.ip} = ${accountIpsTable.ip} and ${ipLocksTable.unlockedAt} is null)`,
        })
        .from(accountIpsTable)
        .where(eq(accountIpsTable.accountId, memberId))
        .orderBy(desc(accountIpsTable.lastSeenAt))
        .limit(limit),

    async activeIpLock(ip: string) {
      const [row] = await db
        .select()
        .from(ipLocksTable)
        .where(and(eq(ipLocksTable.ip, ip), sql`${ipLocksTable.unlockedAt} is null`))
        .limit(1);
      return row;
    },

    setStatus: (id: number, status: 'active' | 'disabled') =>
      db.update(accountsTable).set({ status }).where(eq(accountsTable.id, id)),

    /**
     * Moves an account and its whole team under a new parent: the account's parent and path, then
     * every descendant's path (the part above the account replaced by the account's new path).
     */
    async moveSubtree(
      account: { id: number; ancestorPath: number[] },
      parent: { id: number; ancestorPath: number[] },
    ) {
      const newPath = [...parent.ancestorPath, parent.id];
      const oldDepth = account.ancestorPath.length;
      await db
        .update(accountsTable)
        .set({ parentId: parent.id, ancestorPath: newPath })
        .where(eq(accountsTable.id, account.id));
      await db.execute(sql`
        update ${accountsTable}
           set ancestor_path = array[${sql.join(
             newPath.map((id) => sql`${id}`),
             sql`, `,
           )}]::bigint[] || ancestor_path[${oldDepth + 1}:]
         where ancestor_path @> array[${account.id}]::bigint[]`);
    },
  };
}
