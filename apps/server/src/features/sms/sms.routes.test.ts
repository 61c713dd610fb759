// Proves POST /api/sms/code sends a code to the outbox, answers SMS_TOO_MANY (429), MOBILE_NOT_FOUND
// (404), MOBILE_TAKEN (409), CAPTCHA_INVALID and per-field 400s with translated messages, is rate
// limited per visitor, and that GET /api/sms/country-codes answers the offered countries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@playdeck/contract/sms';
import { createAccount } from '../account/account.service';
import { createOutboxService, type OutboxService } from '../outbox/outbox.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { SMS_CODE_RATE_PER_MINUTE } from './sms.routes';
import { codeFromMessage } from './sms.service';

let testApp: TestApp;
let outbox: OutboxService;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: 'pass' } });
  outbox = createOutboxService({ db: testApp.database.db });
  await createAccount(testApp.database.db, {
    username: 'mobileuser',
    password: 'Mobile2026',
    type: 0,
    mobileCountryCode: '+84',
    mobileNumber: '912000002',
  });
});
afterAll(() => testApp.close());

const sendCode = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/sms/code', payload, remoteAddress, headers });

const english = { 'accept-language': 'en' };

describe('POST /api/sms/code', () => {
  it('sends a code to the outbox and answers how many minutes it lives', async () => {
    const response = await sendCode(
      { purpose: 'login', countryDialingCode: '84', mobileNum: '0912000002' },
      '198.51.100.10',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const message = await outbox.latest('+84912000002', 'sms');
    expect(codeFromMessage(message!.body)).toMatch(/^\d{6}$/);

    const operator = await authHeader(testApp.app, {
      username: 'operator',
      password: 'Operator2026',
      site: 'operator',
    });
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/outbox?recipient=%2B84912000002&channel=sms',
      headers: operator,
    });
    expect(listed.json().value.list[0]).toMatchObject({ id: message!.id, body: message!.body });
  });

  it('answers 429 SMS_TOO_MANY to a second request for the phone within a minute', async () => {
    const payload = { purpose: 'register', countryDialingCode: '+84', mobileNum: '977000001' };
    expect((await sendCode(payload, '198.51.100.11')).statusCode).toBe(200);
    const response = await sendCode(payload, '198.51.100.12', english);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      success: false,
      code: 'SMS_TOO_MANY',
      message: 'Too many requests, try again after 5 minutes',
    });
  });

  it('answers 404 MOBILE_NOT_FOUND to a login or reset code for an unregistered phone', async () => {
    for (const purpose of ['login', 'reset']) {
      const response = await sendCode(
        { purpose, countryDialingCode: '+84', mobileNum: '977000002' },
        '198.51.100.13',
        english,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'MOBILE_NOT_FOUND',
        message: 'Wrong phone number format or the number is not registered',
      });
    }
  });

  it('answers 409 MOBILE_TAKEN to a registration code for a registered phone', async () => {
    const response = await sendCode(
      { purpose: 'register', countryDialingCode: '+84', mobileNum: '912000002' },
      '198.51.100.14',
      english,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'MOBILE_TAKEN',
      message: 'This mobile number is already registered',
    });
  });

  it('checks the captcha when the request carries one', async () => {
    const captchaId = (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json().value
      .captchaId;
    const payload = { purpose: 'register', countryDialingCode: '+84', mobileNum: '977000003' };
    const wrong = await sendCode({ ...payload, captchaId, captcha: 'nope' }, '198.51.100.15', english);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'Captcha check failed, please try again',
    });
    const fresh = (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json().value.captchaId;
    const right = await sendCode({ ...payload, captchaId: fresh, captcha: 'pass' }, '198.51.100.15');
    expect(right.statusCode).toBe(200);
  });

  it('refuses malformed input field by field, translated', async () => {
    const response = await sendCode(
      { purpose: 'spam', countryDialingCode: 'VN', mobileNum: '09-12' },
      '198.51.100.16',
      english,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        mobileNum: 'Please enter a valid mobile number',
        countryDialingCode: 'Please choose one of the offered options',
        purpose: 'Please choose one of the offered options',
      },
    });
    const vietnamese = await sendCode(
      { purpose: 'register', countryDialingCode: '+84', mobileNum: '12' },
      '198.51.100.16',
      { 'accept-language': 'vi' },
    );
    expect(vietnamese.json().fields).toEqual({ mobileNum: 'Vui lòng nhập số điện thoại hợp lệ' });
  });

  it('refuses missing fields and a dialing code that is not offered', async () => {
    const missing = await sendCode({}, '198.51.100.17', english);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['countryDialingCode', 'mobileNum', 'purpose']);
    const unknownCountry = await sendCode(
      { purpose: 'register', countryDialingCode: '+999', mobileNum: '977000004' },
      '198.51.100.17',
      english,
    );
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().fields).toEqual({
      countryDialingCode: 'Please choose one of the offered options',
    });
  });

  it(`refuses a visitor's request number ${SMS_CODE_RATE_PER_MINUTE + 1} within a minute`, async () => {
    const payload = { purpose: 'login', countryDialingCode: '+84', mobileNum: '977000005' };
    for (let index = 0; index < SMS_CODE_RATE_PER_MINUTE; index += 1) {
      expect((await sendCode(payload, '198.51.100.18')).statusCode).toBe(404);
    }
    const refused = await sendCode(payload, '198.51.100.18');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('GET /api/sms/country-codes', () => {
  it('answers the offered countries, Vietnam first, each once', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/sms/country-codes' });
    expect(response.statusCode).toBe(200);
    const list = response.json().value as typeof COUNTRY_CODES;
    expect(list).toEqual(COUNTRY_CODES);
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list[0]).toEqual({ countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' });
    expect(list).toContainEqual({ countryCode: 'US', countryDialingCode: '+1', name: 'United States' });
    expect(list).toContainEqual({ countryCode: 'GB', countryDialingCode: '+44', name: 'United Kingdom' });
    expect(new Set(list.map((country) => country.countryCode)).size).toBe(list.length);
    for (const country of list) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.countryDialingCode).toMatch(/^\+\d{1,4}$/);
    }
  });
});
