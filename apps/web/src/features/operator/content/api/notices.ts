// The operator's notices (the header bell and the marquee): every one, live, future or expired;
// publish, change and take down. Notices are plain text.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentPaths, type NoticeInput, type OperatorNotice } from '@playdeck/contract/content';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const operatorNoticesQueryKey = ['operator', 'content', 'notices'] as const;

const noticePath = (id: number) => contentPaths.operatorNotice.replace(':id', String(id));

export const fetchOperatorNotices = () => api.get<OperatorNotice[]>(contentPaths.operatorNotices);

export const createNotice = (input: NoticeInput) =>
  api.post<OperatorNotice>(contentPaths.operatorNotices, input);

export const updateNotice = (id: number, input: NoticeInput) =>
  api.put<OperatorNotice>(noticePath(id), input);

export const deleteNotice = (id: number) => api.delete<null>(noticePath(id));

export function useOperatorNotices() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorNoticesQueryKey, token],
    queryFn: fetchOperatorNotices,
    enabled: token !== null,
  });
}

/** Creates (id null) or changes a notice, then refreshes the list. */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: NoticeInput }) =>
      id === null ? createNotice(input) : updateNotice(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorNoticesQueryKey }),
  });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorNoticesQueryKey }),
  });
}
