// A table's stream: one WebSocket whose first message carries the game session's token (so the token
// is never in an address or a server log), reconnecting with growing pauses until it is stopped, or
// until the server closes it for a table that does not exist or a session it does not know. Every
// message is the table as this player sees it.
import { pokerStreamMessageSchema, type PokerStreamMessage } from '@playdeck/contract/poker';

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 15_000;
/** Closed by the server for good: no such table (4404) or not a session of it (4401). */
const CLOSED_FOR_GOOD = new Set([4404, 4401]);

export type PokerStreamHandlers = {
  /** Called on every (re)connection, once the token is sent. */
  onOpen: () => void;
  onClose: () => void;
  onMessage: (message: PokerStreamMessage) => void;
};

/** Opens the stream and returns the function that stops it. */
export function openPokerStream(
  url: string,
  token: string | null,
  handlers: PokerStreamHandlers,
): () => void {
  let socket: WebSocket | null = null;
  let retryTimer: number | undefined;
  let attempt = 0;
  let stopped = false;
  const connect = () => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempt = 0;
      socket?.send(JSON.stringify(token ? { type: 'auth', token } : { type: 'auth' }));
      handlers.onOpen();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = pokerStreamMessageSchema.safeParse(data);
      if (parsed.success) handlers.onMessage(parsed.data);
    };
    socket.onclose = (event: CloseEvent) => {
      handlers.onClose();
      if (stopped || CLOSED_FOR_GOOD.has(event.code)) return;
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
      attempt += 1;
      retryTimer = window.setTimeout(connect, delay);
    };
  };
  connect();
  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    socket?.close();
  };
}
