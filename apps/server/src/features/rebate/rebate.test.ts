// Rebates through the API (issue 15 item 4, AGENTS.md §3): the operator's modes and rates with bad
// input refused; the manual rebate accrued since the last claim, claimed once per request and per
// cooldown, refused under the minimum; the automatic daily run paying a day's rounds once however
// often it runs, and never a round a manual claim already covered; the ledger balanced.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@playdeck/contract/money';
import { rebatePaths, type RebateSettings } from '@playdeck/contract/rebate';
import { HOUSE_SECRET, playRound } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  ledgerBalanced,
  operatorHeaders,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';

let clock = new Date();
let testApp: TestApp;
let operator: Record<string, string>;
const en = { 'accept-language': 'en' };
const SETTINGS: RebateSettings = {
  categories: [
    { category: 'RNG', mode: 'MANUAL', rates: ['1'] },
    { category: 'LIVE', mode: 'AUTO', rates: ['0.5'] },
  ],
  manualMinClaim: '1.00',
  manualCooldownMinutes: 60,
};

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET }, now: () => clock });
  operator = { ...(await operatorHeaders(testApp.app)), ...en };
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: rebatePaths.operatorSettings,
    headers: operator,
    payload: SETTINGS,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(() => testApp.close());

/** The site wall clock (GMT+8) `minutes` before now: rounds settled then are covered by a claim now. */
const minutesAgo = (minutes: number) =>
  new Date(Date.now() + 8 * 3_600_000 - minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
const earlier = (minutes: number) => ({ placedAt: minutesAgo(minutes), settledAt: minutesAgo(minutes) });

const get = (member: SignedInMember, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...member.headers, ...en } });
const claim = (member: SignedInMember, requestId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: rebatePaths.claim,
    headers: { ...member.headers, ...en },
    payload: { requestId },
  });

describe('the operator’s settings', () => {
  it('refuses rates over 5 %, a category twice and a negative cooldown, and keeps the last good ones', async () => {
    const bad = async (payload: unknown, field: string) => {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: rebatePaths.operatorSettings,
        headers: operator,
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    };
    await bad(
      { ...SETTINGS, categories: [{ category: 'RNG', mode: 'MANUAL', rates: ['6'] }] },
      'categories.0.rates.0',
    );
    await bad(
      { ...SETTINGS, categories: [...SETTINGS.categories, { category: 'RNG', mode: 'AUTO', rates: ['1'] }] },
      'categories.2.category',
    );
    await bad({ ...SETTINGS, manualCooldownMinutes: -1 }, 'manualCooldownMinutes');
    const current = await testApp.app.inject({
      method: 'GET',
      url: rebatePaths.operatorSettings,
      headers: operator,
    });
    expect(current.json().value).toEqual(SETTINGS);
  });
});

describe('the manual rebate', () => {
  it('accrues since the last claim, pays a request once and waits for the cooldown', async () => {
    const member = await signedInMember(testApp, 1_000_00n);
    await playRound(testApp, member, { stake: '150.00', payout: '100.00', ...earlier(30) });
    await playRound(testApp, member, { stake: '50.00', payout: '0.00', ...earlier(29) });
    // LIVE is automatic: not in the manual rebate.
    await playRound(testApp, member, { stake: '80.00', payout: '0.00', vendor: 'PDLIVE', ...earlier(28) });
    // The newest minute waits for the next claim.
    await playRound(testApp, member, { stake: '10.00', payout: '0.00', placedAt: 'now' });
    clock = new Date(Date.now() + 1_000);
    const accrued = (await get(member, rebatePaths.manual)).json().value;
    expect(accrued).toMatchObject({
      categories: [{ category: 'RNG', rate: '1', validBet: '200.00', amount: '2.00' }],
      total: '2.00',
      minClaim: '1.00',
      nextClaimAt: null,
    });
    const first = await claim(member, 'request-0001');
    expect(first.json().value).toMatchObject({ amount: '2.00', balance: '812.00' });
    // The same press again: the first claim, nothing more.
    expect((await claim(member, 'request-0001')).json().value).toMatchObject({
      id: first.json().value.id,
      amount: '2.00',
    });
    // The 10.00 settled in the claim's last minute and 290.00 after it: both go to the next claim.
    // (The database's clock is real: the claim and the rounds are moved 10 and 5 minutes back.)
    await playRound(testApp, member, { stake: '290.00', payout: '0.00', placedAt: 'now' });
    await testApp.database.db.execute(
      sql`update rebate_claims set covered_to = now() - interval '10 minutes' where account_id = ${member.id}`,
    );
    await testApp.database.db.execute(
      sql`update game_rounds set settled_at = now() - interval '5 minutes' where member_account_id = ${member.id}
            and stake_minor in (1000, 29000)`,
    );
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await get(member, rebatePaths.manual)).json().value).toMatchObject({
      total: '3.00',
      nextClaimAt: expect.any(String),
    });
    const early = await claim(member, 'request-0002');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'REBATE_COOLDOWN',
      message: expect.stringContaining('You can claim again at'),
    });
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect((await claim(member, 'request-0003')).json().value).toMatchObject({
      amount: '3.00',
      balance: '525.00',
    });
    const history = (await get(member, rebatePaths.history)).json().value;
    expect(history.list.map((row: { kind: string; amount: string }) => [row.kind, row.amount])).toEqual([
      ['MANUAL', '3.00'],
      ['MANUAL', '2.00'],
    ]);
  });

  it('refuses a claim under the minimum with both amounts, and moves nothing', async () => {
    const member = await signedInMember(testApp, 100_00n);
    await playRound(testApp, member, { stake: '50.00', payout: '0.00', ...earlier(10) });
    clock = new Date(clock.getTime() + 1_000);
    const refused = await claim(member, 'request-small');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REBATE_BELOW_MINIMUM',
      message: 'There is 0.50 to claim; the least is 1.00',
    });
    expect((await get(member, rebatePaths.manual)).json().value.total).toBe('0.50');
  });
});

describe('the automatic daily rebate', () => {
  it('pays a site day’s LIVE rounds once at 10:00 the next day, however often it runs', async () => {
    const member = await signedInMember(testApp, 500_00n);
    // Rounds at 09:00 and 23:00 of 2 March (site time), and one at 00:30 on 3 March.
    clock = new Date('2026-03-04T00:00:00Z');
    await playRound(testApp, member, {
      stake: '100.00',
      payout: '0.00',
      vendor: 'PDLIVE',
      placedAt: '2026-03-02 09:00',
      settledAt: '2026-03-02 09:00',
    });
    await playRound(testApp, member, {
      stake: '60.00',
      payout: '0.00',
      vendor: 'PDLIVE',
      placedAt: '2026-03-02 23:00',
      settledAt: '2026-03-02 23:00',
    });
    await playRound(testApp, member, {
      stake: '40.00',
      payout: '0.00',
      vendor: 'PDLIVE',
      placedAt: '2026-03-03 00:30',
      settledAt: '2026-03-03 00:30',
    });
    // 3 March 09:59 site time: 1 March and before are due, 2 March not yet.
    clock = new Date('2026-03-03T01:59:00Z');
    await testApp.app.scheduler.runOnce(testApp.app.jobs.rebateDaily!);
    const balance = async () => (await get(member, '/api/wallet/balance')).json().value.balance;
    const start = await balance();
    clock = new Date('2026-03-03T02:00:00Z');
    await Promise.all([testApp.app.jobs.rebateDaily!.run(), testApp.app.jobs.rebateDaily!.run()]);
    await testApp.app.scheduler.runOnce(testApp.app.jobs.rebateDaily!);
    const moves = await testApp.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`RB:2026-03-02:${member.id}:%`}`,
    );
    expect((moves as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // 0.5 % of 160.00 = 0.80.
    expect(toMinor(await balance()) - toMinor(start)).toBe(80n);
    const history = (await get(member, rebatePaths.history)).json().value;
    expect(history.list[0]).toMatchObject({ kind: 'AUTO', label: 'LIVE 2026-03-02', amount: '0.80' });
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });
});
