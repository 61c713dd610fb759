// GET /api/lottery/opened-numbers?gameCode=: the latest numbers a game has drawn.
import { useQuery } from '@tanstack/react-query';
import { lotteryPaths, type OpenedNumbersValue } from '@playdeck/contract/lottery';
import { api } from '../../../lib/api-client';

export const fetchOpenedNumbers = (gameCode: string) =>
  api.get<OpenedNumbersValue>(lotteryPaths.openedNumbers, { query: { gameCode } });

export const openedNumbersKey = (gameCode: string) => ['lottery', 'opened-numbers', gameCode] as const;

export function useOpenedNumbers(gameCode: string | undefined) {
  return useQuery({
    queryKey: openedNumbersKey(gameCode ?? ''),
    queryFn: () => fetchOpenedNumbers(gameCode!),
    enabled: gameCode !== undefined,
  });
}
