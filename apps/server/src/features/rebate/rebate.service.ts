// Rebates (issue 15 item 4; ../shared/AGENTS.md §3): rebate = rate(category, VIP level) × valid bet,
// paid by the platform from the site's bonus account. AUTO categories are paid per site day by the
// `rebate-daily` job at 10:00 the next day (key RB:{day}:{member}:{category}); MANUAL categories
// accrue since the member's last claim and are paid when the member claims (at least the operator's
// minimum, at most once per cooldown; key rebate-claim:{claim}). A round is rebated once: the daily
// run pays only rounds settled after the member's last claim, and a claim covers rounds up to its
// own time (decision record 009).
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { rateToPpm } from '@playdeck/contract/contracts';
import type { GameType } from '@playdeck/contract/lobby';
import { applyPpm, fromMinor, toMinor } from '@playdeck/contract/money';
import {
  rebateClaimPayloadSchema,
  rebateHistoryQuerySchema,
  rebateSettingsSchema,
  type ManualRebate,
  type RebateClaim,
  type RebateSettings,
} from '@playdeck/contract/rebate';
import { sql, type SQL } from 'drizzle-orm';
import {
  isUniqueViolation,
  type Database,
  type DatabaseOrTransaction,
  type Transaction,
} from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { AuditWriter } from '../audit/audit.service';
import type { AccountRow } from '../account/account.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import { rebateClaimsTable, rebateRunsTable, rebateSettingsTable } from './rebate.table';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The daily run pays yesterday's rebates from 10:00 (site time). */
const DAILY_RUN_HOUR = 10;
/**
 * A claim covers rounds settled up to this long before the database's now: a round settles at its
 * statement's now() and may commit a moment later, so the newest minute waits for the next claim
 * instead of being skipped by this one.
 */
const SETTLE_MARGIN = sql`interval '1 minute'`;
/** Days the job looks back for a day not yet paid (a process that was down). */
const CATCH_UP_DAYS = 3;

type StoredSettings = RebateSettings & { manualSince: Record<string, string> };

export const DEFAULT_REBATE_SETTINGS: RebateSettings = {
  categories: [
    { category: 'LIVE', mode: 'AUTO', rates: ['0.5', '0.6', '0.7', '0.8'] },
    { category: 'RNG', mode: 'MANUAL', rates: ['0.8', '0.9', '1', '1.2'] },
    { category: 'FISH', mode: 'MANUAL', rates: ['0.8', '0.9', '1', '1.2'] },
    { category: 'SPORTS', mode: 'AUTO', rates: ['0.4', '0.5', '0.6', '0.7'] },
    { category: 'LOTT', mode: 'AUTO', rates: ['0.3'] },
    { category: 'ELOTT', mode: 'AUTO', rates: ['0.3'] },
  ],
  manualMinClaim: '1.00',
  manualCooldownMinutes: 60,
};

export type RebateDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts'>;
  site: { scalarSettings(): Promise<{ timeZoneOffsetMinutes: number }> };
  memberVip(member: { id: number; type: number }): Promise<{ vipRankLevel: number | null }>;
  findAccount(id: number): Promise<AccountRow | undefined>;
  onBalance(accountId: number, balance: string): void;
  now?: () => Date;
};

export type RebateService = ReturnType<typeof createRebateService>;

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The rate (ppm of valid bet) of a category's row at a VIP level: rates[level], or the last one. */
function ratePpmOf(rates: string[], level: number): number {
  return rateToPpm(rates[Math.min(Math.max(level, 0), rates.length - 1)] ?? '0');
}

export function createRebateService(deps: RebateDependencies) {
  const now = deps.now ?? (() => new Date());

  async function stored(db: DatabaseOrTransaction = deps.db): Promise<StoredSettings> {
    const [row] = await rowsOf<{ value: StoredSettings }>(
      db,
      sql`select value from rebate_settings where id = 1`,
    );
    if (!row) return { ...DEFAULT_REBATE_SETTINGS, manualSince: {} };
    return row.value;
  }

  async function settings(): Promise<RebateSettings> {
    const { manualSince: _since, ...value } = await stored();
    return value;
  }

  /**
   * Errors: VALIDATION_FAILED 400 (per field). A category that becomes MANUAL accrues from now. Given a
   * writer, the trail's entry (the settings before and after) is in the save's transaction.
   */
  async function updateSettings(input: unknown, audit?: AuditWriter): Promise<RebateSettings> {
    const parsed = rebateSettingsSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    return deps.db.transaction(async (transaction) => {
      const current = await stored(transaction);
      const manualSince = { ...current.manualSince };
      for (const row of parsed.data.categories) {
        const before = current.categories.find((old) => old.category === row.category);
        if (row.mode === 'MANUAL' && before?.mode !== 'MANUAL')
          manualSince[row.category] = now().toISOString();
      }
      const value: StoredSettings = { ...parsed.data, manualSince };
      await transaction
        .insert(rebateSettingsTable)
        .values({ id: 1, value })
        .onConflictDoUpdate({ target: rebateSettingsTable.id, set: { value, updatedAt: sql`now()` } });
      const { manualSince: _since, ...before } = current;
      await audit?.(transaction, {
        action: 'rebate.settings',
        targetType: 'rebate_settings',
        targetId: 'rebate-settings',
        before,
        after: parsed.data,
      });
      return parsed.data;
    });
  }

  /** The instant a claim now covers rounds up to (the database's clock, less the settle margin). */
  async function coveredUntil(db: DatabaseOrTransaction): Promise<Date> {
    const [row] = await rowsOf<{ until: string }>(db, sql`select (now() - ${SETTLE_MARGIN})::text as until`);
    return new Date(row!.until);
  }

  const levelOf = async (account: AccountRow) => (await deps.memberVip(account)).vipRankLevel ?? 0;

  async function lastClaim(accountId: number, db: DatabaseOrTransaction) {
    const [row] = await rowsOf<{ covered_to: string; created_at: string }>(
      db,
      sql`select covered_to::text, created_at::text from rebate_claims where account_id = ${accountId}
          order by created_at desc, id desc limit 1`,
    );
    return row ? { coveredTo: new Date(row.covered_to), createdAt: new Date(row.created_at) } : undefined;
  }

  /**
   * The manual categories' accrual up to `until`, from the last claim (or the category's start), at
   * the member's VIP level (read before any transaction: on the one-connection embedded database a
   * read beside the transaction would wait on it).
   */
  async function accrual(account: AccountRow, level: number, until: Date, db: DatabaseOrTransaction) {
    const settingsNow = await stored(db);
    const last = await lastClaim(account.id, db);
    const rows = settingsNow.categories.filter((row) => row.mode === 'MANUAL');
    const categories = await Promise.all(
      rows.map(async (row) => {
        const since = new Date(
          Math.max(
            last?.coveredTo.getTime() ?? 0,
            Date.parse(settingsNow.manualSince[row.category] ?? '1970-01-01T00:00:00Z'),
          ),
        );
        const [sum] = await rowsOf<{ total: string }>(
          db,
          sql`select coalesce(sum(valid_bet_minor), 0)::text as total from game_rounds
              where member_account_id = ${account.id} and status = 'settled' and game_category = ${row.category}
                and settled_at >= ${since.toISOString()}::timestamptz and settled_at < ${until.toISOString()}::timestamptz`,
        );
        const validBet = BigInt(sum?.total ?? 0);
        const ratePpm = ratePpmOf(row.rates, level);
        return {
          category: row.category,
          ratePpm,
          rate: row.rates[Math.min(level, row.rates.length - 1)]!,
          validBet,
          amount: applyPpm(validBet, ratePpm),
        };
      }),
    );
    return { level, last, categories, settings: settingsNow };
  }

  async function manual(account: AccountRow): Promise<ManualRebate> {
    const {
      level,
      last,
      categories,
      settings: current,
    } = await accrual(account, await levelOf(account), await coveredUntil(deps.db), deps.db);
    const total = categories.reduce((sum, row) => sum + row.amount, 0n);
    const next = last ? new Date(last.createdAt.getTime() + current.manualCooldownMinutes * MINUTE_MS) : null;
    return {
      vipLevel: level,
      categories: categories.map((row) => ({
        category: row.category as GameType,
        rate: row.rate,
        validBet: fromMinor(row.validBet),
        amount: fromMinor(row.amount),
      })),
      total: fromMinor(total),
      minClaim: current.manualMinClaim,
      nextClaimAt: next && next > now() ? next.toISOString() : null,
      lastClaimAt: last?.createdAt.toISOString() ?? null,
    };
  }

  /**
   * The member claims the manual rebate: in one transaction with the member's wallet row locked (one
   * claim at a time per member), checked against the cooldown and the minimum, recorded with the
   * instant it covers up to, and paid. The same requestId again answers the first claim.
   * Errors: VALIDATION_FAILED 400, REBATE_COOLDOWN 409, REBATE_BELOW_MINIMUM 409.
   */
  async function claim(account: AccountRow, input: unknown): Promise<RebateClaim> {
    const parsed = rebateClaimPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const offsetMinutes = (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
    let balance = 0n;
    const level = await levelOf(account);
    const row = await deps.db.transaction(async (transaction) => {
      const wallet = await deps.wallet.ledgerAccountId('member_wallet', account.id, '', transaction);
      await deps.wallet.lockLedgerAccounts(transaction, [wallet]);
      const [earlier] = await transaction
        .select()
        .from(rebateClaimsTable)
        .where(
          sql`${rebateClaimsTable.accountId} = ${account.id} and ${rebateClaimsTable.requestId} = ${parsed.data.requestId}`,
        );
      if (earlier) {
        balance = (await deps.wallet.lockLedgerAccounts(transaction, [wallet])).get(wallet) ?? 0n;
        return earlier;
      }
      const at = now();
      const until = await coveredUntil(transaction);
      const { last, categories, settings: current } = await accrual(account, level, until, transaction);
      if (last && last.createdAt.getTime() + current.manualCooldownMinutes * MINUTE_MS > at.getTime()) {
        const next = new Date(last.createdAt.getTime() + current.manualCooldownMinutes * MINUTE_MS);
        const local = new Date(next.getTime() + offsetMinutes * MINUTE_MS)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' ');
        throw new AppError('REBATE_COOLDOWN', 409, {
          params: { at: local },
          value: { nextClaimAt: next.toISOString() },
        });
      }
      const total = categories.reduce((sum, row) => sum + row.amount, 0n);
      const min = toMinor(current.manualMinClaim);
      if (total <= 0n || total < min) {
        throw new AppError('REBATE_BELOW_MINIMUM', 409, {
          params: { amount: fromMinor(total), min: fromMinor(min) },
        });
      }
      const [created] = await transaction
        .insert(rebateClaimsTable)
        .values({
          accountId: account.id,
          requestId: parsed.data.requestId,
          amountMinor: total,
          coveredTo: until,
          createdAt: at,
          details: categories.map((row) => ({
            category: row.category,
            validBetMinor: row.validBet.toString(),
            amountMinor: row.amount.toString(),
            ratePpm: row.ratePpm,
          })),
        })
        .returning();
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey: `rebate-claim:${created!.id}`,
        kind: 'rebate_manual',
        postings: transfer(await deps.wallet.ledgerAccountId('bonus', null, '', transaction), wallet, total),
        metadata: { claimId: created!.id, reference: `rebate #${created!.id}` },
      });
      balance = posted.balances.get(wallet) ?? 0n;
      return created!;
    });
    deps.onBalance(account.id, fromMinor(balance));
    return {
      id: row.id,
      amount: fromMinor(row.amountMinor),
      categories: row.details
        .filter((detail) => BigInt(detail.amountMinor) > 0n)
        .map((detail) => ({
          category: detail.category as GameType,
          validBet: fromMinor(BigInt(detail.validBetMinor)),
          amount: fromMinor(BigInt(detail.amountMinor)),
        })),
      claimedAt: row.createdAt.toISOString(),
      balance: fromMinor(balance),
    };
  }

  /**
   * Pays one site day's automatic rebates once (the run is unique per day; each payment's ledger key
   * is RB:{day}:{member}:{category}, so a run that stopped half-way completes without paying twice):
   * for each AUTO category, each real member's valid bet of rounds settled that day after the
   * member's last manual claim, at the member's VIP level's rate. Answers the payments made.
   */
  async function runDay(day: string): Promise<number> {
    const offsetMinutes = (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
    const [existing] = await rowsOf<{ status: string }>(
      deps.db,
      sql`select status from rebate_runs where day = ${day}::date and offset_minutes = ${offsetMinutes}`,
    );
    if (existing?.status === 'DONE') return 0;
    await deps.db.insert(rebateRunsTable).values({ day, offsetMinutes }).onConflictDoNothing();
    const current = await stored();
    const auto = current.categories.filter((row) => row.mode === 'AUTO');
    const from = new Date(Date.parse(`${day}T00:00:00Z`) - offsetMinutes * MINUTE_MS);
    const to = new Date(from.getTime() + DAY_MS);
    let payments = 0;
    let paid = 0n;
    if (auto.length > 0) {
      const rows = await rowsOf<{ account_id: string; category: string; valid_bet: string }>(
        deps.db,
        sql`select g.member_account_id::text as account_id, g.game_category as category,
              sum(g.valid_bet_minor)::text as valid_bet
            from game_rounds g
            join accounts a on a.id = g.member_account_id and a.type <> ${ACCOUNT_TYPES.trial}
            where g.status = 'settled' and g.settled_at >= ${from.toISOString()}::timestamptz
              and g.settled_at < ${to.toISOString()}::timestamptz
              and g.game_category = any(${`{${auto.map((row) => row.category).join(',')}}`}::text[])
              and g.settled_at >= coalesce((select max(c.covered_to) from rebate_claims c
                where c.account_id = g.member_account_id), '-infinity'::timestamptz)
            group by 1, 2 having sum(g.valid_bet_minor) > 0`,
      );
      const levels = new Map<number, number>();
      for (const row of rows) {
        const accountId = Number(row.account_id);
        if (!levels.has(accountId)) {
          const account = await deps.findAccount(accountId);
          levels.set(accountId, account ? await levelOf(account) : 0);
        }
        const rates = auto.find((setting) => setting.category === row.category)!.rates;
        const amount = applyPpm(BigInt(row.valid_bet), ratePpmOf(rates, levels.get(accountId)!));
        if (amount <= 0n) continue;
        const pay = () =>
          deps.db.transaction((transaction: Transaction) =>
            payDaily(transaction, accountId, day, row.category, amount, BigInt(row.valid_bet)),
          );
        // Two runs at once (without the job's lock): the second's insert of the same key fails; run
        // again, it finds the first payment and pays nothing.
        const balance = await pay().catch((error: unknown) => {
          if (isUniqueViolation(error)) return pay();
          throw error;
        });
        if (balance !== undefined) {
          deps.onBalance(accountId, fromMinor(balance));
          payments += 1;
          paid += amount;
        }
      }
    }
    await deps.db.execute(
      sql`update rebate_runs set status = 'DONE', finished_at = now(), payments = payments + ${payments},
            paid_minor = paid_minor + ${paid.toString()}::bigint
          where day = ${day}::date and offset_minutes = ${offsetMinutes}`,
    );
    return payments;
  }

  async function payDaily(
    transaction: Transaction,
    accountId: number,
    day: string,
    category: string,
    amount: bigint,
    validBet: bigint,
  ): Promise<bigint | undefined> {
    const wallet = await deps.wallet.ledgerAccountId('member_wallet', accountId, '', transaction);
    const posted = await deps.wallet.postWithin(transaction, {
      idempotencyKey: `RB:${day}:${accountId}:${category}`,
      kind: 'rebate_auto',
      postings: transfer(await deps.wallet.ledgerAccountId('bonus', null, '', transaction), wallet, amount),
      metadata: { day, category, validBetMinor: validBet.toString(), reference: `${category} ${day}` },
    });
    return posted.replayed ? undefined : posted.balances.get(wallet);
  }

  /** The job's tick: pays each of the last days not paid yet, once its 10:00 has come. */
  async function runDue(): Promise<string[]> {
    const offsetMinutes = (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
    const local = now().getTime() + offsetMinutes * MINUTE_MS;
    const today = Math.floor(local / DAY_MS) * DAY_MS;
    const lastDue = local >= today + DAILY_RUN_HOUR * 60 * MINUTE_MS ? today - DAY_MS : today - 2 * DAY_MS;
    const days: string[] = [];
    for (let back = CATCH_UP_DAYS - 1; back >= 0; back -= 1) {
      const day = new Date(lastDue - back * DAY_MS).toISOString().slice(0, 10);
      await runDay(day);
      days.push(day);
    }
    return days;
  }

  async function history(accountId: number, query: unknown) {
    const parsed = rebateHistoryQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize } = parsed.data;
    const wallet = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const condition = sql`e.ledger_account_id = ${wallet} and lt.kind in ('rebate_auto', 'rebate_manual')`;
    const [rows, [total]] = await Promise.all([
      rowsOf<{ kind: string; metadata: Record<string, unknown>; amount: string; created_at: string }>(
        deps.db,
        sql`select lt.kind, lt.metadata, e.amount_minor::text as amount,
              to_char(lt.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
            from ledger_entries e join ledger_transactions lt on lt.id = e.transaction_id
            where ${condition} order by lt.created_at desc, lt.id desc
            limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
      ),
      rowsOf<{ n: number }>(
        deps.db,
        sql`select count(*)::int as n from ledger_entries e join ledger_transactions lt on lt.id = e.transaction_id where ${condition}`,
      ),
    ]);
    const count = Number(total?.n ?? 0);
    return {
      list: rows.map((row) => ({
        kind: row.kind === 'rebate_auto' ? ('AUTO' as const) : ('MANUAL' as const),
        label: String(
          row.kind === 'rebate_auto'
            ? `${String(row.metadata.category)} ${String(row.metadata.day)}`
            : (row.metadata.reference ?? ''),
        ),
        amount: fromMinor(BigInt(row.amount)),
        createdAt: row.created_at,
      })),
      pageNo,
      pageSize,
      total: count,
      totalPages: Math.ceil(count / pageSize),
    };
  }

  return { settings, updateSettings, manual, claim, runDay, runDue, history };
}
