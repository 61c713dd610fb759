// The operator's raffle draws (issue 15 item 8): GET /api/operator/raffle/draws (every draw with its
// tickets, seed hash, seed once drawn, winners and claims, in one list), POST there (a new draw) and
// PUT /api/operator/raffle/draws/:id (the whole input replaces a draw while it is open; 409
// RAFFLE_DRAW_CLOSED once it is drawn).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rafflePaths, type OperatorRaffleDraw, type RaffleDrawInput } from '@playdeck/contract/raffle';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { asOnePage } from './one-page';
import { operatorPromotionsKeys } from './query-keys';

export const listDraws = () => api.get<{ list: OperatorRaffleDraw[] }>(rafflePaths.operatorDraws);

export function useOperatorDraws() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.raffleDraws(), token],
    queryFn: listDraws,
    select: asOnePage<OperatorRaffleDraw>,
    enabled: token !== null,
  });
}

/** Creates a draw (id null) or replaces an open one with the whole input. */
export const saveDraw = ({ id, input }: { id: number | null; input: RaffleDrawInput }) =>
  id === null
    ? api.post<OperatorRaffleDraw>(rafflePaths.operatorDraws, input)
    : api.put<OperatorRaffleDraw>(rafflePaths.operatorDraw.replace(':id', String(id)), input);

/** The list refreshes after every save, also a refused one: the draw may have been held meanwhile. */
export function useSaveDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.raffleDraws() }),
  });
}
