// GET /api/wallet/balance (DESIGN.md "Core paths"): the member's main-wallet balance as a decimal
// string. The wallet API is not built yet: until it is, the call answers 404 and the header shows a
// dash, never a made-up number. The path and value move into packages/contract/src/wallet.ts with
// the wallet feature; they are written here once, for this one call.
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const BALANCE_PATH = '/api/wallet/balance';

export type BalanceValue = { balance: string };

export const balanceQueryKey = ['balance'] as const;

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
