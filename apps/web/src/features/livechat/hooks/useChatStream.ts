// A conversation's live events (GET /api/livechat/stream, a WebSocket): the agent's messages and the
// conversation's state arrive as they happen. The socket authenticates with the chat token in its
// first message (a token in the address would land in access logs) and reconnects with a growing
// pause when it drops; after a reconnect the conversation is read again, so nothing missed is lost.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { livechatPaths, type ChatConversation, type ChatStreamMessage } from '@playdeck/contract/livechat';
import { chatKeys, withMessage } from '../api/chat';

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export function chatStreamUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${livechatPaths.stream}`;
}

/** Applies one pushed event to the cached conversation. */
export function applyChatEvent(conversation: ChatConversation, event: ChatStreamMessage): ChatConversation {
  if (event.type === 'message') return withMessage(conversation, event.message);
  if (event.type === 'state') return { ...conversation, state: event.state, agentName: event.agentName };
  return conversation;
}

/** Keeps the conversation's cache live while `enabled`; answers whether the socket is connected. */
export function useChatStream(token: string, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let retryMs = RECONNECT_FIRST_MS;
    let retryTimer: number | undefined;
    let stopped = false;
    let opened = 0;
    const connect = () => {
      socket = new WebSocket(chatStreamUrl(window.location));
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
      socket.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as ChatStreamMessage;
        if (event.type === 'ready') {
          retryMs = RECONNECT_FIRST_MS;
          setConnected(true);
          opened += 1;
          if (opened > 1) void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(token) });
          return;
        }
        queryClient.setQueryData<ChatConversation>(chatKeys.conversation(token), (old) =>
          old ? applyChatEvent(old, event) : old,
        );
      };
      socket.onclose = (event) => {
        setConnected(false);
        // 4401: the token is refused (expired or forged); the page shows why from the conversation call.
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
  }, [token, enabled, queryClient]);
  return connected;
}
