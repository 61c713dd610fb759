// Proves third-party SMS over HTTP: the operator's setting (checked, 400 with translated field
// messages), GET /api/sms/phone-auth telling the web client which flow to use, the page's CSP
// allowing the provider's origin, and mobile registration, SMS login and reset by phone taking the
// provider's ID token (got through the stand-in's real protocol) instead of the built-in code, a
// token refused the second time and a bare code refused while the provider is on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { seedRegistrationRules } from '../../seed/registration-rules';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { startPhoneAuthStandin, type PhoneAuthStandin } from '../../test-support/phone-auth-standin';
import { authHeader, encryptFor, login } from '../../test-support/session';

const CAPTCHA_ANSWER = 'k7m2';
let testApp: TestApp;
let standin: PhoneAuthStandin;
let operator: { authorization: string };

beforeAll(async () => {
  standin = await startPhoneAuthStandin();
  testApp = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER } });
  await seedRegistrationRules(testApp.database.db);
  operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
});
afterAll(async () => {
  await testApp.close();
  await standin.close();
});

const english = { 'accept-language': 'en' };

function putSetting(payload: object, headers: Record<string, string> = operator) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/operator/sms/phone-auth',
    headers: { ...headers, ...english },
    payload,
  });
}

/** The browser's side of the protocol: human check, code sent, code answered, ID token back. */
async function providerToken(phoneNumber: string): Promise<string> {
  const page = await (await fetch(`${standin.baseUrl}/recaptcha?origin=http://localhost`)).text();
  const recaptchaToken = /"recaptchaToken":"([^"]+)"/.exec(page)![1];
  const call = (name: string, body: object) =>
    fetch(`${standin.baseUrl}/accounts:${name}?key=${standin.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, string>>);
  const { sessionInfo } = await call('sendVerificationCode', { phoneNumber, recaptchaToken });
  const signedIn = await call('signInWithPhoneNumber', { sessionInfo, code: standin.codeFor(phoneNumber) });
  expect(signedIn.phoneNumber).toBe(phoneNumber);
  return signedIn.idToken!;
}

async function encrypted(method: 'PUT' | 'POST', url: string, payload: object) {
  return testApp.app.inject({
    method,
    url,
    headers: english,
    payload: { jwe: await encryptFor(testApp.app, payload) },
  });
}

async function captcha() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha' });
  return { captchaId: response.json().value.captchaId as string, captcha: CAPTCHA_ANSWER };
}

const registration = async (mobileNum: string, fields: object) => ({
  password: 'Secret2026',
  confirmPassword: 'Secret2026',
  terms: true,
  birthDate: '1990-05-01',
  mobileNum,
  countryDialingCode: '+84',
  verificationCode: '123456',
  ...(await captcha()),
  ...fields,
});

describe('the operator setting', () => {
  it('is built-in by default, and GET /api/sms/phone-auth says so with the 5-minute countdown', async () => {
    const setting = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/sms/phone-auth',
      headers: operator,
    });
    expect(setting.json().value).toEqual({ provider: 'builtin', projectId: '', apiKey: '', baseUrl: '' });
    const flow = await testApp.app.inject({ method: 'GET', url: '/api/sms/phone-auth' });
    expect(flow.json().value).toEqual({
      provider: 'builtin',
      projectId: '',
      apiKey: '',
      baseUrl: '',
      countdownSeconds: 300,
    });
  });

  it("refuses a third-party provider without a valid project id, API key or base URL, in the reader's language", async () => {
    const response = await putSetting({
      provider: 'firebase',
      projectId: 'X',
      apiKey: 'short',
      baseUrl: 'ftp://x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        projectId: 'The value is not valid',
        apiKey: 'The value is not valid',
        baseUrl: 'The value is not valid',
      },
    });
    const unknown = await putSetting({ provider: 'carrier-pigeon' });
    expect(unknown.json().fields).toEqual({ provider: 'Please choose one of the offered options' });
    const flow = await testApp.app.inject({ method: 'GET', url: '/api/sms/phone-auth' });
    expect(flow.json().value.provider).toBe('builtin');
  });

  it('is for operators only', async () => {
    const member = await authHeader(testApp.app, DEMO_ACCOUNTS.member);
    expect((await putSetting({ provider: 'builtin' }, member)).statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ method: 'PUT', url: '/api/operator/sms/phone-auth', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('switched to third-party, tells the web client how to reach the provider and lets the page connect to it', async () => {
    const response = await putSetting({
      provider: 'firebase',
      projectId: standin.projectId,
      apiKey: standin.apiKey,
      baseUrl: standin.baseUrl,
    });
    expect(response.statusCode).toBe(200);
    const flow = await testApp.app.inject({ method: 'GET', url: '/api/sms/phone-auth' });
    expect(flow.json().value).toEqual({
      provider: 'firebase',
      projectId: standin.projectId,
      apiKey: standin.apiKey,
      baseUrl: standin.baseUrl,
      countdownSeconds: 60,
    });
    const page = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain(
      `connect-src 'self' ws: wss: ${standin.origin}`,
    );
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('with the third-party provider on', () => {
  it('registers by mobile with the provider token, and refuses the built-in code alone', async () => {
    const bare = await encrypted('PUT', '/api/registration/mobile', await registration('912777001', {}));
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'PHONE_TOKEN_INVALID',
      message: 'Invalid or missing verification code',
    });

    const firebaseIdToken = await providerToken('+84912777001');
    const response = await encrypted(
      'PUT',
      '/api/registration/mobile',
      await registration('912777001', { firebaseChannel: 'firebase', firebaseIdToken }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      username: '912777001',
      login: { member: { account: '912777001' } },
    });
  });

  it("refuses another phone's token at registration and creates nothing", async () => {
    const firebaseIdToken = await providerToken('+84912777009');
    const response = await encrypted(
      'PUT',
      '/api/registration/mobile',
      await registration('912777002', { firebaseChannel: 'firebase', firebaseIdToken }),
    );
    expect(response.json()).toMatchObject({ code: 'PHONE_TOKEN_INVALID' });
    const signIn = await login(testApp.app, { username: '912777002', password: 'Secret2026' });
    expect(signIn.statusCode).toBe(401);
  });

  it('signs in by SMS with a token once; the same token again answers PHONE_TOKEN_USED', async () => {
    const firebaseIdToken = await providerToken('+84912777001');
    const payload = {
      type: 'sms',
      mobileNum: '912777001',
      countryDialingCode: '+84',
      verificationCode: '123456',
      firebaseChannel: 'firebase',
      firebaseIdToken,
    };
    const first = await encrypted('POST', '/api/session', payload);
    expect(first.statusCode).toBe(200);
    expect(first.json().value.member.account).toBe('912777001');
    const again = await encrypted('POST', '/api/session', payload);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'PHONE_TOKEN_USED',
      message: 'This verification was already used, send the code again',
    });
  });

  it('resets the password by phone with a token, then the new password signs in', async () => {
    const firebaseIdToken = await providerToken('+84912777001');
    const reset = await encrypted('POST', '/api/password/reset-by-phone', {
      mobileNum: '912777001',
      countryDialingCode: '+84',
      verificationCode: '123456',
      newPassword: 'PhoneReset2026',
      firebaseChannel: 'firebase',
      firebaseIdToken,
    });
    expect(reset.json()).toEqual({ success: true, value: { username: '912777001' } });
    const signIn = await login(testApp.app, { username: '912777001', password: 'PhoneReset2026' });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses to send a built-in SMS code for sign-in with FEATURE_DISABLED', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/sms/code',
      headers: english,
      payload: { purpose: 'login', countryDialingCode: '+84', mobileNum: '912777001' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
  });
});
