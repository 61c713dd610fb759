// GET /api/points/entries: the member's points transaction detail (every earning and spending with
// the balance after it), newest first, a page at a time, of one points type or all.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pointsPaths, type PointsType, type pointsEntriesSchema } from '@playdeck/contract/points';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { POINTS_PAGE_SIZE, pointsKeys } from './query-keys';

export type PointsEntriesPage = z.infer<typeof pointsEntriesSchema>;

export const getPointsEntries = (pageNo: number, type: PointsType | undefined) =>
  api.get<PointsEntriesPage>(pointsPaths.entries, {
    query: { pageNo, pageSize: POINTS_PAGE_SIZE, type },
  });

export function usePointsEntries(pageNo: number, type: PointsType | undefined) {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...pointsKeys.entries(), token, type ?? 'ALL', pageNo],
    queryFn: () => getPointsEntries(pageNo, type),
    enabled: token !== null && !isTrial,
    placeholderData: keepPreviousData,
  });
}
