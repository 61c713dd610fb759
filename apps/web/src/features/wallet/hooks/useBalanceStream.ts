// The balance pushed by the server (GET /api/wallet/stream, a WebSocket) after every wallet change, so
// the header follows a game round without polling. The socket authenticates with its first message
// (a browser cannot set headers on a WebSocket) and reconnects with a growing pause when it drops.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { walletPaths, type BalanceValue, type WalletStreamMessage } from '@playdeck/contract/wallet';
import { useSession } from '../../../lib/session';
import { balanceQueryKey } from '../api/balance';

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export function streamUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${walletPaths.stream}`;
}

export function useBalanceStream() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let retryMs = RECONNECT_FIRST_MS;
    let retryTimer: number | undefined;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(streamUrl(window.location));
      socket.onopen = () => {
        retryMs = RECONNECT_FIRST_MS;
        socket?.send(JSON.stringify({ type: 'auth', token }));
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as WalletStreamMessage;
        if (message.type !== 'balance') return;
        queryClient.setQueryData<BalanceValue>([...balanceQueryKey, token], (old) =>
          old ? { ...old, balance: message.balance } : old,
        );
      };
      socket.onclose = (event) => {
        // 4401: the session is gone; signing in again starts a new stream.
        if (stopped || event.code === 4401) return;
        retryTimer = window.setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      socket?.close();
    };
  }, [token, queryClient]);
}
