// A settlement period run at the same moment by two API processes pays exactly once (issue 14 §7,
// DESIGN.md "Scale-out"): the operator's run on both, and both processes' scheduled jobs, side by side.
// With TEST_DATABASE_URL the two apps are separate pools on one PostgreSQL database; on PGlite they
// share the one handle.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { contractsPaths } from '@playdeck/contract/contracts';
import { findRootAccount } from '../account/account.service';
import { account, fund, HOUSE_SECRET, playRound, signIn } from '../../test-support/agent-team';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders } from '../../test-support/payments';
import { createWalletService } from '../wallet/wallet.service';

let clock = new Date('2026-03-02T04:00:00Z');
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET }, listen: true, now: () => clock });
  second = await buildSecondTestApp(first);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

it('pays a daily wage once when both processes settle the day at once', async () => {
  const { db } = first.database;
  const root = (await findRootAccount(db))!;
  const agent = await account(db, 'sodaily', ACCOUNT_TYPES.agent, root.id, '2026-02-01 10:00');
  const member = await account(db, 'sodailym', ACCOUNT_TYPES.member, agent.id, '2026-02-01 10:00');
  const operator = await operatorHeaders(first.app);
  const offered = await first.app.inject({
    method: 'POST',
    url: contractsPaths.operatorContracts,
    headers: operator,
    payload: { holderId: agent.id, type: 'DAILY', tiers: [{ minValidBet: '100', rate: '1.5' }] },
  });
  expect(offered.statusCode, offered.body).toBe(200);
  const accepted = await second.app.inject({
    method: 'POST',
    url: contractsPaths.accept.replace(':id', String(offered.json().value.id)),
    headers: await signIn(second.app, agent, 'agent'),
    payload: {},
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  await fund(first, member.id, 2_000_00n);
  await playRound(first, member, {
    stake: '1000.00',
    payout: '400.00',
    placedAt: '2026-03-03 10:00',
    settledAt: '2026-03-03 10:01',
  });
  const wallet = createWalletService({ db });
  const before = await wallet.balanceOf(agent.id);
  clock = new Date('2026-03-03T18:10:00Z'); // 4 March 02:10 at the site: DW:2026-03-03 is due.
  const run = (app: TestApp) =>
    app.app.inject({
      method: 'POST',
      url: contractsPaths.run,
      headers: operator,
      payload: { type: 'DAILY', periodKey: 'DW:2026-03-03' },
    });
  const answers = await Promise.all([
    run(first),
    run(second),
    first.app.scheduler.runOnce(first.app.jobs.settleDAILY!),
    second.app.scheduler.runOnce(second.app.jobs.settleDAILY!),
  ]);
  const statuses = answers.slice(0, 2).map((answer) => (answer as { statusCode: number }).statusCode);
  expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
  await run(first);
  expect((await wallet.balanceOf(agent.id)) - before).toBe(15_00n);
  const moves = (await db.execute(
    sql`select count(*)::int as n from ledger_transactions where idempotency_key like 'DAILY:DW:2026-03-03:%'`,
  )) as unknown as { rows: { n: number }[] };
  expect(moves.rows[0]!.n).toBe(1);
  expect((await wallet.verify()).balanced).toBe(true);
});
