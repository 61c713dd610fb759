// The operator's members and agents desk (issue 19 item 1): find an account by username, id, mobile,
// e-mail or sign-in IP; read its page; and act on it. Every action takes a reason and writes its
// audit entry (the state before and after) in the action's own database transaction, so that the
// trail and the change commit or roll back together (issue 19 item 4).
import { describeDevice } from './device';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { isAgentType, isOperatorType, isTrialType } from '@playdeck/contract/account';
import type {
  MemberAdjustmentBody,
  MemberAdjustmentResult,
  MemberDetail,
  MarketingAudience,
  MemberSearchPage,
  MemberSearchQuery,
} from '@playdeck/contract/members';
import type { Database, Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import {
  findAccountById,
  findAccountByUsername,
  setPassword,
  type AccountRow,
} from '../account/account.service';
import type { AuditWriter } from '../audit/audit.service';
import type { SessionService } from '../session/session.service';
import { countryOf, type SiteService } from '../site/site.service';
import { detailOf, transfer, type WalletService } from '../wallet/wallet.service';
import { createMembersRepository } from './members.repository';

/** Rows of each list on a member's page: the latest ones; the full history is in the records. */
const PAGE_ROWS = 20;
const AUDIT_TARGET = 'account';

export type MembersDependencies = {
  db: Database;
  wallet: WalletService;
  site: Pick<SiteService, 'scalarSettings'>;
  sessions: Pick<SessionService, 'endAll' | 'unlockIp'>;
  /** The member's new main-wallet balance, pushed to their header after an adjustment. */
  onBalance?: (accountId: number, balance: string) => void;
  now?: () => Date;
};

/** An account's place in the tree, as the trail keeps it. */
const treeOf = (account: AccountRow) => ({ parentId: account.parentId, ancestorPath: account.ancestorPath });

export type MembersService = ReturnType<typeof createMembersService>;

export function createMembersService(deps: MembersDependencies) {
  const { db } = deps;

  /** The member or agent, locked for the transaction. Errors: MEMBER_NOT_FOUND 404 (also for operators). */
  async function lockedMember(transaction: Transaction, id: number): Promise<AccountRow> {
    const account = await createMembersRepository(transaction).lockAccount(id);
    if (!account || isOperatorType(account.type)) throw new AppError('MEMBER_NOT_FOUND', 404);
    return account;
  }

  async function search(query: MemberSearchQuery): Promise<MemberSearchPage> {
    const { pageNo, pageSize } = query;
    const { rows, total } = await createMembersRepository(db).search(query.by, query.q, {
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    });
    return {
      list: rows.map(({ account, parentUsername, balanceMinor }) => ({
        id: account.id,
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        status: account.status,
        parentUsername,
        balance: fromMinor(balanceMinor ?? 0n),
        createdAt: account.createdAt.toISOString(),
        lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
      })),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  /** A member's page. Errors: MEMBER_NOT_FOUND 404. */
  async function detail(id: number): Promise<MemberDetail> {
    const repository = createMembersRepository(db);
    const account = await findAccountById(db, id);
    if (!account || isOperatorType(account.type)) throw new AppError('MEMBER_NOT_FOUND', 404);
    const ledgerAccounts = await repository.ledgerAccounts(id);
    const ledgerIds = ledgerAccounts.map((row) => row.id);
    const [ancestors, teamSize, moves, bonuses, rounds, deposits, withdrawals, sessions, ips, live] =
      await Promise.all([
        repository.accountsByIds(account.ancestorPath),
        repository.teamSize(id),
        repository.latestMoves(ledgerIds, PAGE_ROWS),
        repository.latestBonuses(ledgerIds, PAGE_ROWS),
        repository.latestRounds(id, PAGE_ROWS),
        repository.latestDeposits(id, PAGE_ROWS),
        repository.latestWithdrawals(id, PAGE_ROWS),
        repository.latestSessions(id, PAGE_ROWS),
        repository.knownIps(id, PAGE_ROWS),
        repository.liveSessions(id),
      ]);
    const byId = new Map(ancestors.map((row) => [row.id, row]));
    const chain = account.ancestorPath.flatMap((ancestorId) => byId.get(ancestorId) ?? []);
    const payments = [
      ...deposits.map((row) => ({ type: 'deposit' as const, row })),
      ...withdrawals.map((row) => ({ type: 'withdrawal' as const, row })),
    ]
      .sort((left, right) => right.row.createdAt.getTime() - left.row.createdAt.getTime())
      .slice(0, PAGE_ROWS)
      .map(({ type, row }) => ({
        type,
        id: row.id,
        amount: fromMinor(row.amountMinor),
        status: row.status,
        at: row.createdAt.toISOString(),
      }));
    return {
      profile: {
        id: account.id,
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        status: account.status,
        email: account.email,
        mobile: account.mobileNumber ? `+${account.mobileCountryCode ?? ''} ${account.mobileNumber}` : null,
        createdAt: account.createdAt.toISOString(),
        lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
        loginCount: account.loginCount,
        mustChangePassword: account.mustChangePassword,
        totpEnabled: account.totpSecret !== null,
      },
      tree: { parent: chain.at(-1) ?? null, chain, teamSize },
      balances: ledgerAccounts.map((row) => ({
        kind: row.kind,
        vendorCode: row.vendorCode,
        balance: fromMinor(row.balanceMinor),
      })),
      ledgerMoves: moves.map((row) => ({
        transactionId: row.transactionId,
        kind: row.kind,
        amount: fromMinor(row.amountMinor),
        balanceAfter: fromMinor(row.balanceAfterMinor),
        detail: detailOf(row.metadata),
        at: row.createdAt.toISOString(),
      })),
      rounds: rounds.map((row) => ({
        vendorCode: row.vendorCode,
        roundId: row.roundId,
        gameCode: row.gameCode,
        stake: fromMinor(row.stakeMinor),
        payout: fromMinor(row.payoutMinor),
        status: row.status,
        placedAt: row.placedAt.toISOString(),
      })),
      payments,
      bonuses: bonuses.map((row) => ({
        kind: row.kind,
        amount: fromMinor(row.amountMinor),
        at: row.createdAt.toISOString(),
      })),
      signIns: sessions.map((row) => ({
        at: row.createdAt.toISOString(),
        ip: row.ip,
        country: countryOf(row.ip),
        device: describeDevice(row.device),
        userAgent: row.device,
        site: row.site,
        endedAt: row.revokedAt?.toISOString() ?? null,
        expiresAt: row.expiresAt.toISOString(),
      })),
      ips: ips.map((row) => ({
        ip: row.ip,
        country: countryOf(row.ip),
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        locked: row.locked,
      })),
      liveSessions: live,
    };
  }

  /**
   * Locks (disables) an account: it cannot sign in, and its sessions end now.
   * Errors: MEMBER_NOT_FOUND 404, MEMBER_STATE_CONFLICT 409 (already locked).
   */
  function lock(id: number, reason: string, audit: AuditWriter): Promise<void> {
    return setStatus(id, 'disabled', reason, audit);
  }

  /** Unlocks an account. Errors: MEMBER_NOT_FOUND 404, MEMBER_STATE_CONFLICT 409 (not locked). */
  function unlock(id: number, reason: string, audit: AuditWriter): Promise<void> {
    return setStatus(id, 'active', reason, audit);
  }

  async function setStatus(
    id: number,
    status: 'active' | 'disabled',
    reason: string,
    audit: AuditWriter,
  ): Promise<void> {
    await db.transaction(async (transaction) => {
      const account = await lockedMember(transaction, id);
      if (account.status === status) throw new AppError('MEMBER_STATE_CONFLICT', 409);
      await createMembersRepository(transaction).setStatus(id, status);
      if (status === 'disabled') await deps.sessions.endAll(id, transaction);
      await audit(transaction, {
        action: status === 'disabled' ? 'member.lock' : 'member.unlock',
        targetType: AUDIT_TARGET,
        targetId: id,
        before: { username: account.username, status: account.status },
        after: { username: account.username, status, sessionsEnded: status === 'disabled' },
        reason,
      });
    });
  }

  /**
   * Gives the account the site's insecure default password, which it must change at its next
   * sign-in; its sessions end. Errors: MEMBER_NOT_FOUND 404.
   */
  async function resetPassword(id: number, reason: string, audit: AuditWriter): Promise<void> {
    const { defaultPassword } = await deps.site.scalarSettings();
    await db.transaction(async (transaction) => {
      const account = await lockedMember(transaction, id);
      await setPassword(transaction, id, defaultPassword, { mustChange: true });
      await deps.sessions.endAll(id, transaction);
      await audit(transaction, {
        action: 'member.reset_password',
        targetType: AUDIT_TARGET,
        targetId: id,
        // Never a hash: only the fact that the password became the default one.
        before: { username: account.username, mustChangePassword: account.mustChangePassword },
        after: { username: account.username, mustChangePassword: true, password: 'site default' },
        reason,
      });
    });
  }

  /**
   * Moves the account, with its whole team, under another agent (or the site's root account).
   * Errors: MEMBER_NOT_FOUND 404, MOVE_TARGET_INVALID 409 (no such agent, or the current parent),
   * MOVE_INTO_OWN_TEAM 409 (the account itself or one of its own team).
   */
  async function move(id: number, agentUsername: string, reason: string, audit: AuditWriter): Promise<void> {
    await db.transaction(async (transaction) => {
      const account = await lockedMember(transaction, id);
      const target = await findAccountByUsername(transaction, agentUsername);
      const isRoot = target !== undefined && isOperatorType(target.type) && target.parentId === null;
      const invalid = { fields: { agentUsername: 'error.MOVE_TARGET_INVALID' as const } };
      if (!target || !(isAgentType(target.type) || isRoot))
        throw new AppError('MOVE_TARGET_INVALID', 409, invalid);
      if (target.id === account.id || target.ancestorPath.includes(account.id)) {
        throw new AppError('MOVE_INTO_OWN_TEAM', 409, {
          fields: { agentUsername: 'error.MOVE_INTO_OWN_TEAM' },
        });
      }
      if (target.id === account.parentId) throw new AppError('MOVE_TARGET_INVALID', 409, invalid);
      const repository = createMembersRepository(transaction);
      const teamSize = await repository.teamSize(id);
      await repository.moveSubtree(account, target);
      await audit(transaction, {
        action: 'member.move',
        targetType: AUDIT_TARGET,
        targetId: id,
        before: { username: account.username, ...treeOf(account) },
        after: {
          username: account.username,
          parentId: target.id,
          parentUsername: target.username,
          ancestorPath: [...target.ancestorPath, target.id],
          teamMoved: teamSize,
        },
        reason,
      });
    });
  }

  /**
   * A manual balance adjustment: one ledger transaction between the member's main wallet and the
   * site's adjustment account, keyed by the request id (a replay answers the first result and
   * moves nothing). A free-play account's play money is not the site's money to adjust.
   * Errors: MEMBER_NOT_FOUND 404, ADJUSTMENT_TRIAL_ACCOUNT 409, ADJUSTMENT_BELOW_ZERO 409 (a debit larger than
   * the balance; nothing moves), DUPLICATE_CONFLICT 409 (the request id was used for another move).
   */
  async function adjustBalance(
    id: number,
    body: MemberAdjustmentBody,
    audit: AuditWriter,
  ): Promise<MemberAdjustmentResult> {
    const amountMinor = toMinor(body.amount);
    const result = await db.transaction(async (transaction) => {
      const account = await lockedMember(transaction, id);
      if (isTrialType(account.type)) throw new AppError('ADJUSTMENT_TRIAL_ACCOUNT', 409);
      const walletId = await deps.wallet.ledgerAccountId('member_wallet', id, '', transaction);
      const adjustmentId = await deps.wallet.ledgerAccountId('adjustment', null, '', transaction);
      const postings =
        body.direction === 'credit'
          ? transfer(adjustmentId, walletId, amountMinor)
          : transfer(walletId, adjustmentId, amountMinor);
      const posted = await deps.wallet
        .postWithin(transaction, {
          idempotencyKey: `operator-adjustment:${body.requestId}`,
          kind: 'operator_adjustment',
          postings,
          metadata: { reason: body.reason, direction: body.direction },
        })
        .catch((error: unknown) => {
          throw belowZero(error);
        });
      const balanceMinor = posted.balances.get(walletId)!;
      if (!posted.replayed) {
        const delta = body.direction === 'credit' ? amountMinor : -amountMinor;
        await audit(transaction, {
          action: 'member.adjust_balance',
          targetType: AUDIT_TARGET,
          targetId: id,
          before: { username: account.username, balance: fromMinor(balanceMinor - delta) },
          after: {
            username: account.username,
            balance: fromMinor(balanceMinor),
            direction: body.direction,
            amount: fromMinor(amountMinor),
            ledgerTransactionId: posted.transactionId,
          },
          reason: body.reason,
        });
      }
      return { balance: fromMinor(balanceMinor), transactionId: posted.transactionId };
    });
    deps.onBalance?.(id, result.balance);
    return result;
  }

  /**
   * Unlocks an IP (locked after repeated failed sign-ins) and forgets its failures.
   * Errors: MEMBER_NOT_FOUND 404, IP_NOT_LOCKED 409.
   */
  async function unlockIp(id: number, ip: string, reason: string, audit: AuditWriter): Promise<void> {
    await db.transaction(async (transaction) => {
      const account = await lockedMember(transaction, id);
      const lockRow = await createMembersRepository(transaction).activeIpLock(ip);
      if (!lockRow) throw new AppError('IP_NOT_LOCKED', 409, { fields: { ip: 'error.IP_NOT_LOCKED' } });
      await deps.sessions.unlockIp(ip, transaction);
      await audit(transaction, {
        action: 'member.unlock_ip',
        targetType: AUDIT_TARGET,
        targetId: id,
        before: {
          username: account.username,
          ip,
          locked: true,
          lockReason: lockRow.reason,
          lockedAt: lockRow.lockedAt,
        },
        after: { username: account.username, ip, locked: false },
        reason,
      });
    });
  }

  /** Ends every session and remember-me token of the account. Errors: MEMBER_NOT_FOUND 404. */
  async function endSessions(id: number, reason: string, audit: AuditWriter): Promise<void> {
    await db.transaction(async (transaction) => {
      const account = await lockedMember(transaction, id);
      const live = await createMembersRepository(transaction).liveSessions(id);
      await deps.sessions.endAll(id, transaction);
      await audit(transaction, {
        action: 'member.end_sessions',
        targetType: AUDIT_TARGET,
        targetId: id,
        before: { username: account.username, liveSessions: live },
        after: { username: account.username, liveSessions: 0 },
        reason,
      });
    });
  }

  /** Who an off-site campaign may reach now: never a member on a break (see the contract). */
  async function marketingAudience(): Promise<MarketingAudience> {
    const { rows, onBreak } = await createMembersRepository(db).marketingAudience(deps.now?.() ?? new Date());
    return { list: rows, onBreak };
  }

  return {
    search,
    detail,
    lock,
    unlock,
    resetPassword,
    move,
    adjustBalance,
    unlockIp,
    endSessions,
    marketingAudience,
  };
}

/** The ledger's INSUFFICIENT_FUNDS of a debit, said as what it is here, on the amount field. */
function belowZero(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') return error;
  const balance = (error.options.value as { balance: string }).balance;
  return new AppError('ADJUSTMENT_BELOW_ZERO', 409, {
    params: { balance },
    value: { balance },
    fields: { amount: { key: 'error.ADJUSTMENT_BELOW_ZERO', params: { balance } } },
  });
}
