// The room's live messages (WS /api/chat/stream?room=…): the socket says who is watching with its
// first message (the session token, or null for a visitor), then each new message joins the
// history and each deleted one leaves it. Once the room is listened to (and again after every
// reconnection) the history is loaded afresh, so nothing said before the socket listened is missing.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatHistory, ChatRoom, ChatStreamMessage } from '@playdeck/contract/chat';
import { useSession } from '../../../lib/session';
import { chatKeys, chatStreamUrl, withMessage, withoutMessage } from '../api/chat';

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 15_000;
/** Closed by the server for a room the viewer may not read (4403) or a bad request (4400): no retry. */
const CLOSE_CODES_FINAL = new Set([4400, 4401, 4403]);

export function useChatStream(room: ChatRoom, enabled: boolean) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    const key = chatKeys.history(room, token);
    let socket: WebSocket | undefined;
    let retryTimer: number | undefined;
    let attempt = 0;
    let stopped = false;
    const onMessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as ChatStreamMessage;
      if (message.type === 'ready') {
        attempt = 0;
        void queryClient.invalidateQueries({ queryKey: key });
      }
      if (message.type === 'message') {
        queryClient.setQueryData<ChatHistory>(key, (old) => withMessage(old, message.message));
      }
      if (message.type === 'deleted') {
        queryClient.setQueryData<ChatHistory>(key, (old) => withoutMessage(old, message.id));
      }
    };
    const connect = () => {
      socket = new WebSocket(chatStreamUrl(window.location, room));
      socket.onopen = () => socket?.send(JSON.stringify({ token }));
      socket.onmessage = onMessage;
      socket.onclose = (event) => {
        if (stopped || CLOSE_CODES_FINAL.has(event.code)) return;
        attempt += 1;
        retryTimer = window.setTimeout(
          connect,
          Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt),
        );
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      socket?.close();
    };
  }, [room, token, enabled, queryClient]);
}
