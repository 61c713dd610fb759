// The desk's live events (GET /api/operator/livechat/stream, a WebSocket): a new conversation, one
// taken or closed, a new message. Each refreshes the queues and the conversation it names, so that two
// operators see the same desk without reloading. The socket authenticates with the operator's session
// token in its first message and reconnects with a growing pause when it drops.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { livechatPaths, type DeskStreamMessage } from '@playdeck/contract/livechat';
import { useSession } from '../../../lib/session';
import { supportKeys } from './api/desk';

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export function useDeskStream() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let retryMs = RECONNECT_FIRST_MS;
    let retryTimer: number | undefined;
    let stopped = false;
    const refresh = (conversationId?: number) => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.queues() });
      if (conversationId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(conversationId) });
      }
    };
    const connect = () => {
      const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${protocol}://${window.location.host}${livechatPaths.operatorStream}`);
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
      socket.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as DeskStreamMessage;
        if (event.type === 'ready') {
          retryMs = RECONNECT_FIRST_MS;
          refresh();
        } else if (event.type !== 'error') refresh(event.conversationId);
      };
      socket.onclose = (event) => {
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
