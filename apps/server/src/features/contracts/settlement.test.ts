// Contracts and settlement through the API on a real database (issue 14 §7): the worked dividend of
// ../shared/AGENTS.md §3 (54,000 = 29,000 + 21,000 + 4,000) over a chain platform → A → B → C, with
// offers, the consent answers and tier refusals; a period run twice paying once; the operator's review
// order; an insufficient parent completed by the retry; the conflict cascade; and the ledger balanced.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import {
  contractsPaths,
  type Bill,
  type Consolidated,
  type Contract,
  type TierInput,
} from '@playdeck/contract/contracts';
import { findRootAccount } from '../account/account.service';
import {
  account,
  fund,
  HOUSE_SECRET,
  playRound,
  promotion,
  signIn,
  type FixtureAccount,
} from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders } from '../../test-support/payments';
import { createWalletService } from '../wallet/wallet.service';

let clock = new Date('2026-01-02T04:00:00Z');
let testApp: TestApp;
let chain: Record<'a' | 'b' | 'c', FixtureAccount>;
const headers: Record<string, Record<string, string>> = {};
const en = { 'accept-language': 'en' };

async function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  // One operator session for the file: signing in per call would meet the sign-in rate limit.
  headers.operator ??= await operatorHeaders(testApp.app);
  const auth = headers[who]!;
  return testApp.app.inject({
    method,
    url,
    headers: { ...auth, ...en },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function ok<T>(
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

const path = (template: string, id: number) => template.replace(':id', String(id));
const A_TIERS: TierInput[] = [{ rate: '20' }, { minValidBet: '500000', minActive: 10, rate: '30' }];
const B_TIERS: TierInput[] = [
  { minActive: 3, rate: '15' },
  { minValidBet: '500000', minActive: 10, rate: '25' },
];
const C_TIERS: TierInput[] = [{ minActive: 3, rate: '10' }];

/** `count` members under `parent`, each betting its share of `stake`; the first is paid `payout`. */
async function members(parent: FixtureAccount, prefix: string, count: number, stake: number, payout: number) {
  const created: FixtureAccount[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await account(
      testApp.database.db,
      `${prefix}${index}`,
      ACCOUNT_TYPES.member,
      parent.id,
      '2025-12-01 10:00',
    );
    const share =
      index === count - 1 ? stake - Math.floor(stake / count) * (count - 1) : Math.floor(stake / count);
    await fund(testApp, member.id, BigInt(share) * 100n);
    await playRound(testApp, member, {
      stake: `${share}.00`,
      payout: index === 0 ? `${payout}.00` : '0.00',
      placedAt: '2026-01-05 12:00',
      settledAt: '2026-01-05 12:01',
    });
    created.push(member);
  }
  return created;
}

async function offerAndAccept(issuer: string, holder: FixtureAccount, tiers: TierInput[]): Promise<Contract> {
  const url = issuer === 'operator' ? contractsPaths.operatorContracts : contractsPaths.offers;
  const offered = await ok<Contract>(issuer, 'POST', url, {
    holderId: holder.id,
    type: 'DIVIDEND',
    category: 'ALL',
    tiers,
  });
  expect(offered.status).toBe('PENDING');
  const consolidated = await ok<Consolidated>(holder.username, 'GET', contractsPaths.consolidated);
  expect(consolidated.pendingOffers.map((offer) => offer.id)).toContain(offered.id);
  return ok<Contract>(holder.username, 'POST', path(contractsPaths.accept, offered.id), {});
}

/** Money into a wallet from the house, once per key. */
async function fundOnce(key: string, accountId: number, amountMinor: bigint) {
  const wallet = createWalletService({ db: testApp.database.db });
  await wallet.post({
    idempotencyKey: key,
    kind: 'test_fund',
    postings: [
      { ledgerAccountId: await wallet.ledgerAccountId('house', null), amountMinor: -amountMinor },
      { ledgerAccountId: await wallet.ledgerAccountId('member_wallet', accountId), amountMinor },
    ],
  });
}

async function balances(ids: number[]): Promise<bigint[]> {
  const wallet = createWalletService({ db: testApp.database.db });
  return Promise.all(ids.map((id) => wallet.balanceOf(id)));
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET }, now: () => clock });
  const { db } = testApp.database;
  const root = (await findRootAccount(db))!;
  const a = await account(db, 'dva', ACCOUNT_TYPES.agent, root.id, '2025-12-01 10:00');
  const b = await account(db, 'dvb', ACCOUNT_TYPES.agent, a.id, '2025-12-01 10:00');
  const c = await account(db, 'dvc', ACCOUNT_TYPES.agent, b.id, '2025-12-01 10:00');
  chain = { a, b, c };
  for (const agent of [a, b, c]) headers[agent.username] = await signIn(testApp.app, agent, 'agent');
  await ok('operator', 'PUT', contractsPaths.operatorSettings, { dividendAutoPay: true });
}, 120_000);
afterAll(() => testApp.close());

describe('offers and the consent answers', () => {
  it('refuses offers to a non-child, a member or with tiers above the parent, and then signs the chain', async () => {
    // The platform may only contract a top-level agent.
    const notTop = await call('operator', 'POST', contractsPaths.operatorContracts, {
      holderId: chain.b.id,
      type: 'DIVIDEND',
      tiers: A_TIERS,
    });
    expect(notTop.statusCode).toBe(400);
    expect(notTop.json().code).toBe('CONTRACT_HOLDER_INVALID');
    // Nor a trial account, nor a member.
    const trial = await account(
      testApp.database.db,
      'dvtrial',
      ACCOUNT_TYPES.trial,
      (await findRootAccount(testApp.database.db))!.id,
      '2025-12-01 10:00',
    );
    const toTrial = await call('operator', 'POST', contractsPaths.operatorContracts, {
      holderId: trial.id,
      type: 'DIVIDEND',
      tiers: A_TIERS,
    });
    expect(toTrial.json()).toMatchObject({
      code: 'CONTRACT_HOLDER_INVALID',
      fields: { holderId: expect.any(String) },
    });
    // A holds nothing yet: it cannot offer.
    const uncovered = await call('dva', 'POST', contractsPaths.offers, {
      holderId: chain.b.id,
      type: 'DIVIDEND',
      tiers: B_TIERS,
    });
    expect(uncovered.json().code).toBe('CONTRACT_ISSUER_UNCOVERED');
    await offerAndAccept('operator', chain.a, A_TIERS);
    // The invalid 25 % at 300,000.
    const above = await call('dva', 'POST', contractsPaths.offers, {
      holderId: chain.b.id,
      type: 'DIVIDEND',
      tiers: [
        { minActive: 3, rate: '15' },
        { minValidBet: '300000', minActive: 3, rate: '25' },
      ],
    });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'CONTRACT_TIERS_INVALID',
      fields: { 'tiers.1.rate': expect.stringContaining('20.00 %') },
    });
    // Not a direct child (C is B's), and a reversed tier order.
    expect(
      (
        await call('dva', 'POST', contractsPaths.offers, {
          holderId: chain.c.id,
          type: 'DIVIDEND',
          tiers: C_TIERS,
        })
      ).json().code,
    ).toBe('CONTRACT_HOLDER_INVALID');
    const reversed = await call('dva', 'POST', contractsPaths.offers, {
      holderId: chain.b.id,
      type: 'DIVIDEND',
      tiers: [...B_TIERS].reverse(),
    });
    expect(reversed.json().code).toBe('CONTRACT_TIERS_INVALID');
    await offerAndAccept('dva', chain.b, B_TIERS);
    const offered = await ok<Contract>('dvb', 'POST', contractsPaths.offers, {
      holderId: chain.c.id,
      type: 'DIVIDEND',
      tiers: C_TIERS,
    });
    // Someone else's offer is not found; C answers its own.
    expect((await call('dvb', 'POST', path(contractsPaths.accept, offered.id), {})).statusCode).toBe(404);
    expect((await ok<Contract>('dvc', 'POST', path(contractsPaths.accept, offered.id), {})).status).toBe(
      'ACTIVE',
    );
    expect((await call('dvc', 'POST', path(contractsPaths.reject, offered.id))).json().code).toBe(
      'CONTRACT_NOT_PENDING',
    );
    const consolidated = await ok<Consolidated>('dvc', 'GET', contractsPaths.consolidated);
    expect(consolidated).toMatchObject({ divtypereq: true, dailysalreqtype: false, pendingOffers: [] });
    expect(consolidated.dividend.contracts[0]!.tiers[0]).toMatchObject({ minActive: 3, rate: '10.00' });
    // The operator picks platform holders among the top-level agents only.
    const agents = await ok<{ list: { username: string; activeContracts: number }[] }>(
      'operator',
      'GET',
      contractsPaths.operatorAgents,
    );
    expect(agents.list).toContainEqual({ id: chain.a.id, username: 'dva', activeContracts: 1 });
    expect(agents.list.map((agent) => agent.username)).not.toContain('dvb');
  });
  it('refuses a disabled type, and lets an unanswered offer expire after the operator’s days', async () => {
    const settings = await ok<{ types: { HOURLY: Record<string, unknown> } }>(
      'operator',
      'GET',
      contractsPaths.operatorSettings,
    );
    await ok('operator', 'PUT', contractsPaths.operatorSettings, {
      types: { HOURLY: { ...settings.types.HOURLY, enabled: false } },
    });
    const disabled = await call('operator', 'POST', contractsPaths.operatorContracts, {
      holderId: chain.a.id,
      type: 'HOURLY',
      tiers: [{ rate: '1' }],
    });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({
      code: 'CONTRACT_TYPE_DISABLED',
      message: 'This contract type is not enabled',
    });
    await ok('operator', 'PUT', contractsPaths.operatorSettings, {
      types: { HOURLY: { ...settings.types.HOURLY, enabled: true } },
    });
    const offered = await ok<Contract>('operator', 'POST', contractsPaths.operatorContracts, {
      holderId: chain.a.id,
      type: 'HOURLY',
      tiers: [{ rate: '1' }],
    });
    const saved = clock;
    clock = new Date(saved.getTime() + 8 * 86_400_000);
    await testApp.app.scheduler.runOnce(testApp.app.jobs.contractOfferExpiry!);
    const list = await ok<{ list: Contract[] }>(
      'operator',
      'GET',
      `${contractsPaths.operatorContracts}?type=HOURLY`,
    );
    expect(list.list.find((contract) => contract.id === offered.id)).toMatchObject({ status: 'EXPIRED' });
    expect((await call('dva', 'POST', path(contractsPaths.accept, offered.id), {})).json().code).toBe(
      'CONTRACT_NOT_PENDING',
    );
    clock = saved;
  });
});

describe('the dividend of 1–15 January (AGENTS.md §3)', () => {
  it('pays 54,000 = 29,000 + 21,000 + 4,000 once, however often the period runs', async () => {
    // C's team: bet 200,000, payout 150,000, rebates 6,000, bonuses 4,000 → net loss 40,000, 5 active.
    const cTeam = await members(chain.c, 'dvcm', 5, 200_000, 150_000);
    await promotion(testApp, cTeam[1]!, 'rebate_daily', 6_000_00n, '2026-01-06 10:00');
    await promotion(testApp, cTeam[2]!, 'bonus_promotion', 4_000_00n, '2026-01-06 11:00');
    // B's own members: 7 more active, bet 400,000, net loss 60,000. A's: 13 more, 300,000, 80,000.
    await members(chain.b, 'dvbm', 7, 400_000, 340_000);
    await members(chain.a, 'dvam', 13, 300_000, 220_000);
    const before = await balances([chain.a.id, chain.b.id, chain.c.id]);
    // The period has not ended on 10 January; malformed keys are refused.
    clock = new Date('2026-01-10T04:00:00Z');
    expect(
      (
        await call('operator', 'POST', contractsPaths.run, { type: 'DIVIDEND', periodKey: 'DIV:2026-01:H1' })
      ).json().code,
    ).toBe('PERIOD_NOT_ENDED');
    expect(
      (
        await call('operator', 'POST', contractsPaths.run, { type: 'DIVIDEND', periodKey: 'DW:2026-01-05' })
      ).json().code,
    ).toBe('PERIOD_KEY_INVALID');
    clock = new Date('2026-01-16T04:00:00Z');
    const run = () =>
      ok<{ status: string; stats: { gross: string } }>('operator', 'POST', contractsPaths.run, {
        type: 'DIVIDEND',
        periodKey: 'DIV:2026-01:H1',
      });
    expect(await run()).toMatchObject({ status: 'DONE', stats: { gross: '83000.00' } });
    await run();
    await Promise.all([run().catch(() => undefined), run().catch(() => undefined)]);
    const after = await balances([chain.a.id, chain.b.id, chain.c.id]);
    expect(after.map((value, index) => value - before[index]!)).toEqual([29_000_00n, 21_000_00n, 4_000_00n]);
    const bills = await ok<{ list: Bill[] }>(
      'operator',
      'GET',
      `${contractsPaths.operatorBills}?type=DIVIDEND&periodKey=DIV:2026-01:H1`,
    );
    const byHolder = Object.fromEntries(bills.list.map((bill) => [bill.holder.username, bill]));
    expect(byHolder.dva).toMatchObject({
      teamBet: '900000.00',
      teamNetLoss: '180000.00',
      activeMembers: 25,
      tier: 2,
      rate: '30.00',
      gross: '54000.00',
      childrenGross: '25000.00',
      net: '29000.00',
      paidToChildren: '25000.00',
      status: 'PAID',
      issuerKind: 'PLATFORM',
    });
    expect(byHolder.dvb).toMatchObject({
      teamNetLoss: '100000.00',
      activeMembers: 12,
      tier: 2,
      gross: '25000.00',
      net: '21000.00',
      status: 'PAID',
    });
    expect(byHolder.dvc).toMatchObject({
      teamBet: '200000.00',
      teamNetLoss: '40000.00',
      activeMembers: 5,
      gross: '4000.00',
      net: '4000.00',
      status: 'PAID',
    });
    // The agent's own income screen shows its bill; the platform paid 54,000 from its commission account.
    const income = await ok<{ list: Bill[] }>('dvb', 'GET', `${contractsPaths.income}?type=DIVIDEND`);
    expect(income.list.map((bill) => bill.gross)).toEqual(['25000.00']);
    const moves = await testApp.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where kind = 'contract_dividend'`,
    );
    expect((moves as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
    const verify = await ok<{ balanced: boolean }>('operator', 'GET', '/api/operator/ledger/verify');
    expect(verify.balanced).toBe(true);
  });

  it('carries a half the team won into the next half of the month (MONTH), not into the next month', async () => {
    // C's team wins 10,000 in 16–31 January: base −10,000, no dividend; February H1 starts afresh.
    const [winner] = await members(chain.c, 'dvcw', 1, 10_000, 20_000);
    await testApp.database.db.execute(
      sql`update game_rounds set settled_at = '2026-01-20T04:00:00Z' where member_account_id = ${winner!.id}`,
    );
    clock = new Date('2026-02-01T04:00:00Z');
    await ok('operator', 'POST', contractsPaths.run, { type: 'DIVIDEND', periodKey: 'DIV:2026-01:H2' });
    const bills = await ok<{ list: Bill[] }>(
      'dvc',
      'GET',
      `${contractsPaths.income}?type=DIVIDEND&periodKey=DIV:2026-01:H2`,
    );
    expect(bills.list[0]).toMatchObject({
      teamNetLoss: '-10000.00',
      base: '-10000.00',
      gross: '0.00',
      status: 'NOT_REACHED',
    });
  });
});

describe('review and the retry', () => {
  it('approves a parent before its child, and a short parent pays its child once it has money', async () => {
    await ok('operator', 'PUT', contractsPaths.operatorSettings, { dividendAutoPay: false });
    // February H1: C's team loses 40,000 again (5 active); B's and A's teams nothing more.
    await members(chain.c, 'dvcf', 5, 50_000, 10_000);
    await testApp.database.db.execute(
      sql`update game_rounds set settled_at = '2026-02-03T04:00:00Z' where member_account_id in
            (select id from accounts where username like 'dvcf%')`,
    );
    clock = new Date('2026-02-16T04:00:00Z');
    await ok('operator', 'POST', contractsPaths.run, { type: 'DIVIDEND', periodKey: 'DIV:2026-02:H1' });
    const list = async () =>
      Object.fromEntries(
        (
          await ok<{ list: Bill[] }>(
            'operator',
            'GET',
            `${contractsPaths.operatorBills}?type=DIVIDEND&periodKey=DIV:2026-02:H1`,
          )
        ).list.map((bill) => [bill.holder.username, bill]),
      );
    let bills = await list();
    expect(bills.dvc).toMatchObject({ gross: '4000.00', status: 'PENDING_REVIEW' });
    // B's team: 40,000 net loss but only 5 active: tier 1 (15 %) → 6,000; A: 20 % → 8,000.
    expect(bills.dvb).toMatchObject({ gross: '6000.00', status: 'PENDING_REVIEW' });
    const approve = (bill: Bill) => call('operator', 'POST', path(contractsPaths.approveBill, bill.id));
    expect((await approve(bills.dvc!)).json().code).toBe('BILL_PARENT_NOT_APPROVED');
    expect((await approve(bills.dva!)).statusCode).toBe(200);
    expect((await approve(bills.dvb!)).statusCode).toBe(200);
    // B spends all but 1,000 of its wallet before C's bill is approved: it cannot pay C's 4,000 in full.
    const wallet = createWalletService({ db: testApp.database.db });
    const spend = (await wallet.balanceOf(chain.b.id)) - 1_000_00n;
    await wallet.post({
      idempotencyKey: 'dv-b-spends',
      kind: 'test_spend',
      postings: [
        { ledgerAccountId: await wallet.ledgerAccountId('member_wallet', chain.b.id), amountMinor: -spend },
        { ledgerAccountId: await wallet.ledgerAccountId('house', null), amountMinor: spend },
      ],
    });
    expect((await approve(bills.dvc!)).statusCode).toBe(200);
    bills = await list();
    expect(bills.dvc).toMatchObject({ received: '1000.00', status: 'PARTIAL' });
    expect(bills.dvb).toMatchObject({ status: 'INSUFFICIENT' });
    // B gets 1,000 and pays its downline by hand: C has 2,000 of 4,000; one bill still owed.
    await fundOnce('dv-b-first', chain.b.id, 1_000_00n);
    expect(await ok('dvb', 'POST', contractsPaths.payDownline, { type: 'DIVIDEND' })).toEqual({
      paid: 1,
      stillOwed: 1,
      amount: '1000.00',
    });
    expect((await list()).dvc).toMatchObject({ received: '2000.00', status: 'PARTIAL' });
    // B receives more; the retry job completes C's bill and B's is done.
    await fundOnce('dv-b-second', chain.b.id, 5_000_00n);
    await testApp.app.scheduler.runOnce(testApp.app.jobs.settlementRetry!);
    bills = await list();
    expect(bills.dvc).toMatchObject({ received: '4000.00', status: 'PAID' });
    expect(bills.dvb).toMatchObject({ status: 'PAID' });
    expect((await ok<{ balanced: boolean }>('operator', 'GET', '/api/operator/ledger/verify')).balanced).toBe(
      true,
    );
  });
});

describe('a new contract against a downline’s higher rate (AGENTS.md §4)', () => {
  it('flags the offer, asks to confirm, then ends the conflicting contracts and their subtrees', async () => {
    clock = new Date('2026-02-20T04:00:00Z');
    // C gives its own sub-agent D 8 %: D's contract is in C's subtree.
    const d = await account(testApp.database.db, 'dvd', ACCOUNT_TYPES.agent, chain.c.id, '2025-12-01 10:00');
    headers.dvd = await signIn(testApp.app, d, 'agent');
    const forD = await ok<Contract>('dvc', 'POST', contractsPaths.offers, {
      holderId: d.id,
      type: 'DIVIDEND',
      tiers: [{ minActive: 3, rate: '8' }],
    });
    await ok('dvd', 'POST', path(contractsPaths.accept, forD.id), {});
    const lower = await ok<Contract>('dva', 'POST', contractsPaths.offers, {
      holderId: chain.b.id,
      type: 'DIVIDEND',
      tiers: [{ rate: '5' }],
    });
    expect(lower.downlineHigherRate).toBe(true);
    const refused = await call('dvb', 'POST', path(contractsPaths.accept, lower.id), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONTRACT_CONFLICT',
      value: { conflicts: [{ holder: { username: 'dvc' }, subtree: 1 }] },
    });
    expect(
      (await ok<Contract>('dvb', 'POST', path(contractsPaths.accept, lower.id), { confirmTerminate: true }))
        .status,
    ).toBe('ACTIVE');
    const cContracts = await ok<{ list: Contract[] }>(
      'dvb',
      'GET',
      `${contractsPaths.downlineContracts}?type=DIVIDEND`,
    );
    expect(cContracts.list[0]).toMatchObject({
      status: 'TERMINATED',
      terminateReason: 'PARENT_RATE_REDUCED',
    });
    const dContracts = await ok<{ list: Contract[] }>(
      'dvc',
      'GET',
      `${contractsPaths.downlineContracts}?type=DIVIDEND`,
    );
    expect(dContracts.list[0]).toMatchObject({
      holder: { username: 'dvd' },
      status: 'TERMINATED',
      terminateReason: 'UPLINE_ENDED',
    });
    for (const who of ['dvc', 'dvd']) {
      const messages = await ok<{ list: { kind: string }[] }>(who, 'GET', '/api/messages');
      expect(messages.list.map((message) => message.kind)).toContain('contractTerminated');
    }
    // B may re-offer C a compliant contract at once; withdrawing an offer ends nothing else.
    const withdrawn = await ok<Contract>('dvb', 'POST', contractsPaths.offers, {
      holderId: chain.c.id,
      type: 'DIVIDEND',
      tiers: [{ rate: '3' }],
    });
    expect((await ok<Contract>('dvb', 'POST', path(contractsPaths.terminate, withdrawn.id), {})).status).toBe(
      'TERMINATED',
    );
    expect(
      (
        await ok<Contract>('dva', 'POST', contractsPaths.offers, {
          holderId: chain.b.id,
          type: 'DIVIDEND',
          tiers: [{ rate: '4' }],
        })
      ).status,
    ).toBe('PENDING');
    const pendingForB = (
      await ok<{ list: Contract[] }>('dva', 'GET', `${contractsPaths.downlineContracts}?status=PENDING`)
    ).list[0]!;
    await ok('dva', 'POST', path(contractsPaths.terminate, pendingForB.id), {});
    expect(
      (await ok<Consolidated>('dvb', 'GET', contractsPaths.consolidated)).dividend.contracts[0],
    ).toMatchObject({ status: 'ACTIVE', id: lower.id });
    const again = await ok<Contract>('dvb', 'POST', contractsPaths.offers, {
      holderId: chain.c.id,
      type: 'DIVIDEND',
      tiers: [{ rate: '4' }],
    });
    expect(again).toMatchObject({ status: 'PENDING', downlineHigherRate: false });
  });
});
