// Responsible gaming (issue 19 item 5): the member's deposit and loss limits, breaks from play,
// session-time limit and reality check, and the checks the rest of the platform asks of them: a
// deposit within the room the limits leave, a stake within what the loss limits leave, no sign-in or deposit during a time-out or a self-exclusion, and a session
// that lasts no longer than the member's limit.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_HOURS,
  type DepositLimit,
  type DepositLimitsRequest,
  type DepositLimitPeriod,
  type LossLimitsRequest,
  type Exclusion,
  type ExclusionKind,
  type ExclusionRequest,
  type OperatorResponsibleGaming,
  type PlaySession,
  type PlaySettings,
  type PlaySettingsRequest,
  type ResponsibleGaming,
} from '@playdeck/contract/responsible-gaming';
import type { Database, DatabaseOrTransaction, Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { record, type AuditActor } from '../audit/audit.service';
import {
  createResponsibleGamingRepository,
  type LimitKind,
  type PlayBreakRow,
  type PlaySettingsRow,
} from './responsible-gaming.repository';
import {
  breakEnd,
  changedLimit,
  depositRoom,
  limitAt,
  NO_LIMIT,
  siteDateTime,
  type StoredLimit,
} from './responsible-gaming.rules';

const HOUR_MS = 3_600_000;

export type ResponsibleGamingDependencies = {
  db: Database;
  site: { scalarSettings(): Promise<{ timeZoneOffsetMinutes: number }> };
  /** Ends every session and remember-me of the account, in the break's transaction. */
  endSessions: (accountId: number, transaction: Transaction) => Promise<void>;
  /** Ends each live session of the account once it is `minutes` old, in the caller's transaction. */
  capSessions: (accountId: number, minutes: number, transaction: Transaction) => Promise<void>;
  /** A member's account by its username (any letter case); undefined for no member of that name. */
  findMember: (username: string) => Promise<{ id: number; username: string; status: string } | undefined>;
  /** The live session a token opened: when it began and when it ends. */
  sessionOf: (token: string) => Promise<{ createdAt: Date; expiresAt: Date } | undefined>;
  now?: () => Date;
};

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;

type PeriodState = { period: DepositLimitPeriod; stored: StoredLimit; usedMinor: bigint };

export function createResponsibleGamingService(deps: ResponsibleGamingDependencies) {
  const clock = () => deps.now?.() ?? new Date();
  const repository = (db: DatabaseOrTransaction = deps.db) => createResponsibleGamingRepository(db);

  /** Each period's limit of the kind in force at `now`, with what the window has used of it. */
  async function periodStates(
    db: DatabaseOrTransaction,
    kind: LimitKind,
    accountId: number,
    now: Date,
  ): Promise<PeriodState[]> {
    const store = repository(db);
    const stored = await store.limits(kind, accountId);
    return Promise.all(
      DEPOSIT_LIMIT_PERIODS.map(async (period) => {
        const since = new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_HOURS[period] * HOUR_MS);
        return {
          period,
          stored: limitAt(stored.get(period) ?? NO_LIMIT, now),
          usedMinor:
            kind === 'deposit'
              ? await store.depositedSince(accountId, since)
              : await store.lostSince(accountId, since),
        };
      }),
    );
  }

  /** What the limits of the kind leave now: the lowest room over the periods; null without any. */
  async function roomOf(db: DatabaseOrTransaction, kind: LimitKind, accountId: number, now: Date) {
    const states = await periodStates(db, kind, accountId, now);
    return depositRoom(
      states.map((state) => ({ amountMinor: state.stored.amountMinor, usedMinor: state.usedMinor })),
    );
  }

  function toDepositLimit({ period, stored, usedMinor }: PeriodState): DepositLimit {
    const room = depositRoom([{ amountMinor: stored.amountMinor, usedMinor }]);
    return {
      period,
      amount: stored.amountMinor === null ? null : fromMinor(stored.amountMinor),
      used: fromMinor(usedMinor),
      remaining: room === null ? null : fromMinor(room),
      pending: stored.pendingFrom
        ? {
            amount: stored.pendingAmountMinor === null ? null : fromMinor(stored.pendingAmountMinor),
            effectiveAt: stored.pendingFrom.toISOString(),
          }
        : null,
    };
  }

  function toExclusion(row: PlayBreakRow): Exclusion {
    return {
      kind: row.kind as ExclusionKind,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    };
  }

  /** The session-time limit as a StoredLimit (minutes as its amount), the rules' shape. */
  function storedSessionLimit(row: PlaySettingsRow | undefined, now: Date): StoredLimit {
    if (!row) return NO_LIMIT;
    const toAmount = (minutes: number | null) => (minutes === null ? null : BigInt(minutes));
    return limitAt(
      {
        amountMinor: toAmount(row.sessionLimitMinutes),
        pendingAmountMinor: toAmount(row.pendingSessionLimitMinutes),
        pendingFrom: row.pendingFrom,
      },
      now,
    );
  }

  // The session-time limit rides the deposit limits' rules (`changedLimit`), whose amounts are bigint:
  // here they are whole minutes (15 to 1440), never money, so the number they come back as is exact.
  const minutesOf = (amount: bigint | null) => (amount === null ? null : Number(amount));

  function toPlaySettings(row: PlaySettingsRow | undefined, now: Date): PlaySettings {
    const limit = storedSessionLimit(row, now);
    return {
      realityCheckMinutes: row?.realityCheckMinutes ?? null,
      sessionLimitMinutes: minutesOf(limit.amountMinor),
      pendingSessionLimit: limit.pendingFrom
        ? { minutes: minutesOf(limit.pendingAmountMinor), effectiveAt: limit.pendingFrom.toISOString() }
        : null,
    };
  }

  async function summary(accountId: number): Promise<ResponsibleGaming> {
    const now = clock();
    const [states, losses, current, play] = await Promise.all([
      periodStates(deps.db, 'deposit', accountId, now),
      periodStates(deps.db, 'loss', accountId, now),
      repository().breakAt(accountId, now),
      repository().playSettings(accountId),
    ]);
    return {
      depositLimits: states.map(toDepositLimit),
      lossLimits: losses.map(toDepositLimit),
      exclusion: current ? toExclusion(current) : null,
      play: toPlaySettings(play, now),
    };
  }

  /**
   * Sets the reality check's interval (at once) and the session-time limit: a first or a lower limit
   * applies at once, to the sessions already open too; a higher one or a removal after the
   * cooling-off time.
   */
  async function setPlaySettings(
    accountId: number,
    request: PlaySettingsRequest,
    actor?: AuditActor,
  ): Promise<ResponsibleGaming> {
    const now = clock();
    await deps.db.transaction(async (transaction) => {
      const store = repository(transaction);
      await store.lockAccount(accountId);
      const row = await store.playSettings(accountId);
      const before = storedSessionLimit(row, now);
      const next = changedLimit(
        before,
        request.sessionLimitMinutes === null ? null : BigInt(request.sessionLimitMinutes),
        now,
      );
      await store.savePlaySettings({
        accountId,
        realityCheckMinutes: request.realityCheckMinutes,
        sessionLimitMinutes: minutesOf(next.amountMinor),
        pendingSessionLimitMinutes: minutesOf(next.pendingAmountMinor),
        pendingFrom: next.pendingFrom,
      });
      const inForce = minutesOf(next.amountMinor);
      if (inForce !== null && inForce !== minutesOf(before.amountMinor)) {
        await deps.capSessions(accountId, inForce, transaction);
      }
      if (actor) {
        await record(transaction, {
          ...actor,
          action: 'responsible-gaming.play-settings',
          targetType: 'account',
          targetId: accountId,
          before: { realityCheckMinutes: row?.realityCheckMinutes ?? null, sessionLimit: before },
          after: { realityCheckMinutes: request.realityCheckMinutes, sessionLimit: next },
        });
      }
    });
    return summary(accountId);
  }

  /**
   * The operator's look at a member: every limit with what it leaves, the break in force and every
   * break before. Errors: ACCOUNT_NOT_FOUND 404 (no such member: an agent or operator has none).
   */
  async function memberView(username: string): Promise<OperatorResponsibleGaming> {
    const account = await deps.findMember(username);
    if (!account) throw new AppError('ACCOUNT_NOT_FOUND', 404);
    const [view, breaks] = await Promise.all([summary(account.id), repository().breaks(account.id)]);
    return {
      ...view,
      member: { id: account.id, username: account.username, status: account.status },
      breaks: breaks.map((row) => ({ ...toExclusion(row), ip: row.ip })),
    };
  }

  /**
   * A member on a time-out or a self-exclusion now, for what only the operator may do for them then
   * (pay out their balance). Errors: ACCOUNT_NOT_FOUND 404, NOT_ON_BREAK 409.
   */
  async function memberOnBreak(username: string): Promise<{ id: number; username: string }> {
    const account = await deps.findMember(username);
    if (!account) throw new AppError('ACCOUNT_NOT_FOUND', 404);
    if (!(await repository().breakAt(account.id, clock()))) throw new AppError('NOT_ON_BREAK', 409);
    return account;
  }

  /** The session-time limit in force for a sign-in now, in minutes; null: none. */
  async function sessionLimitMinutes(accountId: number): Promise<number | null> {
    const now = clock();
    return minutesOf(storedSessionLimit(await repository().playSettings(accountId), now).amountMinor);
  }

  /** This sign-in for the reality check. Errors: NOT_LOGGED_IN 401 (the session has just ended). */
  async function playSession(accountId: number, token: string): Promise<PlaySession> {
    const session = await deps.sessionOf(token);
    if (!session) throw new AppError('NOT_LOGGED_IN', 401);
    const [settings, money] = await Promise.all([
      repository().playSettings(accountId),
      repository().roundsSince(accountId, session.createdAt),
    ]);
    return {
      signedInAt: session.createdAt.toISOString(),
      endsAt: session.expiresAt.toISOString(),
      now: clock().toISOString(),
      realityCheckMinutes: settings?.realityCheckMinutes ?? null,
      rounds: money.rounds,
      staked: fromMinor(money.stakedMinor),
      won: fromMinor(money.wonMinor),
      net: fromMinor(money.wonMinor - money.stakedMinor),
    };
  }

  /**
   * Sets the three limits of the kind at once: lower ones at once, higher ones and removals after
   * the cooling-off time.
   */
  async function setLimits(
    kind: LimitKind,
    accountId: number,
    request: DepositLimitsRequest | LossLimitsRequest,
    actor?: AuditActor,
  ): Promise<ResponsibleGaming> {
    const now = clock();
    await deps.db.transaction(async (transaction) => {
      const store = repository(transaction);
      await store.lockAccount(accountId);
      const stored = await store.limits(kind, accountId);
      const after: Record<string, StoredLimit> = {};
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const requested = request[period];
        const next = changedLimit(
          stored.get(period) ?? NO_LIMIT,
          requested === null ? null : toMinor(requested),
          now,
        );
        await store.saveLimit(kind, accountId, period, next);
        after[period] = next;
      }
      if (actor) {
        await record(transaction, {
          ...actor,
          action: `responsible-gaming.${kind}-limits`,
          targetType: 'account',
          targetId: accountId,
          before: Object.fromEntries(stored),
          after,
        });
      }
    });
    return summary(accountId);
  }

  /** The refusal of a break in force, with its end in the site's time. */
  async function breakRefusal(row: PlayBreakRow): Promise<AppError> {
    const { timeZoneOffsetMinutes } = await deps.site.scalarSettings();
    const until = siteDateTime(row.endsAt, timeZoneOffsetMinutes);
    const code = row.kind === 'selfExclusion' ? 'SELF_EXCLUDED' : 'TIME_OUT_ACTIVE';
    return new AppError(code, 403, { params: { until }, value: toExclusion(row) });
  }

  /**
   * Starts a time-out or a self-exclusion at once: every session ends in the same transaction. A
   * break can be lengthened by a new one, never shortened or ended early.
   * Errors: BREAK_WOULD_SHORTEN 409.
   */
  async function startBreak(
    accountId: number,
    request: ExclusionRequest,
    ip: string,
    actor?: AuditActor,
  ): Promise<Exclusion> {
    const now = clock();
    const endsAt = breakEnd(request, now);
    const row = await deps.db.transaction(async (transaction) => {
      const store = repository(transaction);
      await store.lockAccount(accountId);
      const current = await store.breakAt(accountId, now);
      if (current && current.endsAt.getTime() >= endsAt.getTime()) {
        throw new AppError('BREAK_WOULD_SHORTEN', 409, { value: toExclusion(current) });
      }
      const [inserted] = await store.insertBreak({
        accountId,
        kind: request.kind,
        startsAt: now,
        endsAt,
        ip,
      });
      await deps.endSessions(accountId, transaction);
      if (actor) {
        await record(transaction, {
          ...actor,
          action: 'responsible-gaming.break',
          targetType: 'account',
          targetId: accountId,
          before: current ? toExclusion(current) : null,
          after: toExclusion(inserted!),
        });
      }
      return inserted!;
    });
    return toExclusion(row);
  }

  /** Refuses a sign-in during a break. Errors: TIME_OUT_ACTIVE 403, SELF_EXCLUDED 403. */
  async function assertMayPlay(accountId: number): Promise<void> {
    const current = await repository().breakAt(accountId, clock());
    if (current) throw await breakRefusal(current);
  }

  /**
   * Inside the deposit request's transaction: refuses a deposit during a break or above the room
   * the limits leave, holding the account's lock so that a second request waits for the first.
   * Errors: TIME_OUT_ACTIVE / SELF_EXCLUDED 403, DEPOSIT_LIMIT_EXCEEDED 400 (amount: the room).
   */
  async function assertDepositAllowed(accountId: number, amountMinor: bigint, transaction: Transaction) {
    const now = clock();
    const store = repository(transaction);
    await store.lockAccount(accountId);
    const current = await store.breakAt(accountId, now);
    if (current) throw await breakRefusal(current);
    const room = await roomOf(transaction, 'deposit', accountId, now);
    if (room !== null && amountMinor > room) {
      const remaining = fromMinor(room);
      throw new AppError('DEPOSIT_LIMIT_EXCEEDED', 400, {
        params: { remaining },
        fields: { amount: { key: 'error.DEPOSIT_LIMIT_EXCEEDED', params: { remaining } } },
        value: { remaining },
      });
    }
  }

  /**
   * Only for a member who has set a loss limit (in force or waiting: a loss_limits row with an amount
   * or a pending change), which the wallet's debit statement itself asks (migration 0041).
   * Inside the stake's transaction: refuses a stake above what the loss limits leave, holding the
   * account's lock so that two stakes at the same moment cannot both fit into the room of one.
   * Errors: LOSS_LIMIT_EXCEEDED 409 (value.remaining: the room).
   */
  async function assertStakeAllowed(accountId: number, amountMinor: bigint, transaction: Transaction) {
    const now = clock();
    await repository(transaction).lockAccount(accountId);
    const room = await roomOf(transaction, 'loss', accountId, now);
    if (room !== null && amountMinor > room) {
      throw new AppError('LOSS_LIMIT_EXCEEDED', 409, { value: { remaining: fromMinor(room) } });
    }
  }

  return {
    summary,
    setDepositLimits: (accountId: number, request: DepositLimitsRequest, actor?: AuditActor) =>
      setLimits('deposit', accountId, request, actor),
    setLossLimits: (accountId: number, request: LossLimitsRequest, actor?: AuditActor) =>
      setLimits('loss', accountId, request, actor),
    assertStakeAllowed,
    setPlaySettings,
    sessionLimitMinutes,
    playSession,
    memberView,
    memberOnBreak,
    startBreak,
    assertMayPlay,
    assertDepositAllowed,
  };
}
