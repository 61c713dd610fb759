// The operator's announcements (SPEC.md §2 "Modals", §3 "Announcement"): every one, live or not, in
// every language; publish, change and take down. The server answers the stored, sanitised HTML.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentPaths, type AnnouncementInput, type OperatorAnnouncement } from '@playdeck/contract/content';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const operatorAnnouncementsQueryKey = ['operator', 'content', 'announcements'] as const;

const announcementPath = (id: number) => contentPaths.operatorAnnouncement.replace(':id', String(id));

export const fetchOperatorAnnouncements = () =>
  api.get<OperatorAnnouncement[]>(contentPaths.operatorAnnouncements);

export const createAnnouncement = (input: AnnouncementInput) =>
  api.post<OperatorAnnouncement>(contentPaths.operatorAnnouncements, input);

export const updateAnnouncement = (id: number, input: AnnouncementInput) =>
  api.put<OperatorAnnouncement>(announcementPath(id), input);

export const deleteAnnouncement = (id: number) => api.delete<null>(announcementPath(id));

export function useOperatorAnnouncements() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorAnnouncementsQueryKey, token],
    queryFn: fetchOperatorAnnouncements,
    enabled: token !== null,
  });
}

/** Creates (id null) or changes an announcement, then refreshes the list. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AnnouncementInput }) =>
      id === null ? createAnnouncement(input) : updateAnnouncement(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorAnnouncementsQueryKey }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorAnnouncementsQueryKey }),
  });
}
