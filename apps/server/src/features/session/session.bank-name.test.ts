// Proves the bank-account-name second factor (issue 3 §8, closed with issue 6's bank accounts): a
// member with a bound bank account signing in from a new IP may answer with the account holder's
// name (accents, case and spacing aside); a wrong name counts as a failed sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { bindBankAccount, signedInMember } from '../../test-support/payments';
import { encryptFor } from '../../test-support/session';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: '5555' } });
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

describe('bank account name factor', () => {
  it('is offered once a bank account is bound, and accepts the holder name from a new IP', async () => {
    const member = await signedInMember(testApp, 0n);
    const credentials = { username: member.username, password: member.password };
    // Without a factor, a new IP signs in directly.
    expect((await signIn(credentials, '203.0.113.10')).statusCode).toBe(200);

    await bindBankAccount(testApp.app, member, { holderName: 'Nguyễn Văn Bình' });
    const asked = await signIn(credentials, '203.0.113.11');
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { methods: ['bankName'] } });

    const answered = await signIn(
      { ...credentials, secondFactor: { method: 'bankName', code: '  nguyen van  BINH ' } },
      '203.0.113.11',
    );
    expect(answered.statusCode).toBe(200);
    // The IP is known now.
    expect((await signIn(credentials, '203.0.113.11')).statusCode).toBe(200);
  });

  it('counts a wrong name as a failed sign-in, up to the captcha', async () => {
    const member = await signedInMember(testApp, 0n);
    await bindBankAccount(testApp.app, member, { holderName: 'Tran Thi Mai' });
    const credentials = { username: member.username, password: member.password };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await signIn(
        { ...credentials, secondFactor: { method: 'bankName', code: 'Tran Thi Lan' } },
        '203.0.113.20',
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'SECOND_FACTOR_INVALID',
        value: { methods: ['bankName'], captchaRequired: attempt >= 3 },
      });
    }
    const captchaNeeded = await signIn(
      { ...credentials, secondFactor: { method: 'bankName', code: 'Tran Thi Mai' } },
      '203.0.113.20',
    );
    expect(captchaNeeded.json().code).toBe('CAPTCHA_REQUIRED');
  });
});
