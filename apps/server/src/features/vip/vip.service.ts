// VIP: the operator's ladder and members' levels (SPEC.md §1 "VIP bonuses", §2, §3 hasVip,
// vipLabelName, vipRankLevel). A member's level is derived from lifetime valid bets and credited
// deposits; each level reached is recorded once per member, and its upgrade bonus is paid through the
// ledger (bonus → member wallet, kind bonus_vip) in the same database transaction as the record, keyed
// vip:<accountId>:<level>, so that it is paid exactly once however many evaluations race. Evaluation
// runs when the member reads the VIP status and, for members with recent play or deposits, as a
// scheduled job.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  VIP_UPGRADES_SHOWN_MAX,
  type VipLadder,
  type VipLevel,
  type VipNextLevel,
  type VipStatus,
} from '@playdeck/contract/vip';
import type { Database } from '../../plugins/database';
import type { AuditWriter } from '../audit/audit.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import { createVipRepository } from './vip.repository';
import {
  currentLevel,
  isVipEligible,
  nextLevel,
  shortfall,
  upgradesDue,
  type LadderLevel,
  type VipTotals,
} from './vip.rules';

/** The ledger kind of an upgrade bonus (a bonus kind: it shows under "bonus" in the account record). */
export const VIP_BONUS_KIND = 'bonus_vip';
/** The ladder is read on every member info call: it is kept this long, and dropped at once when replaced. */
const LADDER_TTL_MS = 3_000;
/** The scheduled evaluation looks at members active within this window (several job intervals, so a missed tick is covered). */
export const VIP_ACTIVITY_WINDOW_MS = 10 * 60_000;
export const VIP_JOB_INTERVAL_MS = 60_000;
/** Members the job evaluates per page, and pages per run: at most 10,000 members a run. */
const JOB_PAGE_SIZE = 200;
const JOB_PAGES_MAX = 50;

export type VipDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin'>;
  /** Publishes a member's new main-wallet balance after a bonus (the header follows it). */
  onBalance: (accountId: number, balance: string) => void;
  now?: () => Date;
};

/** The member's VIP as member info carries it (SPEC.md §3). */
export type MemberVip = { vipLabelName: string | null; vipRankLevel: number | null };

type Member = { id: number; type: number };

function toVipLevel(level: LadderLevel): VipLevel {
  return {
    level: level.level,
    name: level.name,
    minValidBet: fromMinor(level.minValidBetMinor),
    minDeposit: fromMinor(level.minDepositMinor),
    upgradeBonus: fromMinor(level.upgradeBonusMinor),
  };
}

function toNextLevel(level: LadderLevel, totals: VipTotals): VipNextLevel {
  return {
    level: level.level,
    labelName: level.name,
    minValidBet: fromMinor(level.minValidBetMinor),
    minDeposit: fromMinor(level.minDepositMinor),
    validBetNeeded: fromMinor(shortfall(level.minValidBetMinor, totals.validBetMinor)),
    depositNeeded: fromMinor(shortfall(level.minDepositMinor, totals.depositMinor)),
    upgradeBonus: fromMinor(level.upgradeBonusMinor),
  };
}

export type VipService = ReturnType<typeof createVipService>;

export function createVipService(input: VipDependencies) {
  const deps = { ...input, now: input.now ?? (() => new Date()) };
  const repository = createVipRepository(deps.db);
  let cached: { value: Promise<LadderLevel[]>; loadedAt: number } | undefined;

  /** The ladder, lowest level first. */
  function ladder(): Promise<LadderLevel[]> {
    if (!cached || Date.now() - cached.loadedAt > LADDER_TTL_MS) {
      // A real promise: the query builder would run its query again on every await of it.
      const value = Promise.resolve(repository.listLevels());
      const entry = { value, loadedAt: Date.now() };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  }

  async function hasVip(): Promise<boolean> {
    return (await ladder()).length > 0;
  }

  /** The member's level as member info shows it; reads only (the bonus is paid by evaluate()). */
  async function memberVip(member: Member): Promise<MemberVip> {
    const levels = await ladder();
    if (levels.length === 0 || !isVipEligible(member.type)) return { vipLabelName: null, vipRankLevel: null };
    const level = currentLevel(levels, await repository.totalsOf(member.id));
    return { vipLabelName: level?.name ?? null, vipRankLevel: level?.level ?? null };
  }

  /**
   * Records every level the member has reached and not yet recorded, paying each level's upgrade
   * bonus, in one database transaction. A racing evaluation waits on the first one's rows and then
   * finds them, so it records and pays nothing. Answers the totals it evaluated.
   * Errors: none of its own; a database failure rolls back every row and payment of this evaluation.
   */
  async function evaluate(member: Member): Promise<VipTotals & { ladder: LadderLevel[] }> {
    const levels = await ladder();
    const totals = await repository.totalsOf(member.id);
    if (levels.length === 0 || !isVipEligible(member.type)) return { ...totals, ladder: levels };
    const due = upgradesDue(levels, totals, await repository.recordedLevelsOf(member.id));
    if (due.length > 0) await recordUpgrades(member.id, due);
    return { ...totals, ladder: levels };
  }

  async function recordUpgrades(accountId: number, due: LadderLevel[]) {
    const [bonusAccount, memberWallet] = [
      await deps.wallet.ledgerAccountId('bonus', null),
      await deps.wallet.ledgerAccountId('member_wallet', accountId),
    ];
    const reachedAt = deps.now();
    let newBalance: bigint | undefined;
    await deps.db.transaction(async (transaction) => {
      const inTransaction = createVipRepository(transaction);
      for (const level of due) {
        const recorded = await inTransaction.insertUpgrade({
          accountId,
          level: level.level,
          bonusMinor: level.upgradeBonusMinor,
          reachedAt,
        });
        if (!recorded || level.upgradeBonusMinor === 0n) continue;
        const posted = await deps.wallet.postWithin(transaction, {
          idempotencyKey: `vip:${accountId}:${level.level}`,
          kind: VIP_BONUS_KIND,
          postings: transfer(bonusAccount, memberWallet, level.upgradeBonusMinor),
          metadata: { vipLevel: level.level, vipLabelName: level.name },
        });
        await inTransaction.setUpgradeLedgerTransaction(accountId, level.level, posted.transactionId);
        newBalance = posted.balances.get(memberWallet);
      }
    });
    if (newBalance !== undefined) deps.onBalance(accountId, fromMinor(newBalance));
  }

  /** GET /api/vip: evaluates the member first, so a level just reached is recorded and paid. */
  async function status(member: Member): Promise<VipStatus> {
    const evaluated = await evaluate(member);
    const eligible = isVipEligible(member.type);
    const levels = evaluated.ladder;
    const level = eligible ? currentLevel(levels, evaluated) : null;
    const next = eligible && levels.length > 0 ? nextLevel(levels, level) : null;
    const names = new Map(levels.map((entry) => [entry.level, entry.name]));
    const upgrades = await repository.upgradesOf(member.id, VIP_UPGRADES_SHOWN_MAX);
    return {
      hasVip: levels.length > 0,
      eligible,
      level: level?.level ?? null,
      labelName: level?.name ?? null,
      validBet: fromMinor(evaluated.validBetMinor),
      deposit: fromMinor(evaluated.depositMinor),
      next: next ? toNextLevel(next, evaluated) : null,
      levels: levels.map(toVipLevel),
      upgrades: upgrades.map((row) => ({
        level: row.level,
        labelName: names.get(row.level) ?? null,
        bonus: fromMinor(row.bonusMinor),
        reachedAt: row.reachedAt.toISOString(),
      })),
    };
  }

  /**
   * The scheduled job: evaluates every eligible member with a round settled or a deposit credited in
   * the activity window, page by page. Members beyond the run's limit are evaluated when they next
   * read their VIP status, or at the next run. Answers how many members it evaluated.
   */
  async function evaluateRecent(): Promise<number> {
    if (!(await hasVip())) return 0;
    const since = new Date(deps.now().getTime() - VIP_ACTIVITY_WINDOW_MS);
    let afterId = 0;
    let evaluated = 0;
    for (let page = 0; page < JOB_PAGES_MAX; page += 1) {
      const members = await repository.activeMembersSince(since, afterId, JOB_PAGE_SIZE);
      for (const member of members) await evaluate(member);
      evaluated += members.length;
      if (members.length < JOB_PAGE_SIZE) break;
      afterId = members.at(-1)!.id;
    }
    return evaluated;
  }

  async function operatorLevels(): Promise<VipLevel[]> {
    return (await repository.listLevels()).map(toVipLevel);
  }

  /**
   * Replaces the whole ladder (validated by vipLadderSchema); an empty ladder turns VIP off. Given a
   * writer, the trail's entry (the ladder before and after) is in the replacement's transaction.
   */
  async function replaceLevels(body: VipLadder, audit?: AuditWriter): Promise<VipLevel[]> {
    const levels = body.levels.map((entry) => ({
      level: entry.level,
      name: entry.name,
      minValidBetMinor: toMinor(entry.minValidBet),
      minDepositMinor: toMinor(entry.minDeposit),
      upgradeBonusMinor: toMinor(entry.upgradeBonus),
    }));
    await deps.db.transaction(async (transaction) => {
      const store = createVipRepository(transaction);
      const before = (await store.listLevels()).map(toVipLevel);
      await store.replaceLevels(levels);
      await audit?.(transaction, {
        action: 'vip.levels',
        targetType: 'vip_ladder',
        targetId: 'vip-ladder',
        before: { levels: before },
        after: { levels: levels.map(toVipLevel) },
      });
    });
    cached = undefined;
    return operatorLevels();
  }

  /** Drops the ladder kept (another process replaced it); the next call reads it. */
  const forget = () => void (cached = undefined);

  return { hasVip, memberVip, evaluate, status, evaluateRecent, operatorLevels, replaceLevels, forget };
}
