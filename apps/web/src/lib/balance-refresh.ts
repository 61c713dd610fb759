// The member's balance query (GET /api/wallet/balance) as every feature that moves money sees it:
// refresh it after a move, or follow its changes (a balance pushed by the server means money moved,
// so other views, such as the unread-message badge, refetch too).
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

export const balanceQueryKey = ['balance'] as const;

export function refreshBalance(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: balanceQueryKey });
}

/** Calls `onChange` whenever the balance query's data changes (a fetch or a push). */
export function useOnBalanceChange(onChange: () => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] === balanceQueryKey[0]) onChange();
      }),
    [queryClient, onChange],
  );
}
