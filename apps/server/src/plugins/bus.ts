// Fan-out of live events (balance changes, live-table rounds) to whichever process holds the
// listener: through Redis pub/sub when REDIS_URL is set, so that a round settled by one API process
// reaches a WebSocket held by another, and through an in-process emitter otherwise.
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type BusHandler = (payload: unknown) => void;

export type Bus = {
  publish(channel: string, payload: unknown): void;
  /** Listens on a channel; the answer stops listening. */
  subscribe(channel: string, handler: BusHandler): () => void;
  close(): Promise<void>;
};

/** A process serves at most this many live listeners (WebSockets); more would only leak. */
const LISTENERS_MAX = 50_000;

export function createBus(redis?: Redis): Bus {
  const local = new EventEmitter();
  local.setMaxListeners(LISTENERS_MAX);
  if (!redis) {
    return {
      publish: (channel, payload) => void local.emit(channel, payload),
      subscribe(channel, handler) {
        local.on(channel, handler);
        return () => void local.off(channel, handler);
      },
      close: async () => void local.removeAllListeners(),
    };
  }
  // A connection in subscriber mode can do nothing else, so listening takes a second one.
  const subscriber = redis.duplicate();
  // Every failed reconnection is an 'error': one warning per outage (readiness logs it too).
  let subscriberDown = false;
  subscriber.on('error', (error: Error) => {
    if (!subscriberDown) console.warn('Redis bus subscriber error:', error.message);
    subscriberDown = true;
  });
  subscriber.on('ready', () => void (subscriberDown = false));
  subscriber.on('message', (channel: string, message: string) => {
    try {
      local.emit(channel, JSON.parse(message));
    } catch {
      // Only this bus publishes on these channels; anything else is ignored.
    }
  });
  return {
    publish(channel, payload) {
      redis.publish(channel, JSON.stringify(payload)).catch((error: Error) => {
        console.warn('Redis bus publish failed:', error.message);
      });
    },
    subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) void subscriber.subscribe(channel).catch(() => undefined);
      local.on(channel, handler);
      return () => {
        local.off(channel, handler);
        if (local.listenerCount(channel) === 0) void subscriber.unsubscribe(channel).catch(() => undefined);
      };
    },
    async close() {
      local.removeAllListeners();
      subscriber.disconnect();
    },
  };
}
