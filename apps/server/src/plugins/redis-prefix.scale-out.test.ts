// Proves REDIS_PREFIX (issue 20, docs/deploy.md): two sites, each on its own database, share one
// Redis under different prefixes and see nothing of each other: a message one site's bus publishes
// reaches its own listeners, never the other site's; the per-address rate limit counts each site's
// requests apart; every key either writes starts with its prefix. Needs TEST_REDIS_URL (.ci/run sets
// it when a Redis answers); skipped otherwise.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, buildTestApp, type TestApp } from '../test-support/build-test-app';
import { loadConfig } from './config';

const RATE = 5;
const run = randomBytes(4).toString('hex');
const PREFIXES = { a: `site-a-${run}:`, b: `site-b-${run}:` };

let siteA: TestApp;
let siteB: TestApp;
let probe: Redis;

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  const env = (prefix: string) => ({ REDIS_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: String(RATE) });
  siteA = await buildTestApp({ seed: false, redisUrl: TEST_REDIS_URL, env: env(PREFIXES.a) });
  siteB = await buildTestApp({ seed: false, redisUrl: TEST_REDIS_URL, env: env(PREFIXES.b) });
  probe = new Redis(TEST_REDIS_URL);
}, 120_000);
afterAll(async () => {
  await siteB?.close();
  await siteA?.close();
  if (probe) {
    for (const prefix of Object.values(PREFIXES)) {
      const keys = await probe.keys(`${prefix}*`);
      if (keys.length > 0) await probe.del(...keys);
    }
    probe.disconnect();
  }
});

/** The payloads the channel delivers to a listener of `site`, as they come. */
async function listen(site: TestApp, channel: string) {
  const received: unknown[] = [];
  const stop = site.app.bus.subscribe(channel, (payload) => received.push(payload));
  await stop.ready;
  return { received, stop };
}

describe('REDIS_PREFIX', () => {
  it('is refused at start-up when it is not letters, digits and _ . : -', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: 'x'.repeat(65) })).toThrow(/REDIS_PREFIX/);
    expect(loadConfig({ NODE_ENV: 'test' }).REDIS_PREFIX).toBe('');
  });
});

describe.skipIf(!TEST_REDIS_URL)('two sites on one Redis (needs TEST_REDIS_URL)', () => {
  it("a site's bus message reaches its own listeners and never the other site's", async () => {
    const onA = await listen(siteA, 'site:changed');
    const onB = await listen(siteB, 'site:changed');
    try {
      siteA.app.bus.publish('site:changed', { from: 'a' });
      await expect.poll(() => onA.received, { timeout: 2_000, interval: 10 }).toEqual([{ from: 'a' }]);
      // B's own message after A's: Redis delivers in order, so A's would have reached B before it.
      siteB.app.bus.publish('site:changed', { from: 'b' });
      await expect.poll(() => onB.received, { timeout: 2_000, interval: 10 }).toEqual([{ from: 'b' }]);
      expect(onA.received).toEqual([{ from: 'a' }]);
      // On Redis, each site's channel is named under its prefix.
      const channels = await probe.pubsub('CHANNELS', `site-*-${run}:site:changed`);
      expect(channels.sort()).toEqual([`${PREFIXES.a}site:changed`, `${PREFIXES.b}site:changed`]);
    } finally {
      onA.stop();
      onB.stop();
    }
  });

  it("counts one address's requests per site, under the site's prefix", async () => {
    const ask = (site: TestApp) =>
      site.app.inject({ method: 'GET', url: '/api/permission', remoteAddress: '203.0.113.77' });
    for (let request = 0; request < RATE; request += 1) expect((await ask(siteA)).statusCode).toBe(200);
    const limited = await ask(siteA);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().success).toBe(false);
    // The other site has its own count for the same address.
    expect((await ask(siteB)).statusCode).toBe(200);
    const keysA = await probe.keys(`${PREFIXES.a}*`);
    const keysB = await probe.keys(`${PREFIXES.b}*`);
    expect(keysA.some((key) => key.includes('203.0.113.77'))).toBe(true);
    expect(keysB.some((key) => key.includes('203.0.113.77'))).toBe(true);
  });
});
