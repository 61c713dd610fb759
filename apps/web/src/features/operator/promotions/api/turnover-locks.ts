// Turnover locks: GET /api/operator/promotions/turnover-locks (filtered by member and status, paged)
// and POST …/turnover-locks/:id/cancel (the operator cancels an unmet bonus with a reason: the
// server takes the bonus back through the ledger; 409 LOCK_NOT_ACTIVE when it is no longer active).
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  promotionsPaths,
  type operatorTurnoverLockSchema,
  type operatorTurnoverLocksSchema,
} from '@playdeck/contract/promotions';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { PROMOTIONS_PAGE_SIZE, operatorPromotionsKeys } from './query-keys';

export type OperatorTurnoverLock = z.infer<typeof operatorTurnoverLockSchema>;
export type OperatorTurnoverLocksPage = z.infer<typeof operatorTurnoverLocksSchema>;
export type TurnoverLockStatus = OperatorTurnoverLock['status'];

/** The list's search: one member's account id ('' for every member), a status ('' for any), the page. */
export interface LocksSearch {
  accountId: string;
  status: TurnoverLockStatus | '';
  pageNo: number;
}

export const listLocks = ({ accountId, status, pageNo }: LocksSearch) =>
  api.get<OperatorTurnoverLocksPage>(promotionsPaths.operatorLocks, {
    query: {
      accountId: accountId.trim() || undefined,
      status: status || undefined,
      pageNo,
      pageSize: PROMOTIONS_PAGE_SIZE,
    },
  });

export function useOperatorLocks(search: LocksSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [
      ...operatorPromotionsKeys.locks(),
      token,
      search.accountId.trim(),
      search.status,
      search.pageNo,
    ],
    queryFn: () => listLocks(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const cancelLock = ({ id, reason }: { id: number; reason: string }) =>
  api.post<OperatorTurnoverLock>(promotionsPaths.operatorCancelLock.replace(':id', String(id)), { reason });

/** The list refreshes after every cancellation, also a refused one: the lock may have been met meanwhile. */
export function useCancelLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.locks() }),
  });
}
