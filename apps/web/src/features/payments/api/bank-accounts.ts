// The member's bound bank accounts: list and bind.
import { useQuery } from '@tanstack/react-query';
import { paymentsPaths, type BankAccount, type CreateBankAccount } from '@playdeck/contract/payments';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const bankAccountsQueryKey = ['bank-accounts'] as const;

export const bindBankAccount = (body: CreateBankAccount) =>
  api.post<BankAccount>(paymentsPaths.bankAccounts, body);

export function useBankAccounts() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...bankAccountsQueryKey, token],
    queryFn: () => api.get<BankAccount[]>(paymentsPaths.bankAccounts),
    enabled: token !== null,
  });
}
