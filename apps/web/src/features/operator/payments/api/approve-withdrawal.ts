// POST /api/operator/withdrawals/:id/approve: marks a pending withdrawal paid; the held money leaves.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsPaths, type Withdrawal } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { operatorPaymentsKeys } from './query-keys';

export const approveWithdrawal = (id: number) =>
  api.post<Withdrawal>(paymentsPaths.operatorWithdrawalApprove.replace(':id', String(id)));

/** The list refreshes after every decision, also a refused one: its row may have changed meanwhile. */
export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorPaymentsKeys.withdrawals() }),
  });
}
