// Transfer to upline: the member's agent, and the transfer (encrypted: it carries the payment password).
import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@playdeck/contract/site';
import { walletPaths, type Upline, type UplineTransferPayload } from '@playdeck/contract/wallet';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';
import { useSession } from '../../../lib/session';

export const uplineQueryKey = ['upline'] as const;

export function useUpline() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...uplineQueryKey, token],
    queryFn: () => api.get<Upline>(walletPaths.upline),
    enabled: token !== null,
  });
}

export async function transferToUpline(payload: UplineTransferPayload, encryption: Permission['encryption']) {
  return api.post<Upline>(walletPaths.uplineTransfer, await encryptPayload(payload, encryption));
}
