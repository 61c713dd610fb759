// The member's responsible-gaming calls (issue 19 item 5): the limits with what each leaves, setting
// them (a raise waits 24 hours), and starting a break from play, after which the server has ended
// every session of the account, so this tab signs out too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  responsibleGamingPaths,
  type DepositLimitsRequest,
  type Exclusion,
  type ExclusionRequest,
  type ResponsibleGaming,
} from '@playdeck/contract/responsible-gaming';
import { api } from '../../../lib/api-client';
import { endSession, useSession } from '../../../lib/session';

const responsibleGamingKey = ['responsible-gaming'] as const;

export function useResponsibleGaming() {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...responsibleGamingKey, token],
    queryFn: () => api.get<ResponsibleGaming>(responsibleGamingPaths.summary),
    enabled: token !== null && !isTrial,
  });
}

export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DepositLimitsRequest) =>
      api.put<ResponsibleGaming>(responsibleGamingPaths.depositLimits, request),
    onSuccess: (value) => queryClient.setQueriesData({ queryKey: responsibleGamingKey }, value),
  });
}

/** Starts the break; the server has ended this session with all the others, so the tab signs out. */
export async function startBreak(request: ExclusionRequest): Promise<Exclusion> {
  const exclusion = await api.post<Exclusion>(responsibleGamingPaths.exclusion, request);
  endSession();
  return exclusion;
}
