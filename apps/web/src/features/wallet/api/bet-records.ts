// GET /api/records/bets: the member's betting record, one row per game round, with totals over the
// whole filtered period.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recordsPaths, type BetRecordsQuery, type BetRecordsValue } from '@playdeck/contract/records';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type BetRecordsFilter = Pick<BetRecordsQuery, 'from' | 'to' | 'gameType' | 'status' | 'pageNo'>;

export const BET_RECORDS_PAGE_SIZE = 20;

export function useBetRecords(filter: BetRecordsFilter) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['bet-records', token, filter],
    queryFn: () =>
      api.get<BetRecordsValue>(recordsPaths.bets, { query: { ...filter, pageSize: BET_RECORDS_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
