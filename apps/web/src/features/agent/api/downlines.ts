// GET /api/agent/downlines: a page of the direct children of the agent or of one of its descendants;
// POST /api/agent/downlines/:accountId/transfers: money to a direct child (encrypted: it carries the
// payment password).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  agentPaths,
  type DownlineTransfer,
  type DownlineTransferPayload,
  type Downlines,
  type downlinesQuerySchema,
} from '@playdeck/contract/agent';
import type { Permission } from '@playdeck/contract/site';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';
import { useSession } from '../../../lib/session';
import { agentQueryKey } from './agent-query';

export const DOWNLINES_PAGE_SIZE = 20;

/** The search of a page of downlines (the page size is this screen's). */
export type DownlinesFilter = Partial<Omit<z.output<typeof downlinesQuerySchema>, 'pageSize'>>;

export function useDownlines(query: DownlinesFilter) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...agentQueryKey, 'downlines', token, query],
    queryFn: () =>
      api.get<Downlines>(agentPaths.downlines, { query: { ...query, pageSize: DOWNLINES_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export async function transferToDownline(
  accountId: number,
  payload: DownlineTransferPayload,
  encryption: Permission['encryption'],
) {
  return api.post<DownlineTransfer>(
    agentPaths.downlineTransfer.replace(':accountId', String(accountId)),
    await encryptPayload(payload, encryption),
  );
}
