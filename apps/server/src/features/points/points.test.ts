// Points through the API (issue 15 item 5): accrual at the operator's rates from real rounds and
// deposits, paid once however often the job runs and only the difference after a rate change; the
// mall's redeem behind the payment password (refused, locked, repeated, short of points or stock),
// the operator's goods and decisions (a rejection gives points and stock back); conversion to money
// paid once with the ledger balanced; bad input refused per field; who may call what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { PAYMENT_PASSWORD_ATTEMPTS_MAX } from '@playdeck/contract/payments';
import { pointsPaths, type PointsSettings } from '@playdeck/contract/points';
import { HOUSE_SECRET, deposit, playRound, siteTime } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import {
  TEST_PAYMENT_PASSWORD,
  balanceOf,
  ledgerBalanced,
  operatorHeaders,
  setPaymentPassword,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';
import { encryptFor } from '../../test-support/session';
import { createWalletService } from '../wallet/wallet.service';
import { accrualKey, owedPoints, rateHundredths, recentSiteDays } from './points-accrual';
import { createPointsService, grantPointsWithin, type PointsService } from './points.service';

/** The site's noon of 11 March (GMT+8): the accrual covers 10 and 11 March. */
let clock = siteTime('2026-03-11 12:00');
let testApp: TestApp;
let operator: Record<string, string>;
/** The same code the app's job runs, on the test's database, to read how many points a run granted. */
let points: PointsService;
const en = { 'accept-language': 'en' };
const SETTINGS: PointsSettings = {
  betRates: { LIVE: '2', LOTTERY: '1', PVP: '1', SLOTS: '1.5', SPORTS: '1' },
  depositRate: '0.5',
  convertEnabled: true,
  pointsPerUnit: 100,
  convertMinPoints: 100,
};

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET }, now: () => clock });
  operator = { ...(await operatorHeaders(testApp.app)), ...en };
  const { db } = testApp.database;
  points = createPointsService({
    db,
    wallet: createWalletService({ db }),
    // The demo site's time zone (GMT+8), as the site's settings hold it.
    site: { scalarSettings: async () => ({ timeZoneOffsetMinutes: 480 }) },
    findAccount: async () => undefined,
    verifyPaymentPassword: async () => undefined,
    onBalance: () => undefined,
    now: () => clock,
  });
}, 120_000);
afterAll(() => testApp.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...en, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const saveSettings = (settings: unknown) => inject('PUT', pointsPaths.operatorSettings, operator, settings);
const memberGet = (member: SignedInMember, url: string) => inject('GET', url, member.headers);
const pointsOf = async (member: SignedInMember) =>
  (await memberGet(member, pointsPaths.balance)).json().value;

async function encrypted(member: SignedInMember, url: string, body: Record<string, unknown>) {
  const jwe = await encryptFor(testApp.app, body);
  return inject('POST', url, member.headers, { jwe });
}
const redeem = (member: SignedInMember, body: Record<string, unknown>) =>
  encrypted(member, pointsPaths.redeem, { paymentPassword: TEST_PAYMENT_PASSWORD, quantity: 1, ...body });
const convert = (member: SignedInMember, body: Record<string, unknown>) =>
  encrypted(member, pointsPaths.convert, { paymentPassword: TEST_PAYMENT_PASSWORD, ...body });

let grants = 0;
/** Points from another feature's grant (a promotion's reward), as missions and promotions give them. */
async function givePoints(member: { id: number }, amount: number) {
  grants += 1;
  await testApp.database.db.transaction((transaction) =>
    grantPointsWithin(transaction, {
      accountId: member.id,
      type: 'PROMOTION',
      points: amount,
      idempotencyKey: `test-grant:${grants}`,
      reference: 'Test promotion',
    }),
  );
}

/** A member with a payment password and `amount` points. */
async function pointsMember(amount: number): Promise<SignedInMember> {
  const member = await signedInMember(testApp, 100_00n);
  await setPaymentPassword(testApp.app, member);
  await givePoints(member, amount);
  return member;
}

async function createGood(body: Record<string, unknown> = {}) {
  const response = await inject('POST', pointsPaths.operatorGoods, operator, {
    name: { vi: 'Áo thun', en: 'T-shirt' },
    imageUrl: '/images/shirt.png',
    points: 300,
    stock: 2,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: number };
}

const decide = (id: number, body: unknown) =>
  inject('POST', pointsPaths.operatorRedemption.replace(':id', String(id)), operator, body);

describe('the accrual rules (pure)', () => {
  it('cuts the site days, rounds down and never owes less than nothing', () => {
    expect(recentSiteDays(siteTime('2026-03-11 00:30'), 480, 2)).toEqual([
      { day: '2026-03-10', from: siteTime('2026-03-10 00:00'), to: siteTime('2026-03-11 00:00') },
      { day: '2026-03-11', from: siteTime('2026-03-11 00:00'), to: siteTime('2026-03-12 00:00') },
    ]);
    // 1,033.00 at 1.5 points per 100.00 = 15.495 → 15; 3 already paid → 12 owed.
    expect(owedPoints(103_300n, '1.5', 3n)).toEqual({ due: 15n, owed: 12n });
    expect(owedPoints(103_300n, '0.5', 8n)).toEqual({ due: 5n, owed: 0n });
    expect(rateHundredths('1000')).toBe(100_000n);
    expect(rateHundredths('0.05')).toBe(5n);
    expect(accrualKey(7, '2026-03-10', 'SLOTS', 15n)).toBe('accrual:7:2026-03-10:SLOTS:15');
  });
});

describe('the rules', () => {
  it('are the defaults until the operator saves settings, for visitors too', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: pointsPaths.config });
    expect(config.statusCode).toBe(200);
    expect(config.json().value).toEqual({
      betRates: { LIVE: '1', LOTTERY: '1', PVP: '1', SLOTS: '1', SPORTS: '1' },
      depositRate: '1',
      convertEnabled: true,
      pointsPerUnit: 100,
      convertMinPoints: 100,
    });
  });
});

describe('accrual', () => {
  it('pays valid bet per points type and deposits at the rates, once however often it runs', async () => {
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
    const member = await signedInMember(testApp, 5_000_00n);
    // 10 March: slots 150.00 + 50.00 = 200.00 at 1.5 → 3; live 400.00 at 2 → 8; deposit 1,000.00 at 0.5 → 5.
    await playRound(testApp, member, {
      stake: '150.00',
      payout: '100.00',
      placedAt: '2026-03-10 09:59',
      settledAt: '2026-03-10 10:00',
    });
    await playRound(testApp, member, {
      stake: '50.00',
      payout: '0.00',
      placedAt: '2026-03-10 10:59',
      settledAt: '2026-03-10 11:00',
    });
    await playRound(testApp, member, {
      stake: '400.00',
      payout: '0.00',
      vendor: 'PDLIVE',
      placedAt: '2026-03-10 20:00',
      settledAt: '2026-03-10 20:01',
    });
    await deposit(testApp, member, '1000.00', '2026-03-10 09:00');
    // 11 March: slots 1,033.00 at 1.5 = 15.495 → 15 (whole points, rounded down).
    await playRound(testApp, member, {
      stake: '1033.00',
      payout: '0.00',
      placedAt: '2026-03-11 08:00',
      settledAt: '2026-03-11 08:01',
    });
    // Never paid: 9 March (before yesterday), a cancelled and an open round, a pending deposit, a trial's play.
    await playRound(testApp, member, {
      stake: '500.00',
      payout: '0.00',
      placedAt: '2026-03-09 23:00',
      settledAt: '2026-03-09 23:01',
    });
    await playRound(testApp, member, {
      stake: '90.00',
      cancel: true,
      placedAt: '2026-03-11 09:00',
      settledAt: '2026-03-11 09:01',
    });
    await playRound(testApp, member, { stake: '70.00', placedAt: '2026-03-11 09:30' });
    await deposit(testApp, member, '300.00', null);
    const trial = await fundedMember(testApp.database.db, 1_000_00n, { type: ACCOUNT_TYPES.trial });
    await playRound(testApp, trial, {
      stake: '600.00',
      payout: '0.00',
      placedAt: '2026-03-10 13:00',
      settledAt: '2026-03-10 13:01',
    });

    expect(await points.accrueRecent()).toBe(31);
    expect(await pointsOf(member)).toEqual({ balance: 31, earnedTotal: 31, spentTotal: 0, inProcess: 0 });
    const entries = (await memberGet(member, pointsPaths.entries)).json().value;
    expect(
      entries.list
        .map((entry: { type: string; points: number; reference: string }) => [
          entry.type,
          entry.points,
          entry.reference,
        ])
        .sort(),
    ).toEqual([
      ['DEPOSIT', 5, '2026-03-10'],
      ['LIVE', 8, '2026-03-10'],
      ['SLOTS', 15, '2026-03-11'],
      ['SLOTS', 3, '2026-03-10'],
    ]);
    const slots = (await memberGet(member, `${pointsPaths.entries}?type=SLOTS`)).json().value;
    expect(slots.total).toBe(2);

    // Again, and through the app's own job: nothing more.
    expect(await points.accrueRecent()).toBe(0);
    expect(await testApp.app.scheduler.runOnce(testApp.app.jobs.pointsAccrual!)).toBe(true);
    expect((await pointsOf(member)).balance).toBe(31);
    const trialEntries = await testApp.database.db.execute(
      sql`select count(*)::int as n from points_entries where account_id = ${trial.id}`,
    );
    expect((trialEntries as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    // A higher slots rate pays only the difference; a lower live rate takes nothing back.
    // Slots at 3: 10 March 6 (3 paid) → 3 more; 11 March 30.99 → 30 (15 paid) → 15 more.
    expect(
      (await saveSettings({ ...SETTINGS, betRates: { ...SETTINGS.betRates, SLOTS: '3', LIVE: '1' } }))
        .statusCode,
    ).toBe(200);
    expect(await points.accrueRecent()).toBe(18);
    expect(await points.accrueRecent()).toBe(0);
    expect(await pointsOf(member)).toMatchObject({ balance: 49, earnedTotal: 49 });

    // A day later, 10 March is no longer covered: a round settled on it now is not paid.
    clock = siteTime('2026-03-12 12:00');
    await playRound(testApp, member, {
      stake: '100.00',
      payout: '0.00',
      placedAt: '2026-03-10 21:00',
      settledAt: '2026-03-10 21:01',
    });
    expect(await points.accrueRecent()).toBe(0);
    clock = siteTime('2026-03-11 12:00');
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
  });
});

describe('reading the balance', () => {
  it('pays the member’s own points due first, so the job then pays nothing more', async () => {
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
    const member = await signedInMember(testApp, 1_000_00n);
    // Slots 400.00 at 1.5 → 6 points.
    await playRound(testApp, member, {
      stake: '400.00',
      payout: '0.00',
      placedAt: '2026-03-11 10:00',
      settledAt: '2026-03-11 10:01',
    });
    expect(await pointsOf(member)).toMatchObject({ balance: 6, earnedTotal: 6 });
    expect(await points.accrueRecent()).toBe(0);
    expect((await pointsOf(member)).balance).toBe(6);
  });
});

describe('the operator’s settings and goods', () => {
  it('refuses bad rates, goods without points and unsafe pictures per field', async () => {
    const refused = async (response: Awaited<ReturnType<typeof inject>>, field: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    };
    const rates = SETTINGS.betRates;
    await refused(await saveSettings({ ...SETTINGS, betRates: { ...rates, LIVE: '1001' } }), 'betRates.LIVE');
    await refused(await saveSettings({ ...SETTINGS, betRates: { ...rates, PVP: '1.234' } }), 'betRates.PVP');
    await refused(await saveSettings({ ...SETTINGS, depositRate: '-1' }), 'depositRate');
    await refused(await saveSettings({ ...SETTINGS, pointsPerUnit: 0 }), 'pointsPerUnit');
    expect((await inject('GET', pointsPaths.operatorSettings, operator)).json().value).toEqual(SETTINGS);
    const good = { name: { vi: 'Mũ', en: 'Cap' }, points: 0, stock: 1 };
    await refused(await inject('POST', pointsPaths.operatorGoods, operator, good), 'points');
    await refused(
      await inject('POST', pointsPaths.operatorGoods, operator, {
        ...good,
        points: 10,
        name: { vi: '', en: 'Cap' },
      }),
      'name.vi',
    );
    await refused(
      await inject('POST', pointsPaths.operatorGoods, operator, {
        ...good,
        points: 10,
        imageUrl: 'javascript:alert(1)',
      }),
      'imageUrl',
    );
    const missing = await inject('PUT', pointsPaths.operatorGood.replace(':id', '999999'), operator, {
      ...good,
      points: 10,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('GOOD_NOT_FOUND');
  });

  it('shows enabled goods in the reader’s language, to visitors too, and replaces a good', async () => {
    const { id } = await createGood({
      name: { vi: 'Bình nước', en: 'Bottle' },
      points: 120,
      stock: 7,
      sortOrder: 1,
    });
    const replaced = await inject('PUT', pointsPaths.operatorGood.replace(':id', String(id)), operator, {
      name: { vi: 'Bình nước lớn', en: 'Large bottle' },
      imageUrl: 'https://cdn.example.com/bottle.png',
      points: 150,
      stock: 9,
      sortOrder: 1,
    });
    expect(replaced.json().value).toMatchObject({ id, points: 150, stock: 9, enabled: true, redeemed: 0 });
    const hidden = await createGood({ name: { vi: 'Ẩn', en: 'Hidden' }, enabled: false });
    const visitor = await testApp.app.inject({
      method: 'GET',
      url: pointsPaths.goods,
      headers: { 'accept-language': 'vi' },
    });
    expect(visitor.statusCode).toBe(200);
    const list = visitor.json().value.list as { id: number; name: string; points: number; stock: number }[];
    expect(list.find((good) => good.id === id)).toEqual({
      id,
      name: 'Bình nước lớn',
      imageUrl: 'https://cdn.example.com/bottle.png',
      points: 150,
      stock: 9,
    });
    expect(list.some((good) => good.id === hidden.id)).toBe(false);
    const english = (await inject('GET', pointsPaths.goods)).json().value.list as {
      id: number;
      name: string;
    }[];
    expect(english.find((good) => good.id === id)!.name).toBe('Large bottle');
    const operatorList = (await inject('GET', pointsPaths.operatorGoods, operator)).json().value.list;
    expect(operatorList.find((good: { id: number }) => good.id === hidden.id)).toMatchObject({
      enabled: false,
    });
  });
});

describe('redeeming', () => {
  it('spends the points, takes the stock and lists the redemption; the same request spends once', async () => {
    const member = await pointsMember(1_000);
    const { id: goodId } = await createGood();
    const response = await redeem(member, { goodId, quantity: 2, requestId: 'redeem-0001' });
    expect(response.statusCode, response.body).toBe(200);
    const redemption = response.json().value;
    expect(redemption).toMatchObject({
      good: { id: goodId, name: 'T-shirt', imageUrl: '/images/shirt.png' },
      quantity: 2,
      points: 600,
      status: 'IN_PROCESS',
      remark: '',
      decidedAt: null,
    });
    expect(await pointsOf(member)).toEqual({
      balance: 400,
      earnedTotal: 1_000,
      spentTotal: 600,
      inProcess: 1,
    });
    const again = await redeem(member, { goodId, quantity: 2, requestId: 'redeem-0001' });
    expect(again.json().value.id).toBe(redemption.id);
    expect((await pointsOf(member)).balance).toBe(400);
    const good = (await inject('GET', pointsPaths.operatorGoods, operator))
      .json()
      .value.list.find((row: { id: number }) => row.id === goodId);
    expect(good).toMatchObject({ stock: 0, redeemed: 2 });
    const entries = (await memberGet(member, `${pointsPaths.entries}?type=REDEEM`)).json().value;
    expect(entries.list).toEqual([
      expect.objectContaining({
        type: 'REDEEM',
        points: -600,
        balanceAfter: 400,
        reference: `#${redemption.id} T-shirt × 2`,
      }),
    ]);
    const mine = await inject('GET', `${pointsPaths.redemptions}?status=IN_PROCESS`, {
      ...member.headers,
      'accept-language': 'vi',
    });
    expect(mine.json().value).toMatchObject({
      total: 1,
      list: [{ id: redemption.id, good: { name: 'Áo thun' } }],
    });
    expect((await memberGet(member, `${pointsPaths.redemptions}?status=APPROVED`)).json().value.total).toBe(
      0,
    );

    const soldOut = await redeem(member, { goodId, requestId: 'redeem-0002' });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ code: 'GOOD_OUT_OF_STOCK', message: 'Only 0 left of this good' });
    const { id: dear } = await createGood({ name: { vi: 'Xe đạp', en: 'Bicycle' }, points: 5_000, stock: 3 });
    const short = await redeem(member, { goodId: dear, requestId: 'redeem-0003' });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'POINTS_INSUFFICIENT',
      message: 'You have 400 points; this needs 5000',
    });
    const hidden = await createGood({ enabled: false });
    for (const missingId of [hidden.id, 999_999]) {
      const missing = await redeem(member, { goodId: missingId, requestId: 'redeem-0004' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('GOOD_NOT_FOUND');
    }
    expect(await pointsOf(member)).toMatchObject({ balance: 400, inProcess: 1 });
    expect((await inject('GET', pointsPaths.operatorGoods, operator)).json().value.list).toContainEqual(
      expect.objectContaining({ id: dear, stock: 3, redeemed: 0 }),
    );
  });

  it('refuses a wrong payment password with nothing moved, and locks after too many', async () => {
    const member = await pointsMember(500);
    const { id: goodId } = await createGood({ stock: 5 });
    const wrong = await redeem(member, { goodId, requestId: 'wrong-0001', paymentPassword: '999999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
    expect(wrong.json().fields).toHaveProperty('paymentPassword');
    expect(await pointsOf(member)).toMatchObject({ balance: 500, inProcess: 0 });
    expect((await memberGet(member, pointsPaths.redemptions)).json().value.total).toBe(0);
    for (let attempt = 2; attempt < PAYMENT_PASSWORD_ATTEMPTS_MAX; attempt += 1) {
      const response = await redeem(member, {
        goodId,
        requestId: `wrong-000${attempt}`,
        paymentPassword: '999999',
      });
      expect(response.statusCode).toBe(400);
    }
    const last = await redeem(member, { goodId, requestId: 'wrong-last', paymentPassword: '999999' });
    expect(last.statusCode).toBe(423);
    expect(last.json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    // Locked: even the right password waits, and converting is locked as well.
    expect((await redeem(member, { goodId, requestId: 'right-0001' })).statusCode).toBe(423);
    expect((await convert(member, { points: 100, requestId: 'right-0002' })).statusCode).toBe(423);
    expect(await pointsOf(member)).toMatchObject({ balance: 500, spentTotal: 0 });
    const good = (await inject('GET', pointsPaths.operatorGoods, operator))
      .json()
      .value.list.find((row: { id: number }) => row.id === goodId);
    expect(good).toMatchObject({ stock: 5, redeemed: 0 });
  });

  it('asks for a payment password first, and refuses bad payloads and plain bodies', async () => {
    const member = await signedInMember(testApp, 0n);
    await givePoints(member, 1_000);
    const { id: goodId } = await createGood();
    const noPassword = await redeem(member, { goodId, requestId: 'nopass-0001' });
    expect(noPassword.statusCode).toBe(409);
    expect(noPassword.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
    const tooMany = await redeem(member, { goodId, quantity: 11, requestId: 'nopass-0002' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty('quantity');
    const plain = await inject('POST', pointsPaths.redeem, member.headers, {
      goodId,
      requestId: 'plain-0001',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    expect((await pointsOf(member)).balance).toBe(1_000);
  });
});

describe('the operator’s decisions', () => {
  it('gives points and stock back on a rejection, keeps them on an approval, and decides once', async () => {
    const member = await pointsMember(1_000);
    const { id: goodId } = await createGood({ points: 200, stock: 4 });
    const first = (await redeem(member, { goodId, quantity: 2, requestId: 'decide-0001' })).json().value;
    const second = (await redeem(member, { goodId, requestId: 'decide-0002' })).json().value;
    expect(await pointsOf(member)).toMatchObject({ balance: 400, inProcess: 2 });

    const noRemark = await decide(first.id, { decision: 'REJECTED' });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().fields).toHaveProperty('remark');
    const badDecision = await decide(first.id, { decision: 'MAYBE' });
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().fields).toHaveProperty('decision');

    const rejected = await decide(first.id, { decision: 'REJECTED', remark: 'Out of this colour' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({
      id: first.id,
      status: 'REJECTED',
      remark: 'Out of this colour',
      decidedAt: expect.any(String),
      member: { id: member.id, username: member.username },
    });
    expect(await pointsOf(member)).toEqual({
      balance: 800,
      earnedTotal: 1_000,
      spentTotal: 200,
      inProcess: 1,
    });
    const returned = (await memberGet(member, `${pointsPaths.entries}?type=REDEEM`)).json().value.list[0];
    expect(returned).toMatchObject({ points: 400, balanceAfter: 800, reference: `#${first.id} T-shirt × 2` });

    const approved = await decide(second.id, { decision: 'APPROVED' });
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', remark: '' });
    expect(await pointsOf(member)).toMatchObject({ balance: 800, inProcess: 0 });
    const good = (await inject('GET', pointsPaths.operatorGoods, operator))
      .json()
      .value.list.find((row: { id: number }) => row.id === goodId);
    // 4 − 2 − 1 + 2 back: 3 left; the approved one counts as redeemed, the rejected one does not.
    expect(good).toMatchObject({ stock: 3, redeemed: 1 });

    for (const id of [first.id, second.id]) {
      const twice = await decide(id, { decision: 'REJECTED', remark: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'REDEMPTION_NOT_PENDING',
        message: 'This redemption has already been decided',
      });
    }
    expect((await pointsOf(member)).balance).toBe(800);
    const unknown = await decide(999_999, { decision: 'APPROVED' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('REDEMPTION_NOT_FOUND');

    const page = (
      await inject('GET', `${pointsPaths.operatorRedemptions}?status=REJECTED&pageSize=100`, operator)
    ).json().value;
    expect(page.list[0]).toMatchObject({ id: first.id, member: { username: member.username } });
    expect(page.list.every((row: { status: string }) => row.status === 'REJECTED')).toBe(true);
    const newest = (await inject('GET', pointsPaths.operatorRedemptions, operator)).json().value.list[0];
    expect(newest.id).toBe(second.id);
  });
});

describe('converting', () => {
  it('pays money from the bonus account once per request, with the ledger balanced', async () => {
    const member = await pointsMember(1_000);
    const before = await balanceOf(testApp.app, member);
    expect(before).toBe('100.00');
    const response = await convert(member, { points: 250, requestId: 'convert-0001' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      points: 250,
      amount: '2.50',
      balance: '102.50',
      pointsBalance: 750,
    });
    const again = await convert(member, { points: 250, requestId: 'convert-0001' });
    expect(again.json().value).toEqual({
      points: 250,
      amount: '2.50',
      balance: '102.50',
      pointsBalance: 750,
    });
    expect(await balanceOf(testApp.app, member)).toBe('102.50');
    expect(await pointsOf(member)).toMatchObject({ balance: 750, spentTotal: 250 });
    const entry = (await memberGet(member, `${pointsPaths.entries}?type=CONVERT`)).json().value.list;
    expect(entry).toEqual([expect.objectContaining({ points: -250, balanceAfter: 750, reference: '2.50' })]);
    expect(await ledgerBalanced(testApp.app)).toBe(true);

    const short = await convert(member, { points: 5_000, requestId: 'convert-0002' });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('POINTS_INSUFFICIENT');
    expect(await balanceOf(testApp.app, member)).toBe('102.50');
  });

  it('refuses under the minimum, under 0.01 and while closed', async () => {
    const member = await pointsMember(1_000);
    const below = await convert(member, { points: 99, requestId: 'convert-0101' });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'POINTS_BELOW_MINIMUM',
      message: 'Convert at least 100 points',
    });
    expect(below.json().fields).toHaveProperty('points');
    // 1,000 points make 1.00: fewer than 10 make less than 0.01, whatever the operator's minimum.
    expect((await saveSettings({ ...SETTINGS, pointsPerUnit: 1_000, convertMinPoints: 1 })).statusCode).toBe(
      200,
    );
    const tiny = await convert(member, { points: 9, requestId: 'convert-0102' });
    expect(tiny.json()).toMatchObject({
      code: 'POINTS_BELOW_MINIMUM',
      message: 'Convert at least 10 points',
    });
    const fine = await convert(member, { points: 15, requestId: 'convert-0103' });
    // 15 points at 1,000 per 1.00: 0.015, rounded down to 0.01.
    expect(fine.json().value).toMatchObject({
      points: 15,
      amount: '0.01',
      balance: '100.01',
      pointsBalance: 985,
    });
    expect((await saveSettings({ ...SETTINGS, convertEnabled: false })).statusCode).toBe(200);
    const closed = await convert(member, { points: 200, requestId: 'convert-0104' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('POINTS_CONVERT_DISABLED');
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
    expect(await pointsOf(member)).toMatchObject({ balance: 985 });
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });
});

describe('who may call what', () => {
  it('lets visitors read the rules and goods only, refuses trial members and bad filters', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: pointsPaths.config });
    expect(config.statusCode).toBe(200);
    expect(config.json().value).toEqual({ ...SETTINGS });
    for (const url of [pointsPaths.balance, pointsPaths.entries, pointsPaths.redemptions]) {
      const visitor = await inject('GET', url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('NOT_LOGGED_IN');
    }
    const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
    const trialBalance = await inject('GET', pointsPaths.balance, { authorization: `Bearer ${trial.token}` });
    expect(trialBalance.statusCode).toBe(403);
    expect(trialBalance.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    const member = await signedInMember(testApp, 0n);
    const memberOnOperator = await inject('GET', pointsPaths.operatorSettings, member.headers);
    expect(memberOnOperator.statusCode).toBe(403);
    const badType = await memberGet(member, `${pointsPaths.entries}?type=BONUS`);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toHaveProperty('type');
    const badStatus = await memberGet(member, `${pointsPaths.redemptions}?status=DONE`);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toHaveProperty('status');
    expect(await pointsOf(member)).toEqual({ balance: 0, earnedTotal: 0, spentTotal: 0, inProcess: 0 });
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [pointsPaths.redeem, pointsPaths.convert, '/api/operator/points/redemptions/{id}']) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});
