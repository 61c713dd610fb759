// The real-time salary (../shared/AGENTS.md §3): the tier from the day so far at the window's end, the
// rate on the window's volume (10:05–10:10: B's 3,000 at 0.8 % = 24, C's 1,000 at 0.5 % = 5, net B 19),
// and a round voided after its window posting a negative adjustment in the window that processed it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { contractsPaths, type Bill, type Contract } from '@playdeck/contract/contracts';
import { findRootAccount } from '../account/account.service';
import { account, fund, HOUSE_SECRET, playRound, signIn, siteTime } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders } from '../../test-support/payments';
import { gameRoundsTable } from '../vendors/vendors.table';
import { createWalletService } from '../wallet/wallet.service';
import { roundAdjustmentsTable } from './contracts.table';

let clock = new Date('2026-04-05T00:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET }, now: () => clock });
}, 120_000);
afterAll(() => testApp.close());

it('pays each window on its volume at the tier of the day so far, and takes back a later void', async () => {
  const { db } = testApp.database;
  const root = (await findRootAccount(db))!;
  const b = await account(db, 'rtb', ACCOUNT_TYPES.agent, root.id, '2026-03-01 10:00');
  const c = await account(db, 'rtc', ACCOUNT_TYPES.agent, b.id, '2026-03-01 10:00');
  const bMember = await account(db, 'rtbm', ACCOUNT_TYPES.member, b.id, '2026-03-01 10:00');
  const cMember = await account(db, 'rtcm', ACCOUNT_TYPES.member, c.id, '2026-03-01 10:00');
  const operator = await operatorHeaders(testApp.app);
  const sign = async (url: string, headers: Record<string, string>, holder: typeof b, tiers: object[]) => {
    const offered = await testApp.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { holderId: holder.id, type: 'REALTIME', tiers },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: contractsPaths.accept.replace(':id', String((offered.json().value as Contract).id)),
      headers: await signIn(testApp.app, holder, 'agent'),
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  };
  await sign(contractsPaths.operatorContracts, operator, b, [
    { rate: '0.5' },
    { minValidBet: '50000', rate: '0.8' },
  ]);
  await sign(contractsPaths.offers, await signIn(testApp.app, b, 'agent'), c, [{ rate: '0.5' }]);
  await fund(testApp, bMember.id, 90_000_00n);
  await fund(testApp, cMember.id, 2_000_00n);
  // Earlier that day 79,000 of B's own team; in 10:05–10:10, B's member 2,000 and C's member 1,000.
  await playRound(testApp, bMember, {
    stake: '79000.00',
    payout: '0.00',
    placedAt: '2026-04-05 09:00',
    settledAt: '2026-04-05 09:00',
  });
  await playRound(testApp, bMember, {
    stake: '2000.00',
    payout: '0.00',
    placedAt: '2026-04-05 10:06',
    settledAt: '2026-04-05 10:06',
  });
  const voided = await playRound(testApp, cMember, {
    stake: '1000.00',
    payout: '0.00',
    placedAt: '2026-04-05 10:07',
    settledAt: '2026-04-05 10:07',
  });
  const wallet = createWalletService({ db });
  const before = await Promise.all([b.id, c.id].map((id) => wallet.balanceOf(id)));
  const run = async (periodKey: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: contractsPaths.run,
      headers: operator,
      payload: { type: 'REALTIME', periodKey },
    });
    expect(response.statusCode, response.body).toBe(200);
    const bills = await testApp.app.inject({
      method: 'GET',
      url: `${contractsPaths.operatorBills}?type=REALTIME&periodKey=${periodKey}`,
      headers: operator,
    });
    return Object.fromEntries(
      (bills.json().value.list as Bill[]).map((bill) => [bill.holder.username, bill]),
    );
  };
  clock = siteTime('2026-04-05 10:12');
  const first = await run('RT:2026-04-05T10:05');
  expect(first.rtb).toMatchObject({
    teamBet: '3000.00',
    tier: 2,
    rate: '0.80',
    gross: '24.00',
    childrenGross: '5.00',
    net: '19.00',
    status: 'PAID',
  });
  expect(first.rtc).toMatchObject({ teamBet: '1000.00', tier: 1, gross: '5.00', status: 'PAID' });
  // At 10:12 the vendor voids C's member's round: the window 10:10–10:15 takes its 1,000 back.
  await db.update(gameRoundsTable).set({ status: 'cancelled' }).where(eq(gameRoundsTable.roundId, voided));
  await db.update(roundAdjustmentsTable).set({ processedAt: siteTime('2026-04-05 10:12') });
  clock = siteTime('2026-04-05 10:17');
  const second = await run('RT:2026-04-05T10:10');
  expect(second.rtb).toMatchObject({ teamBet: '-1000.00', gross: '-8.00', net: '-3.00', status: 'PAID' });
  expect(second.rtc).toMatchObject({ teamBet: '-1000.00', gross: '-5.00', status: 'PAID' });
  const after = await Promise.all([b.id, c.id].map((id) => wallet.balanceOf(id)));
  expect(after.map((value, index) => value - before[index]!)).toEqual([16_00n, 0n]);
  // The closed window never reopens: running it again changes nothing.
  await run('RT:2026-04-05T10:05');
  expect(await Promise.all([b.id, c.id].map((id) => wallet.balanceOf(id)))).toEqual(after);
  const adjustments = await db.execute(sql`select count(*)::int as n from round_adjustments`);
  expect((adjustments as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  expect((await wallet.verify()).balanced).toBe(true);
});
