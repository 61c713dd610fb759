// A live table's stream (baccarat tables, cockfight arenas): one WebSocket that reconnects with
// growing pauses until it is stopped, or until the server closes it with the code for a table that
// does not exist. The caller reloads the table on every (re)connection, so nothing missed while the
// socket was down stays missing.

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 15_000;
/** A socket closed by the server with this code names a table that does not exist: no retry. */
const CLOSE_NO_SUCH_TABLE = 4404;

export type LiveStreamHandlers = {
  /** Called on every (re)connection. */
  onOpen: () => void;
  /** Called on every close, before any retry is planned. */
  onClose: () => void;
  /** A message's data, parsed from JSON when it is text (undefined when that text is not JSON). */
  onMessage: (data: unknown) => void;
};

/** Opens the stream at `url` and returns the function that stops it for good. */
export function openLiveStream(url: string, handlers: LiveStreamHandlers): () => void {
  let socket: WebSocket | null = null;
  let retryTimer: number | undefined;
  let attempt = 0;
  let stopped = false;
  const connect = () => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempt = 0;
      handlers.onOpen();
    };
    socket.onmessage = (event: MessageEvent) =>
      handlers.onMessage(typeof event.data === 'string' ? safeJson(event.data) : event.data);
    socket.onclose = (event: CloseEvent) => {
      handlers.onClose();
      if (stopped || event.code === CLOSE_NO_SUCH_TABLE) return;
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
