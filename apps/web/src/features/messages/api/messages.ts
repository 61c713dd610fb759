// GET /api/messages (the member's internal messages), and marking one or all read.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inboxPaths, type InboxMessage, type InboxValue } from '@playdeck/contract/inbox';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const messagesQueryKey = ['messages'] as const;
export const MESSAGES_PAGE_SIZE = 10;

export function useMessages(filter: { pageNo: number; unreadOnly: boolean }) {
  const { token } = useSession();
  return useQuery({
    // The texts come in the reader's language: another language is another list.
    queryKey: [...messagesQueryKey, token, filter, i18next.language],
    queryFn: () =>
      api.get<InboxValue>(inboxPaths.list, {
        query: { pageNo: filter.pageNo, pageSize: MESSAGES_PAGE_SIZE, unreadOnly: filter.unreadOnly },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const markMessageRead = (id: number) =>
  api.post<InboxMessage>(inboxPaths.read.replace(':id', String(id)));
export const markAllMessagesRead = () => api.post<{ count: number }>(inboxPaths.readAll);
