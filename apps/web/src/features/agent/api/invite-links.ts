// The agent's invite links: GET the list, POST a new one, PATCH one on or off.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  agentPaths,
  type InviteLink,
  type InviteLinkCreate,
  type inviteLinksSchema,
} from '@playdeck/contract/agent';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { agentQueryKey } from './agent-query';

type InviteLinks = z.infer<typeof inviteLinksSchema>;

export const inviteLinksQueryKey = [...agentQueryKey, 'invite-links'] as const;

export function useInviteLinks() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...inviteLinksQueryKey, token],
    queryFn: () => api.get<InviteLinks>(agentPaths.inviteLinks),
    enabled: token !== null,
  });
}

export const createInviteLink = (body: InviteLinkCreate) =>
  api.post<InviteLink>(agentPaths.inviteLinks, body);

export const setInviteLinkEnabled = (code: string, enabled: boolean) =>
  api.patch<InviteLink>(agentPaths.inviteLink.replace(':code', encodeURIComponent(code)), { enabled });
