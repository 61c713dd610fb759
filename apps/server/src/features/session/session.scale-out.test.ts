// Proves that sessions and the sign-in limits hold across API processes (issue 20 item 2, DESIGN.md
// "Scale-out", docs/decisions/021-scale-out.md): two apps on one database (and one Redis with
// TEST_REDIS_URL). A session made on one answers on the other, a sign-out on one ends it on the
// other, failed sign-ins counted on both ask for the captcha wherever the next attempt lands (they
// are rows in the database), and the sign-in route's per-address limit is one counter for both
// (Redis; that test needs TEST_REDIS_URL and is skipped without it).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPaths } from '@playdeck/contract/session';
import { TEST_REDIS_URL, twoApps, type TwoApps } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import { login } from '../../test-support/session';
import { SIGN_IN_PER_MINUTE } from './session.routes';
import { CAPTCHA_AFTER_FAILURES } from './session.service';

let apps: TwoApps;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  apps = await twoApps({ redisUrl: TEST_REDIS_URL });
  first = apps.first.app;
  second = apps.second.app;
}, 120_000);
afterAll(() => apps?.close());

/** A visitor's address of its own, so that no other test's (or run's) sign-ins count against it. */
const visitor = () => `10.${[...randomBytes(3)].join('.')}`;

const member = (headers: Record<string, string>, app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/api/member', headers });

describe('a session', () => {
  it('made on one process answers on the other', async () => {
    const account = await fundedMember(apps.first.database.db, 0n);
    const signedIn = await login(first, account);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().value.token}` };
    const answer = await member(headers, second);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value.account).toBe(account.username);
  });

  it('ended on one process is ended on the other', async () => {
    const account = await fundedMember(apps.first.database.db, 0n);
    const signedIn = await login(second, account);
    const headers = { authorization: `Bearer ${signedIn.json().value.token}` };
    expect((await member(headers, first)).statusCode).toBe(200);
    const out = await first.inject({ method: 'DELETE', url: sessionPaths.session, headers });
    expect(out.statusCode, out.body).toBe(200);
    for (const app of [second, first]) {
      const answer = await member(headers, app);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('NOT_LOGGED_IN');
    }
  });
});

describe('failed sign-ins', () => {
  it('counted on both processes ask for the captcha wherever the next attempt lands', async () => {
    const account = await fundedMember(apps.first.database.db, 0n);
    const remoteAddress = visitor();
    const attempt = (app: FastifyInstance, password: string) =>
      login(app, { username: account.username, password }, {}, remoteAddress);
    for (let failure = 0; failure < CAPTCHA_AFTER_FAILURES; failure += 1) {
      const refused = await attempt(failure % 2 === 0 ? first : second, 'Wrong2026');
      expect(refused.statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const asked = await attempt(app, account.password);
      expect(asked.statusCode).toBe(400);
      expect(asked.json().code).toBe('CAPTCHA_REQUIRED');
    }
  });
});

describe.skipIf(!TEST_REDIS_URL)('the sign-in limit (needs TEST_REDIS_URL)', () => {
  it('is one counter for both processes: attempts on either count against it', async () => {
    const remoteAddress = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_PER_MINUTE; attempt += 1) {
      const answer = await attemptOn(attempt % 2 === 0 ? first : second, remoteAddress);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json().code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_PER_MINUTE).fill(400), 429]);
    // The other process refuses the address too; another address is not counted.
    expect((await attemptOn(first, remoteAddress)).statusCode).toBe(429);
    expect((await attemptOn(second, visitor())).statusCode).toBe(400);
  });
});

/** A sign-in attempt whose body is not even encrypted: refused (400), and counted. */
const attemptOn = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: sessionPaths.session, payload: { jwe: 'not-a-jwe' }, remoteAddress });
