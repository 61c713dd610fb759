// Whether the side menu shows "Invite friends" (SPEC.md §2: only when the referral promotion is
// enabled): availablePromo.REFERRAL.enabled of GET /api/promotions. The call and its cache key are
// the promotions list's own (the promotions feature asks the same path under the same key), so that
// the side menu's reward badge and this item share one request and one refresh.
import { useQuery } from '@tanstack/react-query';
import { promotionsPaths, type MemberPromotions } from '@playdeck/contract/promotions';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The promotions list's cache key (as features/promotions/api/promotions.ts names it). */
const PROMOTIONS_LIST_KEY = 'member-promotions';

/** True when a real member may invite friends; false for visitors, trial members and until known. */
export function useReferralEnabled(): boolean {
  const { token, isTrial } = useSession();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [PROMOTIONS_LIST_KEY, token, i18next.language],
    queryFn: () => api.get<MemberPromotions>(promotionsPaths.list),
    enabled,
    staleTime: 10_000,
  });
  return enabled && query.data?.availablePromo.REFERRAL.enabled === true;
}
