// GET /api/operator/outbox: the SMS and e-mail the platform sent, newest first. While no real SMS or
// SMTP provider is configured this is where the operator reads verification codes and temporary
// passwords for a member who asks.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pageSchema } from '@playdeck/contract/envelope';
import { outboxPaths, type outboxEntrySchema, type OutboxEntry } from '@playdeck/contract/outbox';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { OUTBOX_PAGE_SIZE, operatorSiteKeys } from './query-keys';

export type OutboxPage = z.infer<ReturnType<typeof pageSchema<typeof outboxEntrySchema>>>;
export type OutboxChannel = OutboxEntry['channel'];

/** The list's search: a channel ('' for both), one recipient exactly ('' for anyone), the page. */
export interface OutboxSearch {
  channel: OutboxChannel | '';
  recipient: string;
  pageNo: number;
}

export const listOutbox = ({ channel, recipient, pageNo }: OutboxSearch) =>
  api.get<OutboxPage>(outboxPaths.outbox, {
    query: {
      channel: channel || undefined,
      recipient: recipient.trim() || undefined,
      pageNo,
      pageSize: OUTBOX_PAGE_SIZE,
    },
  });

export function useOutbox(search: OutboxSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorSiteKeys.outbox(), token, search.channel, search.recipient.trim(), search.pageNo],
    queryFn: () => listOutbox(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
