// The member's responsible-gaming calls (issue 19 item 5): the deposit and loss limits with what each
// leaves, setting them (a raise waits 24 hours), and starting a break from play, after which the server has ended
// every session of the account, so this tab signs out too; the reality check and the session-time
// limit, and this sign-in's time and money as the reality check shows them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  responsibleGamingPaths,
  type DepositLimitsRequest,
  type Exclusion,
  type ExclusionRequest,
  type LossLimitsRequest,
  type PlaySession,
  type PlaySettingsRequest,
  type ResponsibleGaming,
} from '@playdeck/contract/responsible-gaming';
import { api } from '../../../lib/api-client';
import { endSession, useSession } from '../../../lib/session';

const responsibleGamingKey = ['responsible-gaming'] as const;

export function useResponsibleGaming() {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...responsibleGamingKey, 'summary', token],
    queryFn: () => api.get<ResponsibleGaming>(responsibleGamingPaths.summary),
    enabled: token !== null && !isTrial,
  });
}

/** Which limits per period: on deposits, or on losses (stakes less winnings). */
export type LimitKind = 'deposit' | 'loss';
const limitPaths = {
  deposit: responsibleGamingPaths.depositLimits,
  loss: responsibleGamingPaths.lossLimits,
} as const;

export function useSetLimits(kind: LimitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DepositLimitsRequest | LossLimitsRequest) =>
      api.put<ResponsibleGaming>(limitPaths[kind], request),
    onSuccess: (value) =>
      queryClient.setQueriesData({ queryKey: [...responsibleGamingKey, 'summary'] }, value),
  });
}

export function useSetPlaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlaySettingsRequest) =>
      api.put<ResponsibleGaming>(responsibleGamingPaths.playSettings, request),
    onSuccess: async (value) => {
      queryClient.setQueriesData({ queryKey: [...responsibleGamingKey, 'summary'] }, value);
      // The reality check's schedule and this session's end follow the new settings.
      await queryClient.invalidateQueries({ queryKey: [...responsibleGamingKey, 'session'] });
    },
  });
}

/** This sign-in: its start and end, the reality check's interval, and the money since. */
export function usePlaySession() {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...responsibleGamingKey, 'session', token],
    queryFn: () => api.get<PlaySession>(responsibleGamingPaths.session),
    enabled: token !== null && !isTrial,
  });
}

/** Starts the break; the server has ended this session with all the others, so the tab signs out. */
export async function startBreak(request: ExclusionRequest): Promise<Exclusion> {
  const exclusion = await api.post<Exclusion>(responsibleGamingPaths.exclusion, request);
  endSession();
  return exclusion;
}
