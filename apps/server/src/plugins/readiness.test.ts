// Proves liveness and readiness against real outages (docs/deploy.md "Health checks"): Redis is a
// redis-server child process killed and started again, PostgreSQL is reached through a TCP relay that
// is stopped (every connection cut) and started again. While a dependency is away /readyz answers 503
// in the error envelope naming it and /healthz stays 200; API calls that need the database answer 503
// SERVICE_UNAVAILABLE (never 500); a debit made while Redis is away completes in full (Redis is not on
// the money path) and the ledger verifies; both recover without a restart.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccount } from '../features/account/account.service';
import { signBody } from '../features/vendors/vendors.signature';
import { createWalletService, transfer } from '../features/wallet/wallet.service';
import { seedDemoData } from '../seed/demo-data';
import { buildTestApp } from '../test-support/build-test-app';
import { redisChild, relayedDatabase, waitFor } from '../test-support/outages';
import { loadConfig } from './config';
import { openDatabase } from './database';

const HOUSE_SECRET = 'readiness-test-house-secret';
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('Redis going away', () => {
  it('turns readiness false, keeps money calls whole, and recovers', { timeout: 120_000 }, async () => {
    const server = await redisChild();
    cleanups.push(() => server.kill());
    const redis = new Redis(server.url, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: () => 200,
    });
    cleanups.push(async () => redis.disconnect());
    await waitFor('the Redis connection', async () => redis.status === 'ready');
    const testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET }, redis });
    cleanups.push(() => testApp.close());
    const { app, database } = testApp;
    const ready = () => app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'en' } });

    expect((await ready()).json()).toEqual({
      success: true,
      value: { status: 'ready', database: 'up', redis: 'up' },
    });

    // A member with 100.00, for a debit made while Redis is away.
    const wallet = createWalletService({ db: database.db });
    const member = await createAccount(database.db, {
      username: 'redisdown1',
      password: 'Player2026',
      type: 0,
    });
    await wallet.post({
      idempotencyKey: `test-fund-${member.id}`,
      kind: 'test_fund',
      postings: transfer(
        await wallet.ledgerAccountId('house', null),
        await wallet.ledgerAccountId('member_wallet', member.id),
        10_000n,
      ),
    });

    await server.kill();
    await waitFor('readiness false', async () => (await ready()).statusCode === 503);
    const notReady = await ready();
    expect(notReady.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable, please try again in a moment',
      value: { ready: false, shuttingDown: false, database: 'up', redis: 'down' },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // The debit is one database transaction; its balance push to Redis fails after the commit and is
    // only logged: the call completes in full.
    const body = JSON.stringify({
      playerId: member.id,
      transactionId: 'redis-down-debit-1',
      roundId: 'redis-down-round-1',
      gameCode: 'slot-fruits',
      amount: '12.50',
    });
    const debit = await app.inject({
      method: 'POST',
      url: '/api/vendor/PDSLOT/debit',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature': signBody(HOUSE_SECRET, body) },
    });
    expect(debit.statusCode).toBe(200);
    expect(debit.json().value.balance).toBe('87.50');
    expect(await wallet.balanceOf(member.id)).toBe(8_750n);
    expect((await wallet.verify()).balanced).toBe(true);

    await server.start();
    await waitFor('readiness true again', async () => (await ready()).statusCode === 200, 15_000);
    expect((await ready()).json().value.redis).toBe('up');
  });
});

describe('PostgreSQL going away', () => {
  it(
    'answers 503 in the envelope (not 500) while it is away, readiness false, and recovers',
    { timeout: 120_000 },
    async () => {
      const { url, relay } = await relayedDatabase(POSTGRES, 'playdeck_readiness', cleanups);
      await relay.start();
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
      await database.migrate();
      await seedDemoData(database.db);
      const config = loadConfig({
        NODE_ENV: 'test',
        WEB_DIST: '/nonexistent',
        DATABASE_URL: url,
        HOUSE_VENDOR_SECRET: HOUSE_SECRET,
      });
      const app = await buildApp({ config, database });
      cleanups.push(async () => {
        await app.close();
        await database.close();
      });
      const ready = () => app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'en' } });
      // A vendor's balance call for a player nobody has: it reads the accounts table every time.
      const body = JSON.stringify({ playerId: 987_654_321 });
      const apiCall = () =>
        app.inject({
          method: 'POST',
          url: '/api/vendor/PDSLOT/balance',
          payload: body,
          headers: {
            'content-type': 'application/json',
            'accept-language': 'en',
            'x-signature': signBody(HOUSE_SECRET, body),
          },
        });

      expect((await ready()).statusCode).toBe(200);
      expect((await apiCall()).statusCode).toBe(404);

      await relay.stop();
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        value: { ready: false, database: 'down', redis: 'not-configured' },
      });
      const refused = await apiCall();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable, please try again in a moment',
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      await relay.start();
      await waitFor('readiness true again', async () => (await ready()).statusCode === 200);
      expect((await apiCall()).statusCode).toBe(404);
    },
  );
});
