// GET /api/promotions: every promotion with the reader's state (visitors too; the texts come in the
// reader's language) and availablePromoCount, the red count of the side menu's and the member
// centre's reward centre (SPEC.md §2). The count is not asked for trial members (SPEC.md §4), and is
// refetched when money moves (a deposit may meet a condition) and after the member acts on an entry.
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { promotionsPaths, type MemberPromotions } from '@playdeck/contract/promotions';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { refreshBalance, useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';

export const promotionsQueryKey = ['member-promotions'] as const;
export const promotionRewardsQueryKey = ['promotion-rewards'] as const;
export const turnoverQueryKey = ['turnover'] as const;

const COUNT_REFRESH_MS = 60_000;

export function useMemberPromotions() {
  const { token } = useSession();
  return useQuery({
    // Each reader (a visitor, each member) and each language has its own list.
    queryKey: [...promotionsQueryKey, token, i18next.language],
    queryFn: () => api.get<MemberPromotions>(promotionsPaths.list),
  });
}

/** The reward centre's red count: 0 for visitors and trial members. */
export function useAvailablePromoCount(): number {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [...promotionsQueryKey, token, i18next.language],
    queryFn: () => api.get<MemberPromotions>(promotionsPaths.list),
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
    staleTime: 10_000,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: promotionsQueryKey });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return enabled ? (query.data?.availablePromoCount ?? 0) : 0;
}

/**
 * After a join, sign-in, application or claim: the list (and so the badges), the reward centre and
 * the turnover locks change; a claimed bonus also moves the balance.
 */
export function refreshAfterEntryChange(queryClient: QueryClient, { moneyMoved = false } = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: promotionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: promotionRewardsQueryKey }),
    moneyMoved ? queryClient.invalidateQueries({ queryKey: turnoverQueryKey }) : null,
    moneyMoved ? refreshBalance(queryClient) : null,
  ]);
}
