// Proves the third-party SMS adapter checks the provider's ID tokens (signature by the provider's
// published keys, issuer and audience of the project, expiry, the phone of the request) against the
// local stand-in that speaks the provider's protocol, that a token is spent once, that nothing is
// spent while the built-in outbox is the provider, and where the signing keys are looked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaService } from '../captcha/captcha.service';
import { createOutboxService } from '../outbox/outbox.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { startPhoneAuthStandin, type PhoneAuthStandin } from '../../test-support/phone-auth-standin';
import { createPhoneTokenVerifier, signingKeysUrlOf } from './sms.phone-auth';
import { createSmsService, type SmsService } from './sms.service';

let standin: PhoneAuthStandin;
let testApp: TestApp;
let sms: SmsService;
const verifier = createPhoneTokenVerifier();
const PHONE = '+84912345001';

beforeAll(async () => {
  standin = await startPhoneAuthStandin();
  testApp = await buildTestApp({ seed: false });
  const db = testApp.database.db;
  const captcha = createCaptchaService({ db, testAnswer: 'pass' });
  sms = createSmsService({ db, outbox: createOutboxService({ db }), captcha, phoneTokens: verifier });
});
afterAll(async () => {
  await testApp.close();
  await standin.close();
});

const check = (token: string, phone = PHONE) =>
  verifier.verify({ token, projectId: standin.projectId, baseUrl: standin.baseUrl, phone });

describe('phone token verification', () => {
  it('accepts a token signed by the provider for the project and the phone, and answers its expiry', async () => {
    const token = await standin.signToken({ phoneNumber: PHONE });
    const { expiresAt } = await check(token);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('refuses a token for another project (audience) with PHONE_TOKEN_INVALID', async () => {
    const token = await standin.signToken({ phoneNumber: PHONE, audience: 'someone-else' });
    await expect(check(token)).rejects.toMatchObject({ code: 'PHONE_TOKEN_INVALID', statusCode: 400 });
  });

  it('refuses a token from another issuer with PHONE_TOKEN_INVALID', async () => {
    const token = await standin.signToken({
      phoneNumber: PHONE,
      issuer: 'https://securetoken.google.com/someone-else',
    });
    await expect(check(token)).rejects.toMatchObject({ code: 'PHONE_TOKEN_INVALID' });
  });

  it('refuses an expired token with SMS_CODE_EXPIRED', async () => {
    const token = await standin.signToken({ phoneNumber: PHONE, expiresInSeconds: -60 });
    await expect(check(token)).rejects.toMatchObject({ code: 'SMS_CODE_EXPIRED', statusCode: 400 });
  });

  it('refuses a token whose signature is not the provider key with PHONE_TOKEN_INVALID', async () => {
    const token = await standin.signToken({ phoneNumber: PHONE, foreignKey: true });
    await expect(check(token)).rejects.toMatchObject({ code: 'PHONE_TOKEN_INVALID' });
    const [header, payload] = (await standin.signToken({ phoneNumber: PHONE })).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        phone_number: '+84900000000',
      }),
    ).toString('base64url');
    const [, , signature] = token.split('.');
    await expect(check(`${header}.${forgedPayload}.${signature}`, '+84900000000')).rejects.toMatchObject({
      code: 'PHONE_TOKEN_INVALID',
    });
  });

  it("refuses another phone's token and a malformed one with PHONE_TOKEN_INVALID", async () => {
    const token = await standin.signToken({ phoneNumber: '+84912345999' });
    await expect(check(token)).rejects.toMatchObject({ code: 'PHONE_TOKEN_INVALID' });
    await expect(check('not-a-token')).rejects.toMatchObject({ code: 'PHONE_TOKEN_INVALID' });
  });

  it('answers PHONE_AUTH_UNAVAILABLE (502) when the signing keys cannot be fetched', async () => {
    const token = await standin.signToken({ phoneNumber: PHONE });
    await expect(
      verifier.verify({
        token,
        projectId: standin.projectId,
        baseUrl: 'http://127.0.0.1:9/v1',
        phone: PHONE,
      }),
    ).rejects.toMatchObject({ code: 'PHONE_AUTH_UNAVAILABLE', statusCode: 502 });
  });

  it("looks for Google's keys for Google's base URL and on the provider's own origin otherwise", () => {
    expect(signingKeysUrlOf('')).toBe(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    );
    expect(signingKeysUrlOf('http://127.0.0.1:5550/v1')).toBe(
      'http://127.0.0.1:5550/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    );
  });
});

describe('verifyCode with the third-party provider', () => {
  const mobile = { countryDialingCode: '+84', mobileNum: '912345001' };

  it('accepts a token once and refuses it the second time with PHONE_TOKEN_USED', async () => {
    await sms.updatePhoneAuthSettings({
      provider: 'firebase',
      projectId: standin.projectId,
      apiKey: standin.apiKey,
      baseUrl: standin.baseUrl,
    });
    const firebaseIdToken = await standin.signToken({ phoneNumber: PHONE });
    const input = {
      purpose: 'login' as const,
      ...mobile,
      code: '',
      firebaseChannel: 'firebase',
      firebaseIdToken,
    };
    await expect(sms.verifyCode(input)).resolves.toBe(true);
    await expect(sms.verifyCode(input)).rejects.toMatchObject({ code: 'PHONE_TOKEN_USED', statusCode: 400 });
    await expect(sms.verifyCode({ ...input, purpose: 'register' })).rejects.toMatchObject({
      code: 'PHONE_TOKEN_USED',
    });
  });

  it('refuses a missing token, or a token without its channel, with PHONE_TOKEN_INVALID', async () => {
    const firebaseIdToken = await standin.signToken({ phoneNumber: PHONE });
    await expect(sms.verifyCode({ purpose: 'login', ...mobile, code: '123456' })).rejects.toMatchObject({
      code: 'PHONE_TOKEN_INVALID',
    });
    await expect(
      sms.verifyCode({ purpose: 'login', ...mobile, code: '', firebaseIdToken }),
    ).rejects.toMatchObject({
      code: 'PHONE_TOKEN_INVALID',
    });
  });

  it('sends no built-in code for sign-in, registration or reset while the provider sends them', async () => {
    await expect(
      sms.sendCode({
        purpose: 'register',
        countryDialingCode: '+84',
        mobileNum: '912345002',
        ip: '192.0.2.1',
      }),
    ).rejects.toMatchObject({ code: 'FEATURE_DISABLED', statusCode: 403 });
  });

  it('answers the flow to the web client and the connect-src origin, and goes back to built-in', async () => {
    expect(await sms.phoneAuth()).toEqual({
      provider: 'firebase',
      projectId: standin.projectId,
      apiKey: standin.apiKey,
      baseUrl: standin.baseUrl,
      countdownSeconds: 60,
    });
    expect(sms.connectOrigins()).toEqual([standin.origin]);
    await sms.updatePhoneAuthSettings({ provider: 'builtin' });
    expect(await sms.phoneAuth()).toMatchObject({ provider: 'builtin', countdownSeconds: 300 });
    expect(sms.connectOrigins()).toEqual([]);
    // Built-in again: the token is not what proves the phone, the code is.
    const firebaseIdToken = await standin.signToken({ phoneNumber: PHONE });
    await expect(
      sms.verifyCode({
        purpose: 'login',
        ...mobile,
        code: '000000',
        firebaseChannel: 'firebase',
        firebaseIdToken,
      }),
    ).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
  });
});
