// The Redis connection of an API process (REDIS_URL): short timeouts and no offline queue, so that a
// Redis outage answers at once (readiness false, 503) instead of piling up commands; every key under
// REDIS_PREFIX (ioredis's keyPrefix: rate-limit counters, the chat's send windows). Pub/sub channels
// are not keys: the bus puts the same prefix before them (bus.ts, channelPrefixOf).
import { Redis, type RedisOptions } from 'ioredis';

export function connectRedis(url: string, prefix: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    ...options,
    keyPrefix: prefix,
  });
}

/** The prefix of a connection's keys, which the bus puts before its channels too. */
export function channelPrefixOf(redis: Redis): string {
  return redis.options.keyPrefix ?? '';
}
