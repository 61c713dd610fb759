// POST /api/operator/deposits/:id/reject: fails a pending deposit with a reason told to the member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsPaths, type Deposit, type RejectBody } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { operatorPaymentsKeys } from './query-keys';

export const rejectDeposit = ({ id, reason }: { id: number } & RejectBody) =>
  api.post<Deposit>(paymentsPaths.operatorDepositReject.replace(':id', String(id)), { reason });

/** The list refreshes after every decision, also a refused one: its row may have changed meanwhile. */
export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorPaymentsKeys.deposits() }),
  });
}
