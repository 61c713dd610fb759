// POST /api/operator/withdrawals/:id/reject: refuses a pending withdrawal with a reason; the held
// money returns to the member's wallet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsPaths, type RejectBody, type Withdrawal } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { operatorPaymentsKeys } from './query-keys';

export const rejectWithdrawal = ({ id, reason }: { id: number } & RejectBody) =>
  api.post<Withdrawal>(paymentsPaths.operatorWithdrawalReject.replace(':id', String(id)), { reason });

/** The list refreshes after every decision, also a refused one: its row may have changed meanwhile. */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorPaymentsKeys.withdrawals() }),
  });
}
