// Proves password change (old password, rule, "Incorrect confirmation input"), the temporary password
// by e-mail that forces a change, and the reset by SMS code (SPEC.md §4, §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../account/account.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader, encryptFor, login } from '../../test-support/session';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await createAccount(testApp.database.db, {
    username: 'forgetful',
    password: 'Forget2026',
    type: 0,
    email: 'forgetful@example.com',
    mobileCountryCode: '+84',
    mobileNumber: '914000333',
  });
});
afterAll(() => testApp.close());

const en = { 'accept-language': 'en' };

async function change(headers: Record<string, string>, payload: Record<string, string>) {
  const jwe = await encryptFor(testApp.app, payload);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/password/change',
    payload: { jwe },
    headers: { ...headers, ...en },
  });
}

async function latestMessage(recipient: string): Promise<string> {
  const operator = await authHeader(testApp.app, {
    username: 'operator',
    password: 'Operator2026',
    site: 'operator',
  });
  const outbox = await testApp.app.inject({
    method: 'GET',
    url: `/api/operator/outbox?recipient=${encodeURIComponent(recipient)}`,
    headers: operator,
  });
  return outbox.json().value.list[0].body;
}

describe('POST /api/password/change', () => {
  it('refuses a wrong old password, a mismatched confirmation and a weak password; accepts a good one', async () => {
    const headers = await authHeader(testApp.app, { username: 'forgetful', password: 'Forget2026' });
    const wrongOld = await change(headers, {
      oldPassword: 'nope',
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    });
    expect(wrongOld.json()).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      fields: { oldPassword: 'The current password is not correct' },
    });
    const mismatch = await change(headers, {
      oldPassword: 'Forget2026',
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2027',
    });
    expect(mismatch.json().fields).toEqual({ confirmNewPassword: 'Incorrect confirmation input' });
    const weak = await change(headers, {
      oldPassword: 'Forget2026',
      newPassword: 'ab',
      confirmNewPassword: 'ab',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['newPassword']);
    const ok = await change(headers, {
      oldPassword: 'Forget2026',
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(testApp.app, { username: 'forgetful', password: 'Better2026' })).statusCode).toBe(
      200,
    );
  });

  it('refuses plain text and visitors (a visitor hears 401 before anything of the body)', async () => {
    const member = await authHeader(testApp.app, { username: 'demo', password: 'Demo2026' });
    const plain = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/change',
      payload: { oldPassword: 'a' },
      headers: member,
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    const plainVisitor = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/change',
      payload: { oldPassword: 'a' },
    });
    expect(plainVisitor.statusCode).toBe(401);
    const jwe = await encryptFor(testApp.app, {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/change',
      payload: { jwe },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('forced change', () => {
  it('lets a default-password session do nothing but change the password', async () => {
    await createAccount(testApp.database.db, { username: 'newoperator', password: 'a123456', type: 9 });
    const response = await login(testApp.app, {
      username: 'newoperator',
      password: 'a123456',
      site: 'operator',
    });
    expect(response.json().value).toMatchObject({ passwordIsDefault: true });
    const headers = { authorization: `Bearer ${response.json().value.token}`, ...en };
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/operator/site-settings', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Please change your password first',
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/member', headers })).statusCode).toBe(200);
    const changed = await change(headers, {
      oldPassword: 'a123456',
      newPassword: 'Chosen2026',
      confirmNewPassword: 'Chosen2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/operator/site-settings', headers })).statusCode,
    ).toBe(200);
  });
});

describe('forgot by e-mail', () => {
  it('sends a temporary password that signs in and forces a change', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/forgot-by-email',
      payload: { username: 'forgetful', email: 'other@example.com' },
      headers: en,
    });
    expect(unknown.json()).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      message: 'Username/Email does not exist',
    });
    const invalid = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/forgot-by-email',
      payload: { username: '', email: 'not-an-email' },
      headers: en,
    });
    expect(invalid.json().fields).toEqual({
      username: 'Input cannot be empty',
      email: 'Please enter a valid e-mail address',
    });

    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/forgot-by-email',
      payload: { username: 'Forgetful', email: 'FORGETFUL@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const temporary = /temporary password is (\S+)\./.exec(await latestMessage('forgetful@example.com'))![1]!;
    const signedIn = await login(testApp.app, { username: 'forgetful', password: temporary });
    expect(signedIn.json().value.passwordExpired).toBe(true);
  });
});

describe('reset by phone', () => {
  it('sets a new password after the SMS code', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/sms/code',
      payload: { mobileNum: '914000333', countryDialingCode: '+84', purpose: 'reset' },
    });
    const code = /(\d{6})/.exec(await latestMessage('+84914000333'))![1]!;
    const jwe = await encryptFor(testApp.app, {
      mobileNum: '914000333',
      countryDialingCode: '+84',
      verificationCode: code,
      newPassword: 'PhoneReset1',
    });
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/password/reset-by-phone',
      payload: { jwe },
    });
    expect(reset.json()).toEqual({ success: true, value: { username: 'forgetful' } });
    const signedIn = await login(testApp.app, { username: 'forgetful', password: 'PhoneReset1' });
    expect(signedIn.json().value.passwordExpired).toBe(false);
  });
});
