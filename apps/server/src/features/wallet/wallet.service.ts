// The wallet: ledger accounts of members and of the site, and the one way money moves — a posted
// transaction of entries that sum to zero, applied with the balances in one database transaction.
import { createHash } from 'node:crypto';
import { fromMinor } from '@playdeck/contract/money';
import type { LedgerVerify } from '@playdeck/contract/wallet';
import {
  isUniqueViolation,
  type Database,
  type DatabaseOrTransaction,
  type Transaction,
} from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { validatePostings, type Posting } from './postings';
import { createWalletRepository } from './wallet.repository';
import type { LedgerKind } from './wallet.table';

export type { Posting } from './postings';
export { transfer } from './postings';
// For other features' reports (the agent centre): the records' reading of a period of site days,
// and the short detail of a movement.
export { resolvePeriod } from './records.service';
export { detailOf } from './ledger-kinds';

export type PostRequest = {
  /** Unique per movement started from outside; a replay returns the first result and moves nothing. */
  idempotencyKey: string;
  kind: string;
  postings: Posting[];
  metadata?: Record<string, unknown>;
};

/** A posting checked and hashed, for a statement of another feature that applies it (ledger_post). */
export type PreparedPosting = {
  idempotencyKey: string;
  kind: string;
  requestHash: string;
  metadata: Record<string, unknown>;
  accountIds: number[];
  amountsMinor: bigint[];
};

export type PostResult = {
  transactionId: number;
  replayed: boolean;
  /** Balance of each account after the transaction, by ledger account id. */
  balances: Map<number, bigint>;
};

function requestHashOf(request: PostRequest): string {
  const canonical = JSON.stringify({
    kind: request.kind,
    postings: [...request.postings]
      .sort((left, right) => left.ledgerAccountId - right.ledgerAccountId)
      .map((posting) => [posting.ledgerAccountId, posting.amountMinor.toString()]),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService(deps: { db: Database }) {
  /** The ledger account of that kind and owner, created on first use. */
  async function ledgerAccountId(
    kind: LedgerKind,
    ownerAccountId: number | null,
    vendorCode = '',
    db: DatabaseOrTransaction = deps.db,
  ) {
    const repository = createWalletRepository(db);
    const existing = await repository.findLedgerAccount(kind, ownerAccountId, vendorCode);
    if (existing) return existing.id;
    await repository.insertLedgerAccount(kind, ownerAccountId, vendorCode);
    return (await repository.findLedgerAccount(kind, ownerAccountId, vendorCode))!.id;
  }

  /**
   * Checks and hashes a posting for a statement that applies it inside a larger one (the vendor
   * calls): the same rules as post(). Throws RangeError for postings that break the ledger rules.
   */
  function prepare(request: PostRequest): PreparedPosting {
    validatePostings(request.postings);
    return {
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      requestHash: requestHashOf(request),
      metadata: request.metadata ?? {},
      accountIds: request.postings.map((posting) => posting.ledgerAccountId),
      amountsMinor: request.postings.map((posting) => posting.amountMinor),
    };
  }

  /**
   * Applies a posting as one statement (ledger_post): a replay of the key answers the first
   * transaction, else the accounts are locked in id order, checked and moved. In the caller's
   * transaction when given one, else on its own (one statement commits by itself).
   */
  async function postOnce(
    db: DatabaseOrTransaction,
    request: PostRequest,
    hash: string,
  ): Promise<PostResult> {
    const accountIds = request.postings.map((posting) => posting.ledgerAccountId);
    const row = await createWalletRepository(db).post({
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      requestHash: hash,
      metadata: request.metadata ?? {},
      accountIds,
      amountsMinor: request.postings.map((posting) => posting.amountMinor),
    });
    if (row.o_status === 'DUPLICATE_CONFLICT') throw new AppError('DUPLICATE_CONFLICT', 409);
    if (row.o_status === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_FUNDS', 409, {
        value: { balance: fromMinor(BigInt(row.o_balances![0]!)) },
      });
    }
    const balances = row.o_balances!;
    return {
      transactionId: Number(row.o_transaction_id),
      replayed: row.o_status === 'REPLAY',
      balances: new Map(accountIds.map((id, index) => [id, BigInt(balances[index]!)])),
    };
  }

  /**
   * Posts a transaction: entries summing to zero, balances changed in the same database transaction
   * under row locks, a member account never below zero.
   * Errors: INSUFFICIENT_FUNDS 409 (value.balance: the member's balance), DUPLICATE_CONFLICT 409 (the
   * key was used for a different movement); RangeError for postings that break the ledger rules.
   */
  async function post(request: PostRequest): Promise<PostResult> {
    validatePostings(request.postings);
    const hash = requestHashOf(request);
    try {
      return await postOnce(deps.db, request, hash);
    } catch (error) {
      // The same key posted at the same moment by another request: once that one has committed, the
      // same statement finds it and answers its result.
      if (!isUniqueViolation(error)) throw error;
      return postOnce(deps.db, request, hash);
    }
  }

  /**
   * Posts inside the caller's database transaction, so that the caller's own rows (a game round, say)
   * and the ledger commit or roll back together. Same rules and errors as post(); a concurrent post of
   * the same key surfaces as the database's unique violation (see isUniqueViolation): the caller
   * retries its whole transaction, which then finds the replay.
   */
  function postWithin(transaction: Transaction, request: PostRequest): Promise<PostResult> {
    validatePostings(request.postings);
    return postOnce(transaction, request, requestHashOf(request));
  }

  /**
   * Locks ledger accounts (select … for update, in id order) for the rest of the caller's transaction
   * and returns their current balances by id: callers that check their own rows before posting lock
   * first, so that every movement of those accounts waits for them.
   */
  async function lockLedgerAccounts(
    transaction: Transaction,
    ledgerAccountIds: number[],
  ): Promise<Map<number, bigint>> {
    const locked = await createWalletRepository(transaction).lockLedgerAccounts(ledgerAccountIds);
    return new Map(locked.map((account) => [account.id, account.balanceMinor]));
  }

  /** The member's main-wallet balance in minor units (0 before any movement). */
  async function balanceOf(ownerAccountId: number): Promise<bigint> {
    const account = await createWalletRepository(deps.db).findLedgerAccount('member_wallet', ownerAccountId);
    return account?.balanceMinor ?? 0n;
  }

  /**
   * Recomputes every balance from its entries, checks that every transaction sums to zero and that
   * every entry's transaction and account exist.
   */
  async function verify(): Promise<LedgerVerify> {
    const repository = createWalletRepository(deps.db);
    const [accounts, transactions, orphanEntries] = await Promise.all([
      repository.balanceCheck(),
      repository.unbalancedTransactions(),
      repository.orphanEntries(),
    ]);
    const differences = accounts
      .filter((account) => account.cached !== BigInt(account.fromEntries))
      .map((account) => ({
        ledgerAccountId: account.id,
        cached: fromMinor(account.cached),
        fromEntries: fromMinor(BigInt(account.fromEntries)),
      }));
    return {
      balanced:
        differences.length === 0 && transactions.unbalanced.length === 0 && orphanEntries.length === 0,
      accountsChecked: accounts.length,
      transactionsChecked: transactions.transactionCount,
      differences,
      unbalancedTransactions: transactions.unbalanced,
      orphanEntries,
    };
  }

  return { ledgerAccountId, prepare, post, postWithin, lockLedgerAccounts, balanceOf, verify };
}
