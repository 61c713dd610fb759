// Proves SMS codes: sent through the outbox to the E.164 phone, accepted once, refused when wrong,
// dead after 5 wrong answers, expired after 5 minutes, bound to their purpose; sends throttled per
// phone (1 a minute, 5 in 5 minutes) and per IP (5 in 5 minutes); the account rule of each purpose;
// the optional captcha; and that two simultaneous verifications cannot both succeed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toE164Phone } from '@playdeck/contract/sms';
import { createAccount } from '../account/account.service';
import { createCaptchaService } from '../captcha/captcha.service';
import { createOutboxService, type OutboxService } from '../outbox/outbox.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { smsCodesTable } from './sms.table';
import {
  codeFromMessage,
  createSmsService,
  SMS_ATTEMPTS_MAX,
  SMS_CODE_LIFETIME_MINUTES,
  SMS_RESEND_INTERVAL_MS,
  SMS_WINDOW_MS,
  type SendCodeInput,
  type SmsService,
} from './sms.service';

let testApp: TestApp;
let outbox: OutboxService;
let sms: SmsService;
let nowMs = Date.now();
let captcha: ReturnType<typeof createCaptchaService>;

const REGISTERED = { countryDialingCode: '+84', mobileNum: '912000001' };

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  const db = testApp.database.db;
  outbox = createOutboxService({ db });
  captcha = createCaptchaService({ db, testAnswer: 'pass', now: () => new Date(nowMs) });
  sms = createSmsService({ db, outbox, captcha, now: () => new Date(nowMs) });
  await createAccount(db, {
    username: 'mobile1',
    password: 'Mobile2026',
    type: 0,
    mobileCountryCode: '+84',
    mobileNumber: '0912000001',
  });
});
afterAll(() => testApp.close());

let phoneSequence = 0;
/** A fresh unregistered Vietnamese number and IP for each test, so that throttles do not meet. */
function freshSender() {
  phoneSequence += 1;
  return {
    countryDialingCode: '+84',
    mobileNum: `98${String(phoneSequence).padStart(7, '0')}`,
    ip: `192.0.2.${phoneSequence}`,
  };
}

async function sentCode(countryDialingCode: string, mobileNum: string): Promise<string> {
  const message = await outbox.latest(toE164Phone(countryDialingCode, mobileNum), 'sms');
  const code = message && codeFromMessage(message.body);
  if (!code) throw new Error('no code in the outbox');
  return code;
}

async function sendAndRead(input: SendCodeInput): Promise<string> {
  await sms.sendCode(input);
  return sentCode(input.countryDialingCode, input.mobileNum);
}

const later = (milliseconds: number) => (nowMs += milliseconds);

describe('sendCode', () => {
  it('sends a six-digit code by SMS to the E.164 phone, valid 5 minutes', async () => {
    const sender = freshSender();
    expect(await sms.sendCode({ purpose: 'register', ...sender })).toEqual({ expiredMinutes: 5 });
    const message = await outbox.latest(`+84${sender.mobileNum}`, 'sms');
    expect(message?.body).toMatch(/^Playdeck code: \d{6} \(valid 5 minutes\)\. Mã xác minh Playdeck: \d{6}/);
    expect(message?.provider).toBe('outbox');
    const [row] = await testApp.database.db
      .select()
      .from(smsCodesTable)
      .where(eq(smsCodesTable.phone, `+84${sender.mobileNum}`));
    expect(row).toMatchObject({ purpose: 'register', ip: sender.ip, attempts: 0, consumedAt: null });
    expect(row!.codeHash).not.toContain(codeFromMessage(message!.body));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SMS_CODE_LIFETIME_MINUTES * 60_000);
  });

  it('treats a number typed with its trunk prefix 0 as the same phone', async () => {
    expect(toE164Phone('84', '0912345678')).toBe('+84912345678');
    expect(toE164Phone('+84', '912345678')).toBe('+84912345678');
    const sender = freshSender();
    await sms.sendCode({ purpose: 'register', ...sender, mobileNum: `0${sender.mobileNum}` });
    await expect(sms.sendCode({ purpose: 'register', ...sender })).rejects.toMatchObject({
      code: 'SMS_TOO_MANY',
    });
  });

  it('needs a registered phone for login and reset, and refuses one for register', async () => {
    const ip = '192.0.2.200';
    await expect(sms.sendCode({ purpose: 'register', ...REGISTERED, ip })).rejects.toMatchObject({
      code: 'MOBILE_TAKEN',
      statusCode: 409,
    });
    expect(await sms.sendCode({ purpose: 'login', ...REGISTERED, ip })).toEqual({ expiredMinutes: 5 });
    later(SMS_RESEND_INTERVAL_MS);
    expect(
      await sms.sendCode({ purpose: 'reset', countryDialingCode: '84', mobileNum: '0912000001', ip }),
    ).toEqual({ expiredMinutes: 5 });
    for (const purpose of ['login', 'reset'] as const) {
      await expect(sms.sendCode({ purpose, ...freshSender() })).rejects.toMatchObject({
        code: 'MOBILE_NOT_FOUND',
        statusCode: 404,
      });
    }
    expect(await sms.sendCode({ purpose: 'verify', ...freshSender() })).toEqual({ expiredMinutes: 5 });
  });

  it('refuses a dialing code it does not offer and a malformed number', async () => {
    await expect(
      sms.sendCode({ purpose: 'register', ...freshSender(), countryDialingCode: '+999' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      options: { fields: { countryDialingCode: 'validation.invalidOption' } },
    });
    await expect(
      sms.sendCode({ purpose: 'register', ...freshSender(), mobileNum: '12ab' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      options: { fields: { mobileNum: 'validation.mobileInvalid' } },
    });
  });

  it('checks a captcha when one is given, and uses it up', async () => {
    const { captchaId } = await captcha.issue();
    const sender = freshSender();
    await expect(
      sms.sendCode({ purpose: 'register', ...sender, captchaId, captcha: 'wrong' }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID', statusCode: 400 });
    await expect(
      sms.sendCode({ purpose: 'register', ...sender, captchaId, captcha: 'pass' }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(sms.sendCode({ purpose: 'register', ...sender, captcha: 'pass' })).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    const fresh = await captcha.issue();
    expect(
      await sms.sendCode({ purpose: 'register', ...sender, captchaId: fresh.captchaId, captcha: 'PASS' }),
    ).toEqual({ expiredMinutes: 5 });
  });
});

describe('send throttles', () => {
  it('allows one code per phone a minute', async () => {
    const sender = freshSender();
    await sms.sendCode({ purpose: 'register', ...sender });
    later(SMS_RESEND_INTERVAL_MS - 1_000);
    await expect(sms.sendCode({ purpose: 'register', ...sender })).rejects.toMatchObject({
      code: 'SMS_TOO_MANY',
      statusCode: 429,
    });
    await expect(sms.sendCode({ purpose: 'verify', ...sender, ip: '192.0.2.250' })).rejects.toMatchObject({
      code: 'SMS_TOO_MANY',
    });
    later(1_000);
    expect(await sms.sendCode({ purpose: 'register', ...sender })).toEqual({ expiredMinutes: 5 });
  });

  it('allows five codes per phone in five minutes, from any IP', async () => {
    const sender = freshSender();
    for (let index = 0; index < 5; index += 1) {
      await sms.sendCode({ purpose: 'register', ...sender, ip: `198.18.0.${index}` });
      later(SMS_RESEND_INTERVAL_MS);
    }
    // The sixth comes a minute after the fifth, but the first is exactly five minutes old.
    await expect(sms.sendCode({ purpose: 'register', ...sender, ip: '198.18.0.9' })).rejects.toMatchObject({
      code: 'SMS_TOO_MANY',
    });
    later(1_000);
    expect(await sms.sendCode({ purpose: 'register', ...sender })).toEqual({ expiredMinutes: 5 });
  });

  it('allows five codes per IP in five minutes, to any phones', async () => {
    const ip = '203.0.113.77';
    for (let index = 0; index < 5; index += 1) {
      await sms.sendCode({ purpose: 'register', ...freshSender(), ip });
    }
    await expect(sms.sendCode({ purpose: 'register', ...freshSender(), ip })).rejects.toMatchObject({
      code: 'SMS_TOO_MANY',
    });
    later(SMS_WINDOW_MS + 1_000);
    expect(await sms.sendCode({ purpose: 'register', ...freshSender(), ip })).toEqual({ expiredMinutes: 5 });
  });

  it('lets only one of several simultaneous sends to a phone through', async () => {
    for (let round = 0; round < 4; round += 1) {
      const sender = freshSender();
      const results = await Promise.allSettled(
        [1, 2, 3].map(() => sms.sendCode({ purpose: 'register', ...sender })),
      );
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    }
  });
});

describe('verifyCode', () => {
  it('accepts the right code once', async () => {
    const sender = freshSender();
    const code = await sendAndRead({ purpose: 'register', ...sender });
    expect(await sms.verifyCode({ purpose: 'register', ...sender, code })).toBe(true);
    await expect(sms.verifyCode({ purpose: 'register', ...sender, code })).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
      statusCode: 400,
    });
  });

  it('refuses a wrong code, counts it, and kills the code after five wrong answers', async () => {
    const sender = freshSender();
    const code = await sendAndRead({ purpose: 'register', ...sender });
    const wrong = code === '000000' ? '000001' : '000000';
    await expect(sms.verifyCode({ purpose: 'register', ...sender, code: wrong })).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
    expect(await sms.verifyCode({ purpose: 'register', ...sender, code })).toBe(true);

    later(SMS_RESEND_INTERVAL_MS);
    const second = await sendAndRead({ purpose: 'register', ...sender });
    for (let attempt = 0; attempt < SMS_ATTEMPTS_MAX; attempt += 1) {
      await expect(sms.verifyCode({ purpose: 'register', ...sender, code: 'abc' })).rejects.toMatchObject({
        code: 'SMS_CODE_INVALID',
      });
    }
    const rows = await testApp.database.db
      .select()
      .from(smsCodesTable)
      .where(eq(smsCodesTable.phone, toE164Phone('+84', sender.mobileNum)))
      .orderBy(smsCodesTable.id);
    expect(rows.map((row) => row.attempts)).toEqual([1, SMS_ATTEMPTS_MAX]);
    await expect(sms.verifyCode({ purpose: 'register', ...sender, code: second })).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
  });

  it('refuses an expired code with SMS_CODE_EXPIRED', async () => {
    const sender = freshSender();
    const code = await sendAndRead({ purpose: 'register', ...sender });
    later(SMS_CODE_LIFETIME_MINUTES * 60_000);
    await expect(sms.verifyCode({ purpose: 'register', ...sender, code })).rejects.toMatchObject({
      code: 'SMS_CODE_EXPIRED',
      statusCode: 400,
    });
  });

  it('accepts a code just before it expires', async () => {
    const sender = freshSender();
    const code = await sendAndRead({ purpose: 'register', ...sender });
    later(SMS_CODE_LIFETIME_MINUTES * 60_000 - 1_000);
    expect(await sms.verifyCode({ purpose: 'register', ...sender, code })).toBe(true);
  });

  it('accepts only the newest code, only for its purpose and phone', async () => {
    const sender = freshSender();
    const first = await sendAndRead({ purpose: 'verify', ...sender });
    later(SMS_RESEND_INTERVAL_MS);
    const second = await sendAndRead({ purpose: 'verify', ...sender });
    await expect(sms.verifyCode({ purpose: 'register', ...sender, code: second })).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
    await expect(
      sms.verifyCode({ purpose: 'verify', ...sender, mobileNum: '981234567', code: second }),
    ).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
    if (first !== second) {
      await expect(sms.verifyCode({ purpose: 'verify', ...sender, code: first })).rejects.toMatchObject({
        code: 'SMS_CODE_INVALID',
      });
    }
    expect(await sms.verifyCode({ purpose: 'verify', ...sender, code: ` ${second} ` })).toBe(true);
  });

  it('refuses a phone that was never sent a code', async () => {
    await expect(
      sms.verifyCode({ purpose: 'login', countryDialingCode: '+66', mobileNum: '812345678', code: '123456' }),
    ).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
  });

  it('lets only one of several simultaneous verifications of a code succeed', async () => {
    for (let round = 0; round < 4; round += 1) {
      const sender = freshSender();
      const code = await sendAndRead({ purpose: 'register', ...sender });
      const results = await Promise.allSettled(
        [1, 2, 3].map(() => sms.verifyCode({ purpose: 'register', ...sender, code })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    }
  });
});
