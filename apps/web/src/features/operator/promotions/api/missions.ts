// The operator's missions (issue 15 item 6): GET /api/operator/missions (every mission with its
// claims in the current period, in one list), POST there (a new mission) and PUT
// /api/operator/missions/:id (the whole input replaces the mission).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { missionsPaths, type MissionInput, type OperatorMission } from '@playdeck/contract/missions';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { asOnePage } from './one-page';
import { operatorPromotionsKeys } from './query-keys';

export const listMissions = () => api.get<{ list: OperatorMission[] }>(missionsPaths.operatorList);

export function useOperatorMissions() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.missions(), token],
    queryFn: listMissions,
    select: asOnePage<OperatorMission>,
    enabled: token !== null,
  });
}

/** Creates a mission (id null) or replaces one with the whole input. */
export const saveMission = ({ id, input }: { id: number | null; input: MissionInput }) =>
  id === null
    ? api.post<OperatorMission>(missionsPaths.operatorList, input)
    : api.put<OperatorMission>(missionsPaths.operatorMission.replace(':id', String(id)), input);

export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.missions() }),
  });
}
