// Proves the authenticator set-up (a pending secret confirmed by a code) and that an authenticator
// answers the second factor of a sign-in from a new IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../plugins/totp';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { encryptFor } from '../../test-support/session';
import { createAccount } from './account.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await createAccount(testApp.database.db, { username: 'careful', password: 'Careful2026', type: 0 });
});
afterAll(() => testApp.close());

async function signIn(payload: Record<string, unknown>, ip: string) {
  const jwe = await encryptFor(testApp.app, payload);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { jwe },
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });
}

describe('authenticator', () => {
  it('is set up with a confirmed code and then answers the new-IP second factor', async () => {
    const home = '203.0.113.80';
    const token = (await signIn({ username: 'careful', password: 'Careful2026' }, home)).json().value.token;
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };

    const setup = await testApp.app.inject({ method: 'POST', url: '/api/account/totp/setup', headers });
    const { secret, otpauthUrl } = setup.json().value;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Playdeck%3Acareful\?secret=[A-Z2-7]+/);

    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/totp/enable',
      headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/totp/enable',
      headers,
      payload: { code: '12' },
    });
    expect(malformed.json().fields).toEqual({ code: 'Please enter the valid verification code' });
    const right = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/totp/enable',
      headers,
      payload: { code: totpCode(secret) },
    });
    expect(right.statusCode).toBe(200);
    const member = await testApp.app.inject({ method: 'GET', url: '/api/member', headers });
    expect(member.json().value.totpEnabled).toBe(true);

    const away = '203.0.113.81';
    const challenged = await signIn({ username: 'careful', password: 'Careful2026' }, away);
    expect(challenged.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { methods: ['totp'] } });
    const answered = await signIn(
      {
        username: 'careful',
        password: 'Careful2026',
        secondFactor: { method: 'totp', code: totpCode(secret) },
      },
      away,
    );
    expect(answered.statusCode).toBe(200);
  });

  it('is refused to visitors and trial members', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/account/totp/setup' })).statusCode).toBe(
      401,
    );
    const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/totp/setup',
      headers: { authorization: `Bearer ${trial.token}` },
    });
    expect(refused.json().code).toBe('REAL_ACCOUNT_REQUIRED');
  });
});
