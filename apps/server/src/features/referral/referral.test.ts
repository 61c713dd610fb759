// Referral through the API on a real database (issue 15 item 6): the operator's settings with bad
// input refused; each member's one stable code; a friend registering through PUT /api/registration
// with it recorded as the member's referral (an unknown code still refused); the first-deposit
// reward paid once at the minimum and never below it; yesterday's bet share computed by hand, paid
// from 10:30 site time once however often the job runs; nothing paid and the member screen refused
// while referral is off; the ledger balanced.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '@playdeck/contract/missions';
import { toMinor } from '@playdeck/contract/money';
import { promotionsPaths, type MemberPromotions } from '@playdeck/contract/promotions';
import { referralPaths, type ReferralSettings } from '@playdeck/contract/referral';
import { registrationPaths } from '@playdeck/contract/registration';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import {
  deposit,
  fund,
  HOUSE_SECRET,
  playRound,
  siteTime,
  type FixtureAccount,
} from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  balanceOf,
  ledgerBalanced,
  operatorHeaders,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';
import { encryptFor } from '../../test-support/session';
import { findAccountByUsername } from '../account/account.service';

const CAPTCHA_ANSWER = 'r3f9';
const FRIEND_PASSWORD = 'Friend2026';
let clock = new Date();
let testApp: TestApp;
let operator: Record<string, string>;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET, CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER },
    now: () => clock,
  });
  operator = { ...(await operatorHeaders(testApp.app)), ...en };
}, 120_000);
afterAll(() => testApp.close());

const get = (member: SignedInMember, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...member.headers, ...en } });

const putSettings = (payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: referralPaths.operatorSettings,
    headers: operator,
    payload: payload as object,
  });

const runJob = () => testApp.app.scheduler.runOnce(testApp.app.jobs.referralEarnings!);

async function codeOf(member: SignedInMember): Promise<string> {
  const response = await get(member, referralPaths.summary);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.code;
}

let registrations = 0;

/** Registers a new member through the real encrypted call, with `referralCode` given. */
async function registerWith(referralCode: string) {
  registrations += 1;
  const remoteAddress = `10.40.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
  const username = `friend${registrations}x${Math.floor(Math.random() * 1e4)}`;
  const captcha = await testApp.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress });
  const payload = {
    username,
    password: FRIEND_PASSWORD,
    confirmPassword: FRIEND_PASSWORD,
    terms: true,
    birthDate: '1990-05-01',
    captchaId: captcha.json().value.captchaId,
    captcha: CAPTCHA_ANSWER,
    referralCode,
  };
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/registration',
    headers: en,
    payload: { jwe: await encryptFor(testApp.app, payload) },
    remoteAddress,
  });
  return { response, username };
}

async function friendOf(member: SignedInMember): Promise<FixtureAccount> {
  const { response, username } = await registerWith((await codeOf(member)).toLowerCase());
  expect(response.statusCode, response.body).toBe(200);
  const account = await findAccountByUsername(testApp.database.db, username);
  return { id: account!.id, username, password: FRIEND_PASSWORD };
}

async function rows<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await testApp.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

describe('the operator’s settings', () => {
  it('answers the defaults, refuses a share over 5 %, bad amounts and negative days, and keeps the last good ones', async () => {
    const current = await testApp.app.inject({
      method: 'GET',
      url: referralPaths.operatorSettings,
      headers: operator,
    });
    expect(current.json().value).toEqual({
      enabled: true,
      betSharePercent: '0.2',
      firstDepositReward: '20.00',
      firstDepositMin: '100.00',
      friendDays: 0,
    });
    const defaults: ReferralSettings = current.json().value;
    for (const [change, field] of [
      [{ betSharePercent: '6' }, 'betSharePercent'],
      [{ firstDepositReward: '-1' }, 'firstDepositReward'],
      [{ firstDepositMin: '1.234' }, 'firstDepositMin'],
      [{ friendDays: -1 }, 'friendDays'],
    ] as const) {
      const refused = await putSettings({ ...defaults, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty(field);
    }
    const member = await signedInMember(testApp, 0n);
    const forbidden = await testApp.app.inject({
      method: 'PUT',
      url: referralPaths.operatorSettings,
      headers: member.headers,
      payload: defaults,
    });
    expect(forbidden.statusCode).toBe(403);
    const saved = await putSettings(defaults);
    expect(saved.json().value).toEqual(defaults);
  });
});

describe('the member’s code', () => {
  it('is made on first read from the contract’s alphabet, and stays the same', async () => {
    const member = await signedInMember(testApp, 0n);
    const first = await get(member, referralPaths.summary);
    expect(first.json().value).toEqual({
      enabled: true,
      code: expect.stringMatching(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/),
      friends: 0,
      depositedFriends: 0,
      earnedTotal: '0.00',
      pendingToday: '0.00',
      rules: { betSharePercent: '0.2', firstDepositReward: '20.00', firstDepositMin: '100.00' },
    });
    expect(await codeOf(member)).toBe(first.json().value.code);
    expect(await codeOf(await signedInMember(testApp, 0n))).not.toBe(first.json().value.code);
  });

  it('registers a friend through /api/registration as a member at the root, with the referral recorded', async () => {
    const member = await signedInMember(testApp, 0n);
    const friend = await friendOf(member);
    const root = await findAccountByUsername(testApp.database.db, DEMO_ACCOUNTS.operator.username);
    const account = await findAccountByUsername(testApp.database.db, friend.username);
    expect(account).toMatchObject({ type: 0, parentId: root!.id });
    const recorded = await rows<{ referrer_id: string }>(
      sql`select referrer_id::text from referrals where friend_id = ${friend.id}`,
    );
    expect(recorded.map((row) => Number(row.referrer_id))).toEqual([member.id]);
    const friends = (await get(member, referralPaths.friends)).json().value;
    expect(friends).toMatchObject({ total: 1, pageNo: 1, totalPages: 1 });
    expect(friends.list[0]).toMatchObject({
      name: maskName(friend.username),
      firstDepositAt: null,
      validBet: '0.00',
      earned: '0.00',
    });
    expect((await get(member, referralPaths.summary)).json().value.friends).toBe(1);
    // A code that is nobody's is still refused as before.
    const { response: unknown } = await registerWith('ZZZZ2222');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'AFFILIATE_INVALID',
      fields: { referralCode: expect.any(String) },
    });
  });
});

describe('the first-deposit reward', () => {
  it('pays 20.00 once for a first deposit of exactly 100.00, and nothing for 99.99', async () => {
    const member = await signedInMember(testApp, 0n);
    const atMinimum = await friendOf(member);
    const below = await friendOf(member);
    await deposit(testApp, atMinimum, '100.00', 'now');
    await deposit(testApp, below, '99.99', 'now');
    await runJob();
    await runJob();
    expect(await balanceOf(testApp.app, member)).toBe('20.00');
    const keys = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions
          where idempotency_key in (${`referral-first:${atMinimum.id}`}, ${`referral-first:${below.id}`})
            and kind = 'bonus_referral'`,
    );
    expect(keys[0]!.n).toBe(1);
    // A later, larger deposit does not make the friend's first deposit reach the minimum.
    await deposit(testApp, below, '500.00', 'now');
    await runJob();
    expect(await balanceOf(testApp.app, member)).toBe('20.00');
    const earnings = (await get(member, referralPaths.earnings)).json().value;
    expect(earnings.list).toEqual([
      {
        kind: 'FIRST_DEPOSIT',
        label: maskName(atMinimum.username),
        amount: '20.00',
        createdAt: expect.any(String),
      },
    ]);
    expect((await get(member, referralPaths.summary)).json().value).toMatchObject({
      friends: 2,
      depositedFriends: 2,
      earnedTotal: '20.00',
    });
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });
});

describe('the daily bet share', () => {
  it('pays 0.2 % of yesterday’s friends’ valid bet from 10:30 site time, once per day however often it runs', async () => {
    const member = await signedInMember(testApp, 0n);
    const first = await friendOf(member);
    const second = await friendOf(member);
    // Registered before the days played (the database stamped them now).
    await testApp.database.db.execute(
      sql`update referrals set created_at = ${siteTime('2026-03-01 08:00').toISOString()}::timestamptz
          where referrer_id = ${member.id}`,
    );
    await fund(testApp, first.id, 1_000_00n);
    await fund(testApp, second.id, 1_000_00n);
    clock = siteTime('2026-03-04 10:29');
    // 3 March (site days, GMT+8): the first friend 300.00 + 200.00 (one at 23:30), the second 123.45.
    await playRound(testApp, first, {
      stake: '300.00',
      payout: '0.00',
      placedAt: '2026-03-03 09:00',
      settledAt: '2026-03-03 09:00',
    });
    await playRound(testApp, first, {
      stake: '200.00',
      payout: '400.00',
      placedAt: '2026-03-03 23:29',
      settledAt: '2026-03-03 23:30',
    });
    await playRound(testApp, second, {
      stake: '123.45',
      payout: '0.00',
      placedAt: '2026-03-03 12:00',
      settledAt: '2026-03-03 12:00',
    });
    // 4 March 00:30: today's, not yesterday's; an open round counts nowhere.
    await playRound(testApp, first, {
      stake: '50.00',
      payout: '0.00',
      placedAt: '2026-03-04 00:29',
      settledAt: '2026-03-04 00:30',
    });
    await playRound(testApp, second, { stake: '70.00', placedAt: '2026-03-03 15:00' });

    // 10:29: yesterday's share waits.
    await runJob();
    expect(await balanceOf(testApp.app, member)).toBe('0.00');
    // Today's share so far: 0.2 % of 50.00.
    expect((await get(member, referralPaths.summary)).json().value.pendingToday).toBe('0.10');

    clock = siteTime('2026-03-04 10:30');
    await runJob();
    await runJob();
    clock = siteTime('2026-03-04 18:00');
    await runJob();
    // 0.2 % of 500.00 = 1.00; of 123.45 = 0.2469 → 0.25; paid together: 1.25.
    expect(toMinor(await balanceOf(testApp.app, member))).toBe(125n);
    const payments = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`referral:2026-03-03:${member.id}`}`,
    );
    expect(payments[0]!.n).toBe(1);
    const earnings = (await get(member, referralPaths.earnings)).json().value;
    expect(earnings.list).toEqual([
      { kind: 'BET_SHARE', label: '2026-03-03', amount: '1.25', createdAt: expect.any(String) },
    ]);
    const friends = (await get(member, referralPaths.friends)).json().value.list;
    expect(friends).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: maskName(first.username), validBet: '550.00', earned: '1.00' }),
        expect.objectContaining({ name: maskName(second.username), validBet: '123.45', earned: '0.25' }),
      ]),
    );
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });
});

/** availablePromo.REFERRAL.enabled of the start-up state (a visitor's promotions call). */
async function referralShown(): Promise<boolean> {
  const response = await testApp.app.inject({ method: 'GET', url: promotionsPaths.list });
  return (response.json().value as MemberPromotions).availablePromo.REFERRAL.enabled;
}

/** The register form's invitation-code check (SPEC.md §7 "affiliate check"). */
async function codeValid(code: string): Promise<boolean> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `${registrationPaths.affiliate}?code=${code}`,
  });
  return (response.json().value as { valid: boolean }).valid;
}

describe('referral switched off', () => {
  it('refuses the member screen with REFERRAL_DISABLED, takes no code at registration and pays nothing', async () => {
    const member = await signedInMember(testApp, 0n);
    const code = await codeOf(member);
    const friend = await friendOf(member);
    const current = (
      await testApp.app.inject({ method: 'GET', url: referralPaths.operatorSettings, headers: operator })
    ).json().value as ReferralSettings;
    expect((await putSettings({ ...current, enabled: false })).statusCode).toBe(200);

    const refused = await get(member, referralPaths.summary);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REFERRAL_DISABLED',
      message: 'Inviting friends is not open now',
    });
    const registration = await registerWith(code);
    expect(registration.response.json()).toMatchObject({ code: 'AFFILIATE_INVALID' });
    // The start-up state hides "invite friends", and the invitation check calls the code unknown.
    expect(await referralShown()).toBe(false);
    expect(await codeValid(code)).toBe(false);

    await deposit(testApp, friend, '150.00', 'now');
    await runJob();
    expect(await balanceOf(testApp.app, member)).toBe('0.00');

    // Back on: the reward due is paid.
    expect((await putSettings({ ...current, enabled: true })).statusCode).toBe(200);
    expect(await referralShown()).toBe(true);
    expect(await codeValid(code)).toBe(true);
    await runJob();
    expect(await balanceOf(testApp.app, member)).toBe('20.00');
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });
});
