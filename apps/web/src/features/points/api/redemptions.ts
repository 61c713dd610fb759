// GET /api/points/redemptions: the member's redemptions, newest first, a page at a time, each with
// its status (in process, approved, rejected) and the operator's remark.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pointsPaths, type pointsRedemptionsSchema } from '@playdeck/contract/points';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { POINTS_PAGE_SIZE, pointsKeys } from './query-keys';

export type RedemptionsPage = z.infer<typeof pointsRedemptionsSchema>;

export const getRedemptions = (pageNo: number) =>
  api.get<RedemptionsPage>(pointsPaths.redemptions, { query: { pageNo, pageSize: POINTS_PAGE_SIZE } });

export function useRedemptions(pageNo: number) {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...pointsKeys.redemptions(), token, i18next.language, pageNo],
    queryFn: () => getRedemptions(pageNo),
    enabled: token !== null && !isTrial,
    placeholderData: keepPreviousData,
  });
}
