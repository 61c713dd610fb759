// Proves the security headers: documents get exactly those @fastify/helmet sets (worked out once,
// not per request) and JSON answers the API set, that the rate limit answers 429 in the
// envelope, and that with Redis (TEST_REDIS_URL) two API processes share one counter.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_REDIS_URL, twoApps, type TestApp } from '../test-support/build-test-app';
import { apiHeadersOf, HELMET_OPTIONS } from './security';

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((testApp) => testApp.close()));
});

describe('security headers', () => {
  it("give documents @fastify/helmet's own set and JSON answers the API set, on answers, refusals and unknown paths", async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, HELMET_OPTIONS);
    reference.get('/', async () => 'reference');
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const helmetNames = Object.keys(expected).filter(
      (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    );
    expect(helmetNames).toContain('content-security-policy');
    expect(helmetNames).toContain('strict-transport-security');
    const apiHeaders = apiHeadersOf(expected as Record<string, string>);

    const testApp = await buildTestApp({ seed: false });
    opened.push(testApp);
    // Documents: the health page, an unknown page path, and the sandbox gateway's HTML page.
    for (const url of ['/healthz', '/no-such-page', '/api/payments/sandbox/no-such-reference']) {
      const { headers } = await testApp.app.inject({ method: 'GET', url });
      for (const name of helmetNames) expect(headers[name], `${url} ${name}`).toBe(expected[name]);
    }
    // JSON answers: a good call, a refused one and an unknown call.
    for (const url of ['/api/permission', '/api/lobby/games?pageSize=0', '/api/no-such-call']) {
      const { headers } = await testApp.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(apiHeaders))
        expect(headers[name], `${url} ${name}`).toBe(value);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const name of [
        'x-xss-protection',
        'x-dns-prefetch-control',
        'x-download-options',
        'origin-agent-cluster',
      ]) {
        expect(headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });
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
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['retry-after']).toBeDefined();
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

  it.runIf(TEST_REDIS_URL)('shares the counter between two processes through Redis', async () => {
    const visitor = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const apps = await twoApps({
      seed: false,
      redisUrl: TEST_REDIS_URL,
      env: { RATE_LIMIT_PER_MINUTE: '4' },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { app } = attempt % 2 === 0 ? apps.first : apps.second;
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/permission', remoteAddress: visitor })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await apps.close();
    }
  });
});
