// Proves that a registration losing a race to another one for the same username or phone (the other
// lands between the availability check and the insert) is answered 409 and leaves nothing behind:
// the unique index decides, and the account and its profile roll back together.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { seedRegistrationRules } from '../../seed/registration-rules';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createAccount } from '../account/account.service';
import { accountsTable } from '../account/account.table';
import { accountProfilesTable } from './registration.table';
import { createRegistrationService, type RegistrationDependencies } from './registration.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await seedRegistrationRules(testApp.database.db);
});
afterAll(() => testApp.close());

const count = async (table: typeof accountsTable | typeof accountProfilesTable) =>
  (await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(table))[0]!.count;

/**
 * A registration service whose SMS check is the moment the rival registration lands: it runs after
 * the availability checks and before the insert, exactly the window a real race hits.
 */
function serviceWithRival(rivalUsername: string) {
  const dependencies: RegistrationDependencies = {
    db: testApp.database.db,
    site: {
      permission: async () => ({
        whitelabel: { flags: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true } },
        timeZoneOffsetMinutes: 480,
      }),
    },
    captcha: { verify: async (captchaId, answer) => captchaId === 'test' && answer === 'ok' },
    sms: {
      async verifyCode({ code }) {
        if (code !== '123456') throw new Error('unexpected code');
        await createAccount(testApp.database.db, {
          username: rivalUsername,
          password: 'Rival2026',
          type: ACCOUNT_TYPES.member,
        });
        return true;
      },
    },
    sessions: {
      createSession: async () => {
        throw new Error('not asked for: login is false');
      },
    },
  };
  return createRegistrationService(dependencies);
}

const basePayload = {
  password: 'Secret2026',
  confirmPassword: 'Secret2026',
  terms: true,
  birthDate: '1990-05-01',
  captchaId: 'test',
  captcha: 'ok',
  countryDialingCode: '+84',
  verificationCode: '123456',
  login: false,
};

describe('register under a race', () => {
  it('answers USERNAME_TAKEN when the unique index fires, and stores no account or profile of its own', async () => {
    const [accountsBefore, profilesBefore] = [await count(accountsTable), await count(accountProfilesTable)];
    const service = serviceWithRival('RACER01');
    const attempt = service.register(
      { ...basePayload, username: 'racer01', mobileNum: '914000111' },
      { method: 'username', ip: '203.0.113.7' },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'USERNAME_TAKEN', statusCode: 409 });
    // Only the rival's account exists.
    expect(await count(accountsTable)).toBe(accountsBefore + 1);
    expect(await count(accountProfilesTable)).toBe(profilesBefore);
  });

  it('answers MOBILE_TAKEN for a mobile registration that loses the race', async () => {
    const service = serviceWithRival('914000222');
    const attempt = service.register(
      { ...basePayload, mobileNum: '914000222' },
      { method: 'mobile', ip: '203.0.113.8' },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'MOBILE_TAKEN', statusCode: 409 });
  });

  it('registers with the same in-test dependencies when nobody races', async () => {
    const service = createRegistrationService({
      db: testApp.database.db,
      site: {
        permission: async () => ({
          whitelabel: { flags: { USERNAMEREG3: true } },
          timeZoneOffsetMinutes: 480,
        }),
      },
      captcha: { verify: async (captchaId, answer) => captchaId === 'test' && answer === 'ok' },
      sms: { verifyCode: async () => true },
      sessions: { createSession: async () => Promise.reject(new Error('login is false')) },
    });
    const value = await service.register(
      { ...basePayload, username: 'calmplayer' },
      { method: 'username', ip: '203.0.113.9' },
    );
    expect(value).toEqual({ username: 'calmplayer', login: null });
    await expect(
      service.register(
        { ...basePayload, username: 'calmplayer2', captcha: 'no' },
        { method: 'username', ip: '203.0.113.9' },
      ),
    ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });
});
