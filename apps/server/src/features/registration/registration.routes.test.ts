// Proves registration end to end (SPEC.md §4 "Registration", §5 "Registration" and "Field rule", §7
// register, mobile register, affiliate check): encrypted bodies only, every field rule and message in
// English and Vietnamese, captcha, affiliate codes and the account tree, mobile registration with and
// without an SMS code, duplicates refused with nothing stored, whitelabel flags, the rate limit, and
// the operator's rules.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { seedRegistrationRules } from '../../seed/registration-rules';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader, encryptFor } from '../../test-support/session';
import { findAccountByUsername } from '../account/account.service';
import { accountsTable } from '../account/account.table';
import { codeFromMessage } from '../sms/sms.service';
import { accountProfilesTable } from './registration.table';

const CAPTCHA_ANSWER = 'k7m2';
let testApp: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  testApp = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER } });
  await seedRegistrationRules(testApp.database.db);
  operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
});
afterAll(() => testApp.close());

// Each call comes from its own address, so that the per-IP rate limits only bite where a test wants them.
let addressCount = 0;
const nextIp = () => {
  addressCount += 1;
  return `10.20.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};
let usernameCount = 0;
const newUsername = () => `player${(usernameCount += 1)}`;

async function freshCaptcha() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: nextIp() });
  return { captchaId: response.json().value.captchaId as string, captcha: CAPTCHA_ANSWER };
}

async function validPayload(overrides: Record<string, unknown> = {}) {
  return {
    username: newUsername(),
    password: 'Secret2026',
    confirmPassword: 'Secret2026',
    terms: true,
    birthDate: '1990-05-01',
    ...(await freshCaptcha()),
    ...overrides,
  };
}

type RegisterOptions = { mobile?: boolean; language?: 'en' | 'vi'; ip?: string };

async function register(
  payload: unknown,
  { mobile = false, language = 'en', ip = nextIp() }: RegisterOptions = {},
) {
  return testApp.app.inject({
    method: 'PUT',
    url: mobile ? '/api/registration/mobile' : '/api/registration',
    headers: { 'accept-language': language },
    payload: { jwe: await encryptFor(testApp.app, payload) },
    remoteAddress: ip,
  });
}

const countAccounts = async () =>
  (await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(accountsTable))[0]!.count;

async function patchSettings(payload: object) {
  const response = await testApp.app.inject({
    method: 'PATCH',
    url: '/api/operator/site-settings',
    headers: operator,
    payload,
  });
  expect(response.statusCode).toBe(200);
}

const patchRules = (payload: unknown, headers: Record<string, string> = operator) =>
  testApp.app.inject({
    method: 'PATCH',
    url: '/api/operator/registration/rules',
    headers: { 'accept-language': 'en', ...headers },
    payload: payload as object,
  });

async function rootAndAgent() {
  const root = await findAccountByUsername(testApp.database.db, DEMO_ACCOUNTS.operator.username);
  const agent = await findAccountByUsername(testApp.database.db, DEMO_ACCOUNTS.agent.username);
  return { root: root!, agent: agent! };
}

describe('GET /api/registration/rules', () => {
  it('answers all 15 fields with the seeded defaults', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/registration/rules' });
    expect(response.statusCode).toBe(200);
    const rules = response.json().value;
    expect(Object.keys(rules)).toHaveLength(15);
    expect(rules.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect(rules.password).toMatchObject({
      enabled: true,
      required: true,
      patternId: 4,
      minLength: 6,
      maxLength: 20,
    });
    expect(rules.payeeName).toMatchObject({
      enabled: true,
      required: false,
      patternId: 7,
      minLength: 2,
      maxLength: 50,
    });
    expect(rules.email).toMatchObject({
      enabled: true,
      required: false,
      patternId: 3,
      minLength: 6,
      maxLength: 100,
    });
    expect(rules.mobileNum).toMatchObject({
      enabled: true,
      required: false,
      patternId: 5,
      minLength: 6,
      maxLength: 14,
    });
    expect(rules.affiliateCode).toMatchObject({
      enabled: true,
      required: false,
      acceptedPattern: '*',
      minLength: 1,
      maxLength: 32,
    });
    expect(rules.captcha).toMatchObject({ enabled: true, required: true });
    for (const field of [
      'paymentPassword',
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'recommenderId',
    ]) {
      expect(rules[field].enabled).toBe(false);
    }
  });
});

describe('PUT /api/registration', () => {
  it('registers, signs in, and places the member under the site root', async () => {
    const payload = await validPayload({
      email: 'new.player@example.com',
      payeeName: 'Nguyễn Văn An',
      domain: 'play.example',
      registerUrl: 'https://play.example/register',
    });
    const ip = nextIp();
    const response = await register(payload, { ip });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.username).toBe(payload.username);
    expect(value.login).toMatchObject({
      token: expect.any(String),
      member: { account: payload.username, type: 0, isAgent: false },
    });

    const member = await testApp.app.inject({
      method: 'GET',
      url: '/api/member',
      headers: { authorization: `Bearer ${value.login.token}` },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().value).toMatchObject({ account: payload.username, type: 0 });

    const { root } = await rootAndAgent();
    const account = await findAccountByUsername(testApp.database.db, payload.username);
    expect(account).toMatchObject({
      parentId: root.id,
      ancestorPath: [root.id],
      email: 'new.player@example.com',
      type: 0,
    });
    const [profile] = await testApp.database.db
      .select()
      .from(accountProfilesTable)
      .where(eq(accountProfilesTable.accountId, account!.id));
    expect(profile).toMatchObject({
      payeeName: 'Nguyễn Văn An',
      registerMethod: 'username',
      registerIp: ip,
      registerDomain: 'play.example',
      registerUrl: 'https://play.example/register',
      affiliateCode: null,
    });
  });

  it('registers without a session when login is false, and the password signs in', async () => {
    const payload = await validPayload({ login: false });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ username: payload.username, login: null });
    await expect(
      authHeader(testApp.app, { username: payload.username, password: 'Secret2026' }),
    ).resolves.toMatchObject({
      authorization: expect.stringMatching(/^Bearer /),
    });
  });

  it('places the member under the agent of affiliate code AGENT1 (in any case), and the check names the agent', async () => {
    const { root, agent } = await rootAndAgent();
    const payload = await validPayload({ affiliateCode: 'agent1' });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    const account = await findAccountByUsername(testApp.database.db, payload.username);
    expect(account).toMatchObject({ parentId: agent.id, ancestorPath: [root.id, agent.id] });

    const viaReferral = await validPayload({ referralCode: 'AGENT1' });
    expect((await register(viaReferral)).statusCode).toBe(200);
    expect((await findAccountByUsername(testApp.database.db, viaReferral.username))?.parentId).toBe(agent.id);

    const check = await testApp.app.inject({
      method: 'GET',
      url: '/api/registration/affiliate?code=AGENT1&domain=play.example',
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().value).toEqual({ valid: true, agentNickname: 'Agent One' });
  });

  it('refuses an unknown affiliate or referral code with AFFILIATE_INVALID and stores nothing', async () => {
    const before = await countAccounts();
    const response = await register(await validPayload({ affiliateCode: 'NOPE42' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'AFFILIATE_INVALID',
      message: 'Invalid invitation code',
      fields: { affiliateCode: 'Invalid invitation code' },
    });
    const referral = await register(await validPayload({ referralCode: 'NOPE42' }), { language: 'vi' });
    expect(referral.json()).toMatchObject({
      code: 'AFFILIATE_INVALID',
      fields: { referralCode: 'Mã mời không hợp lệ' },
    });
    expect(await countAccounts()).toBe(before);

    const check = await testApp.app.inject({ method: 'GET', url: '/api/registration/affiliate?code=NOPE42' });
    expect(check.statusCode).toBe(200);
    expect(check.json().value).toEqual({ valid: false, agentNickname: null });
  });

  it("does not accept a code whose account is not an agent's", async () => {
    // The demo member is not an agent: a code pointing at it (e.g. left after a demotion) is not valid.
    const { affiliateCodesTable } = await import('./registration.table');
    const member = await findAccountByUsername(testApp.database.db, DEMO_ACCOUNTS.member.username);
    await testApp.database.db.insert(affiliateCodesTable).values({ code: 'DEMOCODE', accountId: member!.id });
    const check = await testApp.app.inject({
      method: 'GET',
      url: '/api/registration/affiliate?code=democode',
    });
    expect(check.json().value).toEqual({ valid: false, agentNickname: null });
    expect((await register(await validPayload({ affiliateCode: 'DEMOCODE' }))).json().code).toBe(
      'AFFILIATE_INVALID',
    );
  });

  it("answers 'Input cannot be empty' for every missing required field and 'not empty?' for the terms, at once", async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
    });
    expect(response.json().fields).toEqual({
      username: 'Input cannot be empty',
      password: 'Input cannot be empty',
      confirmPassword: 'Input cannot be empty',
      captcha: 'Input cannot be empty',
      terms: 'not empty?',
      birthDate: 'Input cannot be empty',
    });
    const vietnamese = await register({}, { language: 'vi' });
    expect(vietnamese.json().fields).toMatchObject({
      username: 'Không được để trống',
      terms: 'Không được để trống?',
    });
  });

  it('answers each pattern failure with (min)-(max) filled in, in English', async () => {
    const response = await register(
      await validPayload({
        username: '1player',
        password: 'short',
        confirmPassword: 'short',
        email: 'someone@nowhere',
        payeeName: 'R2 D2',
        mobileNum: '09x',
        countryDialingCode: '+84',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      username: 'Please enter 6-16 letters or digits, starting with a letter',
      password: 'Please enter 6-20 letters or digits only',
      email: 'Please enter a valid e-mail address of 6-100 characters',
      payeeName: 'Real name format is incorrect: 2-50 letters and spaces only',
      mobileNum: 'Please enter 6-14 digits only',
      // REGMOBVERF3 is on: a mobile number given at registration must come with its SMS code.
      verificationCode: 'Please enter the valid verification code',
    });
  });

  it('answers the same failures in Vietnamese', async () => {
    const response = await register(
      await validPayload({
        username: 'abc',
        password: 'pass word',
        confirmPassword: 'pass word',
        email: 'x@y.z',
      }),
      { language: 'vi' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Một số trường không hợp lệ');
    expect(response.json().fields).toEqual({
      username: 'Vui lòng nhập 6-16 chữ cái hoặc chữ số, bắt đầu bằng chữ cái',
      password: 'Vui lòng chỉ nhập 6-20 chữ cái hoặc chữ số',
      email: 'Vui lòng nhập địa chỉ e-mail hợp lệ gồm 6-100 ký tự',
    });
  });

  it("answers 'Inconsistent confirmation input' when the confirmation differs", async () => {
    const response = await register(await validPayload({ confirmPassword: 'Secret2027' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ confirmPassword: 'Inconsistent confirmation input' });
  });

  it("answers 'not empty?' when the terms are not ticked", async () => {
    const response = await register(await validPayload({ terms: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ terms: 'not empty?' });
  });

  it('refuses a wrong or reused captcha with CAPTCHA_INVALID and stores nothing', async () => {
    const before = await countAccounts();
    const wrong = await register(await validPayload({ captcha: 'zzzz' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'Captcha check failed, please try again',
      fields: { captcha: 'Captcha check failed, please try again' },
    });
    const payload = await validPayload();
    expect((await register(payload)).statusCode).toBe(200);
    const reused = await register({ ...payload, username: newUsername() });
    expect(reused.json().code).toBe('CAPTCHA_INVALID');
    expect(await countAccounts()).toBe(before + 1);
  });

  it('refuses a taken username in any case with 409 USERNAME_TAKEN and stores nothing', async () => {
    const payload = await validPayload();
    expect((await register(payload)).statusCode).toBe(200);
    const before = await countAccounts();
    const again = await register(await validPayload({ username: payload.username.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'This username is already registered',
    });
    const demo = await register(await validPayload({ username: 'DEMO01' }));
    expect(demo.statusCode).toBe(200);
    expect((await register(await validPayload({ username: 'demo01' }))).statusCode).toBe(409);
    expect(await countAccounts()).toBe(before + 1);
  });

  it('lets only one of two simultaneous registrations of a username through (the unique index)', async () => {
    const username = newUsername();
    const before = await countAccounts();
    const [first, second] = await Promise.all([
      register(await validPayload({ username })),
      register(await validPayload({ username: username.toUpperCase() })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((response) => response.statusCode === 409)!.json().code).toBe(
      'USERNAME_TAKEN',
    );
    expect(await countAccounts()).toBe(before + 1);
  });

  it('refuses a plain-text body with ENCRYPTION_REQUIRED', async () => {
    for (const url of ['/api/registration', '/api/registration/mobile']) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url,
        headers: { 'accept-language': 'en' },
        payload: await validPayload(),
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'ENCRYPTION_REQUIRED',
        message: 'This request must be encrypted',
      });
    }
  });

  it('answers 403 FEATURE_DISABLED when the whitelabel flag of the method is off', async () => {
    await patchSettings({ whitelabel: { USERNAMEREG3: false } });
    try {
      const response = await register(await validPayload());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FEATURE_DISABLED',
        message: 'Function not enabled, contact customer service',
      });
    } finally {
      await patchSettings({ whitelabel: { USERNAMEREG3: true } });
    }
    await patchSettings({ whitelabel: { REGISTER3: false } });
    try {
      const mobile = await register(
        await validPayload({ mobileNum: '933000111', countryDialingCode: '+84' }),
        { mobile: true },
      );
      expect(mobile.statusCode).toBe(403);
    } finally {
      await patchSettings({ whitelabel: { REGISTER3: true } });
    }
  });

  it('limits registrations to 10 a minute per IP', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/registration',
        payload: {},
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(400);
    }
    const limited = await testApp.app.inject({
      method: 'PUT',
      url: '/api/registration',
      payload: {},
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('PUT /api/registration/mobile', () => {
  it('without SMS verification, registers with the mobile number as the username', async () => {
    await patchSettings({ whitelabel: { REGMOBVERF3: false } });
    try {
      const response = await register(
        await validPayload({ username: undefined, mobileNum: '912000111', countryDialingCode: '84' }),
        { mobile: true },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({
        username: '912000111',
        login: { member: { account: '912000111' } },
      });
      const account = await findAccountByUsername(testApp.database.db, '912000111');
      expect(account).toMatchObject({ mobileCountryCode: '+84', mobileNumber: '912000111' });

      const before = await countAccounts();
      // The same phone written with the trunk prefix 0 is the same phone.
      const again = await register(
        await validPayload({ mobileNum: '0912000111', countryDialingCode: '+84' }),
        { mobile: true },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'MOBILE_TAKEN',
        message: 'This mobile number is already registered',
      });
      // A username registration giving a registered number is refused too.
      const byUsername = await register(
        await validPayload({ mobileNum: '912000111', countryDialingCode: '+84' }),
      );
      expect(byUsername.json().code).toBe('MOBILE_TAKEN');
      expect(await countAccounts()).toBe(before);
    } finally {
      await patchSettings({ whitelabel: { REGMOBVERF3: true } });
    }
  });

  it('requires the mobile number, its dialing code and a valid one', async () => {
    await patchSettings({ whitelabel: { REGMOBVERF3: false } });
    try {
      const missing = await register(await validPayload(), { mobile: true });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ mobileNum: 'Input cannot be empty' });
      const noCode = await register(await validPayload({ mobileNum: '912000222' }), { mobile: true });
      expect(noCode.json().fields).toEqual({ countryDialingCode: 'Input cannot be empty' });
      const malformed = await register(
        await validPayload({ mobileNum: '91-2000', countryDialingCode: '+84' }),
        {
          mobile: true,
          language: 'vi',
        },
      );
      expect(malformed.json().fields).toEqual({ mobileNum: 'Vui lòng chỉ nhập 6-14 chữ số' });
    } finally {
      await patchSettings({ whitelabel: { REGMOBVERF3: true } });
    }
  });

  it('with SMS verification on, requires the code sent to the phone', async () => {
    const phone = { mobileNum: '913000333', countryDialingCode: '+84' };
    const missing = await register(await validPayload(phone), { mobile: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ verificationCode: 'Please enter the valid verification code' });

    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/sms/code',
      payload: { ...phone, purpose: 'register' },
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/outbox?channel=sms&recipient=${encodeURIComponent('+84913000333')}`,
      headers: operator,
    });
    const code = codeFromMessage(outbox.json().value.list[0].body)!;
    const wrongCode = code === '000000' ? '111111' : '000000';

    const before = await countAccounts();
    const wrong = await register(await validPayload({ ...phone, verificationCode: wrongCode }), {
      mobile: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'SMS_CODE_INVALID', message: 'Invalid verification code' });
    expect(await countAccounts()).toBe(before);

    const right = await register(await validPayload({ ...phone, verificationCode: code }), { mobile: true });
    expect(right.statusCode).toBe(200);
    expect(right.json().value.username).toBe('913000333');
  });
});

describe('PATCH /api/operator/registration/rules', () => {
  it('is for operators only', async () => {
    const anonymous = await patchRules({ email: { required: true } }, {});
    expect(anonymous.statusCode).toBe(401);
    const member = await authHeader(testApp.app, DEMO_ACCOUNTS.member);
    const forbidden = await patchRules({ email: { required: true } }, member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it('refuses a pattern that does not compile, an unknown patternId or field, and min above max', async () => {
    const badPattern = await patchRules({ username: { acceptedPattern: '^[a-z' } });
    expect(badPattern.statusCode).toBe(400);
    expect(badPattern.json().fields).toEqual({
      'username.acceptedPattern': 'Please enter a valid regular expression, or * for anything',
    });
    const unknownId = await patchRules({ username: { patternId: 77 } });
    expect(unknownId.json().fields).toEqual({
      'username.patternId': 'Please choose one of the offered options',
    });
    const unknownField = await patchRules({ nickname: { enabled: true } });
    expect(unknownField.statusCode).toBe(400);
    const inverted = await patchRules({ email: { minLength: 10, maxLength: 5 } });
    expect(inverted.json().fields).toEqual({
      'email.minLength': 'The minimum length must not be above the maximum length',
    });
    // Above the stored maximum once merged with it.
    const merged = await patchRules({ username: { minLength: 17 } });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().fields).toEqual({
      'username.minLength': 'The minimum length must not be above the maximum length',
    });
    const passwordOff = await patchRules({ password: { enabled: false } });
    expect(passwordOff.json().fields).toEqual({
      'password.enabled': 'Username and password are always shown and required',
    });
    const rules = (await testApp.app.inject({ method: 'GET', url: '/api/registration/rules' })).json().value;
    expect(rules.username.minLength).toBe(6);
    expect(rules.password.enabled).toBe(true);
  });

  it('changes a rule, GET reflects it, and registration follows it (equal bounds give one number)', async () => {
    const response = await patchRules({
      username: { minLength: 8, maxLength: 8 },
      qqNum: { enabled: true, required: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.username).toMatchObject({ minLength: 8, maxLength: 8 });
    try {
      const rules = (await testApp.app.inject({ method: 'GET', url: '/api/registration/rules' })).json()
        .value;
      expect(rules.username).toMatchObject({ minLength: 8, maxLength: 8, patternId: 1 });
      expect(rules.qqNum).toMatchObject({ enabled: true, required: true, patternId: 5 });
      const failed = await register(await validPayload({ username: 'abcdefg', qqNum: '12a' }));
      expect(failed.json().fields).toEqual({
        username: 'Please enter 8 letters or digits, starting with a letter',
        qqNum: 'Please enter 5-12 digits only',
      });
      const payload = await validPayload({ username: 'abcdefgh', qqNum: '123456' });
      expect((await register(payload)).statusCode).toBe(200);
      const account = await findAccountByUsername(testApp.database.db, 'abcdefgh');
      const [profile] = await testApp.database.db
        .select()
        .from(accountProfilesTable)
        .where(eq(accountProfilesTable.accountId, account!.id));
      expect(profile?.qqNum).toBe('123456');
    } finally {
      await patchRules({
        username: { minLength: 6, maxLength: 16 },
        qqNum: { enabled: false, required: false },
      });
    }
  });

  it('turns the captcha off, after which registration needs none', async () => {
    expect((await patchRules({ captcha: { enabled: false } })).statusCode).toBe(200);
    try {
      const response = await register({
        username: newUsername(),
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        terms: true,
        birthDate: '1990-05-01',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await patchRules({ captcha: { enabled: true } });
    }
  });

  it('takes the catalogue pattern when only a patternId is given', async () => {
    const response = await patchRules({ payeeName: { patternId: 8 } });
    expect(response.json().value.payeeName).toMatchObject({ patternId: 8, acceptedPattern: '^\\S+$' });
    await patchRules({ payeeName: { patternId: 7 } });
  });
});

describe('date of birth (SPEC.md §9 "Minimum age 18")', () => {
  /** The site's today (GMT+8 by default), as the check reads it, moved by whole years and days. */
  function siteDay(years: number, days = 0): string {
    const today = new Date(Date.now() + 480 * 60_000);
    const day = new Date(
      Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), today.getUTCDate() + days),
    );
    return day.toISOString().slice(0, 10);
  }

  it('takes an adult of exactly 18 today and keeps the date with the profile', async () => {
    const payload = await validPayload({ birthDate: siteDay(-18) });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    const account = await findAccountByUsername(testApp.database.db, payload.username as string);
    const [profile] = await testApp.database.db
      .select({ birthDate: accountProfilesTable.birthDate })
      .from(accountProfilesTable)
      .where(eq(accountProfilesTable.accountId, account!.id));
    expect(profile!.birthDate).toBe(siteDay(-18));
  });

  it('refuses a member one day short of 18, a missing, impossible or future date, and stores nothing', async () => {
    const before = await countAccounts();
    const cases: [unknown, string][] = [
      [siteDay(-18, 1), 'You must be at least 18 years old to register'],
      [undefined, 'Input cannot be empty'],
      ['', 'Input cannot be empty'],
      ['2001-02-30', 'Please enter a date as yyyy-MM-dd'],
      ['01/05/1990', 'Please enter a date as yyyy-MM-dd'],
      [siteDay(0, 1), 'Please enter a date as yyyy-MM-dd'],
      ['1899-12-31', 'Please enter a date as yyyy-MM-dd'],
    ];
    for (const [birthDate, message] of cases) {
      const response = await register(await validPayload({ birthDate }));
      expect(response.statusCode, String(birthDate)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().fields.birthDate, String(birthDate)).toBe(message);
    }
    expect(await countAccounts()).toBe(before);
  });

  it('says the age rule in Vietnamese', async () => {
    const response = await register(await validPayload({ birthDate: siteDay(-17) }), { language: 'vi' });
    expect(response.json().fields.birthDate).toBe('Bạn phải từ 18 tuổi trở lên để đăng ký');
  });
});
