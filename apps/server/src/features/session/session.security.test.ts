// Proves sign-in security (issue 3 §8): a captcha after three failures, an IP lock after ten until
// the operator unlocks it, a second factor from a new IP, SMS sign-in, the remember cookie, free play.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../account/account.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader, encryptFor } from '../../test-support/session';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';

let testApp: TestApp;
const CAPTCHA = '7777';

beforeAll(async () => {
  testApp = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: CAPTCHA } });
});
afterAll(() => testApp.close());

const from = (ip: string) => ({ remoteAddress: ip, headers: { 'accept-language': 'en' } });

async function signIn(payload: Record<string, unknown>, ip: string) {
  const jwe = await encryptFor(testApp.app, payload);
  return testApp.app.inject({ method: 'POST', url: '/api/session', payload: { jwe }, ...from(ip) });
}

async function captchaId(): Promise<string> {
  return (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json().value.captchaId;
}

describe('captcha after failures', () => {
  it('asks for a captcha after three failures and accepts the right one', async () => {
    const ip = '198.51.100.31';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await signIn({ username: 'demo', password: 'wrong' }, ip);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().value).toEqual({ captchaRequired: attempt >= 3 });
    }
    const withoutCaptcha = await signIn(pick(DEMO_ACCOUNTS.member), ip);
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      value: { captchaRequired: true },
    });
    const wrongCaptcha = await signIn(
      { ...pick(DEMO_ACCOUNTS.member), captchaId: await captchaId(), captcha: 'nope' },
      ip,
    );
    expect(wrongCaptcha.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      fields: { captcha: expect.any(String) },
    });
    const ok = await signIn(
      { ...pick(DEMO_ACCOUNTS.member), captchaId: await captchaId(), captcha: CAPTCHA },
      ip,
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('IP lock', () => {
  it('locks an IP after ten failures until the operator unlocks it', async () => {
    const ip = '198.51.100.32';
    let last = await signIn({ username: 'nobody', password: 'x' }, ip);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      const id = await captchaId();
      last = await signIn({ username: 'nobody', password: 'x', captchaId: id, captcha: CAPTCHA }, ip);
    }
    expect(last.statusCode).toBe(423);
    expect(last.json()).toMatchObject({
      code: 'IP_LOCKED',
      message: expect.stringContaining('contact online support to unlock'),
    });
    const evenRight = await signIn(pick(DEMO_ACCOUNTS.member), ip);
    expect(evenRight.statusCode).toBe(423);

    const operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
    const locks = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/ip-locks',
      headers: operator,
    });
    expect(locks.json().value.map((lock: { ip: string }) => lock.ip)).toContain(ip);
    const unlock = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/operator/ip-locks/${ip}`,
      headers: operator,
    });
    expect(unlock.statusCode).toBe(200);
    expect((await signIn(pick(DEMO_ACCOUNTS.member), ip)).statusCode).toBe(200);
  });
});

describe('per-account limit', () => {
  it('refuses a username after twenty failures from many IPs, even with the right password', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const ip = `192.0.2.${attempt + 1}`;
      const body =
        attempt < 3
          ? { username: 'agent1', password: 'bad' }
          : { username: 'agent1', password: 'bad', captchaId: await captchaId(), captcha: CAPTCHA };
      expect((await signIn(body, ip)).statusCode).toBe(401);
    }
    const refused = await signIn(
      {
        username: 'agent1',
        password: 'Agent2026',
        site: 'agent',
        captchaId: await captchaId(),
        captcha: CAPTCHA,
      },
      '192.0.2.99',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('second factor from a new IP', () => {
  it('asks for a code sent by SMS and accepts it', async () => {
    await createAccount(testApp.database.db, {
      username: 'traveller',
      password: 'Travel2026',
      type: 0,
      mobileCountryCode: '+84',
      mobileNumber: '912000111',
      email: 'traveller@example.com',
    });
    const home = '203.0.113.40';
    const away = '203.0.113.41';
    expect((await signIn({ username: 'traveller', password: 'Travel2026' }, home)).statusCode).toBe(200);
    const challenged = await signIn({ username: 'traveller', password: 'Travel2026' }, away);
    expect(challenged.statusCode).toBe(403);
    expect(challenged.json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      value: { methods: ['sms', 'email'] },
    });

    const send = await testApp.app.inject({
      method: 'POST',
      url: '/api/session/second-factor-code',
      payload: { username: 'traveller', method: 'sms' },
      ...from(away),
    });
    expect(send.statusCode).toBe(200);
    const operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
    const outbox = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/outbox?recipient=%2B84912000111',
      headers: operator,
    });
    const code = /(\d{6})/.exec(outbox.json().value.list[0].body)![1];

    const wrong = await signIn(
      { username: 'traveller', password: 'Travel2026', secondFactor: { method: 'sms', code: '000000' } },
      away,
    );
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    const right = await signIn(
      { username: 'traveller', password: 'Travel2026', secondFactor: { method: 'sms', code } },
      away,
    );
    expect(right.statusCode).toBe(200);
    expect((await signIn({ username: 'traveller', password: 'Travel2026' }, away)).statusCode).toBe(200);
  });
});

describe('SMS sign-in', () => {
  it('signs in with a code sent to a registered number', async () => {
    await createAccount(testApp.database.db, {
      username: 'smsuser',
      password: 'Sms2026ok',
      type: 0,
      mobileCountryCode: '+84',
      mobileNumber: '913000222',
    });
    const ip = '203.0.113.50';
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/sms/code',
      payload: { mobileNum: '913000222', countryDialingCode: '+84', purpose: 'login' },
      ...from(ip),
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
    const outbox = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/outbox?recipient=%2B84913000222',
      headers: operator,
    });
    const code = /(\d{6})/.exec(outbox.json().value.list[0].body)![1];
    const wrong = await signIn(
      { type: 'sms', mobileNum: '913000222', countryDialingCode: '+84', verificationCode: '999999' },
      ip,
    );
    expect(wrong.json()).toMatchObject({ code: 'SMS_CODE_INVALID', message: 'Invalid verification code' });
    const ok = await signIn(
      { type: 'sms', mobileNum: '913000222', countryDialingCode: '+84', verificationCode: code },
      ip,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ passwordExpired: false, member: { account: 'smsuser' } });
    const badNumber = await signIn(
      { type: 'sms', mobileNum: '12ab', countryDialingCode: '+84', verificationCode: '1' },
      ip,
    );
    expect(badNumber.json().fields).toMatchObject({ mobileNum: 'Please enter a valid mobile number' });
  });
});

describe('remember me', () => {
  it('sets a 1-day httpOnly cookie that signs the member back in, and sign-out revokes it', async () => {
    const ip = '203.0.113.60';
    const response = await signIn({ ...pick(DEMO_ACCOUNTS.member), remember: true }, ip);
    const cookie = response.cookies.find((item) => item.name === 'pd_remember')!;
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 86_400, path: '/api/session', sameSite: 'Lax' });
    expect(response.body).not.toContain(cookie.value);

    const back = await testApp.app.inject({
      method: 'POST',
      url: '/api/session/remembered',
      cookies: { pd_remember: cookie.value },
      ...from(ip),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().value.member.account).toBe('demo');
    const replayed = await testApp.app.inject({
      method: 'POST',
      url: '/api/session/remembered',
      cookies: { pd_remember: cookie.value },
      ...from(ip),
    });
    expect(replayed.statusCode).toBe(401);

    const fresh = back.cookies.find((item) => item.name === 'pd_remember')!;
    const token = back.json().value.token;
    await testApp.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
      cookies: { pd_remember: fresh.value },
    });
    const afterLogout = await testApp.app.inject({
      method: 'POST',
      url: '/api/session/remembered',
      cookies: { pd_remember: fresh.value },
      ...from(ip),
    });
    expect(afterLogout.statusCode).toBe(401);
  });
});

describe('free play', () => {
  it('creates a trial member (type 4) who is refused real-account actions', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/session/trial',
      ...from('203.0.113.70'),
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.member).toMatchObject({ type: 4, isTrial: true });
    const jwe = await encryptFor(testApp.app, {
      oldPassword: 'x',
      newPassword: 'Abc12345',
      confirmNewPassword: 'Abc12345',
    });
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/change',
      payload: { jwe },
      headers: { authorization: `Bearer ${value.token}`, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAL_ACCOUNT_REQUIRED');
  });
});

function pick(account: { username: string; password: string }) {
  return { username: account.username, password: account.password };
}
