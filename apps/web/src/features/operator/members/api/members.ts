// The members desk's calls: the search (GET /api/operator/members), a member's page
// (GET /api/operator/members/:id) and the actions on a member (POST …/:id/<action>), each with its
// reason. Keys start with the operator's token: another sign-in never sees the answer. After an
// action, whether done or refused, the member's page and the search refresh.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memberPathOf,
  membersPaths,
  type MemberAdjustmentResult,
  type MemberDetail,
  type MemberSearchKey,
  type MemberSearchPage,
} from '@playdeck/contract/members';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const MEMBERS_PAGE_SIZE = 20;

export type MemberSearch = { by: MemberSearchKey; q: string; pageNo: number };

const keys = {
  all: ['operator-members'] as const,
  search: (token: string | null, search: MemberSearch) => [...keys.all, token, 'search', search] as const,
  detail: (token: string | null, id: number) => [...keys.all, token, 'detail', id] as const,
};

export function useMemberSearch(search: MemberSearch | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: keys.search(token, search ?? { by: 'username', q: '', pageNo: 1 }),
    queryFn: () =>
      api.get<MemberSearchPage>(membersPaths.search, {
        query: { by: search!.by, q: search!.q, pageNo: search!.pageNo, pageSize: MEMBERS_PAGE_SIZE },
      }),
    enabled: token !== null && search !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMemberDetail(id: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: keys.detail(token, id),
    queryFn: () => api.get<MemberDetail>(memberPathOf(membersPaths.detail, id)),
    enabled: token !== null,
    retry: false,
  });
}

export type MemberActionKind =
  'lock' | 'unlock' | 'resetPassword' | 'endSessions' | 'move' | 'adjustBalance' | 'unlockIp';

export type MemberActionRequest = {
  kind: MemberActionKind;
  id: number;
  body: Record<string, string>;
};

export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: MemberActionRequest) =>
      api.post<MemberAdjustmentResult | null>(memberPathOf(membersPaths[kind], id), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
