// POST /api/lobby/launch { vendorCode, gameCode }: the game's address with a one-time launch token,
// played in the lottery page's frame. Each call spends a token, so an answer is never reused: a
// page that shows the game again launches it again.
import { useQuery } from '@tanstack/react-query';
import { launchGame } from '../../../lib/launch-game';

export function useLaunchedGame(game: { vendorCode: string; gameCode: string } | undefined) {
  return useQuery({
    queryKey: ['lottery', 'launch', game?.vendorCode, game?.gameCode],
    queryFn: () => launchGame({ vendorCode: game!.vendorCode, gameCode: game!.gameCode }),
    enabled: game !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
