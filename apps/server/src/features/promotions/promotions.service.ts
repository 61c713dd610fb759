// Promotions (issue 15 items 1–3; decision record 009): the operator's promotions, a member's state
// of each in its current period (derived from the stored entry and the period's activity), join, sign,
// apply and claim, the operator's review, the job that issues rewards that need no claim, and the
// turnover locks that keep bonus money from withdrawal until the member's valid bet since the award
// reaches bonus × N (the lock is released, the money never moved; the operator may cancel an unmet
// bonus, which moves it back with a reason).
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { MessageLanguage } from '@playdeck/contract/messages';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  applicationPayloadSchema,
  cancelLockPayloadSchema,
  promotionEntriesQuerySchema,
  promotionInputSchema,
  reviewPayloadSchema,
  turnoverLocksQuerySchema,
  type ActivityStatus,
  type MemberPromotion,
  type MemberPromotions,
  type Promotion,
  type PromotionEntry,
  type TurnoverLock,
  type TurnoverState,
} from '@playdeck/contract/promotions';
import type { Database, DatabaseOrTransaction, Transaction } from '../../plugins/database';
import { decodeUploadImages } from '../../lib/images';
import { AppError } from '../../plugins/errors';
import type { AccountRow } from '../account/account.service';
import type { AuditWriter } from '../audit/audit.service';
import { sanitizeHtml } from '../content/content.service';
import { grantPointsWithin } from '../points/points.service';
import { grantTicketsWithin } from '../raffle/raffle.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import { currentWindow, siteDayOf, type PromotionWindow } from './promotion-periods';
import {
  createPromotionsRepository,
  type EntryRow,
  type LockRow,
  type PromotionRow,
} from './promotions.repository';

const DAY_MS = 86_400_000;

// Missions cut their daily and weekly periods as promotions do.
export { currentWindow, siteDayOf, type PromotionWindow } from './promotion-periods';

export type PromotionsDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts'>;
  site: { scalarSettings(): Promise<{ timeZoneOffsetMinutes: number }> };
  memberVip(member: { id: number; type: number }): Promise<{ vipRankLevel: number | null }>;
  findAccount(id: number): Promise<AccountRow | undefined>;
  onBalance(accountId: number, balance: string): void;
  /** Whether the referral promotion is on (the start-up state's availablePromo.REFERRAL). */
  referralEnabled?: () => Promise<boolean>;
  now?: () => Date;
};

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/** Where a member stands in a promotion's current period. */
type Standing = {
  status: ActivityStatus;
  window: PromotionWindow;
  entry: EntryRow | undefined;
  /** Progress toward the condition (minor units, or days signed). */
  progress: bigint;
  /** The deposit a percent reward is a share of (DEPOSIT, FIRST_DEPOSIT). */
  qualifyingMinor: bigint;
};

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    title: { vi: row.titleVi, en: row.titleEn },
    content: { vi: row.contentVi, en: row.contentEn },
    imageUrl: row.imageUrl,
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    audience: row.audience,
    vipLevels: row.vipLevels,
    newMemberDays: row.newMemberDays,
    trigger: row.trigger,
    minAmount: fromMinor(row.minAmountMinor),
    category: row.category,
    signInDays: row.signInDays,
    requiresJoin: row.requiresJoin,
    requiresClaim: row.requiresClaim,
    reward: row.reward,
    rewardAmount: fromMinor(row.rewardAmountMinor),
    rewardPercent: row.rewardPercentBp === null ? null : fromMinor(BigInt(row.rewardPercentBp)),
    rewardUnits: row.rewardUnits,
    turnoverMultiplier: row.turnoverMultiplier,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

function toLock(row: LockRow & { progressMinor: bigint }): TurnoverLock {
  const progress = row.progressMinor < row.requiredMinor ? row.progressMinor : row.requiredMinor;
  return {
    id: row.id,
    source: row.source,
    bonus: fromMinor(row.bonusMinor),
    required: fromMinor(row.requiredMinor),
    progress: fromMinor(row.status === 'MET' ? row.requiredMinor : progress),
    status: row.status,
    awardedAt: row.awardedAt.toISOString(),
    metAt: row.metAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason ?? null,
  };
}

/** The stored columns of a checked input. Errors: VALIDATION_FAILED 400 (per field). */
/** Rewards counted in units (points, tickets), not money. */
function isUnitReward(promotion: Pick<PromotionRow, 'reward'>): boolean {
  return promotion.reward === 'POINTS' || promotion.reward === 'RAFFLE_TICKETS';
}

export function promotionColumns(input: unknown) {
  const parsed = promotionInputSchema.safeParse(input);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const value = parsed.data;
  return {
    titleVi: value.title.vi,
    titleEn: value.title.en,
    contentVi: sanitizeHtml(value.content.vi),
    contentEn: sanitizeHtml(value.content.en),
    imageUrl: value.imageUrl,
    period: value.period,
    startsAt: new Date(value.startsAt),
    endsAt: value.endsAt === null ? null : new Date(value.endsAt),
    audience: value.audience,
    vipLevels: [...new Set(value.vipLevels)].sort((left, right) => left - right),
    newMemberDays: value.newMemberDays,
    trigger: value.trigger,
    minAmountMinor: toMinor(value.minAmount),
    category: value.category,
    signInDays: value.signInDays,
    requiresJoin: value.requiresJoin,
    requiresClaim: value.requiresClaim,
    reward: value.reward,
    rewardAmountMinor: toMinor(value.rewardAmount),
    rewardPercentBp: value.rewardPercent === null ? null : Number(toMinor(value.rewardPercent)),
    rewardUnits: value.rewardUnits,
    turnoverMultiplier: value.turnoverMultiplier,
    enabled: value.enabled,
    sortOrder: value.sortOrder,
  };
}

export function createPromotionsService(deps: PromotionsDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = (db: DatabaseOrTransaction = deps.db) => createPromotionsRepository(db);
  const offset = async () => (await deps.site.scalarSettings()).timeZoneOffsetMinutes;

  // --- Operator ---------------------------------------------------------------------------------

  async function operatorList(): Promise<{ list: Promotion[] }> {
    return { list: (await repository().listPromotions({ enabledOnly: false })).map(toPromotion) };
  }

  /** Given a writer, the trail's entry (null before, the promotion after) is in the insert's transaction. */
  async function create(input: unknown, audit?: AuditWriter): Promise<Promotion> {
    const values = promotionColumns(input);
    return deps.db.transaction(async (transaction) => {
      const created = toPromotion(await repository(transaction).insertPromotion(values));
      await audit?.(transaction, {
        action: 'promotions.promotion',
        targetType: 'promotion',
        targetId: created.id,
        before: null,
        after: created,
      });
      return created;
    });
  }

  /**
   * Given a writer, the trail's entry (the promotion before and after) is in the update's transaction.
   * Errors: PROMOTION_NOT_FOUND 404, VALIDATION_FAILED 400.
   */
  async function replace(id: number, input: unknown, audit?: AuditWriter): Promise<Promotion> {
    const values = promotionColumns(input);
    return deps.db.transaction(async (transaction) => {
      const store = repository(transaction);
      const before = Number.isSafeInteger(id) ? await store.findPromotion(id) : undefined;
      const row = before ? await store.updatePromotion(id, values) : undefined;
      if (!before || !row) throw new AppError('PROMOTION_NOT_FOUND', 404);
      const after = toPromotion(row);
      await audit?.(transaction, {
        action: 'promotions.promotion',
        targetType: 'promotion',
        targetId: id,
        before: toPromotion(before),
        after,
      });
      return after;
    });
  }

  // --- A member's standing ----------------------------------------------------------------------

  /**
   * Whether the member is in the promotion's audience. `vipLevel` is given inside a transaction (read
   * before it: on the one-connection embedded database a read beside the transaction would wait on it).
   */
  async function eligible(
    promotion: PromotionRow,
    account: AccountRow,
    db: DatabaseOrTransaction,
    vipLevel?: number,
  ): Promise<boolean> {
    if (account.type === ACCOUNT_TYPES.trial) return false;
    switch (promotion.audience) {
      case 'ALL':
        return true;
      case 'VIP_LEVELS':
        return promotion.vipLevels.includes(vipLevel ?? (await deps.memberVip(account)).vipRankLevel ?? 0);
      case 'NEW_MEMBERS':
        return account.createdAt.getTime() >= now().getTime() - promotion.newMemberDays * DAY_MS;
      case 'FIRST_DEPOSITORS':
        return repository(db).hasCreditedDeposit(account.id);
    }
  }

  /** The activity the trigger measures in the window (from the join when joining is required). */
  async function measure(
    promotion: PromotionRow,
    account: AccountRow,
    window: PromotionWindow,
    entry: EntryRow | undefined,
    db: DatabaseOrTransaction,
  ): Promise<{ progress: bigint; qualifying: bigint; met: boolean }> {
    const from =
      promotion.requiresJoin && entry?.joinedAt && entry.joinedAt > window.from
        ? entry.joinedAt
        : window.from;
    const min = promotion.minAmountMinor;
    switch (promotion.trigger) {
      case 'DEPOSIT': {
        const largest = await repository(db).largestDeposit(account.id, from, window.to);
        return { progress: largest, qualifying: largest, met: largest > 0n && largest >= min };
      }
      case 'FIRST_DEPOSIT': {
        const first = await repository(db).firstDeposit(account.id);
        const inWindow =
          first !== undefined && first.at >= from && (window.to === null || first.at < window.to);
        const amount = inWindow ? first.amount : 0n;
        return { progress: amount, qualifying: amount, met: inWindow && amount >= min };
      }
      case 'VALID_BET': {
        const total = await repository(db).validBet(account.id, from, window.to, promotion.category);
        return { progress: total, qualifying: 0n, met: total > 0n && total >= min };
      }
      case 'SIGN_IN_DAYS': {
        const days = BigInt(entry?.signedDays ?? 0);
        return { progress: days, qualifying: 0n, met: days >= BigInt(promotion.signInDays) };
      }
      case 'APPLICATION':
        return { progress: 0n, qualifying: 0n, met: entry?.state === 'APPROVED' };
    }
  }

  async function standingOf(
    promotion: PromotionRow,
    account: AccountRow | null,
    offsetMinutes: number,
    known?: EntryRow | null,
    db: DatabaseOrTransaction = deps.db,
    vipLevel?: number,
  ): Promise<Standing> {
    const at = now();
    const window = currentWindow(promotion, at, offsetMinutes);
    const base = { window, progress: 0n, qualifyingMinor: 0n };
    if (at < promotion.startsAt) return { ...base, status: 'coming', entry: undefined };
    const ended = !promotion.enabled || (promotion.endsAt !== null && at >= promotion.endsAt);
    if (!account) return { ...base, status: ended ? 'close' : 'join', entry: undefined };
    const entry =
      known === undefined
        ? await repository(db).findEntry(promotion.id, account.id, window.key)
        : (known ?? undefined);
    if (entry?.state === 'AWARDED') {
      return { ...base, status: entry.awardIssued ? 'issued' : 'claimed', entry };
    }
    if (ended || !(await eligible(promotion, account, db, vipLevel)))
      return { ...base, status: 'close', entry };
    if (promotion.trigger === 'APPLICATION') {
      // Apply is the action of `process` (after a join, when the promotion asks for one).
      if (!entry && promotion.requiresJoin) return { ...base, status: 'join', entry };
      if (!entry || entry.state === 'JOINED') return { ...base, status: 'process', entry };
      if (entry.state === 'APPLYING') return { ...base, status: 'applying', entry };
      if (entry.state === 'REJECTED') return { ...base, status: 'rejected', entry };
      return { ...base, status: promotion.requiresClaim ? 'claim' : 'process', entry };
    }
    if (promotion.requiresJoin && !entry) return { ...base, status: 'join', entry };
    const measured = await measure(promotion, account, window, entry, db);
    const progressed = { window, entry, progress: measured.progress, qualifyingMinor: measured.qualifying };
    if (measured.met) return { ...progressed, status: promotion.requiresClaim ? 'claim' : 'process' };
    const signedToday = entry?.lastSignedDay === siteDayOf(at, offsetMinutes);
    return {
      ...progressed,
      status: promotion.trigger === 'SIGN_IN_DAYS' && signedToday ? 'signed' : 'process',
    };
  }

  /**
   * The reward of a met entry: a bonus in minor units (fixed, or a percent of the qualifying deposit up
   * to it), or the points or raffle tickets it grants (a count).
   */
  function rewardOf(promotion: PromotionRow, vipLevel: number, standing: Standing): bigint {
    if (isUnitReward(promotion)) return BigInt(promotion.rewardUnits);
    if (promotion.reward === 'VIP_BONUS') return promotion.rewardAmountMinor * BigInt(Math.max(vipLevel, 0));
    if (promotion.rewardPercentBp !== null && standing.qualifyingMinor > 0n) {
      const share = (standing.qualifyingMinor * BigInt(promotion.rewardPercentBp)) / 10_000n;
      return share < promotion.rewardAmountMinor ? share : promotion.rewardAmountMinor;
    }
    return promotion.rewardAmountMinor;
  }

  function memberView(
    promotion: PromotionRow,
    standing: Standing,
    language: MessageLanguage,
  ): MemberPromotion {
    const entry = standing.entry;
    return {
      id: promotion.id,
      title: language === 'vi' ? promotion.titleVi : promotion.titleEn,
      content: language === 'vi' ? promotion.contentVi : promotion.contentEn,
      imageUrl: promotion.imageUrl,
      period: promotion.period,
      periodKey: standing.window.key,
      periodFrom: standing.window.from.toISOString(),
      periodTo: standing.window.to?.toISOString() ?? null,
      trigger: promotion.trigger,
      minAmount: fromMinor(promotion.minAmountMinor),
      category: promotion.category,
      signInDays: promotion.signInDays,
      reward: promotion.reward,
      rewardAmount: fromMinor(promotion.rewardAmountMinor),
      rewardPercent: promotion.rewardPercentBp === null ? null : fromMinor(BigInt(promotion.rewardPercentBp)),
      rewardUnits: promotion.rewardUnits,
      turnoverMultiplier: promotion.turnoverMultiplier,
      status: standing.status,
      progress:
        promotion.trigger === 'SIGN_IN_DAYS' ? standing.progress.toString() : fromMinor(standing.progress),
      award:
        entry?.awardAmount === null || entry?.awardAmount === undefined
          ? null
          : isUnitReward(promotion)
            ? entry.awardAmount.toString()
            : fromMinor(entry.awardAmount),
      entryId: entry?.id ?? null,
      reviewNote: entry?.reviewNote ?? null,
    };
  }

  /** The promotions with the reader's state (a visitor: account null). */
  async function list(account: AccountRow | null, language: MessageLanguage): Promise<MemberPromotions> {
    const offsetMinutes = await offset();
    const promotions = await repository().listPromotions({ enabledOnly: true });
    const at = now();
    const visible = promotions.filter((promotion) => promotion.endsAt === null || promotion.endsAt > at);
    const windows = visible.map((promotion) => currentWindow(promotion, at, offsetMinutes));
    const entries = account
      ? await repository().entriesOf(
          account.id,
          visible.map((promotion, index) => ({ promotionId: promotion.id, periodKey: windows[index]!.key })),
        )
      : [];
    const rows = await Promise.all(
      visible.map(async (promotion, index) => {
        const entry =
          entries.find((row) => row.promotionId === promotion.id && row.periodKey === windows[index]!.key) ??
          null;
        return memberView(promotion, await standingOf(promotion, account, offsetMinutes, entry), language);
      }),
    );
    const referral = (await deps.referralEnabled?.()) ?? false;
    return {
      list: rows,
      availablePromo: { REFERRAL: { enabled: referral } },
      availablePromoCount: account
        ? rows.filter((row) => row.status === 'join' || row.status === 'claim').length
        : 0,
    };
  }

  /** What the member can claim now (the reward centre). */
  async function rewards(account: AccountRow, language: MessageLanguage): Promise<MemberPromotions> {
    const all = await list(account, language);
    return { ...all, list: all.list.filter((row) => row.status === 'claim') };
  }

  /** The promotion, open and enabled. Errors: PROMOTION_NOT_FOUND 404. */
  async function promotionOf(id: number): Promise<PromotionRow> {
    const promotion = Number.isSafeInteger(id) ? await repository().findPromotion(id) : undefined;
    if (!promotion || !promotion.enabled) throw new AppError('PROMOTION_NOT_FOUND', 404);
    return promotion;
  }

  async function viewOf(promotion: PromotionRow, account: AccountRow, language: MessageLanguage) {
    return memberView(promotion, await standingOf(promotion, account, await offset()), language);
  }

  /** Join the current period. Errors: PROMOTION_NOT_FOUND 404, PROMOTION_CLOSED 409 (nothing to join). */
  async function join(account: AccountRow, id: number, language: MessageLanguage): Promise<MemberPromotion> {
    const promotion = await promotionOf(id);
    const standing = await standingOf(promotion, account, await offset());
    if (standing.status !== 'join') throw new AppError('PROMOTION_CLOSED', 409);
    await deps.db.transaction(async (transaction) => {
      const entry = await repository(transaction).ensureEntry(
        promotion.id,
        account.id,
        standing.window.key,
        'JOINED',
      );
      if (!entry.joinedAt) await repository(transaction).updateEntry(entry.id, { joinedAt: now() });
    });
    return viewOf(promotion, account, language);
  }

  /** Sign in for today (SIGN_IN_DAYS). Errors: PROMOTION_NOT_FOUND 404, PROMOTION_CLOSED 409. */
  async function sign(account: AccountRow, id: number, language: MessageLanguage): Promise<MemberPromotion> {
    const promotion = await promotionOf(id);
    const offsetMinutes = await offset();
    const standing = await standingOf(promotion, account, offsetMinutes);
    if (promotion.trigger !== 'SIGN_IN_DAYS' || standing.status !== 'process') {
      throw new AppError('PROMOTION_CLOSED', 409);
    }
    const today = siteDayOf(now(), offsetMinutes);
    await deps.db.transaction(async (transaction) => {
      const entry = await repository(transaction).ensureEntry(
        promotion.id,
        account.id,
        standing.window.key,
        'JOINED',
      );
      if (entry.lastSignedDay === today) return;
      await repository(transaction).updateEntry(entry.id, {
        signedDays: entry.signedDays + 1,
        lastSignedDay: today,
        joinedAt: entry.joinedAt ?? now(),
      });
    });
    // A sign that meets a promotion without claims is paid at once.
    await issueIfDue(promotion, account);
    return viewOf(promotion, account, language);
  }

  /**
   * Apply with images (APPLICATION). Errors: VALIDATION_FAILED 400 (images over 5 MB, not png or
   * jpg by their bytes, more than 3; per image), PROMOTION_NOT_FOUND 404, PROMOTION_CLOSED 409.
   */
  async function apply(account: AccountRow, id: number, input: unknown, language: MessageLanguage) {
    const parsed = applicationPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const images = decodeUploadImages(parsed.data.images);
    if (!images.ok) throw new AppError('VALIDATION_FAILED', 400, { fields: images.fields });
    const promotion = await promotionOf(id);
    const standing = await standingOf(promotion, account, await offset());
    if (promotion.trigger !== 'APPLICATION' || !['process', 'rejected'].includes(standing.status)) {
      throw new AppError('PROMOTION_CLOSED', 409);
    }
    await deps.db.transaction(async (transaction) => {
      const entry = await repository(transaction).ensureEntry(
        promotion.id,
        account.id,
        standing.window.key,
        'APPLYING',
      );
      if (entry.state !== 'APPLYING' && entry.state !== 'REJECTED' && entry.state !== 'JOINED') {
        throw new AppError('PROMOTION_CLOSED', 409);
      }
      await repository(transaction).updateEntry(entry.id, {
        state: 'APPLYING',
        note: parsed.data.note,
        appliedAt: now(),
        reviewNote: null,
        joinedAt: entry.joinedAt ?? now(),
      });
      await repository(transaction).replaceImages(entry.id, images.images);
    });
    return viewOf(promotion, account, language);
  }

  /**
   * Pays a met entry's reward once, in one transaction with the entry's row locked: the bonus from the
   * site's bonus account (key promotion:{entry}:award) and, with a turnover multiplier, its lock.
   * Answers false when the entry was already awarded (a racing claim or the job).
   */
  async function award(
    transaction: Transaction,
    promotion: PromotionRow,
    account: AccountRow,
    offsetMinutes: number,
    issued: boolean,
    vipLevel: number,
  ): Promise<{ awarded: boolean; balance?: bigint }> {
    const window = currentWindow(promotion, now(), offsetMinutes);
    const entry = await repository(transaction).ensureEntry(promotion.id, account.id, window.key, 'JOINED');
    if (entry.state === 'AWARDED') return { awarded: false };
    const standing = await standingOf(promotion, account, offsetMinutes, entry, transaction, vipLevel);
    // A claim needs the claim state; the site's issue, a met entry of a promotion without claims.
    if (standing.status !== (issued ? 'process' : 'claim')) return { awarded: false };
    const met =
      promotion.trigger === 'APPLICATION'
        ? entry.state === 'APPROVED'
        : (await measure(promotion, account, window, entry, transaction)).met;
    if (!met) return { awarded: false };
    const amount = rewardOf(promotion, vipLevel, standing);
    let balance: bigint | undefined;
    if (isUnitReward(promotion)) {
      await grantUnitsWithin(transaction, promotion, account, entry.id, window.key);
    } else if (amount > 0n) {
      const wallet = await deps.wallet.ledgerAccountId('member_wallet', account.id, '', transaction);
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey: `promotion:${entry.id}:award`,
        kind: 'bonus_promotion',
        postings: transfer(await deps.wallet.ledgerAccountId('bonus', null, '', transaction), wallet, amount),
        metadata: {
          promotionId: promotion.id,
          periodKey: window.key,
          reference: `${promotion.titleEn} ${window.key}`,
        },
      });
      balance = posted.balances.get(wallet);
      if (promotion.turnoverMultiplier > 0) {
        await repository(transaction).insertLock({
          accountId: account.id,
          source: `promotion:${promotion.id}:${window.key}`,
          bonusMinor: amount,
          requiredMinor: amount * BigInt(promotion.turnoverMultiplier),
          awardedAt: now(),
        });
      }
    }
    await repository(transaction).updateEntry(entry.id, {
      state: 'AWARDED',
      awardAmount: amount,
      awardIssued: issued,
      awardedAt: now(),
      joinedAt: entry.joinedAt ?? now(),
    });
    return { awarded: true, ...(balance !== undefined ? { balance } : {}) };
  }

  /** Points land in the member's points balance; raffle tickets wait for the next draw. */
  async function grantUnitsWithin(
    transaction: Transaction,
    promotion: PromotionRow,
    account: AccountRow,
    entryId: number,
    periodKey: string,
  ): Promise<void> {
    const reference = `${promotion.titleEn} ${periodKey}`;
    if (promotion.reward === 'POINTS') {
      await grantPointsWithin(transaction, {
        accountId: account.id,
        type: 'PROMOTION',
        points: promotion.rewardUnits,
        idempotencyKey: `promotion:${entryId}:points`,
        reference,
      });
      return;
    }
    await grantTicketsWithin(transaction, {
      accountId: account.id,
      count: promotion.rewardUnits,
      source: reference,
      grantKey: `promotion:${entryId}:tickets`,
    });
  }

  async function awardOnce(promotion: PromotionRow, account: AccountRow, issued: boolean): Promise<boolean> {
    const offsetMinutes = await offset();
    const vipLevel = (await deps.memberVip(account)).vipRankLevel ?? 0;
    const result = await deps.db.transaction((transaction) =>
      award(transaction, promotion, account, offsetMinutes, issued, vipLevel),
    );
    if (result.balance !== undefined) deps.onBalance(account.id, fromMinor(result.balance));
    return result.awarded;
  }

  /** Claim the current period's reward. Errors: PROMOTION_NOT_FOUND 404, PROMOTION_NOT_CLAIMABLE 409. */
  async function claim(account: AccountRow, id: number, language: MessageLanguage): Promise<MemberPromotion> {
    const promotion = await promotionOf(id);
    const standing = await standingOf(promotion, account, await offset());
    if (standing.status !== 'claim') throw new AppError('PROMOTION_NOT_CLAIMABLE', 409);
    if (!(await awardOnce(promotion, account, false))) throw new AppError('PROMOTION_NOT_CLAIMABLE', 409);
    return viewOf(promotion, account, language);
  }

  /** A reward that needs no claim, paid as soon as it is met. */
  async function issueIfDue(promotion: PromotionRow, account: AccountRow): Promise<boolean> {
    if (promotion.requiresClaim) return false;
    return awardOnce(promotion, account, true);
  }

  /**
   * The job (every minute, under its lock): issues the met rewards of promotions that need no claim,
   * for the members with activity of the trigger's kind in the current period. Answers how many.
   */
  async function issueDue(): Promise<number> {
    const offsetMinutes = await offset();
    let issued = 0;
    for (const promotion of await repository().listPromotions({ enabledOnly: true })) {
      if (promotion.requiresClaim || now() < promotion.startsAt) continue;
      if (promotion.endsAt && now() >= promotion.endsAt) continue;
      const window = currentWindow(promotion, now(), offsetMinutes);
      const candidates =
        promotion.trigger === 'SIGN_IN_DAYS' || promotion.trigger === 'APPLICATION'
          ? (await repository().entriesInState(promotion.id, window.key, ['JOINED', 'APPROVED'])).map(
              (entry) => entry.accountId,
            )
          : await repository().activeMembers(promotion.trigger, window.from, window.to);
      for (const accountId of candidates) {
        const account = await deps.findAccount(accountId);
        if (account && (await issueIfDue(promotion, account))) issued += 1;
      }
    }
    return issued;
  }

  // --- Operator review ------------------------------------------------------------------------

  async function entriesPage(query: unknown, language: MessageLanguage) {
    const parsed = promotionEntriesQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize, promotionId, status } = parsed.data;
    const states =
      status === 'applying'
        ? (['APPLYING'] as const)
        : status === 'rejected'
          ? (['REJECTED'] as const)
          : undefined;
    const { rows, total } = await repository().listEntries(
      { ...(promotionId !== undefined ? { promotionId } : {}), ...(states ? { states: [...states] } : {}) },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return {
      list: await entryViews(rows, language),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  async function entryViews(rows: EntryRow[], language: MessageLanguage): Promise<PromotionEntry[]> {
    const images = await repository().imagesOf(rows.map((row) => row.id));
    const offsetMinutes = await offset();
    return Promise.all(
      rows.map(async (row) => {
        const promotion = (await repository().findPromotion(row.promotionId))!;
        const account = await deps.findAccount(row.accountId);
        const standing = account ? await standingOf(promotion, account, offsetMinutes, row) : undefined;
        const status: ActivityStatus =
          row.state === 'APPLYING'
            ? 'applying'
            : row.state === 'REJECTED'
              ? 'rejected'
              : (standing?.status ?? 'close');
        return {
          id: row.id,
          promotionId: row.promotionId,
          promotionTitle: language === 'vi' ? promotion.titleVi : promotion.titleEn,
          member: { id: row.accountId, username: account?.username ?? '' },
          periodKey: row.periodKey,
          status,
          progress: standing ? fromMinor(standing.progress) : '0.00',
          award: row.awardAmount === null ? null : fromMinor(row.awardAmount),
          note: row.note,
          images: images
            .filter((image) => image.entryId === row.id)
            .map((image) => `data:${image.mimeType};base64,${image.data.toString('base64')}`),
          reviewNote: row.reviewNote ?? null,
          appliedAt: row.appliedAt?.toISOString() ?? null,
          updatedAt: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  /**
   * The operator approves (the reward is issued at once unless the promotion waits for the member's
   * claim) or rejects an application. Errors: ENTRY_NOT_REVIEWABLE 409 (not applying), 404.
   */
  async function review(
    id: number,
    input: unknown,
    language: MessageLanguage,
    audit?: AuditWriter,
  ): Promise<PromotionEntry> {
    const parsed = reviewPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const entry = Number.isSafeInteger(id) ? await repository().entryById(id) : undefined;
    if (!entry) throw new AppError('PROMOTION_NOT_FOUND', 404);
    await deps.db.transaction(async (transaction) => {
      const locked = (await repository(transaction).entryById(id, { lock: true }))!;
      if (locked.state !== 'APPLYING') throw new AppError('ENTRY_NOT_REVIEWABLE', 409);
      const decided = {
        state: parsed.data.approve ? ('APPROVED' as const) : ('REJECTED' as const),
        reviewNote: parsed.data.note,
        reviewedAt: now(),
      };
      await repository(transaction).updateEntry(id, decided);
      // The decision; the reward it may issue is the ledger's own record (issueIfDue, after it).
      await audit?.(transaction, {
        action: 'promotions.review',
        targetType: 'promotion_entry',
        targetId: id,
        before: {
          promotionId: locked.promotionId,
          accountId: locked.accountId,
          state: locked.state,
          reviewNote: locked.reviewNote ?? null,
          reviewedAt: locked.reviewedAt?.toISOString() ?? null,
        },
        after: {
          promotionId: locked.promotionId,
          accountId: locked.accountId,
          ...decided,
          reviewedAt: decided.reviewedAt.toISOString(),
        },
        reason: parsed.data.note || null,
      });
    });
    const promotion = (await repository().findPromotion(entry.promotionId))!;
    const account = await deps.findAccount(entry.accountId);
    if (parsed.data.approve && account) await issueIfDue(promotion, account);
    const [view] = await entryViews([(await repository().entryById(id))!], language);
    return view!;
  }

  // --- Turnover -------------------------------------------------------------------------------

  /**
   * The member's locks, releasing (MET) those whose valid bet since the award has reached the
   * requirement, and the sum still locked. In the caller's transaction when given (the withdrawal).
   */
  async function lockedOf(accountId: number, db: DatabaseOrTransaction = deps.db) {
    const locks = await repository(db).locksOf(accountId);
    let locked = 0n;
    for (const lock of locks) {
      if (lock.status !== 'ACTIVE') continue;
      if (lock.progressMinor >= lock.requiredMinor) {
        await repository(db).updateLock(lock.id, { status: 'MET', metAt: now() });
        lock.status = 'MET';
        lock.metAt = now();
      } else {
        locked += lock.bonusMinor;
      }
    }
    return { locked, locks };
  }

  /** A lock's source as the member reads it: the promotion's title and period. */
  async function sourceText(source: string, language: MessageLanguage): Promise<string> {
    const [kind, id, ...period] = source.split(':');
    const promotion = kind === 'promotion' ? await repository().findPromotion(Number(id)) : undefined;
    if (!promotion) return source;
    return `${language === 'vi' ? promotion.titleVi : promotion.titleEn} (${period.join(':')})`;
  }

  async function turnover(accountId: number, language: MessageLanguage): Promise<TurnoverState> {
    const { locked, locks } = await lockedOf(accountId);
    const wallet = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const balance =
      (await deps.db.transaction((transaction) => deps.wallet.lockLedgerAccounts(transaction, [wallet]))).get(
        wallet,
      ) ?? 0n;
    const withdrawable = balance > locked ? balance - locked : 0n;
    return {
      balance: fromMinor(balance),
      locked: fromMinor(locked < balance ? locked : balance),
      withdrawable: fromMinor(withdrawable),
      locks: await Promise.all(
        locks.map(async (lock) => ({ ...toLock(lock), source: await sourceText(lock.source, language) })),
      ),
    };
  }

  async function locksPage(query: unknown) {
    const parsed = turnoverLocksQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize, accountId, status } = parsed.data;
    const { rows, total } = await repository().listLocks(
      { ...(accountId !== undefined ? { accountId } : {}), ...(status ? { status } : {}) },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const list = await Promise.all(
      rows.map(async (row) => ({
        ...toLock(row),
        member: { id: row.accountId, username: (await deps.findAccount(row.accountId))?.username ?? '' },
      })),
    );
    return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  /**
   * The operator cancels an unmet bonus: what is left of it in the member's wallet (at most the
   * bonus) goes back to the site's bonus account, with the reason. Errors: LOCK_NOT_ACTIVE 409, 404.
   */
  async function cancelLock(id: number, input: unknown, audit?: AuditWriter) {
    const parsed = cancelLockPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    let balance: bigint | undefined;
    const lock = Number.isSafeInteger(id) ? await repository().findLock(id) : undefined;
    if (!lock) throw new AppError('LOCK_NOT_ACTIVE', 404);
    await deps.db.transaction(async (transaction) => {
      const row = (await repository(transaction).findLock(id, { lock: true }))!;
      if (row.status !== 'ACTIVE') throw new AppError('LOCK_NOT_ACTIVE', 409);
      const wallet = await deps.wallet.ledgerAccountId('member_wallet', row.accountId, '', transaction);
      const held = (await deps.wallet.lockLedgerAccounts(transaction, [wallet])).get(wallet) ?? 0n;
      const amount = held < row.bonusMinor ? held : row.bonusMinor;
      if (amount > 0n) {
        const posted = await deps.wallet.postWithin(transaction, {
          idempotencyKey: `turnover-lock:${row.id}:cancel`,
          kind: 'bonus_cancelled',
          postings: transfer(
            wallet,
            await deps.wallet.ledgerAccountId('bonus', null, '', transaction),
            amount,
          ),
          metadata: { lockId: row.id, reason: parsed.data.reason, reference: row.source },
        });
        balance = posted.balances.get(wallet);
      }
      const cancelled = {
        status: 'CANCELLED' as const,
        cancelledAt: now(),
        cancelReason: parsed.data.reason,
      };
      await repository(transaction).updateLock(row.id, cancelled);
      await audit?.(transaction, {
        action: 'promotions.cancel_lock',
        targetType: 'turnover_lock',
        targetId: row.id,
        before: {
          accountId: row.accountId,
          source: row.source,
          bonus: fromMinor(row.bonusMinor),
          status: row.status,
        },
        after: {
          accountId: row.accountId,
          source: row.source,
          status: cancelled.status,
          cancelledAt: cancelled.cancelledAt.toISOString(),
          movedBack: fromMinor(amount),
        },
        reason: parsed.data.reason,
      });
    });
    if (balance !== undefined) deps.onBalance(lock.accountId, fromMinor(balance));
    const [updated] = (await repository().locksOf(lock.accountId)).filter((row) => row.id === id);
    const account = await deps.findAccount(lock.accountId);
    return { ...toLock(updated!), member: { id: lock.accountId, username: account?.username ?? '' } };
  }

  return {
    operatorList,
    create,
    replace,
    list,
    rewards,
    join,
    sign,
    apply,
    claim,
    issueDue,
    entriesPage,
    review,
    lockedOf,
    turnover,
    locksPage,
    cancelLock,
  };
}
