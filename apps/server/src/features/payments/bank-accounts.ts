// Bank accounts a member binds for withdrawals (issue 6 §2). A bound account cannot be changed by the
// member (a stolen session must not redirect withdrawals); its holder name is also the answer of the
// bank-name second factor at sign-in (issue 3 §8).
import { BANK_ACCOUNTS_MAX, type BankAccount, type CreateBankAccount } from '@playdeck/contract/payments';
import { isUniqueViolation, type Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { createPaymentsRepository, type BankAccountRow } from './payments.repository';
import { maskAccountNumber, normalizeHolderName } from './payments.rules';

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createBankAccounts(deps: { db: Database }) {
  const repository = () => createPaymentsRepository(deps.db);

  const list = async (accountId: number) =>
    (await repository().listBankAccounts(accountId)).map(toBankAccount);

  /** Errors: BANK_ACCOUNT_LIMIT 409, BANK_ACCOUNT_DUPLICATE 409. */
  async function bind(accountId: number, body: CreateBankAccount): Promise<BankAccount> {
    const existing = await repository().listBankAccounts(accountId);
    if (existing.length >= BANK_ACCOUNTS_MAX) {
      throw new AppError('BANK_ACCOUNT_LIMIT', 409, { params: { max: BANK_ACCOUNTS_MAX } });
    }
    try {
      return toBankAccount(
        await repository().insertBankAccount({
          accountId,
          bankName: body.bankName,
          accountNumber: body.accountNumber,
          holderName: body.holderName.replace(/\s+/g, ' '),
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('BANK_ACCOUNT_DUPLICATE', 409, {
        fields: { accountNumber: 'error.BANK_ACCOUNT_DUPLICATE' },
      });
    }
  }

  /** True when the typed name is the holder name of one of the member's bank accounts. */
  async function holderNameMatches(accountId: number, typed: string): Promise<boolean> {
    const wanted = normalizeHolderName(typed);
    if (!wanted) return false;
    const accounts = await repository().listBankAccounts(accountId);
    return accounts.some((account) => normalizeHolderName(account.holderName) === wanted);
  }

  const hasAny = async (accountId: number) => (await repository().listBankAccounts(accountId)).length > 0;

  return { list, bind, holderNameMatches, hasAny, find: (id: number) => repository().findBankAccount(id) };
}
