// SQL of contracts and settlement. Contracts and bills go through Drizzle; the team figures of a
// period are one aggregate statement over rounds, promotions and deposits, fanned out to every
// holder of the type by the ancestor path (the agent reports' technique, decision 007).
import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPES, AGENT_ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { BillStatus, ContractStatus, ContractType, TerminateReason } from '@playdeck/contract/contracts';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import {
  contractSettingsTable,
  contractsTable,
  settlementBillsTable,
  settlementRunsTable,
  type StoredTier,
} from './contracts.table';

export type ContractRow = typeof contractsTable.$inferSelect;
export type BillRow = typeof settlementBillsTable.$inferSelect;
export type NewBill = typeof settlementBillsTable.$inferInsert;
export type RunRow = typeof settlementRunsTable.$inferSelect;

/** A contract that settles a period: accepted by the period's end and not ended before it. */
export type SettlingContract = {
  contractId: number;
  holderId: number;
  issuerId: number | null;
  category: string;
  tiers: StoredTier[];
  depth: number;
};

/** The team figures of one contract's holder over a window. */
export type TeamFiguresRow = {
  contract_id: string;
  valid_bet: string;
  net_loss: string;
  active: number;
};

const TRIAL = sql.raw(String(ACCOUNT_TYPES.trial));
const AGENT_TYPES = sql.raw(AGENT_ACCOUNT_TYPES.join(', '));

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** A bill `c` of a direct child of the outer statement's bill (same type, period and category). */
const CHILD_OF_OUTER_BILL = sql.raw(
  `c.payer_account_id = settlement_bills.holder_account_id and c.type = settlement_bills.type
    and c.period_key = settlement_bills.period_key and c.category = settlement_bills.category`,
);

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createContractsRepository(db: DatabaseOrTransaction) {
  return {
    async loadSettings(): Promise<unknown> {
      const [row] = await db.select().from(contractSettingsTable).where(eq(contractSettingsTable.id, 1));
      return row?.value;
    },

    async saveSettings(value: unknown): Promise<void> {
      await db
        .insert(contractSettingsTable)
        .values({ id: 1, value })
        .onConflictDoUpdate({ target: contractSettingsTable.id, set: { value, updatedAt: sql`now()` } });
    },

    async findContract(id: number, options: { lock?: boolean } = {}): Promise<ContractRow | undefined> {
      const query = db.select().from(contractsTable).where(eq(contractsTable.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** The holder's contract of (type, category) in that status (at most one by the unique indexes). */
    async holderContract(
      holderId: number,
      type: ContractType,
      category: string,
      status: 'ACTIVE' | 'PENDING',
    ): Promise<ContractRow | undefined> {
      const [row] = await db
        .select()
        .from(contractsTable)
        .where(
          and(
            eq(contractsTable.holderAccountId, holderId),
            eq(contractsTable.type, type),
            eq(contractsTable.category, category),
            eq(contractsTable.status, status),
          ),
        );
      return row;
    },

    /** ACTIVE and PENDING contracts of (type, category) that `issuerId` gave its children. */
    issuedOpen(issuerId: number, type: ContractType, category: string): Promise<ContractRow[]> {
      return db
        .select()
        .from(contractsTable)
        .where(
          and(
            eq(contractsTable.issuerAccountId, issuerId),
            eq(contractsTable.type, type),
            eq(contractsTable.category, category),
            inArray(contractsTable.status, ['ACTIVE', 'PENDING']),
          ),
        );
    },

    /** ACTIVE and PENDING contracts of (type, category) held below `accountId` (its subtree). */
    async subtreeOpen(accountId: number, type: ContractType, category: string): Promise<ContractRow[]> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select c.id::text as id from contracts c join accounts a on a.id = c.holder_account_id
            where a.ancestor_path @> array[${accountId}]::bigint[] and c.type = ${type}
              and c.category = ${category} and c.status in ('ACTIVE', 'PENDING')`,
      );
      if (rows.length === 0) return [];
      return db
        .select()
        .from(contractsTable)
        .where(
          inArray(
            contractsTable.id,
            rows.map((row) => Number(row.id)),
          ),
        );
    },

    async insertContract(values: typeof contractsTable.$inferInsert): Promise<ContractRow> {
      const [row] = await db.insert(contractsTable).values(values).returning();
      return row!;
    },

    async setStatus(
      ids: number[],
      status: ContractStatus,
      extra: { at: Date; reason?: TerminateReason; note?: string; supersedesId?: number },
    ): Promise<void> {
      if (ids.length === 0) return;
      const ending = status === 'TERMINATED';
      await db
        .update(contractsTable)
        .set({
          status,
          ...(ending
            ? {
                terminatedAt: extra.at,
                terminateReason: extra.reason ?? null,
                terminateNote: extra.note ?? '',
              }
            : { respondedAt: extra.at }),
          ...(extra.supersedesId !== undefined ? { supersedesId: extra.supersedesId } : {}),
        })
        .where(inArray(contractsTable.id, ids));
    },

    /** Offers past their expiry, still PENDING, marked EXPIRED; answers them. */
    expireOffers(at: Date): Promise<ContractRow[]> {
      return db
        .update(contractsTable)
        .set({ status: 'EXPIRED', respondedAt: at })
        .where(and(eq(contractsTable.status, 'PENDING'), lte(contractsTable.expiresAt, at)))
        .returning();
    },

    /** The agent's ACTIVE contracts and its open (unexpired) offers. */
    ownContracts(holderId: number, at: Date): Promise<ContractRow[]> {
      return db
        .select()
        .from(contractsTable)
        .where(
          and(
            eq(contractsTable.holderAccountId, holderId),
            or(
              eq(contractsTable.status, 'ACTIVE'),
              and(eq(contractsTable.status, 'PENDING'), sql`${contractsTable.expiresAt} > ${instant(at)}`),
            ),
          ),
        )
        .orderBy(asc(contractsTable.type), asc(contractsTable.category));
    },

    async listContracts(
      filter: { issuerId?: number; holderId?: number; type?: ContractType; status?: ContractStatus },
      limit: number,
      offset: number,
    ): Promise<{ rows: ContractRow[]; total: number }> {
      const where = and(
        filter.issuerId !== undefined ? eq(contractsTable.issuerAccountId, filter.issuerId) : undefined,
        filter.holderId !== undefined ? eq(contractsTable.holderAccountId, filter.holderId) : undefined,
        filter.type ? eq(contractsTable.type, filter.type) : undefined,
        filter.status ? eq(contractsTable.status, filter.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contractsTable)
          .where(where)
          .orderBy(desc(contractsTable.offeredAt), desc(contractsTable.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(contractsTable).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    /** The root's direct children that are agents, with their ACTIVE contracts counted. */
    topAgents(rootId: number): Promise<{ id: number; username: string; activeContracts: number }[]> {
      return rowsOf<{ id: number; username: string; activeContracts: number }>(
        db,
        sql`select a.id::int as id, a.username,
              (select count(*) from contracts c where c.holder_account_id = a.id and c.status = 'ACTIVE')::int as "activeContracts"
            from accounts a where a.parent_id = ${rootId} and a.type in (${AGENT_TYPES})
            order by lower(a.username)`,
      );
    },

    async usernames(ids: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: accountsTable.id, username: accountsTable.username })
        .from(accountsTable)
        .where(inArray(accountsTable.id, unique));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    // --- Settlement ---------------------------------------------------------------------------

    /** Contracts of the type accepted by `to` and not ended before it (AGENTS.md §4 step 4). */
    async settlingContracts(type: ContractType, to: Date): Promise<SettlingContract[]> {
      const rows = await rowsOf<{
        id: string;
        holder: string;
        issuer: string | null;
        category: string;
        tiers: StoredTier[];
        depth: number;
      }>(
        db,
        sql`select c.id::text as id, c.holder_account_id::text as holder, c.issuer_account_id::text as issuer,
              c.category, c.tiers, cardinality(a.ancestor_path)::int as depth
            from contracts c join accounts a on a.id = c.holder_account_id
            where c.type = ${type} and c.status in ('ACTIVE', 'TERMINATED') and c.responded_at is not null
              and c.responded_at <= ${instant(to)} and (c.terminated_at is null or c.terminated_at > ${instant(to)})`,
      );
      return rows.map((row) => ({
        contractId: Number(row.id),
        holderId: Number(row.holder),
        issuerId: row.issuer === null ? null : Number(row.issuer),
        category: row.category,
        tiers: row.tiers,
        depth: Number(row.depth),
      }));
    },

    /**
     * Each contract's team figures over [from, to), in one statement: per member the settled rounds of
     * the contract's category (valid bet, stake − payout), the rebates and bonuses posted to its main
     * wallet (category ALL only: they belong to no one category) and its credited deposits; then per
     * contract the team's sums (the holder and its descendants, trials never) and its active members
     * (valid bet at least `activeMinValidBet` and, when above zero, deposits at least
     * `activeMinDeposit`). Net loss = stake − payout − rebates − bonuses (no deposit fees are charged).
     */
    async teamFigures(
      contractIds: number[],
      window: { from: Date; to: Date },
      thresholds: { activeMinValidBetMinor: bigint; activeMinDepositMinor: bigint },
      /** Real-time salary: add the changes to rounds settled before the window, processed in it. */
      options: { adjustments?: boolean } = {},
    ): Promise<TeamFiguresRow[]> {
      if (contractIds.length === 0) return [];
      const during = (column: string) =>
        sql`${sql.raw(column)} >= ${instant(window.from)} and ${sql.raw(column)} < ${instant(window.to)}`;
      return rowsOf<TeamFiguresRow>(
        db,
        sql`with holders as (
              select c.id as contract_id, c.holder_account_id as holder, c.category from contracts c
              where c.id = any(${`{${contractIds.join(',')}}`}::bigint[])
            ),
            categories as (select distinct category from holders),
            rounds as (
              select g.member_account_id as account_id, g.game_category, sum(g.valid_bet_minor) as valid_bet,
                sum(g.stake_minor - g.payout_minor) as result
              from game_rounds g where g.status = 'settled' and ${during('g.settled_at')}
              group by 1, 2
              ${
                options.adjustments
                  ? sql`union all
                    select j.member_account_id, j.game_category, sum(j.valid_bet_delta_minor), 0
                    from round_adjustments j
                    where ${during('j.processed_at')} and j.settled_before < ${instant(window.from)}
                    group by 1, 2`
                  : sql``
              }
            ),
            promotions as (
              select w.owner_account_id as account_id, sum(e.amount_minor) as amount
              from ledger_transactions lt
              join ledger_entries e on e.transaction_id = lt.id
              join ledger_accounts w on w.id = e.ledger_account_id and w.kind = 'member_wallet'
              where (lt.kind = 'demo_bonus' or lt.kind like 'bonus%' or lt.kind like 'rebate%') and ${during('lt.created_at')}
              group by 1
            ),
            deposits_in as (
              select d.account_id, sum(d.amount_minor) as amount from deposits d
              where d.status = 'credited' and ${during('d.decided_at')} group by 1
            ),
            parts as (
              select r.account_id, k.category, r.valid_bet, r.result, 0::numeric as deposit
              from rounds r join categories k on k.category = 'ALL' or k.category = r.game_category
              union all
              select p.account_id, 'ALL', 0, -p.amount, 0 from promotions p
              union all
              select d.account_id, k.category, 0, 0, d.amount from deposits_in d cross join categories k
            ),
            members as (
              select account_id, category, sum(valid_bet) as valid_bet, sum(result) as net_loss, sum(deposit) as deposit
              from parts group by 1, 2
            ),
            team_rows as (
              select h.contract_id, m.valid_bet, m.net_loss, m.deposit
              from members m
              join accounts a on a.id = m.account_id and a.type <> ${TRIAL}
              cross join lateral unnest(a.ancestor_path || a.id) as ancestor(id)
              join holders h on h.holder = ancestor.id and h.category = m.category
            )
            select h.contract_id::text as contract_id,
              coalesce(sum(t.valid_bet), 0)::bigint::text as valid_bet,
              coalesce(sum(t.net_loss), 0)::bigint::text as net_loss,
              (count(*) filter (where t.valid_bet >= ${thresholds.activeMinValidBetMinor.toString()}::bigint
                and t.valid_bet > 0
                and (${thresholds.activeMinDepositMinor.toString()}::bigint = 0
                  or t.deposit >= ${thresholds.activeMinDepositMinor.toString()}::bigint)))::int as active
            from holders h left join team_rows t on t.contract_id = h.contract_id
            group by h.contract_id`,
      );
    },

    async findRun(type: ContractType, periodKey: string): Promise<RunRow | undefined> {
      const [row] = await db
        .select()
        .from(settlementRunsTable)
        .where(and(eq(settlementRunsTable.type, type), eq(settlementRunsTable.periodKey, periodKey)));
      return row;
    },

    async startRun(type: ContractType, periodKey: string): Promise<void> {
      await db
        .insert(settlementRunsTable)
        .values({ type, periodKey })
        .onConflictDoUpdate({
          target: [settlementRunsTable.type, settlementRunsTable.periodKey],
          set: { status: 'RUNNING', startedAt: sql`now()`, finishedAt: null },
        });
    },

    async finishRun(
      type: ContractType,
      periodKey: string,
      status: 'DONE' | 'FAILED',
      stats: Record<string, number | string>,
    ) {
      await db
        .update(settlementRunsTable)
        .set({ status, stats, finishedAt: sql`now()` })
        .where(and(eq(settlementRunsTable.type, type), eq(settlementRunsTable.periodKey, periodKey)));
    },

    async listRuns(limit: number, offset: number): Promise<{ rows: RunRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(settlementRunsTable)
          .orderBy(desc(settlementRunsTable.startedAt), desc(settlementRunsTable.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(settlementRunsTable),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    periodBills(type: ContractType, periodKey: string): Promise<BillRow[]> {
      return db
        .select()
        .from(settlementBillsTable)
        .where(and(eq(settlementBillsTable.type, type), eq(settlementBillsTable.periodKey, periodKey)))
        .orderBy(asc(settlementBillsTable.depth), asc(settlementBillsTable.id));
    },

    async previousBill(
      holderId: number,
      type: ContractType,
      category: string,
      periodKey: string,
    ): Promise<BillRow | undefined> {
      const [row] = await db
        .select()
        .from(settlementBillsTable)
        .where(
          and(
            eq(settlementBillsTable.holderAccountId, holderId),
            eq(settlementBillsTable.type, type),
            eq(settlementBillsTable.category, category),
            eq(settlementBillsTable.periodKey, periodKey),
          ),
        );
      return row;
    },

    /**
     * Writes a computed bill: new, or over one still CALCULATED or NOT_REACHED; a bill that is
     * PAYABLE or later is left as it is (AGENTS.md §5).
     */
    async upsertBill(bill: NewBill): Promise<void> {
      const { id: _id, ...values } = bill;
      await db
        .insert(settlementBillsTable)
        .values(values)
        .onConflictDoUpdate({
          target: [
            settlementBillsTable.holderAccountId,
            settlementBillsTable.type,
            settlementBillsTable.category,
            settlementBillsTable.periodKey,
          ],
          set: { ...values, computedAt: sql`now()` },
          setWhere: sql`${settlementBillsTable.status} in ('CALCULATED', 'NOT_REACHED', 'PENDING_REVIEW')`,
        });
    },

    async findBill(id: number, options: { lock?: boolean } = {}): Promise<BillRow | undefined> {
      const query = db.select().from(settlementBillsTable).where(eq(settlementBillsTable.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async updateBill(id: number, values: Partial<NewBill>): Promise<void> {
      await db.update(settlementBillsTable).set(values).where(eq(settlementBillsTable.id, id));
    },

    /** Bills waiting for money: PAYABLE, PARTIAL or INSUFFICIENT with some of their gross unpaid. */
    owedBills(
      filter: { payerId?: number; type?: ContractType; periodKey?: string } = {},
    ): Promise<BillRow[]> {
      return db
        .select()
        .from(settlementBillsTable)
        .where(
          and(
            inArray(settlementBillsTable.status, ['PAYABLE', 'PARTIAL', 'INSUFFICIENT']),
            sql`${settlementBillsTable.receivedMinor} <> ${settlementBillsTable.grossMinor}`,
            filter.payerId !== undefined
              ? eq(settlementBillsTable.payerAccountId, filter.payerId)
              : undefined,
            filter.type ? eq(settlementBillsTable.type, filter.type) : undefined,
            filter.periodKey ? eq(settlementBillsTable.periodKey, filter.periodKey) : undefined,
          ),
        )
        .orderBy(asc(settlementBillsTable.depth), asc(settlementBillsTable.id));
    },

    /** Bills still marked INSUFFICIENT although fully received: done once their children are paid. */
    async settleOwers(): Promise<BillRow[]> {
      return db
        .update(settlementBillsTable)
        .set({ status: 'PAID', paidAt: sql`coalesce(${settlementBillsTable.paidAt}, now())` })
        .where(
          and(
            eq(settlementBillsTable.status, 'INSUFFICIENT'),
            sql`${settlementBillsTable.receivedMinor} = ${settlementBillsTable.grossMinor}`,
            sql`not exists (select 1 from settlement_bills c where ${CHILD_OF_OUTER_BILL}
              and c.status in ('PAYABLE', 'PARTIAL', 'INSUFFICIENT') and c.received_minor <> c.gross_minor)`,
          ),
        )
        .returning();
    },

    async listBills(
      filter: { holderId?: number; type: ContractType; status?: BillStatus; periodKey?: string },
      limit: number,
      offset: number,
    ): Promise<{ rows: (BillRow & { paidToChildrenMinor: bigint })[]; total: number }> {
      const where = and(
        eq(settlementBillsTable.type, filter.type),
        filter.holderId !== undefined ? eq(settlementBillsTable.holderAccountId, filter.holderId) : undefined,
        filter.status ? eq(settlementBillsTable.status, filter.status) : undefined,
        filter.periodKey ? eq(settlementBillsTable.periodKey, filter.periodKey) : undefined,
      );
      // The outer row by its table's name: a bare column name would read the subquery's own row.
      const paidToChildren = sql<string>`(select coalesce(sum(c.received_minor), 0)::text from settlement_bills c
        where ${CHILD_OF_OUTER_BILL})`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ bill: settlementBillsTable, paidToChildren })
          .from(settlementBillsTable)
          .where(where)
          .orderBy(
            desc(settlementBillsTable.periodFrom),
            asc(settlementBillsTable.depth),
            asc(settlementBillsTable.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(settlementBillsTable).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.bill, paidToChildrenMinor: BigInt(row.paidToChildren) })),
        total: Number(total?.total ?? 0),
      };
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
