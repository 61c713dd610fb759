// Referral (issue 15 item 6; SPEC.md §1 "referral/invite earning"): each member's code; friends who
// register with it; the member's earnings, paid by the platform from the site's bonus account: a
// reward for each friend's first credited deposit of at least the operator's minimum (key
// referral-first:{friend}) and, per site day from 10:30 the next day, a share of the friends' valid
// bet (key referral:{day}:{referrer}). The earnings' unique indexes (one first-deposit reward per
// friend, one bet share per referrer and day) make every payment happen once however often the job
// runs; nothing is paid while the operator has the promotion switched off.
import { randomInt } from 'node:crypto';
import { rateToPpm } from '@playdeck/contract/contracts';
import { maskName } from '@playdeck/contract/missions';
import { applyPpm, fromMinor, toMinor } from '@playdeck/contract/money';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralPageQuerySchema,
  referralSettingsSchema,
  type ReferralEarning,
  type ReferralFriend,
  type ReferralSettings,
  type ReferralSummary,
} from '@playdeck/contract/referral';
import type { Database, Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { AuditWriter } from '../audit/audit.service';
import type { AccountRow } from '../account/account.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import { createReferralRepository, type FriendBet, type NewEarning } from './referral.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Yesterday's bet share is paid from 10:30 (site time), after the rebates' 10:00 run. */
const BET_SHARE_RUN_MINUTES = 10 * 60 + 30;
/** Days the job looks back for a day not paid yet (a process that was down). */
const CATCH_UP_DAYS = 3;
/** Payments of each kind one run makes at most; the next run (5 minutes later) goes on. */
const PAYMENTS_PER_RUN_MAX = 1_000;
/** Tries at a fresh random code when one collides with another member's. */
const CODE_ATTEMPTS_MAX = 8;

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  enabled: true,
  betSharePercent: '0.2',
  firstDepositReward: '20.00',
  firstDepositMin: '100.00',
  friendDays: 0,
};

export type ReferralDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts'>;
  site: { scalarSettings(): Promise<{ timeZoneOffsetMinutes: number }> };
  findAccount(id: number): Promise<AccountRow | undefined>;
  onBalance(accountId: number, balance: string): void;
  now?: () => Date;
};

export type ReferralService = ReturnType<typeof createReferralService>;

/** A crypto-random code of the contract's alphabet and length. */
function randomCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The site day (yyyy-mm-dd) `daysBack` days before the one holding `instant`, and its UTC bounds. */
function siteDay(instant: Date, offsetMinutes: number, daysBack = 0) {
  const local = instant.getTime() + offsetMinutes * MINUTE_MS;
  const startLocal = Math.floor(local / DAY_MS) * DAY_MS - daysBack * DAY_MS;
  const from = new Date(startLocal - offsetMinutes * MINUTE_MS);
  return {
    day: new Date(startLocal).toISOString().slice(0, 10),
    from,
    to: new Date(from.getTime() + DAY_MS),
    minutesIntoDay: Math.floor((local - Math.floor(local / DAY_MS) * DAY_MS) / MINUTE_MS),
  };
}

/** Friends' bets grouped by referrer, in the order given. */
function byReferrer(bets: FriendBet[]): Map<number, FriendBet[]> {
  const groups = new Map<number, FriendBet[]>();
  for (const bet of bets) groups.set(bet.referrerId, [...(groups.get(bet.referrerId) ?? []), bet]);
  return groups;
}

export function createReferralService(deps: ReferralDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = createReferralRepository(deps.db);

  async function settings(): Promise<ReferralSettings> {
    return { ...DEFAULT_REFERRAL_SETTINGS, ...(await repository.storedSettings()) };
  }

  /** Given a writer, the trail's entry (before and after) is in the save's transaction. Errors: VALIDATION_FAILED 400 (per field). */
  async function updateSettings(input: unknown, audit?: AuditWriter): Promise<ReferralSettings> {
    const parsed = referralSettingsSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    await deps.db.transaction(async (transaction) => {
      const store = createReferralRepository(transaction);
      const before = { ...DEFAULT_REFERRAL_SETTINGS, ...(await store.storedSettings()) };
      await store.saveSettings(parsed.data);
      await audit?.(transaction, {
        action: 'referral.settings',
        targetType: 'referral_settings',
        targetId: 'referral-settings',
        before,
        after: parsed.data,
      });
    });
    return parsed.data;
  }

  /** Whether the referral promotion is on (the start-up state's availablePromo.REFERRAL.enabled). */
  async function enabled(): Promise<boolean> {
    return (await settings()).enabled;
  }

  /**
   * The member's code, made on first read: random, and drawn again when it collides with another
   * member's (the unique index decides; two first reads at once keep the one stored first).
   */
  async function codeOf(accountId: number): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS_MAX; attempt += 1) {
      const existing = await repository.codeOf(accountId);
      if (existing) return existing;
      await repository.insertCode(accountId, randomCode());
    }
    const stored = await repository.codeOf(accountId);
    if (!stored) throw new Error(`no free referral code after ${CODE_ATTEMPTS_MAX} attempts`);
    return stored;
  }

  /**
   * The member whose code this is, for registration (read before its transaction); null when the
   * code is nobody's, its owner is not active, or referral is off.
   */
  async function referrerOf(code: string): Promise<number | null> {
    const normalized = code.trim().toUpperCase();
    if (normalized.length !== REFERRAL_CODE_LENGTH || !(await enabled())) return null;
    return (await repository.ownerOfCode(normalized)) ?? null;
  }

  /** Records the friend's referrer in the registration's transaction. */
  async function recordWithin(transaction: Transaction, friendId: number, referrerId: number): Promise<void> {
    await createReferralRepository(transaction).insertReferral(friendId, referrerId);
  }

  /** The share of each friend's valid bet, and their sum (what one payment pays). */
  function shareOf(bets: FriendBet[], current: ReferralSettings) {
    const ratePpm = rateToPpm(current.betSharePercent);
    const details = bets.map((bet) => ({
      friendId: bet.friendId,
      validBetMinor: bet.validBetMinor.toString(),
      amountMinor: applyPpm(bet.validBetMinor, ratePpm).toString(),
    }));
    // The payment is the sum of the friends' shares, so that the friend list's totals add up to it.
    return { details, amount: details.reduce((sum, detail) => sum + BigInt(detail.amountMinor), 0n) };
  }

  /**
   * The member's code, friends and earnings, and the share of today's valid bet so far.
   * Errors: REFERRAL_DISABLED 409 (the operator has switched referral off).
   */
  async function summary(account: AccountRow): Promise<ReferralSummary> {
    const current = await settings();
    if (!current.enabled) throw new AppError('REFERRAL_DISABLED', 409);
    const offsetMinutes = (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
    const at = now();
    const today = siteDay(at, offsetMinutes);
    const [code, totals, todayBets] = await Promise.all([
      codeOf(account.id),
      repository.totals(account.id),
      repository.friendBets({
        from: today.from,
        to: at,
        friendDays: current.friendDays,
        referrerId: account.id,
      }),
    ]);
    return {
      enabled: true,
      code,
      friends: totals.friends,
      depositedFriends: totals.depositedFriends,
      earnedTotal: fromMinor(totals.earnedMinor),
      pendingToday: fromMinor(shareOf(todayBets, current).amount),
      rules: {
        betSharePercent: current.betSharePercent,
        firstDepositReward: current.firstDepositReward,
        firstDepositMin: current.firstDepositMin,
      },
    };
  }

  function pageOf(query: unknown) {
    const parsed = referralPageQuerySchema.safeParse(query ?? {});
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize } = parsed.data;
    return { pageNo, pageSize, limit: pageSize, offset: (pageNo - 1) * pageSize };
  }

  /** The member's friends, newest first, with masked names. Errors: VALIDATION_FAILED 400 (page). */
  async function friends(account: AccountRow, query: unknown) {
    const page = pageOf(query);
    const { friendDays } = await settings();
    const { list, total } = await repository.friendsPage(account.id, friendDays, page);
    return {
      list: list.map((row): ReferralFriend => ({
        name: maskName(row.username),
        registeredAt: row.registeredAt,
        firstDepositAt: row.firstDepositAt,
        validBet: fromMinor(row.validBetMinor),
        earned: fromMinor(row.earnedMinor),
      })),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      total,
      totalPages: Math.ceil(total / page.pageSize),
    };
  }

  /** The member's earnings, newest first. Errors: VALIDATION_FAILED 400 (page). */
  async function earnings(account: AccountRow, query: unknown) {
    const page = pageOf(query);
    const { list, total } = await repository.earningsPage(account.id, page);
    return {
      list: list.map((row): ReferralEarning => ({
        kind: row.kind,
        label: row.kind === 'BET_SHARE' ? (row.day ?? '') : maskName(row.friendUsername ?? ''),
        amount: fromMinor(row.amountMinor),
        createdAt: row.createdAt,
      })),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      total,
      totalPages: Math.ceil(total / page.pageSize),
    };
  }

  /**
   * Records an earning and pays it in one transaction; the earning's unique index makes a second
   * payment of the same friend or day record and pay nothing. Answers the referrer's new balance, or
   * undefined when it was paid before.
   */
  async function pay(
    earning: NewEarning & { amountMinor: bigint },
    idempotencyKey: string,
    reference: string,
  ): Promise<bigint | undefined> {
    return deps.db.transaction(async (transaction) => {
      const earningId = await createReferralRepository(transaction).insertEarning(earning);
      if (earningId === undefined) return undefined;
      const wallet = await deps.wallet.ledgerAccountId('member_wallet', earning.referrerId, '', transaction);
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey,
        kind: 'bonus_referral',
        postings: transfer(
          await deps.wallet.ledgerAccountId('bonus', null, '', transaction),
          wallet,
          earning.amountMinor,
        ),
        metadata: { earningId, kind: earning.kind, reference },
      });
      return posted.balances.get(wallet);
    });
  }

  /** Pays the first-deposit rewards due. Answers the payments made. */
  async function payFirstDeposits(current: ReferralSettings): Promise<number> {
    const reward = toMinor(current.firstDepositReward);
    if (reward <= 0n) return 0;
    const due = await repository.firstDepositsDue(
      toMinor(current.firstDepositMin),
      current.friendDays,
      PAYMENTS_PER_RUN_MAX,
    );
    let payments = 0;
    for (const friend of due) {
      const balance = await pay(
        {
          referrerId: friend.referrerId,
          kind: 'FIRST_DEPOSIT',
          friendId: friend.friendId,
          amountMinor: reward,
          createdAt: now(),
        },
        `referral-first:${friend.friendId}`,
        `referral first deposit #${friend.friendId}`,
      );
      if (balance === undefined) continue;
      deps.onBalance(friend.referrerId, fromMinor(balance));
      payments += 1;
    }
    return payments;
  }

  /** Pays one site day's bet share to each referrer not paid it yet, at most `limit`. */
  async function payBetShares(
    current: ReferralSettings,
    window: { day: string; from: Date; to: Date },
    limit: number,
  ): Promise<number> {
    const bets = await repository.friendBets({
      ...window,
      friendDays: current.friendDays,
      unpaidDay: window.day,
    });
    let payments = 0;
    for (const [referrerId, friendBets] of byReferrer(bets)) {
      if (payments >= limit) break;
      const { details, amount } = shareOf(friendBets, current);
      if (amount <= 0n) continue;
      const balance = await pay(
        { referrerId, kind: 'BET_SHARE', day: window.day, amountMinor: amount, details, createdAt: now() },
        `referral:${window.day}:${referrerId}`,
        `referral bet share ${window.day}`,
      );
      if (balance === undefined) continue;
      deps.onBalance(referrerId, fromMinor(balance));
      payments += 1;
    }
    return payments;
  }

  /**
   * The job's tick (every 5 minutes): the first-deposit rewards due, then, from 10:30 site time,
   * yesterday's bet share and that of the days before it not paid yet. Answers the payments made;
   * none while referral is off.
   */
  async function runDue(): Promise<number> {
    const current = await settings();
    if (!current.enabled) return 0;
    let payments = await payFirstDeposits(current);
    const offsetMinutes = (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
    const at = now();
    const lastDueBack = siteDay(at, offsetMinutes).minutesIntoDay >= BET_SHARE_RUN_MINUTES ? 1 : 2;
    for (let back = lastDueBack + CATCH_UP_DAYS - 1; back >= lastDueBack; back -= 1) {
      const window = siteDay(at, offsetMinutes, back);
      payments += await payBetShares(current, window, PAYMENTS_PER_RUN_MAX);
    }
    return payments;
  }

  return {
    settings,
    updateSettings,
    enabled,
    codeOf,
    referrerOf,
    recordWithin,
    summary,
    friends,
    earnings,
    runDue,
  };
}
