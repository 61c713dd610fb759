// GET /api/points/goods: the goods of the mall (picture, name in the reader's language, price in
// points, stock), for visitors too.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pointsPaths, type pointsGoodsSchema } from '@playdeck/contract/points';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { pointsKeys } from './query-keys';

export type PointsGoods = z.infer<typeof pointsGoodsSchema>;

export const getPointsGoods = () => api.get<PointsGoods>(pointsPaths.goods);

export function usePointsGoods() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...pointsKeys.goods(), token, i18next.language],
    queryFn: getPointsGoods,
  });
}
