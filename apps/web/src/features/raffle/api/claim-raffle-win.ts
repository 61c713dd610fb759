// POST /api/raffle/wins/:id/claim: the member claims a prize won in a draw; the money is paid into
// the main wallet (a second claim pays nothing more). Answers the prize, now claimed, and the new
// balance; refused with 404 RAFFLE_WIN_NOT_FOUND (not the member's, or already claimed elsewhere).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { rafflePaths, type raffleClaimSchema } from '@playdeck/contract/raffle';
import { api } from '../../../lib/api-client';
import { refreshBalance } from '../../../lib/balance-refresh';
import { raffleKeys } from './query-keys';

export type RaffleClaim = z.infer<typeof raffleClaimSchema>;

export const claimRaffleWin = (id: number) =>
  api.post<RaffleClaim>(rafflePaths.claim.replace(':id', String(id)));

/** A claim (or a refusal: the screen was out of date) reloads the prizes; a claim moves the balance. */
export function useClaimRaffleWin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRaffleWin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: raffleKeys.overview() }),
        refreshBalance(queryClient),
      ]),
    onError: () => queryClient.invalidateQueries({ queryKey: raffleKeys.overview() }),
  });
}
