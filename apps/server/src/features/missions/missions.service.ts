// Missions (issue 15 item 7; SPEC.md §1 "missions", §7 "Mission summary and leaderboard"): the
// operator's daily and weekly missions; a member's progress in each mission's current period, measured
// from real rounds, deposits and sessions (mission-progress.ts); the claim, which pays the reward once
// per period (the claim's unique key) from the site's bonus account and in points, and adds the
// mission's points to the week's leaderboard.
import type { MessageLanguage } from '@playdeck/contract/messages';
import {
  LEADERBOARD_SIZE,
  leaderboardQuerySchema,
  maskName,
  missionClaimPayloadSchema,
  missionInputSchema,
  type Leaderboard,
  type MemberMission,
  type MissionSummary,
  type OperatorMission,
} from '@playdeck/contract/missions';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { Database, DatabaseOrTransaction, Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { AuditWriter } from '../audit/audit.service';
import type { AccountRow } from '../account/account.service';
import { grantPointsWithin } from '../points/points.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import {
  formatMeasure,
  missionWindows,
  progressOf,
  statusOf,
  targetOf,
  weekOf,
  type MissionWindows,
} from './mission-progress';
import { createMissionsRepository, type MissionRow, type NewMission } from './missions.repository';

export type MissionsDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts'>;
  site: { scalarSettings(): Promise<{ timeZoneOffsetMinutes: number }> };
  findAccount(id: number): Promise<AccountRow | undefined>;
  onBalance(accountId: number, balance: string): void;
  now?: () => Date;
};

export type MissionsService = ReturnType<typeof createMissionsService>;

/** A mission's state for one member in its current period. */
type Standing = { progress: bigint; claimed: boolean };

/**
 * The stored columns of a checked input; what the kind does not measure is stored as its default
 * (a deposit mission has no category, a rounds mission no amount), so the row says what counts.
 * Errors: VALIDATION_FAILED 400 (per field).
 */
export function missionColumns(input: unknown): NewMission {
  const parsed = missionInputSchema.safeParse(input);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const value = parsed.data;
  const countsUnits = value.kind === 'ROUNDS' || value.kind === 'SIGN_IN';
  const byCategory = value.kind === 'ROUNDS' || value.kind === 'VALID_BET';
  return {
    titleVi: value.title.vi,
    titleEn: value.title.en,
    period: value.period,
    kind: value.kind,
    category: byCategory ? value.category : 'ALL',
    targetCount: countsUnits ? value.targetCount : 0,
    targetAmountMinor: countsUnits ? 0n : toMinor(value.targetAmount),
    rewardAmountMinor: toMinor(value.rewardAmount),
    rewardPoints: value.rewardPoints,
    missionPoints: value.missionPoints,
    enabled: value.enabled,
    sortOrder: value.sortOrder,
  };
}

function toOperatorMission(row: MissionRow, claims: number): OperatorMission {
  return {
    id: row.id,
    title: { vi: row.titleVi, en: row.titleEn },
    period: row.period,
    kind: row.kind,
    category: row.category,
    targetCount: row.targetCount,
    targetAmount: fromMinor(row.targetAmountMinor),
    rewardAmount: fromMinor(row.rewardAmountMinor),
    rewardPoints: row.rewardPoints,
    missionPoints: row.missionPoints,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    claims,
  };
}

function memberView(
  row: MissionRow,
  windows: MissionWindows,
  standing: Standing,
  language: MessageLanguage,
): MemberMission {
  return {
    id: row.id,
    title: language === 'vi' ? row.titleVi : row.titleEn,
    period: row.period,
    kind: row.kind,
    category: row.category,
    target: formatMeasure(row.kind, targetOf(row)),
    progress: formatMeasure(row.kind, standing.progress),
    status: statusOf(row, standing.progress, standing.claimed),
    rewardAmount: fromMinor(row.rewardAmountMinor),
    rewardPoints: row.rewardPoints,
    missionPoints: row.missionPoints,
    periodEndsAt: windows[row.period].to.toISOString(),
  };
}

export function createMissionsService(deps: MissionsDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = (db: DatabaseOrTransaction = deps.db) => createMissionsRepository(db);
  const offset = async () => (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
  const periodKeys = (windows: MissionWindows) => [windows.DAILY.key, windows.WEEKLY.key];

  // --- Operator ---------------------------------------------------------------------------------

  /** Every mission with its claims in its current period. */
  async function operatorList(): Promise<{ list: OperatorMission[] }> {
    const windows = missionWindows(now(), await offset());
    const [missions, counts] = await Promise.all([
      repository().listMissions({ enabledOnly: false }),
      repository().claimCounts(periodKeys(windows)),
    ]);
    const claimsOf = (row: MissionRow) =>
      counts.find((count) => count.missionId === row.id && count.periodKey === windows[row.period].key)
        ?.claims ?? 0;
    return { list: missions.map((row) => toOperatorMission(row, claimsOf(row))) };
  }

  async function operatorView(row: MissionRow): Promise<OperatorMission> {
    const list = await operatorList();
    return list.list.find((mission) => mission.id === row.id) ?? toOperatorMission(row, 0);
  }

  /** Errors: VALIDATION_FAILED 400 (per field). */
  /** The mission as the trail keeps it: its settings, without the claims counted. */
  const missionState = (row: MissionRow) => {
    const { claims: _claims, ...state } = toOperatorMission(row, 0);
    return state;
  };

  /** Given a writer, the trail's entry (null before, the mission after) is in the insert's transaction. */
  async function create(input: unknown, audit?: AuditWriter): Promise<OperatorMission> {
    const values = missionColumns(input);
    const row = await deps.db.transaction(async (transaction) => {
      const inserted = await repository(transaction).insertMission(values);
      await audit?.(transaction, {
        action: 'missions.mission',
        targetType: 'mission',
        targetId: inserted.id,
        before: null,
        after: missionState(inserted),
      });
      return inserted;
    });
    return operatorView(row);
  }

  /**
   * Replaces a mission; claims already made keep what they paid. Given a writer, the trail's entry (the
   * mission before and after) is in the update's transaction. Errors: VALIDATION_FAILED 400,
   * MISSION_NOT_FOUND 404.
   */
  async function replace(id: number, input: unknown, audit?: AuditWriter): Promise<OperatorMission> {
    const values = missionColumns(input);
    const row = await deps.db.transaction(async (transaction) => {
      const store = repository(transaction);
      const before = Number.isSafeInteger(id) ? await store.findMission(id) : undefined;
      const updated = before ? await store.updateMission(id, values) : undefined;
      if (!before || !updated) throw new AppError('MISSION_NOT_FOUND', 404);
      await audit?.(transaction, {
        action: 'missions.mission',
        targetType: 'mission',
        targetId: id,
        before: missionState(before),
        after: missionState(updated),
      });
      return updated;
    });
    return operatorView(row);
  }

  // --- A member's missions ----------------------------------------------------------------------

  /**
   * Each mission's standing for the member: the activity of the day and the week read once (one
   * grouped query per source the missions need), and the member's claims in those periods.
   */
  async function standingsOf(accountId: number, missions: MissionRow[], windows: MissionWindows) {
    const kinds = new Set(missions.map((mission) => mission.kind));
    const [activity, claimed] = await Promise.all([
      repository().activityOf(accountId, windows, now(), {
        rounds: kinds.has('ROUNDS') || kinds.has('VALID_BET'),
        deposits: kinds.has('DEPOSIT'),
        signIns: kinds.has('SIGN_IN'),
      }),
      repository().claimedKeys(accountId, periodKeys(windows)),
    ]);
    return missions.map((mission): Standing => ({
      progress: progressOf(mission, activity[mission.period]),
      claimed: claimed.has(`${mission.id}:${windows[mission.period].key}`),
    }));
  }

  /** The member's missions in their current periods, the claimable count and the week's standing. */
  async function summary(account: AccountRow, language: MessageLanguage): Promise<MissionSummary> {
    const offsetMinutes = await offset();
    const windows = missionWindows(now(), offsetMinutes);
    const missions = await repository().listMissions({ enabledOnly: true });
    const standings = await standingsOf(account.id, missions, windows);
    const list = missions.map((mission, index) => memberView(mission, windows, standings[index]!, language));
    const ranking = await repository().weekRanking(weekOf(windows, offsetMinutes).from, 0, account.id);
    const own = ranking.find((row) => row.accountId === account.id);
    return {
      list,
      claimable: list.filter((mission) => mission.status === 'claim').length,
      weekMissionPoints: own?.points ?? 0,
      weekRank: own?.rank ?? null,
    };
  }

  /**
   * The member claims a met mission's reward for the current period, in one transaction: the claim
   * (its unique key lets one claim per member, mission and period through; a second pays nothing),
   * the money from the site's bonus account (key mission:{claim}), the points (key
   * mission:{claim}:points). The mission's points count for the week of the claim.
   * Errors: VALIDATION_FAILED 400, MISSION_NOT_FOUND 404 (missing or disabled),
   * MISSION_NOT_CLAIMABLE 409 (not met yet, or already claimed this period).
   */
  async function claim(
    account: AccountRow,
    id: number,
    input: unknown,
    language: MessageLanguage,
  ): Promise<{ mission: MemberMission; balance: string }> {
    const parsed = missionClaimPayloadSchema.safeParse(input ?? {});
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const mission = Number.isSafeInteger(id) ? await repository().findMission(id) : undefined;
    if (!mission || !mission.enabled) throw new AppError('MISSION_NOT_FOUND', 404);
    // Settings and progress are read before the transaction (the embedded database has one connection).
    const offsetMinutes = await offset();
    const at = now();
    const windows = missionWindows(at, offsetMinutes);
    const [standing] = await standingsOf(account.id, [mission], windows);
    if (statusOf(mission, standing!.progress, standing!.claimed) !== 'claim') {
      throw new AppError('MISSION_NOT_CLAIMABLE', 409);
    }
    const paid = await deps.db.transaction((transaction) =>
      payClaim(transaction, mission, account, {
        periodKey: windows[mission.period].key,
        weekStart: weekOf(windows, offsetMinutes).from,
        at,
      }),
    );
    if (paid.moved) deps.onBalance(account.id, fromMinor(paid.balance));
    return {
      mission: memberView(mission, windows, { ...standing!, claimed: true }, language),
      balance: fromMinor(paid.balance),
    };
  }

  /** Records the claim and pays it. Errors: MISSION_NOT_CLAIMABLE 409 (claimed meanwhile). */
  async function payClaim(
    transaction: Transaction,
    mission: MissionRow,
    account: AccountRow,
    period: { periodKey: string; weekStart: string; at: Date },
  ): Promise<{ balance: bigint; moved: boolean }> {
    const claimed = await repository(transaction).insertClaim({
      missionId: mission.id,
      accountId: account.id,
      periodKey: period.periodKey,
      weekStart: period.weekStart,
      rewardMinor: mission.rewardAmountMinor,
      rewardPoints: mission.rewardPoints,
      missionPoints: mission.missionPoints,
      claimedAt: period.at,
    });
    if (!claimed) throw new AppError('MISSION_NOT_CLAIMABLE', 409);
    const reference = `${mission.titleEn} ${period.periodKey}`;
    const wallet = await deps.wallet.ledgerAccountId('member_wallet', account.id, '', transaction);
    let balance: bigint;
    if (mission.rewardAmountMinor > 0n) {
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey: `mission:${claimed.id}`,
        kind: 'bonus_mission',
        postings: transfer(
          await deps.wallet.ledgerAccountId('bonus', null, '', transaction),
          wallet,
          mission.rewardAmountMinor,
        ),
        metadata: { missionId: mission.id, claimId: claimed.id, periodKey: period.periodKey, reference },
      });
      balance = posted.balances.get(wallet) ?? 0n;
    } else {
      balance = (await deps.wallet.lockLedgerAccounts(transaction, [wallet])).get(wallet) ?? 0n;
    }
    if (mission.rewardPoints > 0) {
      await grantPointsWithin(transaction, {
        accountId: account.id,
        type: 'MISSION',
        points: mission.rewardPoints,
        idempotencyKey: `mission:${claimed.id}:points`,
        reference,
      });
    }
    return { balance, moved: mission.rewardAmountMinor > 0n };
  }

  // --- Leaderboard ------------------------------------------------------------------------------

  /**
   * The week's (current or previous) top members by mission points, names masked, and the reader's
   * own line (a visitor: account null). Errors: VALIDATION_FAILED 400.
   */
  async function leaderboard(account: AccountRow | null, query: unknown): Promise<Leaderboard> {
    const parsed = leaderboardQuerySchema.safeParse(query ?? {});
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const offsetMinutes = await offset();
    const week = weekOf(missionWindows(now(), offsetMinutes), offsetMinutes, parsed.data.week);
    const rows = await repository().weekRanking(week.from, LEADERBOARD_SIZE, account?.id ?? null);
    const own = account ? rows.find((row) => row.accountId === account.id) : undefined;
    return {
      weekFrom: week.from,
      weekTo: week.to,
      list: rows
        .filter((row) => row.rank <= LEADERBOARD_SIZE)
        .map((row) => ({
          rank: row.rank,
          name: maskName(row.username),
          missionPoints: row.points,
          self: row.accountId === account?.id,
        })),
      self: own ? { rank: own.rank, missionPoints: own.points } : null,
    };
  }

  return { operatorList, create, replace, summary, claim, leaderboard };
}
