// Applications and entries: GET /api/operator/promotions/entries (filtered by promotion and status,
// paged; an application's images come as data: URLs) and POST …/entries/:id/review (approve or reject
// an application waiting for review, with a note the member reads; 409 ENTRY_NOT_REVIEWABLE when it
// no longer waits).
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  promotionsPaths,
  type ActivityStatus,
  type PromotionEntry,
  type promotionEntriesSchema,
} from '@playdeck/contract/promotions';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { PROMOTIONS_PAGE_SIZE, operatorPromotionsKeys } from './query-keys';

export type PromotionEntriesPage = z.infer<typeof promotionEntriesSchema>;

/** The list's search: one promotion (null for all), one status (null for any), the page. */
export interface EntriesSearch {
  promotionId: number | null;
  status: ActivityStatus | null;
  pageNo: number;
}

export const listEntries = ({ promotionId, status, pageNo }: EntriesSearch) =>
  api.get<PromotionEntriesPage>(promotionsPaths.operatorEntries, {
    query: {
      promotionId: promotionId ?? undefined,
      status: status ?? undefined,
      pageNo,
      pageSize: PROMOTIONS_PAGE_SIZE,
    },
  });

export function useOperatorEntries(search: EntriesSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.entries(), token, search.promotionId, search.status, search.pageNo],
    queryFn: () => listEntries(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const reviewEntry = ({ id, approve, note }: { id: number; approve: boolean; note: string }) =>
  api.post<PromotionEntry>(promotionsPaths.operatorReview.replace(':id', String(id)), { approve, note });

/** The list refreshes after every review, also a refused one: the entry may have changed meanwhile. */
export function useReviewEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.entries() }),
  });
}
