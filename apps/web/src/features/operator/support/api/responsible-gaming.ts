// The support desk's look at one member's responsible gaming (issue 19 item 5): the deposit limits,
// the session-time limit, the reality check and every break from play, read only (they are the
// member's own); and the payout of the balance of a member on a break. The key starts with the operator's token: another sign-in never sees the answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  responsibleGamingPaths,
  type OperatorPayout,
  type OperatorPayoutRequest,
  type OperatorResponsibleGaming,
} from '@playdeck/contract/responsible-gaming';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export function useMemberResponsibleGaming(username: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['operator-responsible-gaming', token, username],
    queryFn: () =>
      api.get<OperatorResponsibleGaming>(responsibleGamingPaths.operatorMember, {
        query: { username: username! },
      }),
    enabled: token !== null && username !== null,
    retry: false,
  });
}

/** Pays out the balance of a member on a break: a withdrawal that the payments desk then decides. */
export function usePayOutOnBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OperatorPayoutRequest) =>
      api.post<OperatorPayout>(responsibleGamingPaths.operatorPayout, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator-withdrawals'] }),
  });
}
