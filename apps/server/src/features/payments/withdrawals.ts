// Withdrawals (issue 6 §2, §3; SPEC.md §4 "Withdrawal confirmation"). A request needs a bound bank
// account of the member's own and the payment password, respects the operator's limits, and holds
// the money at once (member wallet → withdrawal hold, under the wallet's row lock, so parallel
// requests can never overdraw). The operator pays it (hold → payment clearing) or rejects it with a
// reason (hold → member wallet); each decision is one ledger transaction keyed by the request. A paid
// withdrawal the member does not confirm within the operator's N minutes counts as received.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  PENDING_WITHDRAWALS_MAX,
  createWithdrawalPayloadSchema,
  type OperatorWithdrawal,
  type Withdrawal,
  type WithdrawalLimits,
  type WithdrawalStatus,
  type WithdrawalsValue,
} from '@playdeck/contract/payments';
import { isUniqueViolation, type DatabaseOrTransaction, type Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { transfer } from '../wallet/wallet.service';
import type { PaymentsDependencies } from './dependencies';
import {
  createPaymentsRepository,
  type BankAccountRow,
  type RequestFilter,
  type WithdrawalRow,
} from './payments.repository';
import { checkLimits, maskAccountNumber, withdrawalMayMove } from './payments.rules';
import type { PaymentSettingsRow } from './settings';

/** The receipt job settles at most this many withdrawals per run; the next run takes the rest. */
const RECEIPTS_PER_RUN_MAX = 500;
const MINUTE_MS = 60_000;

type Page = { pageNo: number; pageSize: number };

export type WithdrawalCollaborators = {
  settings: () => Promise<PaymentSettingsRow>;
  verifyPaymentPassword: (accountId: number, password: string) => Promise<void>;
  paymentPasswordIsSet: (accountId: number) => Promise<boolean>;
};

function toWithdrawal(row: WithdrawalRow, confirmMinutes: number): Withdrawal {
  const confirmBy =
    row.status === 'paid' && row.paidAt ? new Date(row.paidAt.getTime() + confirmMinutes * MINUTE_MS) : null;
  return {
    id: row.id,
    amount: fromMinor(row.amountMinor),
    status: row.status as WithdrawalStatus,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    confirmBy: confirmBy?.toISOString() ?? null,
  };
}

export function createWithdrawals(
  deps: PaymentsDependencies & { now: () => Date } & WithdrawalCollaborators,
) {
  const repository = (db: DatabaseOrTransaction = deps.db) => createPaymentsRepository(db);
  const confirmMinutes = async () => (await deps.settings()).withdrawalConfirmMinutes;

  async function limits(accountId: number): Promise<WithdrawalLimits> {
    const [settings, balance, bankAccounts, hasPassword, lockedMinor] = await Promise.all([
      deps.settings(),
      deps.wallet.balanceOf(accountId),
      repository().listBankAccounts(accountId),
      deps.paymentPasswordIsSet(accountId),
      deps.withdrawalLockedMinor
        ? deps.db.transaction((transaction) => deps.withdrawalLockedMinor!(accountId, transaction))
        : Promise.resolve(0n),
    ]);
    return {
      minAmount: fromMinor(settings.withdrawalMinMinor),
      maxAmount: fromMinor(settings.withdrawalMaxMinor),
      // What can be withdrawn: the balance less bonus money still under its turnover.
      available: fromMinor(balance > lockedMinor ? balance - lockedMinor : 0n),
      hasBankAccount: bankAccounts.length > 0,
      hasPaymentPassword: hasPassword,
    };
  }

  /**
   * A withdrawal request (the decrypted body). Everything that costs nothing is checked first, then
   * the payment password, then the money is held.
   * Errors: VALIDATION_FAILED 400, BANK_ACCOUNT_NOT_FOUND 404 (none, or another member's),
   * AMOUNT_OUT_OF_LIMITS 400, PAYMENT_PASSWORD_REQUIRED 409, PAYMENT_PASSWORD_INCORRECT 400,
   * PAYMENT_PASSWORD_LOCKED 423, TOO_MANY_PENDING 409, INSUFFICIENT_FUNDS 409, TURNOVER_NOT_MET 409
   * (the amount reaches into bonus money still under its turnover; params.withdrawable).
   */
  async function create(accountId: number, input: unknown): Promise<Withdrawal> {
    const parsed = createWithdrawalPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const payload = parsed.data;
    const minutes = await confirmMinutes();
    if (payload.requestId) {
      const earlier = await repository().findWithdrawalByRequest(accountId, payload.requestId);
      if (earlier) return toWithdrawal(earlier, minutes);
    }
    const bank = await repository().findBankAccount(payload.bankAccountId);
    if (!bank || bank.accountId !== accountId) {
      throw new AppError('BANK_ACCOUNT_NOT_FOUND', 404, {
        fields: { bankAccountId: 'error.BANK_ACCOUNT_NOT_FOUND' },
      });
    }
    const amountMinor = toMinor(payload.amount);
    const settings = await deps.settings();
    checkLimits(amountMinor, settings.withdrawalMinMinor, settings.withdrawalMaxMinor);
    await deps.verifyPaymentPassword(accountId, payload.paymentPassword);
    const memberWallet = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const holdAccount = await deps.wallet.ledgerAccountId('withdrawal_hold', null);
    let newBalance: bigint | undefined;
    try {
      const row = await deps.db.transaction(async (transaction) => {
        // The member's wallet row lock orders this member's requests: the pending count and the
        // balance check below cannot interleave with another request of theirs.
        const balances = await deps.wallet.lockLedgerAccounts(transaction, [memberWallet]);
        // Bonus money still under its turnover requirement stays out of reach (promotions).
        const lockedMinor = (await deps.withdrawalLockedMinor?.(accountId, transaction)) ?? 0n;
        if (lockedMinor > 0n) {
          const balance = balances.get(memberWallet) ?? 0n;
          const withdrawable = balance > lockedMinor ? balance - lockedMinor : 0n;
          if (amountMinor > withdrawable) {
            throw new AppError('TURNOVER_NOT_MET', 409, {
              params: { withdrawable: fromMinor(withdrawable) },
              value: { withdrawable: fromMinor(withdrawable), locked: fromMinor(lockedMinor) },
              fields: {
                amount: { key: 'error.TURNOVER_NOT_MET', params: { withdrawable: fromMinor(withdrawable) } },
              },
            });
          }
        }
        const pending = await repository(transaction).countWithdrawals({ accountId, status: 'pending' });
        if (pending >= PENDING_WITHDRAWALS_MAX) {
          throw new AppError('TOO_MANY_PENDING', 409, { params: { max: PENDING_WITHDRAWALS_MAX } });
        }
        const { withdrawal, balanceMinor } = await hold(transaction, {
          accountId,
          bank,
          amountMinor,
          requestId: payload.requestId ?? null,
          memberWallet,
          holdAccount,
        });
        newBalance = balanceMinor;
        return withdrawal;
      });
      if (newBalance !== undefined) deps.onBalance(accountId, fromMinor(newBalance));
      return toWithdrawal(row, minutes);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_FUNDS', 409, {
          value: error.options.value,
          fields: { amount: 'error.INSUFFICIENT_FUNDS' },
        });
      }
      if (!isUniqueViolation(error) || !payload.requestId) throw error;
      const earlier = await repository().findWithdrawalByRequest(accountId, payload.requestId);
      if (!earlier) throw error;
      return toWithdrawal(earlier, minutes);
    }
  }

  /**
   * Inside the caller's transaction, with the member's wallet locked: records the withdrawal and
   * moves its amount from the wallet into the withdrawal hold (the money waits there for the decision).
   */
  async function hold(
    transaction: Transaction,
    request: {
      accountId: number;
      bank: BankAccountRow;
      amountMinor: bigint;
      requestId: string | null;
      /** The ledger accounts the money moves between (looked up before the transaction). */
      memberWallet: number;
      holdAccount: number;
    },
  ): Promise<{ withdrawal: WithdrawalRow; balanceMinor: bigint | undefined }> {
    const { accountId, bank, amountMinor, memberWallet, holdAccount } = request;
    const withdrawal = await repository(transaction).insertWithdrawal({
      accountId,
      bankAccountId: bank.id,
      amountMinor,
      requestId: request.requestId,
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      holderName: bank.holderName,
    });
    const posted = await deps.wallet.postWithin(transaction, {
      idempotencyKey: `withdrawal:${withdrawal.id}:hold`,
      kind: 'withdrawal_hold',
      postings: transfer(memberWallet, holdAccount, amountMinor),
      metadata: { withdrawalId: withdrawal.id },
    });
    return { withdrawal, balanceMinor: posted.balances.get(memberWallet) };
  }

  /**
   * The operator pays out the balance of a member on a break from play (who cannot sign in to ask):
   * a withdrawal of everything withdrawable to the member's first bank account, with no payment
   * password and no minimum, which then waits for its decision like any other. The caller checks
   * the break. Errors: BANK_ACCOUNT_NOT_FOUND 404 (the member has none), NOTHING_TO_PAY_OUT 409.
   */
  async function payOutOnBreak(accountId: number): Promise<Withdrawal> {
    const [bank] = await repository().listBankAccounts(accountId);
    if (!bank) throw new AppError('BANK_ACCOUNT_NOT_FOUND', 404);
    const memberWallet = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const holdAccount = await deps.wallet.ledgerAccountId('withdrawal_hold', null);
    let newBalance: bigint | undefined;
    const row = await deps.db.transaction(async (transaction) => {
      const balances = await deps.wallet.lockLedgerAccounts(transaction, [memberWallet]);
      const balance = balances.get(memberWallet) ?? 0n;
      // Bonus money still under its turnover is not the member's own yet.
      const lockedMinor = (await deps.withdrawalLockedMinor?.(accountId, transaction)) ?? 0n;
      const amountMinor = balance > lockedMinor ? balance - lockedMinor : 0n;
      if (amountMinor <= 0n) throw new AppError('NOTHING_TO_PAY_OUT', 409);
      const held = await hold(transaction, {
        accountId,
        bank,
        amountMinor,
        requestId: null,
        memberWallet,
        holdAccount,
      });
      newBalance = held.balanceMinor;
      return held.withdrawal;
    });
    if (newBalance !== undefined) deps.onBalance(accountId, fromMinor(newBalance));
    return toWithdrawal(row, await confirmMinutes());
  }

  async function page(filter: RequestFilter, query: Page) {
    const total = await repository().countWithdrawals(filter);
    const offset = (query.pageNo - 1) * query.pageSize;
    const rows = total > offset ? await repository().listWithdrawals(filter, query.pageSize, offset) : [];
    return { rows, total, totalPages: Math.ceil(total / query.pageSize) };
  }

  async function listOwn(accountId: number, query: Page & { status?: string }): Promise<WithdrawalsValue> {
    const [minutes, { rows, total, totalPages }] = await Promise.all([
      confirmMinutes(),
      page({ accountId, status: query.status }, query),
    ]);
    return {
      list: rows.map((row) => toWithdrawal(row, minutes)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages,
    };
  }

  async function listAll(query: Page & { status?: string }) {
    const [minutes, { rows, total, totalPages }] = await Promise.all([
      confirmMinutes(),
      page({ status: query.status }, query),
    ]);
    const list: OperatorWithdrawal[] = rows.map((row) => ({
      ...toWithdrawal(row, minutes),
      accountId: row.accountId,
      username: row.username,
      accountNumber: row.accountNumber,
    }));
    return { list, pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages };
  }

  async function lockForDecision(transaction: Transaction, id: number): Promise<WithdrawalRow> {
    const row = await repository(transaction).findWithdrawal(id, { forUpdate: true });
    if (!row) throw new AppError('PAYMENT_NOT_FOUND', 404);
    return row;
  }

  /**
   * Pays a pending withdrawal: the held money leaves (hold → payment clearing), once; approving a paid
   * one answers it as it is. Errors: PAYMENT_NOT_FOUND 404, PAYMENT_STATE_CONFLICT 409 (rejected).
   */
  async function approve(id: number, decidedBy: number): Promise<Withdrawal> {
    const site = (await deps.site.scalarSettings()).siteName;
    const minutes = await confirmMinutes();
    const now = deps.now();
    const row = await deps.db.transaction(async (transaction) => {
      const withdrawal = await lockForDecision(transaction, id);
      if (withdrawal.status === 'paid' || withdrawal.status === 'received') return withdrawal;
      if (!withdrawalMayMove(withdrawal.status as WithdrawalStatus, 'paid')) {
        throw new AppError('PAYMENT_STATE_CONFLICT', 409);
      }
      const hold = await deps.wallet.ledgerAccountId('withdrawal_hold', null, '', transaction);
      const clearing = await deps.wallet.ledgerAccountId('payment_clearing', null, '', transaction);
      await deps.wallet.postWithin(transaction, {
        idempotencyKey: `withdrawal:${withdrawal.id}:payout`,
        kind: 'withdrawal_payout',
        postings: transfer(hold, clearing, withdrawal.amountMinor),
        metadata: { withdrawalId: withdrawal.id },
      });
      await deps.messages.send(
        {
          accountId: withdrawal.accountId,
          kind: 'withdrawalApproved',
          params: { site, amountMinor: withdrawal.amountMinor },
          eventKey: `withdrawal:${withdrawal.id}:approved`,
        },
        transaction,
      );
      return repository(transaction).updateWithdrawal(withdrawal.id, {
        status: 'paid',
        decidedBy,
        decidedAt: now,
        paidAt: now,
      });
    });
    return toWithdrawal(row, minutes);
  }

  /**
   * Rejects a pending withdrawal with a reason: the held money returns (hold → member wallet), once;
   * rejecting a rejected one answers it as it is. Errors: PAYMENT_NOT_FOUND 404,
   * PAYMENT_STATE_CONFLICT 409 (already paid).
   */
  async function reject(id: number, decidedBy: number, reason: string): Promise<Withdrawal> {
    const site = (await deps.site.scalarSettings()).siteName;
    const minutes = await confirmMinutes();
    const now = deps.now();
    let newBalance: bigint | undefined;
    const row = await deps.db.transaction(async (transaction) => {
      const withdrawal = await lockForDecision(transaction, id);
      if (withdrawal.status === 'rejected') return withdrawal;
      if (!withdrawalMayMove(withdrawal.status as WithdrawalStatus, 'rejected')) {
        throw new AppError('PAYMENT_STATE_CONFLICT', 409);
      }
      const hold = await deps.wallet.ledgerAccountId('withdrawal_hold', null, '', transaction);
      const memberWallet = await deps.wallet.ledgerAccountId(
        'member_wallet',
        withdrawal.accountId,
        '',
        transaction,
      );
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey: `withdrawal:${withdrawal.id}:refund`,
        kind: 'withdrawal_refund',
        postings: transfer(hold, memberWallet, withdrawal.amountMinor),
        metadata: { withdrawalId: withdrawal.id },
      });
      newBalance = posted.balances.get(memberWallet);
      await deps.messages.send(
        {
          accountId: withdrawal.accountId,
          kind: 'withdrawalRejected',
          params: { site, amountMinor: withdrawal.amountMinor, reason },
          eventKey: `withdrawal:${withdrawal.id}:rejected`,
        },
        transaction,
      );
      return repository(transaction).updateWithdrawal(withdrawal.id, {
        status: 'rejected',
        reason,
        decidedBy,
        decidedAt: now,
      });
    });
    if (newBalance !== undefined) deps.onBalance(row.accountId, fromMinor(newBalance));
    return toWithdrawal(row, minutes);
  }

  /**
   * The member confirms a paid withdrawal arrived. Confirming a received one answers it as it is.
   * Errors: PAYMENT_NOT_FOUND 404 (none, or another member's), PAYMENT_STATE_CONFLICT 409 (not paid).
   */
  async function confirm(accountId: number, id: number): Promise<Withdrawal> {
    const minutes = await confirmMinutes();
    const now = deps.now();
    const row = await deps.db.transaction(async (transaction) => {
      const withdrawal = await lockForDecision(transaction, id);
      if (withdrawal.accountId !== accountId) throw new AppError('PAYMENT_NOT_FOUND', 404);
      if (withdrawal.status === 'received') return withdrawal;
      if (!withdrawalMayMove(withdrawal.status as WithdrawalStatus, 'received')) {
        throw new AppError('PAYMENT_STATE_CONFLICT', 409);
      }
      return repository(transaction).updateWithdrawal(withdrawal.id, {
        status: 'received',
        receivedAt: now,
        confirmedByMember: true,
      });
    });
    return toWithdrawal(row, minutes);
  }

  /** Paid withdrawals left unconfirmed past the operator's minutes count as received. */
  async function receiveUnconfirmed(): Promise<number> {
    const now = deps.now();
    const paidBefore = new Date(now.getTime() - (await confirmMinutes()) * MINUTE_MS);
    return repository().receiveUnconfirmed(paidBefore, now, RECEIPTS_PER_RUN_MAX);
  }

  return { limits, create, payOutOnBreak, listOwn, listAll, approve, reject, confirm, receiveUnconfirmed };
}
