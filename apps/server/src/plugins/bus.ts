// Fan-out of live events (balance changes, live-table rounds) to whichever process holds the
// listener: through Redis pub/sub when REDIS_URL is set, so that a round settled by one API process
// reaches a WebSocket held by another, and through an in-process emitter otherwise.
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { channelPrefixOf } from './redis';

export type BusHandler = (payload: unknown) => void;

/** Stops listening; `ready` settles once messages published from now on reach the handler. */
export type BusSubscription = (() => void) & { ready: Promise<void> };

export type Bus = {
  publish(channel: string, payload: unknown): void;
  /**
   * Listens on a channel; the answer stops listening. With Redis, a message published by another
   * process reaches the handler only once the subscription is confirmed (`ready`): a listener that
   * reads a state and then follows its changes (the balance stream) reads it after `ready`.
   */
  subscribe(channel: string, handler: BusHandler): BusSubscription;
  close(): Promise<void>;
};

const subscription = (stop: () => void, ready: Promise<void>): BusSubscription =>
  Object.assign(stop, { ready });

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
        return subscription(() => void local.off(channel, handler), Promise.resolve());
      },
      close: async () => void local.removeAllListeners(),
    };
  }
  // Channels are named under the site's REDIS_PREFIX, so that sites sharing a Redis stay apart; the
  // local emitter uses the bare names.
  const prefix = channelPrefixOf(redis);
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
    if (!channel.startsWith(prefix)) return;
    try {
      local.emit(channel.slice(prefix.length), JSON.parse(message));
    } catch {
      // Only this bus publishes on these channels; anything else is ignored.
    }
  });
  /** The confirmation of each channel's subscription on the Redis connection. */
  const confirmed = new Map<string, Promise<void>>();
  return {
    publish(channel, payload) {
      redis.publish(prefix + channel, JSON.stringify(payload)).catch((error: Error) => {
        console.warn('Redis bus publish failed:', error.message);
      });
    },
    subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) {
        confirmed.set(
          channel,
          subscriber.subscribe(prefix + channel).then(
            () => undefined,
            (error: Error) => console.warn('Redis bus subscribe failed:', error.message),
          ),
        );
      }
      local.on(channel, handler);
      const ready = confirmed.get(channel) ?? Promise.resolve();
      return subscription(() => {
        local.off(channel, handler);
        if (local.listenerCount(channel) === 0) {
          confirmed.delete(channel);
          void subscriber.unsubscribe(prefix + channel).catch(() => undefined);
        }
      }, ready);
    },
    async close() {
      local.removeAllListeners();
      subscriber.disconnect();
    },
  };
}
