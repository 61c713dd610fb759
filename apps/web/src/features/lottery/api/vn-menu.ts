// GET /api/lottery/vn-menu: the Vietnamese lottery's regions and their games (SPEC.md §3 gameMenus).
import { useQuery } from '@tanstack/react-query';
import { lotteryPaths, type VnMenuValue } from '@playdeck/contract/lottery';
import { api } from '../../../lib/api-client';

export const fetchVnMenu = () => api.get<VnMenuValue>(lotteryPaths.vnMenu);

export function useVnMenu(enabled: boolean) {
  return useQuery({ queryKey: ['lottery', 'vn-menu'], queryFn: fetchVnMenu, enabled, staleTime: 30_000 });
}
