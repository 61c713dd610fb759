// Proves a captcha is accepted once, case-insensitively, within 5 minutes, is used up by any
// attempt, and that the CAPTCHA_TEST_ANSWER switch fixes the answer; expired rows are purged.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { captchasTable } from './captcha.table';
import { CAPTCHA_LIFETIME_MS, createCaptchaService, type CaptchaService } from './captcha.service';

let testApp: TestApp;
let nowMs = Date.now();
let captcha: CaptchaService;
let randomCaptcha: CaptchaService;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  const now = () => new Date(nowMs);
  captcha = createCaptchaService({ db: testApp.database.db, testAnswer: 'PlayDeck', now });
  randomCaptcha = createCaptchaService({ db: testApp.database.db, now });
});
afterAll(() => testApp.close());

describe('verify', () => {
  it('accepts the right answer in any case, with spaces around it', async () => {
    const { captchaId } = await captcha.issue();
    expect(await captcha.verify(captchaId, '  pLAYdECK ')).toBe(true);
  });

  it('refuses a wrong answer, and the right one after it (one attempt per captcha)', async () => {
    const { captchaId } = await captcha.issue();
    expect(await captcha.verify(captchaId, 'wrong')).toBe(false);
    expect(await captcha.verify(captchaId, 'PlayDeck')).toBe(false);
  });

  it('refuses a captcha used once already', async () => {
    const { captchaId } = await captcha.issue();
    expect(await captcha.verify(captchaId, 'PlayDeck')).toBe(true);
    expect(await captcha.verify(captchaId, 'PlayDeck')).toBe(false);
  });

  it('refuses an answer after 5 minutes, but not just before', async () => {
    const early = await captcha.issue();
    const late = await captcha.issue();
    nowMs += CAPTCHA_LIFETIME_MS - 1_000;
    expect(await captcha.verify(early.captchaId, 'PlayDeck')).toBe(true);
    nowMs += 1_000;
    expect(await captcha.verify(late.captchaId, 'PlayDeck')).toBe(false);
  });

  it('refuses unknown ids, missing ids and missing answers, and an empty answer uses the captcha up', async () => {
    expect(await captcha.verify('no-such-captcha', 'PlayDeck')).toBe(false);
    expect(await captcha.verify(undefined, 'PlayDeck')).toBe(false);
    expect(await captcha.verify('x'.repeat(65), 'PlayDeck')).toBe(false);
    const { captchaId } = await captcha.issue();
    expect(await captcha.verify(captchaId, undefined)).toBe(false);
    expect(await captcha.verify(captchaId, 'PlayDeck')).toBe(false);
  });

  it('lets only one of two simultaneous right answers through', async () => {
    const { captchaId } = await captcha.issue();
    const results = await Promise.all([
      captcha.verify(captchaId, 'PlayDeck'),
      captcha.verify(captchaId, 'PlayDeck'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('without the test switch', () => {
  it('gives each captcha its own random answer, which the test answer does not open', async () => {
    const first = await randomCaptcha.issue();
    const second = await randomCaptcha.issue();
    expect(first.captchaId).not.toBe(second.captchaId);
    expect(first.image).not.toBe(second.image);
    expect(await randomCaptcha.verify(first.captchaId, 'PlayDeck')).toBe(false);
  });
});

describe('purge', () => {
  it('deletes expired captchas a few at a time as new ones are issued', async () => {
    const total = async () =>
      (await testApp.database.db.select({ total: count() }).from(captchasTable))[0]!.total;
    for (let index = 0; index < 15; index += 1) await captcha.issue();
    const before = await total();
    nowMs += CAPTCHA_LIFETIME_MS + 1_000;
    await captcha.issue();
    expect(await total()).toBe(before + 1 - 10);
    await captcha.issue();
    await captcha.issue();
    expect(await total()).toBeLessThanOrEqual(3);
  });
});
