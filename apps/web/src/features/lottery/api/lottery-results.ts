// GET /api/lottery/results?gameCode=&limit=: a game's recent drawn results, seeds revealed.
import { useQuery } from '@tanstack/react-query';
import { lotteryPaths, type LotteryResultsValue } from '@playdeck/contract/lottery';
import { api } from '../../../lib/api-client';

export const fetchLotteryResults = (gameCode: string, limit: number) =>
  api.get<LotteryResultsValue>(lotteryPaths.results, { query: { gameCode, limit } });

export const lotteryResultsKey = (gameCode: string) => ['lottery', 'results', gameCode] as const;

export function useLotteryResults(gameCode: string | undefined, limit = 10) {
  return useQuery({
    queryKey: [...lotteryResultsKey(gameCode ?? ''), limit],
    queryFn: () => fetchLotteryResults(gameCode!, limit),
    enabled: gameCode !== undefined,
  });
}
