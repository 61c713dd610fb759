// POST /api/operator/deposits/:id/approve: credits a pending deposit to the member's wallet (once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsPaths, type Deposit } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { operatorPaymentsKeys } from './query-keys';

export const approveDeposit = (id: number) =>
  api.post<Deposit>(paymentsPaths.operatorDepositApprove.replace(':id', String(id)));

/** The list refreshes after every decision, also a refused one: its row may have changed meanwhile. */
export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorPaymentsKeys.deposits() }),
  });
}
