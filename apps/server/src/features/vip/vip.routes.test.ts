// Proves the member side of VIP over HTTP on the demo ladder (VIP 0 … VIP 5): GET /api/vip needs a
// real account (401 without a session, trial refused), a member's level follows lifetime valid bets
// (played through the signed vendor protocol) and approved deposits, each upgrade bonus is paid once
// through the ledger (also when two evaluations race in two API processes), skipped levels are each
// recorded and paid, agents never get a level, the scheduled job pays members who played without
// looking, member info carries vipLabelName / vipRankLevel, and the ledger stays balanced.
import { createHmac } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { VipStatus } from '@playdeck/contract/vip';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { balanceOf, operatorHeaders, signedInMember, type SignedInMember } from '../../test-support/payments';
import { ledgerVerify, login } from '../../test-support/session';
import { ledgerTransactionsTable } from '../wallet/wallet.table';
import { vipUpgradesTable } from './vip.table';

const HOUSE_SECRET = 'house-vendor-secret-for-vip-tests';
const en = { 'accept-language': 'en' };

let testApp: TestApp;
let rounds = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
});
afterAll(() => testApp.close());

/** A seamless-wallet call signed as a vendor signs it: hex HMAC-SHA256 of the raw body (DESIGN.md). */
function vendorCall(action: 'debit' | 'credit', body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const signature = createHmac('sha256', HOUSE_SECRET).update(payload).digest('hex');
  return testApp.app.inject({
    method: 'POST',
    url: `/api/vendor/PDSLOT/${action}`,
    payload,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });
}

/** One settled losing round of `amount` (its valid bet), as the house slot would play it. */
async function play(member: { id: number }, amount: string) {
  rounds += 1;
  const roundId = `vip-round-${rounds}`;
  const base = { playerId: member.id, roundId, gameCode: 'lucky-dragon' };
  const debit = await vendorCall('debit', { ...base, transactionId: `vip-debit-${rounds}`, amount });
  expect(debit.statusCode, debit.body).toBe(200);
  const credit = await vendorCall('credit', {
    ...base,
    transactionId: `vip-credit-${rounds}`,
    amount: '0.00',
  });
  expect(credit.statusCode, credit.body).toBe(200);
}

/** A bank-transfer deposit the operator approves. */
async function deposit(member: SignedInMember, amount: string) {
  const channels = await testApp.app.inject({
    method: 'GET',
    url: '/api/payments/channels',
    headers: member.headers,
  });
  const bank = channels.json().value.find((channel: { type: string }) => channel.type === 'bank_transfer');
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    payload: { channelId: bank.id, amount },
    headers: member.headers,
  });
  expect(created.statusCode, created.body).toBe(200);
  const approved = await testApp.app.inject({
    method: 'POST',
    url: `/api/operator/deposits/${created.json().value.id}/approve`,
    headers: await operatorHeaders(testApp.app),
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

async function vipOf(member: SignedInMember, app = testApp.app): Promise<VipStatus> {
  const response = await app.inject({ method: 'GET', url: '/api/vip', headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function memberInfo(member: SignedInMember) {
  return (await testApp.app.inject({ method: 'GET', url: '/api/member', headers: member.headers })).json()
    .value;
}

async function bonusTransactions(accountId: number) {
  return testApp.database.db
    .select()
    .from(ledgerTransactionsTable)
    .where(
      and(
        eq(ledgerTransactionsTable.kind, 'bonus_vip'),
        like(ledgerTransactionsTable.idempotencyKey, `vip:${accountId}:%`),
      ),
    );
}

describe('GET /api/vip: who may ask', () => {
  it('answers 401 with the translated message without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/vip', headers: en });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_LOGGED_IN',
      message: 'You are not logged in, please login',
    });
  });

  it('refuses a trial member like every member-only call', async () => {
    const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/vip',
      headers: { authorization: `Bearer ${trial.token}`, ...en },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'REAL_ACCOUNT_REQUIRED',
      message: 'A real account is needed for this: please register',
    });
    expect(trial.member).toMatchObject({ isTrial: true, vipLabelName: null, vipRankLevel: null });
  });
});

describe('a member climbing the ladder', () => {
  it('starts at VIP 0 with the ladder, the next level and no upgrades', async () => {
    const member = await signedInMember(testApp, 0n);
    const status = await vipOf(member);
    expect(status).toMatchObject({
      hasVip: true,
      eligible: true,
      level: 0,
      labelName: 'VIP 0',
      validBet: '0.00',
      deposit: '0.00',
      next: {
        level: 1,
        labelName: 'VIP 1',
        minValidBet: '100.00',
        minDeposit: '0.00',
        validBetNeeded: '100.00',
        depositNeeded: '0.00',
        upgradeBonus: '8.00',
      },
      upgrades: [],
    });
    expect(status.levels.map((level) => level.name)).toEqual([
      'VIP 0',
      'VIP 1',
      'VIP 2',
      'VIP 3',
      'VIP 4',
      'VIP 5',
    ]);
    expect(status.levels[2]).toEqual({
      level: 2,
      name: 'VIP 2',
      minValidBet: '1000.00',
      minDeposit: '200.00',
      upgradeBonus: '28.00',
    });
    expect(await memberInfo(member)).toMatchObject({ vipLabelName: 'VIP 0', vipRankLevel: 0 });
  });

  it('reaches VIP 1 at 100.00 of valid bets and is paid its bonus exactly once', async () => {
    const member = await signedInMember(testApp, 20_000n);
    await play(member, '60.00');
    expect((await vipOf(member)).next).toMatchObject({ level: 1, validBetNeeded: '40.00' });
    await play(member, '40.00');
    // Member info reads the level without paying; the status call records and pays it.
    expect(await memberInfo(member)).toMatchObject({ vipLabelName: 'VIP 1', vipRankLevel: 1 });
    expect(await balanceOf(testApp.app, member)).toBe('100.00');

    const status = await vipOf(member);
    expect(status).toMatchObject({ level: 1, labelName: 'VIP 1', validBet: '100.00' });
    expect(status.next).toMatchObject({ level: 2, validBetNeeded: '900.00', depositNeeded: '200.00' });
    expect(status.upgrades).toEqual([
      { level: 1, labelName: 'VIP 1', bonus: '8.00', reachedAt: expect.any(String) },
    ]);
    expect(await balanceOf(testApp.app, member)).toBe('108.00');

    // Reading again (and the job) pays nothing more.
    await vipOf(member);
    await testApp.app.scheduler.runOnce(testApp.app.jobs.vipUpgrades!);
    expect(await balanceOf(testApp.app, member)).toBe('108.00');
    const bonuses = await bonusTransactions(member.id);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]!.idempotencyKey).toBe(`vip:${member.id}:1`);
    const [row] = await testApp.database.db
      .select()
      .from(vipUpgradesTable)
      .where(eq(vipUpgradesTable.accountId, member.id));
    expect(row).toMatchObject({ level: 1, bonusMinor: 800n, ledgerTransactionId: bonuses[0]!.id });
  });

  it('records and pays every skipped level when a member jumps from VIP 0 to VIP 3', async () => {
    const member = await signedInMember(testApp, 500_000n);
    await deposit(member, '1000.00');
    await play(member, '5000.00');
    expect(await balanceOf(testApp.app, member)).toBe('1000.00');
    const status = await vipOf(member);
    expect(status).toMatchObject({ level: 3, labelName: 'VIP 3', validBet: '5000.00', deposit: '1000.00' });
    expect(status.upgrades.map(({ level, bonus }) => ({ level, bonus }))).toEqual([
      { level: 3, bonus: '88.00' },
      { level: 2, bonus: '28.00' },
      { level: 1, bonus: '8.00' },
    ]);
    // 8.00 + 28.00 + 88.00, one ledger transaction per level.
    expect(await balanceOf(testApp.app, member)).toBe('1124.00');
    expect((await bonusTransactions(member.id)).map((row) => row.idempotencyKey).sort()).toEqual([
      `vip:${member.id}:1`,
      `vip:${member.id}:2`,
      `vip:${member.id}:3`,
    ]);
  });

  it('needs the deposit too: bets alone stop below a level that asks for deposits', async () => {
    const member = await signedInMember(testApp, 200_000n);
    await play(member, '2000.00');
    const status = await vipOf(member);
    expect(status).toMatchObject({
      level: 1,
      next: { level: 2, validBetNeeded: '0.00', depositNeeded: '200.00' },
    });
  });

  it('pays once when two API processes evaluate the same member at the same moment', async () => {
    const member = await signedInMember(testApp, 500_000n);
    await deposit(member, '1000.00');
    await play(member, '5000.00');
    const second = await buildSecondTestApp(testApp);
    try {
      const answers = await Promise.all([
        vipOf(member),
        vipOf(member, second.app),
        vipOf(member),
        vipOf(member, second.app),
      ]);
      for (const answer of answers) expect(answer.level).toBe(3);
    } finally {
      await second.close();
    }
    expect(await balanceOf(testApp.app, member)).toBe('1124.00');
    expect(await bonusTransactions(member.id)).toHaveLength(3);
    const rows = await testApp.database.db
      .select()
      .from(vipUpgradesTable)
      .where(eq(vipUpgradesTable.accountId, member.id));
    expect(rows.map((row) => row.level).sort()).toEqual([1, 2, 3]);
  });
});

describe('who never gets VIP', () => {
  it('gives an agent no level and no bonus, however much it plays', async () => {
    const agent = await signedInMember(testApp, 50_000n, { type: ACCOUNT_TYPES.agent, prefix: 'vipagent' });
    await play(agent, '300.00');
    const status = await vipOf(agent);
    expect(status).toMatchObject({
      hasVip: true,
      eligible: false,
      level: null,
      labelName: null,
      next: null,
      upgrades: [],
    });
    expect(status.validBet).toBe('300.00');
    expect(await memberInfo(agent)).toMatchObject({ isAgent: true, vipLabelName: null, vipRankLevel: null });
    await testApp.app.scheduler.runOnce(testApp.app.jobs.vipUpgrades!);
    expect(await bonusTransactions(agent.id)).toHaveLength(0);
    expect(await balanceOf(testApp.app, agent)).toBe('200.00');
  });
});

describe('the scheduled evaluation', () => {
  it('pays a member who played recently without the member looking', async () => {
    const member = await signedInMember(testApp, 20_000n);
    await play(member, '150.00');
    expect(await bonusTransactions(member.id)).toHaveLength(0);
    expect(await testApp.app.scheduler.runOnce(testApp.app.jobs.vipUpgrades!)).toBe(true);
    expect(await bonusTransactions(member.id)).toHaveLength(1);
    expect(await balanceOf(testApp.app, member)).toBe('58.00');
  });
});

describe('public state', () => {
  it('the start-up call says the site has VIP', async () => {
    const permission = await testApp.app.inject({ method: 'GET', url: '/api/permission' });
    expect(permission.json().value.hasVip).toBe(true);
  });

  it('the sign-in answer carries the member VIP label', async () => {
    const member = await signedInMember(testApp, 0n);
    const response = await login(testApp.app, member);
    expect(response.json().value.member).toMatchObject({ vipLabelName: 'VIP 0', vipRankLevel: 0 });
  });

  it('leaves the ledger balanced after every upgrade', async () => {
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});
