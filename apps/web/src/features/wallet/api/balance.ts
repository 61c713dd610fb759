// GET /api/wallet/balance (DESIGN.md "Core paths"): the member's main-wallet balance as a decimal
// string. Should the wallet call be missing (an older server), the header shows a dash, never a
// made-up number.
import { useQuery } from '@tanstack/react-query';
import { walletPaths, type BalanceValue } from '@playdeck/contract/wallet';
import { ApiError, api } from '../../../lib/api-client';
import { balanceQueryKey } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';

export const BALANCE_PATH = walletPaths.balance;
export type { BalanceValue };

export { balanceQueryKey } from '../../../lib/balance-refresh';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useBalance() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...balanceQueryKey, token],
    queryFn: () => api.get<BalanceValue>(BALANCE_PATH),
    enabled: token !== null,
    staleTime: 30_000,
    // A missing wallet API will not appear on a retry; a network blip might go away.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });
}
