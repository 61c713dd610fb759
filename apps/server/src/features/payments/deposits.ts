// Deposits (issue 6 §1): a member asks to deposit through a channel; a bank transfer waits for the
// operator, a gateway payment for the gateway's signed callback. Crediting is one ledger transaction
// keyed by the deposit (payment clearing → member wallet), so a double approval or a replayed
// callback finds the first one and moves nothing; the member's message is written in the same
// database transaction.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  PENDING_DEPOSITS_MAX,
  type CreateDeposit,
  type Deposit,
  type DepositsValue,
  type OperatorDeposit,
} from '@playdeck/contract/payments';
import { isUniqueViolation, type DatabaseOrTransaction, type Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { transfer } from '../wallet/wallet.service';
import { bankDetailsOf } from './channels';
import type { PaymentsDependencies } from './dependencies';
import { GATEWAYS } from './gateway';
import {
  createPaymentsRepository,
  type ChannelRow,
  type DepositRow,
  type RequestFilter,
} from './payments.repository';
import { checkLimits, depositMayMove, newDepositReference } from './payments.rules';

/** Tries this many fresh references when one is taken (about one chance in 10^12 each). */
const REFERENCE_ATTEMPTS_MAX = 3;
/** Why a gateway's failed payment failed, as the member reads it. */
export const GATEWAY_DECLINED_REASON = 'the payment gateway declined the payment';

type Page = { pageNo: number; pageSize: number };

function toDeposit(row: DepositRow, channel: ChannelRow): Deposit {
  const gateway =
    channel.type === 'gateway' && channel.gatewayCode ? GATEWAYS[channel.gatewayCode] : undefined;
  return {
    id: row.id,
    channelId: channel.id,
    channelName: channel.name,
    channelType: channel.type === 'gateway' ? 'gateway' : 'bank_transfer',
    amount: fromMinor(row.amountMinor),
    status: row.status as Deposit['status'],
    reference: row.reference,
    bank: bankDetailsOf(channel),
    paymentUrl:
      gateway && row.status === 'pending'
        ? gateway.paymentUrl({ reference: row.reference, amountMinor: row.amountMinor })
        : null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function createDeposits(deps: PaymentsDependencies & { now: () => Date }) {
  const repository = (db: DatabaseOrTransaction = deps.db) => createPaymentsRepository(db);

  /**
   * Inserts the deposit under a fresh reference. With the responsible-gaming check, the check and
   * the insert share one transaction (the check holds the account's lock until the row is in).
   */
  async function insertWithFreshReference(row: {
    accountId: number;
    channelId: number;
    amountMinor: bigint;
    requestId: string | null;
  }) {
    const insertOnce = (reference: string) => {
      const { depositAllowed } = deps;
      if (!depositAllowed) return repository().insertDeposit({ ...row, reference });
      return deps.db.transaction(async (transaction) => {
        await depositAllowed(row.accountId, row.amountMinor, transaction);
        return repository(transaction).insertDeposit({ ...row, reference });
      });
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await insertOnce(newDepositReference());
      } catch (error) {
        const clash = isUniqueViolation(error) && attempt < REFERENCE_ATTEMPTS_MAX;
        if (!clash) throw error;
        // A replayed request key is not a reference clash: answer the first deposit.
        if (row.requestId && (await repository().findDepositByRequest(row.accountId, row.requestId)))
          throw error;
      }
    }
  }

  /**
   * Opens a pending deposit through an enabled channel, within its limits.
   * Errors: CHANNEL_NOT_FOUND 404, AMOUNT_OUT_OF_LIMITS 400, TOO_MANY_PENDING 409, and the
   * responsible-gaming refusals: DEPOSIT_LIMIT_EXCEEDED 400, TIME_OUT_ACTIVE / SELF_EXCLUDED 403.
   */
  async function create(accountId: number, body: CreateDeposit): Promise<Deposit> {
    if (body.requestId) {
      const earlier = await repository().findDepositByRequest(accountId, body.requestId);
      if (earlier) return toDeposit(earlier, (await repository().findChannel(earlier.channelId))!);
    }
    const channel = await repository().findChannel(body.channelId);
    if (!channel || !channel.enabled) {
      throw new AppError('CHANNEL_NOT_FOUND', 404, { fields: { channelId: 'error.CHANNEL_NOT_FOUND' } });
    }
    const amountMinor = toMinor(body.amount);
    checkLimits(amountMinor, channel.minAmountMinor, channel.maxAmountMinor);
    const pending = await repository().countDeposits({ accountId, status: 'pending' });
    if (pending >= PENDING_DEPOSITS_MAX) {
      throw new AppError('TOO_MANY_PENDING', 409, { params: { max: PENDING_DEPOSITS_MAX } });
    }
    try {
      const row = await insertWithFreshReference({
        accountId,
        channelId: channel.id,
        amountMinor,
        requestId: body.requestId ?? null,
      });
      return toDeposit(row, channel);
    } catch (error) {
      if (!isUniqueViolation(error) || !body.requestId) throw error;
      const earlier = await repository().findDepositByRequest(accountId, body.requestId);
      if (!earlier) throw error;
      return toDeposit(earlier, channel);
    }
  }

  async function page(filter: RequestFilter, query: Page) {
    const total = await repository().countDeposits(filter);
    const offset = (query.pageNo - 1) * query.pageSize;
    const rows = total > offset ? await repository().listDeposits(filter, query.pageSize, offset) : [];
    return { rows, total, totalPages: Math.ceil(total / query.pageSize) };
  }

  /** The member's own deposits, newest first. */
  async function listOwn(accountId: number, query: Page & { status?: string }): Promise<DepositsValue> {
    const { rows, total, totalPages } = await page({ accountId, status: query.status }, query);
    return {
      list: rows.map((row) => toDeposit(row, row.channel)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages,
    };
  }

  async function listAll(query: Page & { status?: string }) {
    const { rows, total, totalPages } = await page({ status: query.status }, query);
    const list: OperatorDeposit[] = rows.map((row) => ({
      ...toDeposit(row, row.channel),
      accountId: row.accountId,
      username: row.username,
    }));
    return { list, pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages };
  }

  /** Locks the deposit for a decision: the caller's transaction holds it until it commits. */
  async function lockForDecision(transaction: Transaction, id: number): Promise<DepositRow> {
    const row = await repository(transaction).findDeposit(id, { forUpdate: true });
    if (!row) throw new AppError('PAYMENT_NOT_FOUND', 404);
    return row;
  }

  async function withChannel(row: DepositRow): Promise<Deposit> {
    return toDeposit(row, (await repository().findChannel(row.channelId))!);
  }

  /**
   * Credits a pending deposit: payment clearing → member wallet, once. Crediting a credited deposit
   * answers it as it is and moves nothing. Errors: PAYMENT_NOT_FOUND 404, PAYMENT_STATE_CONFLICT 409
   * (it failed).
   */
  async function credit(id: number, decision: { decidedBy: number | null; gatewayTransactionId?: string }) {
    const site = (await deps.site.scalarSettings()).siteName;
    const now = deps.now();
    let newBalance: bigint | undefined;
    const row = await deps.db.transaction(async (transaction) => {
      const deposit = await lockForDecision(transaction, id);
      if (deposit.status === 'credited') return deposit;
      if (!depositMayMove(deposit.status as Deposit['status'], 'credited')) {
        throw new AppError('PAYMENT_STATE_CONFLICT', 409);
      }
      const [clearing, memberWallet] = [
        await deps.wallet.ledgerAccountId('payment_clearing', null, '', transaction),
        await deps.wallet.ledgerAccountId('member_wallet', deposit.accountId, '', transaction),
      ];
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey: `deposit:${deposit.id}:credit`,
        kind: 'deposit',
        postings: transfer(clearing, memberWallet, deposit.amountMinor),
        metadata: { depositId: deposit.id, reference: deposit.reference },
      });
      newBalance = posted.balances.get(memberWallet);
      await deps.messages.send(
        {
          accountId: deposit.accountId,
          kind: 'depositCredited',
          params: { site, amountMinor: deposit.amountMinor, reference: deposit.reference },
          eventKey: `deposit:${deposit.id}:credited`,
        },
        transaction,
      );
      return repository(transaction).updateDeposit(deposit.id, {
        status: 'credited',
        ledgerTransactionId: posted.transactionId,
        decidedBy: decision.decidedBy,
        decidedAt: now,
        gatewayTransactionId: decision.gatewayTransactionId ?? deposit.gatewayTransactionId,
      });
    });
    if (newBalance !== undefined) deps.onBalance(row.accountId, fromMinor(newBalance));
    return withChannel(row);
  }

  /**
   * Marks a pending deposit failed with a reason; nothing moves. Failing a failed deposit answers it
   * as it is. Errors: PAYMENT_NOT_FOUND 404, PAYMENT_STATE_CONFLICT 409 (it was credited).
   */
  async function fail(
    id: number,
    decision: { decidedBy: number | null; reason: string; gatewayTransactionId?: string },
  ) {
    const site = (await deps.site.scalarSettings()).siteName;
    const now = deps.now();
    const row = await deps.db.transaction(async (transaction) => {
      const deposit = await lockForDecision(transaction, id);
      if (deposit.status === 'failed') return deposit;
      if (!depositMayMove(deposit.status as Deposit['status'], 'failed')) {
        throw new AppError('PAYMENT_STATE_CONFLICT', 409);
      }
      await deps.messages.send(
        {
          accountId: deposit.accountId,
          kind: 'depositFailed',
          params: {
            site,
            amountMinor: deposit.amountMinor,
            reason: decision.reason,
            reference: deposit.reference,
          },
          eventKey: `deposit:${deposit.id}:failed`,
        },
        transaction,
      );
      return repository(transaction).updateDeposit(deposit.id, {
        status: 'failed',
        reason: decision.reason,
        decidedBy: decision.decidedBy,
        decidedAt: now,
        gatewayTransactionId: decision.gatewayTransactionId ?? deposit.gatewayTransactionId,
      });
    });
    return withChannel(row);
  }

  /**
   * A gateway's signed callback: checks the signature with the channel's secret, then credits or
   * fails the deposit it names, once. Errors: CHANNEL_NOT_FOUND 404, INVALID_SIGNATURE 401,
   * VALIDATION_FAILED 400, PAYMENT_NOT_FOUND 404, CALLBACK_MISMATCH 409 (another amount: nothing
   * moves), PAYMENT_STATE_CONFLICT 409.
   */
  async function callback(channelId: number, rawBody: string, signature: string | undefined) {
    const channel = await repository().findChannel(channelId);
    const gateway = channel?.gatewayCode ? GATEWAYS[channel.gatewayCode] : undefined;
    if (!channel || channel.type !== 'gateway' || !gateway || !channel.gatewaySecret) {
      throw new AppError('CHANNEL_NOT_FOUND', 404);
    }
    const message = gateway.readCallback(rawBody, signature, channel.gatewaySecret);
    const deposit = await repository().findDepositByReference(message.reference);
    if (!deposit || deposit.channelId !== channel.id) throw new AppError('PAYMENT_NOT_FOUND', 404);
    if (deposit.amountMinor !== message.amountMinor) throw new AppError('CALLBACK_MISMATCH', 409);
    const decided = message.paid
      ? await credit(deposit.id, { decidedBy: null, gatewayTransactionId: message.gatewayTransactionId })
      : await fail(deposit.id, {
          decidedBy: null,
          reason: GATEWAY_DECLINED_REASON,
          gatewayTransactionId: message.gatewayTransactionId,
        });
    return { reference: decided.reference, status: decided.status };
  }

  const findByReference = (reference: string) => repository().findDepositByReference(reference);

  return { create, listOwn, listAll, credit, fail, callback, findByReference };
}
