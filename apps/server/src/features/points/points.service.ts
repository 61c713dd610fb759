// Points (issue 15 item 5; SPEC.md §7 "Points", §9 points never expire): the member's balance and
// transaction detail, accrual from valid bet and deposits at the operator's rates, the mall's goods
// and redemptions, conversion to money. Other features grant points inside their own transaction
// with grantPointsWithin.
import type { MessageLanguage } from '@playdeck/contract/messages';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  moneyOfPoints,
  pointsConvertPayloadSchema,
  pointsEntriesQuerySchema,
  pointsGoodInputSchema,
  pointsRedeemPayloadSchema,
  pointsRedemptionsQuerySchema,
  pointsSettingsSchema,
  redemptionDecisionSchema,
  type OperatorPointsGood,
  type OperatorRedemption,
  type PointsBalance,
  type PointsConfig,
  type PointsConversion,
  type PointsEntry,
  type PointsGood,
  type PointsRedemption,
  type PointsSettings,
  type PointsType,
} from '@playdeck/contract/points';
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
import { accrualKey, owedPoints, recentSiteDays, sourceRates, type SiteDay } from './points-accrual';
import {
  createPointsRepository,
  type AccrualRow,
  type EntryRow,
  type GoodColumns,
  type GoodRow,
  type RedemptionView,
} from './points.repository';

/** The settings until the operator saves some: 1 point per 100.00 of everything, 100 points = 1.00. */
export const DEFAULT_POINTS_SETTINGS: PointsSettings = {
  betRates: { LIVE: '1', LOTTERY: '1', PVP: '1', SLOTS: '1', SPORTS: '1' },
  depositRate: '1',
  convertEnabled: true,
  pointsPerUnit: 100,
  convertMinPoints: 100,
};

/** The accrual job covers the site's today and yesterday (a round settled late lands in its day). */
const ACCRUAL_DAYS = 2;
/** Member-sources paid per site day and run; the next run (five minutes on) goes on with the rest. */
const ACCRUAL_ROWS_MAX = 5_000;

export type PointsGrant = {
  accountId: number;
  type: PointsType;
  /** Positive to earn, negative to spend. */
  points: number;
  /** One entry per key: the same key again changes nothing and answers granted false. */
  idempotencyKey: string;
  reference: string;
};

/**
 * Adds one entry to a member's points ledger and moves the balance, in the caller's transaction,
 * with the member's balance row locked (grants to one member happen one at a time). Answers granted
 * false (and moves nothing) when the key was used before or the points are zero. Positive entries
 * count as earned and negative ones as spent, except a redemption's points coming back (REDEEM,
 * positive), which undo the spending.
 * Errors: POINTS_INSUFFICIENT 409 {balance, points} when a spend exceeds the balance (the caller's
 * transaction then rolls back); RangeError when the points are not a whole number.
 */
export async function grantPointsWithin(
  transaction: DatabaseOrTransaction,
  grant: PointsGrant,
): Promise<{ granted: boolean; balance: number }> {
  if (!Number.isSafeInteger(grant.points)) throw new RangeError(`points must be whole: ${grant.points}`);
  const repository = createPointsRepository(transaction);
  const before = await repository.lockBalance(grant.accountId);
  if (grant.points === 0) return { granted: false, balance: before };
  const after = before + grant.points;
  const inserted = await repository.insertEntry({
    accountId: grant.accountId,
    type: grant.type,
    points: grant.points,
    balanceAfter: after,
    reference: grant.reference,
    idempotencyKey: grant.idempotencyKey,
  });
  if (!inserted) return { granted: false, balance: before };
  if (after < 0) {
    throw new AppError('POINTS_INSUFFICIENT', 409, { params: { balance: before, points: -grant.points } });
  }
  // A rejected redemption's points coming back undo its spending rather than count as earned.
  const refund = grant.type === 'REDEEM' && grant.points > 0;
  await repository.moveBalance(
    grant.accountId,
    grant.points,
    refund ? 0 : Math.max(grant.points, 0),
    refund ? -grant.points : Math.max(-grant.points, 0),
  );
  return { granted: true, balance: after };
}

export type PointsDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts'>;
  site: { scalarSettings(): Promise<{ timeZoneOffsetMinutes: number }> };
  findAccount(id: number): Promise<AccountRow | undefined>;
  verifyPaymentPassword(accountId: number, password: string, field?: string): Promise<void>;
  onBalance(accountId: number, balance: string): void;
  now?: () => Date;
};

export type PointsService = ReturnType<typeof createPointsService>;

/** A picture is an https URL or a path on the site (never another scheme, never `//host`). */
function isPictureAddress(address: string): boolean {
  return address === '' || address.startsWith('https://') || /^\/(?!\/)/.test(address);
}

/** The stored columns of a good. Errors: VALIDATION_FAILED 400 (per field). */
export function goodColumns(input: unknown): GoodColumns {
  const parsed = pointsGoodInputSchema.safeParse(input);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const good = parsed.data;
  if (!isPictureAddress(good.imageUrl)) {
    throw new AppError('VALIDATION_FAILED', 400, { fields: { imageUrl: 'validation.invalid' } });
  }
  return {
    nameVi: good.name.vi,
    nameEn: good.name.en,
    imageUrl: good.imageUrl,
    points: good.points,
    stock: good.stock,
    enabled: good.enabled,
    sortOrder: good.sortOrder,
  };
}

const nameIn = (good: { nameVi: string; nameEn: string }, language: MessageLanguage) =>
  language === 'vi' ? good.nameVi : good.nameEn;

function toGood(row: GoodRow, language: MessageLanguage): PointsGood {
  return {
    id: row.id,
    name: nameIn(row, language),
    imageUrl: row.imageUrl,
    points: row.points,
    stock: row.stock,
  };
}

function toOperatorGood(row: GoodRow, redeemed: number): OperatorPointsGood {
  return {
    id: row.id,
    name: { vi: row.nameVi, en: row.nameEn },
    imageUrl: row.imageUrl,
    points: row.points,
    stock: row.stock,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    redeemed,
  };
}

function toRedemption(view: RedemptionView, language: MessageLanguage): PointsRedemption {
  const { redemption, good } = view;
  return {
    id: redemption.id,
    good: { id: good.id, name: nameIn(good, language), imageUrl: good.imageUrl },
    quantity: redemption.quantity,
    points: redemption.points,
    status: redemption.status,
    remark: redemption.remark,
    createdAt: redemption.createdAt.toISOString(),
    decidedAt: redemption.decidedAt?.toISOString() ?? null,
  };
}

function toOperatorRedemption(view: RedemptionView, language: MessageLanguage): OperatorRedemption {
  return {
    ...toRedemption(view, language),
    member: { id: view.redemption.accountId, username: view.username },
  };
}

function toEntry(row: EntryRow): PointsEntry {
  return {
    id: row.id,
    type: row.type,
    points: row.points,
    balanceAfter: row.balanceAfter,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a redemption's entries read in the member's transaction detail. */
const redemptionReference = (id: number, good: { nameEn: string } | undefined, quantity: number) =>
  `#${id} ${good?.nameEn ?? ''} × ${quantity}`;

const pageOf = <Item>(list: Item[], pageNo: number, pageSize: number, total: number) => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

/** The transaction again once when a racing twin's insert of the same request won (unique index). */
async function retryOnceOnUniqueViolation<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}

export function createPointsService(deps: PointsDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = (db: DatabaseOrTransaction = deps.db) => createPointsRepository(db);

  // --- Settings -----------------------------------------------------------------------------------

  /** The operator's settings, or the defaults until some are saved. */
  async function settings(): Promise<PointsSettings> {
    const stored = pointsSettingsSchema.safeParse(await repository().settings());
    return stored.success ? stored.data : DEFAULT_POINTS_SETTINGS;
  }

  /**
   * Given a writer, the trail's entry (the settings before and after) is in the save's transaction.
   * Errors: VALIDATION_FAILED 400 (per field: a rate over 1000 or with 3 decimals, a bad number).
   */
  async function updateSettings(input: unknown, audit?: AuditWriter): Promise<PointsSettings> {
    const parsed = pointsSettingsSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    await deps.db.transaction(async (transaction) => {
      const store = repository(transaction);
      const stored = pointsSettingsSchema.safeParse(await store.settings());
      await store.saveSettings(parsed.data);
      await audit?.(transaction, {
        action: 'points.settings',
        targetType: 'points_settings',
        targetId: 'points-settings',
        before: stored.success ? stored.data : DEFAULT_POINTS_SETTINGS,
        after: parsed.data,
      });
    });
    return parsed.data;
  }

  /** The rules everyone may read (visitors too). */
  async function config(): Promise<PointsConfig> {
    const current = await settings();
    return { ...current, betRates: { ...current.betRates } };
  }

  // --- The member's points ------------------------------------------------------------------------

  /**
   * The member's balance, after paying what their own play and deposits of today and yesterday are
   * due now: a member who just played sees the points without waiting for the job (which pays the
   * same difference, so nothing is paid twice).
   */
  async function balance(accountId: number): Promise<PointsBalance> {
    await accrue(accountId);
    const row = await repository().balance(accountId);
    return {
      balance: row?.balance ?? 0,
      earnedTotal: row?.earnedTotal ?? 0,
      spentTotal: row?.spentTotal ?? 0,
      inProcess: await repository().inProcessCount(accountId),
    };
  }

  /** The member's transaction detail, newest first. Errors: VALIDATION_FAILED 400 (page, type). */
  async function entries(accountId: number, query: unknown) {
    const parsed = pointsEntriesQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize, type } = parsed.data;
    const { rows, total } = await repository().entriesPage(
      accountId,
      type,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return pageOf(rows.map(toEntry), pageNo, pageSize, total);
  }

  // --- Accrual ------------------------------------------------------------------------------------

  /**
   * The job (every five minutes, under its lock): for the site's yesterday and today, pays each real
   * member what their day's valid bet per bet points type and credited deposits are now due at the
   * operator's rates, less what was paid for that day and source before. Answers the points granted.
   */
  async function accrueRecent(): Promise<number> {
    return accrue();
  }

  /** Pays what is owed for the recent site days: one member's, or everyone's. */
  async function accrue(accountId?: number): Promise<number> {
    const offsetMinutes = (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
    const rates = sourceRates(await settings());
    let granted = 0;
    for (const siteDay of recentSiteDays(now(), offsetMinutes, ACCRUAL_DAYS)) {
      const rows = await repository().accrualsOwed(siteDay, rates, ACCRUAL_ROWS_MAX, accountId);
      for (const row of rows) {
        const rate = rates.find((entry) => entry.source === row.source)!.rate;
        granted += await deps.db.transaction((transaction) => payAccrual(transaction, siteDay, row, rate));
      }
    }
    return granted;
  }

  /** Pays one member's day and source the difference, with its accrual row locked. */
  async function payAccrual(
    transaction: Transaction,
    siteDay: SiteDay,
    row: AccrualRow,
    rate: string,
  ): Promise<number> {
    const within = repository(transaction);
    const paid = await within.lockAccrual(row.accountId, siteDay.day, row.source);
    const { due, owed } = owedPoints(row.totalMinor, rate, paid);
    if (owed <= 0n) return 0;
    const { granted } = await grantPointsWithin(transaction, {
      accountId: row.accountId,
      type: row.source,
      points: Number(owed),
      idempotencyKey: accrualKey(row.accountId, siteDay.day, row.source, due),
      reference: siteDay.day,
    });
    await within.setAccrual(row.accountId, siteDay.day, row.source, due);
    return granted ? Number(owed) : 0;
  }

  // --- The mall -----------------------------------------------------------------------------------

  /** The enabled goods in the reader's language (visitors too). */
  async function goods(language: MessageLanguage): Promise<{ list: PointsGood[] }> {
    const rows = await repository().goods({ enabledOnly: true });
    return { list: rows.map((row) => toGood(row, language)) };
  }

  async function redemptionView(id: number) {
    const { rows } = await repository().redemptionsPage({ id }, 1, 0);
    return rows[0]!;
  }

  /**
   * The member redeems a good: the payment password is checked first (each wrong answer counts
   * toward the lock), then in one transaction the good is locked, the redemption recorded IN_PROCESS,
   * its points spent and its stock taken. The same requestId again answers the first redemption and
   * spends nothing. Errors: VALIDATION_FAILED 400, PAYMENT_PASSWORD_INCORRECT 400,
   * PAYMENT_PASSWORD_LOCKED 423, PAYMENT_PASSWORD_REQUIRED 409, GOOD_NOT_FOUND 404 (missing or
   * disabled), GOOD_OUT_OF_STOCK 409 {stock}, POINTS_INSUFFICIENT 409 {balance, points}.
   */
  async function redeem(account: AccountRow, input: unknown, language: MessageLanguage) {
    const parsed = pointsRedeemPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    await deps.verifyPaymentPassword(account.id, parsed.data.paymentPassword);
    const id = await retryOnceOnUniqueViolation(() =>
      deps.db.transaction((transaction) => redeemWithin(transaction, account.id, parsed.data)),
    );
    return toRedemption(await redemptionView(id), language);
  }

  async function redeemWithin(
    transaction: Transaction,
    accountId: number,
    request: { goodId: number; quantity: number; requestId: string },
  ): Promise<number> {
    const within = repository(transaction);
    const earlier = await within.redemptionByRequest(accountId, request.requestId);
    if (earlier) return earlier.id;
    const good = await within.good(request.goodId, { lock: true });
    if (!good || !good.enabled) throw new AppError('GOOD_NOT_FOUND', 404);
    if (good.stock < request.quantity) {
      throw new AppError('GOOD_OUT_OF_STOCK', 409, { params: { stock: good.stock } });
    }
    const points = good.points * request.quantity;
    const redemption = await within.insertRedemption({
      accountId,
      goodId: good.id,
      quantity: request.quantity,
      points,
      requestId: request.requestId,
    });
    await grantPointsWithin(transaction, {
      accountId,
      type: 'REDEEM',
      points: -points,
      idempotencyKey: `points-redeem:${redemption.id}`,
      reference: redemptionReference(redemption.id, good, request.quantity),
    });
    await within.moveStock(good.id, -request.quantity);
    return redemption.id;
  }

  /** The member's redemptions, newest first. Errors: VALIDATION_FAILED 400 (page, status). */
  async function redemptions(accountId: number, query: unknown, language: MessageLanguage) {
    const parsed = pointsRedemptionsQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize, status } = parsed.data;
    const { rows, total } = await repository().redemptionsPage(
      { accountId, ...(status ? { status } : {}) },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return pageOf(
      rows.map((row) => toRedemption(row, language)),
      pageNo,
      pageSize,
      total,
    );
  }

  // --- Conversion ---------------------------------------------------------------------------------

  /**
   * The member converts points to money at the operator's rate: checked against the settings, then
   * the payment password, then in one transaction the points are spent and the money paid from the
   * site's bonus account, both under one key of the member and requestId (the same request again
   * answers the first conversion and moves nothing). Errors: VALIDATION_FAILED 400,
   * POINTS_CONVERT_DISABLED 409, POINTS_BELOW_MINIMUM 400 {min} (under the operator's minimum, or
   * too few to make 0.01), the payment password's errors (400, 423, 409), POINTS_INSUFFICIENT 409.
   */
  async function convert(account: AccountRow, input: unknown): Promise<PointsConversion> {
    const parsed = pointsConvertPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { points, paymentPassword, requestId } = parsed.data;
    const current = await settings();
    if (!current.convertEnabled) throw new AppError('POINTS_CONVERT_DISABLED', 409);
    // The fewest points that make 0.01 at the rate, when the operator's minimum is lower.
    const min = Math.max(current.convertMinPoints, Math.ceil(current.pointsPerUnit / 100));
    if (points < min) {
      throw new AppError('POINTS_BELOW_MINIMUM', 400, {
        params: { min },
        fields: { points: { key: 'error.POINTS_BELOW_MINIMUM', params: { min } } },
      });
    }
    await deps.verifyPaymentPassword(account.id, paymentPassword);
    const result = await deps.db.transaction((transaction) =>
      convertWithin(transaction, account.id, points, current.pointsPerUnit, requestId),
    );
    if (result.paid) deps.onBalance(account.id, fromMinor(result.moneyBalance));
    return {
      points: result.points,
      amount: fromMinor(result.amount),
      balance: fromMinor(result.moneyBalance),
      pointsBalance: result.pointsBalance,
    };
  }

  async function convertWithin(
    transaction: Transaction,
    accountId: number,
    points: number,
    pointsPerUnit: number,
    requestId: string,
  ) {
    const key = `points-convert:${accountId}:${requestId}`;
    const amount = moneyOfPoints(points, pointsPerUnit);
    // A conversion's reference is the money it made: a repeated request answers it from there.
    const spent = await grantPointsWithin(transaction, {
      accountId,
      type: 'CONVERT',
      points: -points,
      idempotencyKey: key,
      reference: fromMinor(amount),
    });
    const wallet = await deps.wallet.ledgerAccountId('member_wallet', accountId, '', transaction);
    if (!spent.granted) {
      const first = (await repository(transaction).entryByKey(key))!;
      const money = (await deps.wallet.lockLedgerAccounts(transaction, [wallet])).get(wallet) ?? 0n;
      return {
        paid: false,
        points: -first.points,
        amount: toMinor(first.reference),
        moneyBalance: money,
        pointsBalance: spent.balance,
      };
    }
    const posted = await deps.wallet.postWithin(transaction, {
      idempotencyKey: key,
      kind: 'bonus_points_convert',
      postings: transfer(await deps.wallet.ledgerAccountId('bonus', null, '', transaction), wallet, amount),
      metadata: { points, pointsPerUnit, reference: `${points} points` },
    });
    return {
      paid: true,
      points,
      amount,
      moneyBalance: posted.balances.get(wallet) ?? 0n,
      pointsBalance: spent.balance,
    };
  }

  // --- The operator's goods and redemptions -------------------------------------------------------

  async function operatorGoods(): Promise<{ list: OperatorPointsGood[] }> {
    const rows = await repository().goods({ enabledOnly: false });
    const redeemed = await repository().redeemedByGood();
    return { list: rows.map((row) => toOperatorGood(row, redeemed.get(row.id) ?? 0)) };
  }

  /** Errors: VALIDATION_FAILED 400 (per field). */
  /** The good as the trail keeps it (without the count redeemed). */
  const goodState = (row: GoodRow) => {
    const { redeemed: _redeemed, ...state } = toOperatorGood(row, 0);
    return state;
  };

  /** Given a writer, the trail's entry (null before, the good after) is in the insert's transaction. */
  async function createGood(input: unknown, audit?: AuditWriter): Promise<OperatorPointsGood> {
    const values = goodColumns(input);
    const row = await deps.db.transaction(async (transaction) => {
      const inserted = await repository(transaction).insertGood(values);
      await audit?.(transaction, {
        action: 'points.good',
        targetType: 'points_good',
        targetId: inserted.id,
        before: null,
        after: goodState(inserted),
      });
      return inserted;
    });
    return toOperatorGood(row, 0);
  }

  /**
   * Given a writer, the trail's entry (the good before and after) is in the update's transaction.
   * Errors: VALIDATION_FAILED 400 (per field), GOOD_NOT_FOUND 404.
   */
  async function replaceGood(id: number, input: unknown, audit?: AuditWriter): Promise<OperatorPointsGood> {
    const values = goodColumns(input);
    const row = await deps.db.transaction(async (transaction) => {
      const store = repository(transaction);
      const before = Number.isSafeInteger(id) ? await store.good(id, { lock: true }) : undefined;
      const updated = before ? await store.updateGood(id, values) : undefined;
      if (!before || !updated) throw new AppError('GOOD_NOT_FOUND', 404);
      await audit?.(transaction, {
        action: 'points.good',
        targetType: 'points_good',
        targetId: id,
        before: goodState(before),
        after: goodState(updated),
      });
      return updated;
    });
    return toOperatorGood(row, (await repository().redeemedByGood()).get(row.id) ?? 0);
  }

  /** Every member's redemptions, newest first. Errors: VALIDATION_FAILED 400 (page, status). */
  async function operatorRedemptions(query: unknown, language: MessageLanguage) {
    const parsed = pointsRedemptionsQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize, status } = parsed.data;
    const { rows, total } = await repository().redemptionsPage(
      status ? { status } : {},
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return pageOf(
      rows.map((row) => toOperatorRedemption(row, language)),
      pageNo,
      pageSize,
      total,
    );
  }

  /**
   * The operator approves a redemption (the points stay spent) or rejects it with a remark (the
   * points and the stock come back, under the redemption's own key). Only a redemption in process.
   * Errors: VALIDATION_FAILED 400 (a rejection without a remark), REDEMPTION_NOT_FOUND 404,
   * REDEMPTION_NOT_PENDING 409.
   */
  async function decide(
    id: number,
    input: unknown,
    language: MessageLanguage,
    audit?: AuditWriter,
  ): Promise<OperatorRedemption> {
    const parsed = redemptionDecisionSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { decision, remark } = parsed.data;
    await deps.db.transaction(async (transaction) => {
      const within = repository(transaction);
      const redemption = await within.redemption(id, { lock: true });
      if (!redemption) throw new AppError('REDEMPTION_NOT_FOUND', 404);
      if (redemption.status !== 'IN_PROCESS') throw new AppError('REDEMPTION_NOT_PENDING', 409);
      if (decision === 'REJECTED') {
        // The good before the points, as a redemption locks them: two transactions never wait on each other.
        const good = await within.good(redemption.goodId, { lock: true });
        await within.moveStock(redemption.goodId, redemption.quantity);
        await grantPointsWithin(transaction, {
          accountId: redemption.accountId,
          type: 'REDEEM',
          points: redemption.points,
          idempotencyKey: `points-redeem:${redemption.id}:returned`,
          reference: redemptionReference(redemption.id, good, redemption.quantity),
        });
      }
      await within.decideRedemption(id, decision, remark);
      await audit?.(transaction, {
        action: 'points.redemption',
        targetType: 'points_redemption',
        targetId: id,
        before: { status: redemption.status, accountId: redemption.accountId, points: redemption.points },
        after: {
          status: decision,
          accountId: redemption.accountId,
          points: redemption.points,
          pointsReturned: decision === 'REJECTED',
        },
        reason: remark || null,
      });
    });
    return toOperatorRedemption(await redemptionView(id), language);
  }

  return {
    settings,
    updateSettings,
    config,
    balance,
    entries,
    accrueRecent,
    goods,
    redeem,
    redemptions,
    convert,
    operatorGoods,
    createGood,
    replaceGood,
    operatorRedemptions,
    decide,
  };
}
