// Proves the rate limit answers 429 in the envelope, and that with Redis (TEST_REDIS_URL) two API
// processes share one counter.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { loadConfig } from './config';
import { openDatabase } from './database';

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((testApp) => testApp.close()));
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED once an IP has used its allowance', async () => {
    const testApp = await buildTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    opened.push(testApp);
    const call = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/permission',
        remoteAddress: '198.51.100.1',
        headers: { 'accept-language': 'en' },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again later',
    });
    const otherVisitor = await testApp.app.inject({
      method: 'GET',
      url: '/api/permission',
      remoteAddress: '198.51.100.2',
    });
    expect(otherVisitor.statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares the counter between two processes through Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL!;
    const visitor = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    const clients = [new Redis(redisUrl), new Redis(redisUrl)];
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '4' });
    const apps = await Promise.all(clients.map((redis) => buildApp({ config, database, redis })));
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const app = apps[attempt % 2]!;
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/permission', remoteAddress: visitor })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      clients.forEach((redis) => redis.disconnect());
      await database.close();
    }
  });
});
