// GET /api/points/config: the operator's points rules (points per 100.00 of valid bet per points type
// and per 100.00 deposited, whether points convert to money and at what rate), for visitors too.
import { useQuery } from '@tanstack/react-query';
import { pointsPaths, type PointsConfig } from '@playdeck/contract/points';
import { api } from '../../../lib/api-client';
import { pointsKeys } from './query-keys';

export const getPointsConfig = () => api.get<PointsConfig>(pointsPaths.config);

export function usePointsConfig() {
  return useQuery({ queryKey: pointsKeys.config(), queryFn: getPointsConfig });
}
