// GET /api/member: who is signed in; loaded whenever a session token exists.
import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@playdeck/contract/account';
import { accountPaths } from '@playdeck/contract/account';
import { api } from './api-client';
import { rememberMember, useSession } from './session';

export const memberQueryKey = ['member'] as const;

export function useMember() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...memberQueryKey, token],
    queryFn: async () => {
      const member = await api.get<MemberInfo>(accountPaths.member);
      rememberMember(member);
      return member;
    },
    enabled: token !== null,
    staleTime: 60_000,
  });
}
