// The member's money records: GET /api/records/account, /api/records/profit-loss, /api/records/bonus.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  recordsPaths,
  type AccountRecordsQuery,
  type AccountRecordsValue,
  type BonusRecordsQuery,
  type BonusRecordsValue,
  type ProfitLossQuery,
  type ProfitLossValue,
} from '@playdeck/contract/records';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const MONEY_RECORDS_PAGE_SIZE = 20;

type Filter<T> = Partial<Omit<T, 'pageSize'>>;

function useRecords<T>(path: string, key: string, filter: object) {
  const { token } = useSession();
  return useQuery({
    queryKey: [key, token, filter],
    queryFn: () => api.get<T>(path, { query: { ...filter, pageSize: MONEY_RECORDS_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const useAccountRecords = (filter: Filter<AccountRecordsQuery>) =>
  useRecords<AccountRecordsValue>(recordsPaths.account, 'account-records', filter);

export const useProfitLoss = (filter: Filter<ProfitLossQuery>) =>
  useRecords<ProfitLossValue>(recordsPaths.profitLoss, 'profit-loss', filter);

export const useBonusRecords = (filter: Filter<BonusRecordsQuery>) =>
  useRecords<BonusRecordsValue>(recordsPaths.bonus, 'bonus-records', filter);
