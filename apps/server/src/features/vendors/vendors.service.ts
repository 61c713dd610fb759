// The seamless wallet (DESIGN.md "Game vendors"): a vendor's signed balance, debit, credit and
// rollback calls move the member's main wallet against the vendor's house account and keep the
// member's game rounds. Each movement is one SQL statement (a function of migration 0013, one round
// trip; docs/decisions/005-wallet-hot-path.md) that first locks the member's wallet and the vendor's
// house account, so that the round, the vendor-transaction record and the ledger posting commit
// together and calls for one member never interleave (a rollback and its debit arriving at once see
// each other). The vendor's transactionId is the idempotency key: a
// replay answers the first answer, the same id with another body is DUPLICATE_CONFLICT.
import { createHash, randomBytes } from 'node:crypto';
import { isOperatorType } from '@playdeck/contract/account';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type {
  VendorBalanceRequest,
  VendorBalanceValue,
  VendorCreditRequest,
  VendorDebitRequest,
  VendorMovementValue,
  VendorRollbackRequest,
} from '@playdeck/contract/vendors';
import type { SQL } from 'drizzle-orm';
import {
  isUniqueViolation,
  type Database,
  type DatabaseOrTransaction,
  type Transaction,
} from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { findAccountById } from '../account/account.service';
import { transfer, type Posting, type WalletService } from '../wallet/wallet.service';
import { jackpotShareOf } from './jackpot-share';
import {
  callCredit,
  callDebit,
  callRollback,
  createVendorsRepository,
  type MovementRow,
  type VendorRow,
} from './vendors.repository';
import { signatureMatches } from './vendors.signature';

export type { VendorRow } from './vendors.repository';

const HOUSE_SECRET_NAME = 'house';
const HOUSE_SECRET_BYTES = 32;

/**
 * The house vendor's secrets: HOUSE_VENDOR_SECRET's list when set (the first signs, every one is
 * accepted: a rotation in steps, docs/deploy.md), else one generated on first start and kept in the
 * database, so that every API process (and the house game server) shares it.
 */
export async function loadHouseVendorSecret(
  db: Database,
  configured: readonly string[] | undefined,
): Promise<string[]> {
  if (configured?.length) return [...configured];
  const repository = createVendorsRepository(db);
  const existing = await repository.findSecret(HOUSE_SECRET_NAME);
  if (existing) return [existing];
  // Another process may insert at the same moment: whichever row won is everyone's secret.
  await repository.insertSecret(HOUSE_SECRET_NAME, randomBytes(HOUSE_SECRET_BYTES).toString('hex'));
  return [(await repository.findSecret(HOUSE_SECRET_NAME))!];
}

/** How many rows a vendor's house account (and jackpot pool) is split into; see houseAccountOf. */
export const HOUSE_ACCOUNT_SHARDS = 8;

/** The ledger vendor code of a vendor's account shard for a player: `CODE:n`. */
export function shardKeyOf(vendorCode: string, playerId: number): string {
  return `${vendorCode}:${playerId % HOUSE_ACCOUNT_SHARDS}`;
}

/** The ledger's idempotency key of a vendor's transaction: transaction ids are unique per vendor. */
export function ledgerKeyOf(vendorCode: string, transactionId: string): string {
  return `vendor:${vendorCode}:${transactionId}`;
}

function hashOf(fields: Record<string, string | number>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

// Vendors change rarely (an operator edits the catalogue) and every call needs its row: a short cache
// keeps one query off each call. The operator's change drops it on every process at once (forget(),
// on the bus's site:changed); without the bus message, a disabled vendor is refused this long after.
const VENDOR_CACHE_MS = 5_000;
const VENDOR_CACHE_ENTRIES_MAX = 1_000;
// Ledger account ids never change and accounts are never deleted, so a member's wallet id, once
// found, stands for "this playerId is a member" too; bounded so that it cannot grow without limit.
const MEMBER_WALLET_CACHE_ENTRIES_MAX = 10_000;

/** Adds to a Map used as a bounded cache, dropping the oldest entry when it is full. */
function remember<K, V>(cache: Map<K, V>, key: K, value: V, entriesMax: number): V {
  if (cache.size >= entriesMax) cache.delete(cache.keys().next().value as K);
  cache.set(key, value);
  return value;
}

// A concurrent first call with the same transactionId but another playerId holds other locks; its
// unique violation is retried once, and the retry finds its record.
const UNIQUE_VIOLATION_RETRIES = 1;

export type VendorsService = ReturnType<typeof createVendorsService>;

/** A debit's statement found loss limits on the member and moved nothing (debit runs it again, checked). */
class LossLimitsApply extends Error {}

export function createVendorsService(deps: {
  db: Database;
  wallet: WalletService;
  /** The house vendor's accepted secrets (a call signed with any of them is the house's). */
  houseSecret: string | readonly string[];
  /** Told the member's balance after each committed movement (the balance push to the browser). */
  onBalance?: (memberAccountId: number, balance: string) => void;
  /**
   * The member's own limits on stakes (responsible gaming's loss limits): a debit of a member who has
   * any (the debit's own statement finds them, migration 0041) is checked by `assert` in the debit's
   * transaction.
   */
  stakeGuard?: {
    assert: (memberAccountId: number, amountMinor: bigint, transaction: Transaction) => Promise<void>;
  };
}) {
  const { db, wallet } = deps;
  const houseAccounts = new Map<string, number>();
  const jackpotAccounts = new Map<string, number>();
  const vendorCache = new Map<string, { vendor: VendorRow | undefined; loadedAtMs: number }>();
  const memberWallets = new Map<number, number>();

  /** Counts the times the vendors kept were dropped, so that a read begun before is not kept. */
  let vendorGeneration = 0;

  async function findVendor(vendorCode: string): Promise<VendorRow | undefined> {
    const cached = vendorCache.get(vendorCode);
    if (cached && Date.now() - cached.loadedAtMs < VENDOR_CACHE_MS) return cached.vendor;
    const generation = vendorGeneration;
    const vendor = await createVendorsRepository(db).findVendor(vendorCode);
    if (generation !== vendorGeneration) return vendor;
    vendorCache.delete(vendorCode);
    remember(vendorCache, vendorCode, { vendor, loadedAtMs: Date.now() }, VENDOR_CACHE_ENTRIES_MAX);
    return vendor;
  }

  /** Drops the vendors kept (the operator changed one); the next call reads its row. */
  function forget() {
    vendorGeneration += 1;
    vendorCache.clear();
  }

  /**
   * The vendor a signed call comes from.
   * Errors: NOT_FOUND 404 (unknown or disabled vendor), INVALID_SIGNATURE 401 (missing or wrong
   * X-Signature), FORBIDDEN 403 (a transfer-wallet vendor: it never calls the seamless endpoints).
   */
  async function authenticate(
    vendorCode: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<VendorRow> {
    const vendor = await findVendor(vendorCode);
    if (!vendor || !vendor.enabled) throw new AppError('NOT_FOUND', 404);
    // A vendor's stored secret may be a comma-separated list during a rotation: any one signs a call.
    const secrets = vendor.isHouse
      ? [deps.houseSecret].flat()
      : (vendor.secret ?? '').split(',').map((secret) => secret.trim());
    if (!secrets.some((secret) => secret && signatureMatches(secret, rawBody, signature))) {
      throw new AppError('INVALID_SIGNATURE', 401);
    }
    if (vendor.walletMode !== 'seamless') throw new AppError('FORBIDDEN', 403);
    return vendor;
  }

  /** The member behind a playerId. Errors: PLAYER_NOT_FOUND 404 (unknown id, or an operator). */
  async function memberOf(playerId: number): Promise<number> {
    const account = await findAccountById(db, playerId);
    if (!account || isOperatorType(account.type)) throw new AppError('PLAYER_NOT_FOUND', 404);
    return account.id;
  }

  /** The member's main-wallet ledger account (created on first use). Errors: PLAYER_NOT_FOUND 404. */
  async function memberWalletOf(playerId: number): Promise<number> {
    const cached = memberWallets.get(playerId);
    if (cached !== undefined) return cached;
    const id = await wallet.ledgerAccountId('member_wallet', await memberOf(playerId));
    return remember(memberWallets, playerId, id, MEMBER_WALLET_CACHE_ENTRIES_MAX);
  }

  /**
   * The vendor's house account for this player's movements. Every debit and credit locks it, so one
   * row per vendor would queue all of a vendor's players behind each other: the account is split into
   * HOUSE_ACCOUNT_SHARDS rows (ledger vendor code `CODE:n`, n = playerId mod shards), a player always
   * on the same one. The vendor's result is the sum of its shards.
   */
  async function houseAccountOf(vendorCode: string, playerId: number): Promise<number> {
    const key = shardKeyOf(vendorCode, playerId);
    const cached = houseAccounts.get(key);
    if (cached !== undefined) return cached;
    const id = await wallet.ledgerAccountId('house', null, key);
    houseAccounts.set(key, id);
    return id;
  }

  /** The vendor's jackpot pool shard for this player (created on first use); only house vendors feed one. */
  async function jackpotAccountOf(vendorCode: string, playerId: number): Promise<number> {
    const key = shardKeyOf(vendorCode, playerId);
    const cached = jackpotAccounts.get(key);
    if (cached !== undefined) return cached;
    const id = await wallet.ledgerAccountId('jackpot', null, key);
    jackpotAccounts.set(key, id);
    return id;
  }

  /** The member's main-wallet balance. Errors: PLAYER_NOT_FOUND 404. */
  async function balance(_vendor: VendorRow, request: VendorBalanceRequest): Promise<VendorBalanceValue> {
    await memberWalletOf(request.playerId);
    return { balance: fromMinor(await wallet.balanceOf(request.playerId)) };
  }

  /**
   * Runs one call's statement (a vendor_* function of migration 0013: lock the member's wallet and
   * the vendor's accounts, answer a replay, do the work, record the call) and maps its status.
   * Errors: DUPLICATE_CONFLICT 409, ROUND_CLOSED 409, ROUND_NOT_FOUND 404, INSUFFICIENT_FUNDS 409
   * (value.balance), VALIDATION_FAILED 400 (a rollback whose reference is not this player's debit).
   */
  async function movement(
    memberAccountId: number,
    transactionId: string,
    statement: () => SQL,
    executor: DatabaseOrTransaction = db,
  ): Promise<VendorMovementValue> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const row = await createVendorsRepository(executor).movement(statement());
        const answer = answerOf(row, transactionId);
        if (row.o_status === 'OK') deps.onBalance?.(memberAccountId, answer.balance);
        return answer;
      } catch (error) {
        // A concurrent first call with the same transactionId but another playerId held other locks;
        // its unique violation is retried once, and the retry finds its record (in a transaction of
        // the caller's, which the violation has ended, the caller's own call fails and is sent again).
        if (executor !== db || attempt >= UNIQUE_VIOLATION_RETRIES || !isUniqueViolation(error)) throw error;
      }
    }
  }

  function answerOf(row: MovementRow, transactionId: string): VendorMovementValue {
    const balance = row.o_balance === null ? undefined : fromMinor(BigInt(row.o_balance));
    switch (row.o_status) {
      case 'OK':
      case 'REPLAY':
        return { balance: balance!, transactionId };
      case 'INSUFFICIENT_FUNDS':
        throw new AppError('INSUFFICIENT_FUNDS', 409, { value: { balance } });
      case 'LOSS_LIMITS':
        throw new LossLimitsApply();
      case 'ROUND_NOT_FOUND':
        throw new AppError('ROUND_NOT_FOUND', 404);
      case 'INVALID_REFERENCE':
        throw new AppError('VALIDATION_FAILED', 400, {
          fields: { referenceTransactionId: 'validation.invalid' },
        });
      case 'INVALID_PLAYER':
        throw new AppError('VALIDATION_FAILED', 400, { fields: { playerId: 'validation.invalid' } });
      default:
        throw new AppError(row.o_status, 409);
    }
  }

  /**
   * A bet: takes the amount from the member's wallet and opens the round (or adds to its stake).
   * Errors: PLAYER_NOT_FOUND 404, INSUFFICIENT_FUNDS 409 (value.balance), DUPLICATE_CONFLICT 409,
   * ROUND_CLOSED 409 (the round is settled or cancelled, or this debit was already rolled back).
   */
  async function debit(vendor: VendorRow, request: VendorDebitRequest): Promise<VendorMovementValue> {
    const amountMinor = toMinor(request.amount);
    const requestHash = hashOf({
      kind: 'debit',
      playerId: request.playerId,
      roundId: request.roundId,
      gameCode: request.gameCode,
      amountMinor: amountMinor.toString(),
    });
    const memberWallet = await memberWalletOf(request.playerId);
    const house = await houseAccountOf(vendor.code, request.playerId);
    const jackpot = vendor.isHouse ? await jackpotAccountOf(vendor.code, request.playerId) : undefined;
    const postings = stakePostings(memberWallet, house, amountMinor, jackpot);
    const ledger = wallet.prepare({
      idempotencyKey: ledgerKeyOf(vendor.code, request.transactionId),
      kind: 'vendor_debit',
      postings,
      metadata: { vendorCode: vendor.code, roundId: request.roundId, gameCode: request.gameCode },
    });
    const statement = (checkLossLimits: boolean) => () =>
      callDebit({
        vendorCode: vendor.code,
        transactionId: request.transactionId,
        requestHash,
        memberAccountId: request.playerId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        gameCategory: vendor.gameType,
        amountMinor,
        ledger,
        checkLossLimits,
      });
    const guard = deps.stakeGuard;
    if (!guard) return movement(request.playerId, request.transactionId, statement(false));
    // One statement for a member without loss limits; a member with some is answered LOSS_LIMITS
    // (nothing moved) and the debit runs again below.
    try {
      return await movement(request.playerId, request.transactionId, statement(true));
    } catch (error) {
      if (!(error instanceof LossLimitsApply)) throw error;
    }
    // A member with loss limits: the check and the debit in one transaction, under the member's
    // limits lock; a replay of a debit already taken is answered as before, never refused.
    return db.transaction(async (transaction) => {
      const replay = await createVendorsRepository(transaction).hasTransaction(
        vendor.code,
        request.transactionId,
      );
      if (!replay) await guard.assert(request.playerId, amountMinor, transaction);
      return movement(request.playerId, request.transactionId, statement(false), transaction);
    });
  }

  /**
   * Where a stake goes: to the vendor's house account, less the jackpot pool's share for a house
   * vendor. One three-legged transaction (member −stake, house +stake−share, pool +share) keeps the
   * debit a single posting, so the pool grows exactly with the debits that commit and a replay adds
   * nothing. A rolled-back debit leaves its share in the pool: the house refunds the whole stake.
   * The member's wallet comes first: the vendor functions read the member's balance there.
   */
  function stakePostings(
    memberWallet: number,
    house: number,
    stakeMinor: bigint,
    jackpot: number | undefined,
  ): Posting[] {
    const share = jackpot === undefined ? 0n : jackpotShareOf(stakeMinor);
    if (share === 0n) return transfer(memberWallet, house, stakeMinor);
    return [
      { ledgerAccountId: memberWallet, amountMinor: -stakeMinor },
      { ledgerAccountId: house, amountMinor: stakeMinor - share },
      { ledgerAccountId: jackpot!, amountMinor: share },
    ];
  }

  /**
   * A settlement: pays the amount into the member's wallet (nothing moves for 0.00) and settles the
   * round. Errors: PLAYER_NOT_FOUND 404, ROUND_NOT_FOUND 404 (no debit opened it), ROUND_CLOSED 409,
   * DUPLICATE_CONFLICT 409.
   */
  async function credit(vendor: VendorRow, request: VendorCreditRequest): Promise<VendorMovementValue> {
    const amountMinor = toMinor(request.amount);
    const requestHash = hashOf({
      kind: 'credit',
      playerId: request.playerId,
      roundId: request.roundId,
      gameCode: request.gameCode,
      amountMinor: amountMinor.toString(),
    });
    const memberWallet = await memberWalletOf(request.playerId);
    const house = await houseAccountOf(vendor.code, request.playerId);
    // A 0.00 credit only settles the round: nothing is posted.
    const ledger =
      amountMinor > 0n
        ? wallet.prepare({
            idempotencyKey: ledgerKeyOf(vendor.code, request.transactionId),
            kind: 'vendor_credit',
            postings: transfer(house, memberWallet, amountMinor).reverse(),
            metadata: { vendorCode: vendor.code, roundId: request.roundId, gameCode: request.gameCode },
          })
        : undefined;
    return movement(request.playerId, request.transactionId, () =>
      callCredit({
        vendorCode: vendor.code,
        transactionId: request.transactionId,
        requestHash,
        memberAccountId: request.playerId,
        roundId: request.roundId,
        amountMinor,
        accountIds: [memberWallet, house],
        ledger,
      }),
    );
  }

  /**
   * Cancels a debit: its amount goes back to the member in a new ledger transaction and leaves the
   * round's stake (a round with nothing left is cancelled). A rollback whose debit has not arrived is
   * remembered, and that debit is refused when it comes; a second rollback of the same debit moves
   * nothing. Errors: PLAYER_NOT_FOUND 404, ROUND_CLOSED 409 (the round is already settled),
   * DUPLICATE_CONFLICT 409, VALIDATION_FAILED 400 (the reference is not a debit of this player).
   */
  async function rollback(vendor: VendorRow, request: VendorRollbackRequest): Promise<VendorMovementValue> {
    const requestHash = hashOf({
      kind: 'rollback',
      playerId: request.playerId,
      referenceTransactionId: request.referenceTransactionId,
      roundId: request.roundId,
    });
    const memberWallet = await memberWalletOf(request.playerId);
    const house = await houseAccountOf(vendor.code, request.playerId);
    return movement(request.playerId, request.transactionId, () =>
      callRollback({
        vendorCode: vendor.code,
        transactionId: request.transactionId,
        requestHash,
        memberAccountId: request.playerId,
        roundId: request.roundId,
        referenceTransactionId: request.referenceTransactionId,
        ledgerKey: ledgerKeyOf(vendor.code, request.transactionId),
        metadata: { vendorCode: vendor.code, referenceTransactionId: request.referenceTransactionId },
        accountIds: [memberWallet, house],
      }),
    );
  }

  return { authenticate, balance, debit, credit, rollback, forget };
}
