// How fast each member writes (CHAT_RATE_MAX messages in any CHAT_RATE_WINDOW_MS): counted in Redis
// when REDIS_URL is set, so that a member spreading messages over several API processes meets one
// limit, and in this process's memory otherwise. Both keep the same sliding window (chat.rules.ts).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { rateWindow } from './chat.rules';

export type ChatRateLimiter = {
  /** Counts one message of the account if the window allows it; else how long to wait. */
  take(accountId: number, nowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
};

/** Members whose windows this process keeps at most; older ones are dropped first. */
const LOCAL_ACCOUNTS_MAX = 100_000;

// The window in one atomic step on the Redis server: drop the times that left it, refuse when full
// (answering how long until the oldest leaves), else add this one and let the key expire with it.
const WINDOW_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
if count >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, 0}
`;

export function createChatRateLimiter(options: {
  max: number;
  windowMs: number;
  redis?: Redis;
}): ChatRateLimiter {
  const { max, windowMs, redis } = options;
  const local = new Map<number, number[]>();

  function takeLocally(accountId: number, nowMs: number) {
    const decision = rateWindow(local.get(accountId) ?? [], nowMs, max, windowMs);
    local.delete(accountId);
    local.set(accountId, decision.kept);
    if (local.size > LOCAL_ACCOUNTS_MAX) local.delete(local.keys().next().value!);
    return { allowed: decision.allowed, retryAfterMs: decision.retryAfterMs };
  }

  if (!redis) return { take: async (accountId, nowMs) => takeLocally(accountId, nowMs) };
  return {
    async take(accountId, nowMs) {
      try {
        const [allowed, retryAfterMs] = (await redis.eval(
          WINDOW_SCRIPT,
          1,
          `playdeck-chat-rate:${accountId}`,
          nowMs,
          windowMs,
          max,
          `${nowMs}:${randomUUID()}`,
        )) as [number, number];
        return { allowed: allowed === 1, retryAfterMs: Math.max(0, Number(retryAfterMs)) };
      } catch {
        // Redis out of reach: this process still limits the member on its own rather than not at all.
        return takeLocally(accountId, nowMs);
      }
    },
  };
}
