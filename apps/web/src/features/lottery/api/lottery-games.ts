// GET /api/lottery/games?prizeMode=: the lottery games a lottery page lists, each with its next draw.
import { useQuery } from '@tanstack/react-query';
import { lotteryPaths, type LotteryGamesValue, type LotteryPrizeMode } from '@playdeck/contract/lottery';
import { api } from '../../../lib/api-client';

export const fetchLotteryGames = (prizeMode: LotteryPrizeMode) =>
  api.get<LotteryGamesValue>(lotteryPaths.games, { query: { prizeMode } });

export function useLotteryGames(prizeMode: LotteryPrizeMode) {
  return useQuery({
    queryKey: ['lottery', 'games', prizeMode],
    queryFn: () => fetchLotteryGames(prizeMode),
    staleTime: 30_000,
  });
}
