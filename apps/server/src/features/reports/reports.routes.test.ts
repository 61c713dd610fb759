// Proves the operator's reports over HTTP (issue 19 §2) on known rows: exact GGR, bonus cost and NGR per
// site day, play by category, vendor and game with observed and theoretical RTP, deposits and
// withdrawals by channel, new, active and depositing members, bonus cost and commissions by kind; the
// site time zone's day boundary (23:59 and 00:00 at GMT+8, then at GMT+0); trials, open rounds and
// undecided payments left out; bad periods refused with per-field messages; visitors 401, members 403.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type {
  BonusesReport,
  GamesReport,
  MembersReport,
  OverviewReport,
  PaymentsReport,
} from '@playdeck/contract/reports';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember, type SignedInMember } from '../../test-support/payments';
import { houseTheoreticalRtpPercent } from '../../vendors/house/theoretical-rtp';
import { createWalletService } from '../wallet/wallet.service';

let testApp: TestApp;
let operator: { authorization: string };
let m1: SignedInMember;
let m2: SignedInMember;
let made = 0;

const PERIOD = 'from=2025-03-10&to=2025-03-11';

async function exec(statement: ReturnType<typeof sql>) {
  await testApp.database.db.execute(statement);
}

async function round(
  memberId: number,
  vendorCode: string,
  gameCode: string,
  category: string,
  stakeMinor: number,
  payoutMinor: number,
  settledAt: string | null,
) {
  made += 1;
  await exec(sql`insert into game_rounds (vendor_code, round_id, member_account_id, game_code, game_category,
      stake_minor, valid_bet_minor, payout_minor, status, placed_at, settled_at)
    values (${vendorCode}, ${`r${made}`}, ${memberId}, ${gameCode}, ${category}, ${stakeMinor}, ${stakeMinor},
      ${payoutMinor}, ${settledAt === null ? 'open' : 'settled'}, ${settledAt ?? '2025-03-10T12:00:00Z'}::timestamptz,
      ${settledAt}::timestamptz)`);
}

async function depositRow(
  accountId: number,
  channelId: number,
  amountMinor: number,
  status: string,
  at: string,
) {
  made += 1;
  await exec(sql`insert into deposits (account_id, channel_id, amount_minor, status, reference, decided_at, created_at)
    values (${accountId}, ${channelId}, ${amountMinor}, ${status}, ${`REF${made}`},
      ${status === 'pending' ? null : at}::timestamptz, ${at}::timestamptz)`);
}

async function withdrawalRow(
  accountId: number,
  bankName: string,
  amountMinor: number,
  status: string,
  at: string,
) {
  const [bank] = (
    (await testApp.database.db
      .execute(sql`insert into bank_accounts (account_id, bank_name, account_number, holder_name)
      values (${accountId}, ${bankName}, ${`AN${(made += 1)}`}, 'Holder') returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const paid = status === 'paid' || status === 'received';
  await exec(sql`insert into withdrawals (account_id, bank_account_id, amount_minor, status, bank_name, account_number,
      holder_name, paid_at, created_at)
    values (${accountId}, ${bank!.id}, ${amountMinor}, ${status}, ${bankName}, 'x', 'Holder',
      ${paid ? at : null}::timestamptz, ${at}::timestamptz)`);
}

/** A ledger transaction from the site's `kind` account to the member, or to a jackpot pool when null (negative: back). */
async function systemPayment(
  kind: 'bonus' | 'commission',
  transactionKind: string,
  memberId: number | null,
  amountMinor: number,
  at: string,
) {
  const wallet = createWalletService({ db: testApp.database.db });
  const site = await wallet.ledgerAccountId(kind, null);
  const member =
    memberId === null
      ? await wallet.ledgerAccountId('jackpot', null, 'PDSLOT')
      : await wallet.ledgerAccountId('member_wallet', memberId);
  made += 1;
  const { rows } = (await testApp.database.db.execute(sql`insert into ledger_transactions
      (kind, idempotency_key, request_hash, created_at)
    values (${transactionKind}, ${`report-test-${made}`}, 'h', ${at}::timestamptz) returning id`)) as unknown as {
    rows: { id: number }[];
  };
  const id = rows[0]!.id;
  await exec(sql`insert into ledger_entries (transaction_id, ledger_account_id, amount_minor, balance_after_minor, created_at)
    values (${id}, ${site}, ${-amountMinor}, 0, ${at}::timestamptz), (${id}, ${member}, ${amountMinor}, 0, ${at}::timestamptz)`);
}

function get(path: string, headers: Record<string, string> = operator) {
  return testApp.app.inject({ method: 'GET', url: path, headers: { ...headers, 'accept-language': 'en' } });
}

async function value<T>(path: string): Promise<T> {
  const response = await get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
  m1 = await signedInMember(testApp, 0n);
  m2 = await signedInMember(testApp, 0n);
  const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
  const agent = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.agent });
  // Site days at GMT+8: 15:59 UTC is 23:59 of the same day, 16:00 UTC is 00:00 of the next.
  await exec(
    sql`update accounts set created_at = '2025-03-10T01:00:00Z' where id in (${m1.id}, ${trial.id}, ${agent.id})`,
  );
  await exec(sql`update accounts set created_at = '2025-03-10T16:30:00Z' where id = ${m2.id}`);

  await round(m1.id, 'PDSLOT', 'lucky-dragon', 'RNG', 10_000, 5_000, '2025-03-10T15:59:00Z');
  await round(m2.id, 'PDSLOT', 'lucky-dragon', 'RNG', 20_000, 30_000, '2025-03-10T16:00:00Z');
  await round(m1.id, 'EXTV', 'X1', 'LIVE', 5_000, 0, '2025-03-11T03:00:00Z');
  await round(trial.id, 'PDSLOT', 'lucky-dragon', 'RNG', 99_999, 0, '2025-03-10T05:00:00Z');
  await round(m1.id, 'PDSLOT', 'lucky-dragon', 'RNG', 7_000, 0, null);
  await round(m2.id, 'PDSLOT', 'lucky-dragon', 'RNG', 8_000, 0, '2025-03-09T15:59:59Z');

  const channels = (
    (await testApp.database.db.execute(
      sql`select id, type from payment_channels order by id`,
    )) as unknown as {
      rows: { id: number; type: string }[];
    }
  ).rows;
  const bank = channels.find((channel) => channel.type === 'bank_transfer')!.id;
  const gateway = channels.find((channel) => channel.type === 'gateway')!.id;
  await depositRow(m1.id, bank, 10_000, 'credited', '2025-03-10T05:00:00Z');
  await depositRow(m2.id, gateway, 5_000, 'credited', '2025-03-11T05:00:00Z');
  await depositRow(m1.id, bank, 1_000, 'pending', '2025-03-10T06:00:00Z');
  await depositRow(m1.id, bank, 2_000, 'failed', '2025-03-10T06:00:00Z');
  await depositRow(m2.id, bank, 4_000, 'credited', '2025-03-11T16:00:00Z');

  await withdrawalRow(m1.id, 'ACB', 3_000, 'paid', '2025-03-10T08:00:00Z');
  await withdrawalRow(m2.id, 'ACB', 2_000, 'received', '2025-03-11T08:00:00Z');
  await withdrawalRow(m2.id, 'VCB', 500, 'pending', '2025-03-11T08:00:00Z');
  await withdrawalRow(m2.id, 'VCB', 700, 'rejected', '2025-03-11T08:00:00Z');

  await systemPayment('bonus', 'bonus_promotion', m1.id, 1_000, '2025-03-10T10:00:00Z');
  await systemPayment('bonus', 'bonus_cancelled', m1.id, -300, '2025-03-11T02:00:00Z');
  await systemPayment('bonus', 'rebate_auto', m2.id, 200, '2025-03-11T02:00:00Z');
  await systemPayment('commission', 'contract_dividend', m2.id, 4_000, '2025-03-10T12:00:00Z');
  // Between the site's own accounts: no bonus cost.
  await systemPayment('bonus', 'jackpot_seed', null, 50_000, '2025-03-10T12:00:00Z');
});
afterAll(() => testApp.close());

describe('operator reports', () => {
  it('answers GGR, bonus cost and NGR per site day, the boundary at the site midnight', async () => {
    const report = await value<OverviewReport>(`/api/operator/reports/overview?${PERIOD}`);
    expect(report.period).toEqual({ from: '2025-03-10', to: '2025-03-11', timeZoneOffsetMinutes: 480 });
    expect(report.days).toEqual([
      {
        day: '2025-03-10',
        rounds: 1,
        stake: '100.00',
        validBet: '100.00',
        payout: '50.00',
        ggr: '50.00',
        bonusCost: '10.00',
        ngr: '40.00',
      },
      {
        day: '2025-03-11',
        rounds: 2,
        stake: '250.00',
        validBet: '250.00',
        payout: '300.00',
        ggr: '-50.00',
        bonusCost: '-1.00',
        ngr: '-49.00',
      },
    ]);
    expect(report.totals).toEqual({
      rounds: 3,
      stake: '350.00',
      validBet: '350.00',
      payout: '350.00',
      ggr: '0.00',
      bonusCost: '9.00',
      ngr: '-9.00',
    });
  });

  it('answers play by category, vendor and game with the observed RTP beside the theoretical one', async () => {
    const report = await value<GamesReport>(`/api/operator/reports/games?${PERIOD}`);
    expect(report.categories).toEqual([
      { category: 'RNG', rounds: 2, stake: '300.00', validBet: '300.00', payout: '350.00', ggr: '-50.00' },
      { category: 'LIVE', rounds: 1, stake: '50.00', validBet: '50.00', payout: '0.00', ggr: '50.00' },
    ]);
    expect(report.vendors.map((row) => [row.vendorCode, row.rounds, row.stake, row.ggr])).toEqual([
      ['PDSLOT', 2, '300.00', '-50.00'],
      ['EXTV', 1, '50.00', '50.00'],
    ]);
    expect(report.vendors[1]!.vendorName).toBe('EXTV');
    const theoretical = houseTheoreticalRtpPercent('PDSLOT', 'lucky-dragon');
    expect(theoretical).toMatch(/^\d{2}\.\d{2}$/);
    expect(report.games).toEqual([
      {
        vendorCode: 'PDSLOT',
        gameCode: 'lucky-dragon',
        gameName: 'Lucky Dragon',
        category: 'RNG',
        rounds: 2,
        stake: '300.00',
        validBet: '300.00',
        payout: '350.00',
        ggr: '-50.00',
        observedRtpPercent: '116.66',
        theoreticalRtpPercent: theoretical,
      },
      {
        vendorCode: 'EXTV',
        gameCode: 'X1',
        gameName: 'X1',
        category: 'LIVE',
        rounds: 1,
        stake: '50.00',
        validBet: '50.00',
        payout: '0.00',
        ggr: '50.00',
        observedRtpPercent: '0.00',
        theoreticalRtpPercent: null,
      },
    ]);
  });

  it('answers credited deposits per channel and paid withdrawals per bank', async () => {
    const report = await value<PaymentsReport>(`/api/operator/reports/payments?${PERIOD}`);
    expect(report.deposits.map((row) => [row.channelType, row.count, row.amount])).toEqual([
      ['bank_transfer', 1, '100.00'],
      ['gateway', 1, '50.00'],
    ]);
    expect(report.withdrawals).toEqual([{ bankName: 'ACB', count: 2, amount: '50.00' }]);
    expect(report.totals).toEqual({
      depositCount: 2,
      deposit: '150.00',
      withdrawalCount: 2,
      withdrawal: '50.00',
      net: '100.00',
    });
  });

  it('answers new, active and depositing members per day and once each over the period', async () => {
    const report = await value<MembersReport>(`/api/operator/reports/members?${PERIOD}`);
    expect(report.days).toEqual([
      { day: '2025-03-10', newMembers: 1, activeMembers: 1, depositingMembers: 1 },
      { day: '2025-03-11', newMembers: 1, activeMembers: 2, depositingMembers: 1 },
    ]);
    expect(report.totals).toEqual({ newMembers: 2, activeMembers: 2, depositingMembers: 2 });
  });

  it('answers bonus cost and commissions paid per ledger kind', async () => {
    const report = await value<BonusesReport>(`/api/operator/reports/bonuses?${PERIOD}`);
    expect(report.bonuses).toEqual([
      { kind: 'bonus_promotion', count: 1, amount: '10.00' },
      { kind: 'rebate_auto', count: 1, amount: '2.00' },
      { kind: 'bonus_cancelled', count: 1, amount: '-3.00' },
    ]);
    expect(report.commissions).toEqual([{ kind: 'contract_dividend', count: 1, amount: '40.00' }]);
    expect(report.totals).toEqual({ bonusCost: '9.00', commissionsPaid: '40.00' });
  });

  it('reads the days in the site time zone the operator set', async () => {
    const patch = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/site-settings',
      headers: operator,
      payload: { timeZoneOffsetMinutes: 0 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    try {
      const report = await value<OverviewReport>(
        '/api/operator/reports/overview?from=2025-03-09&to=2025-03-10',
      );
      expect(report.period.timeZoneOffsetMinutes).toBe(0);
      // At GMT+0 the 15:59:59 round of the 9th and the 15:59 and 16:00 rounds of the 10th.
      expect(report.days.map((day) => [day.day, day.rounds, day.stake])).toEqual([
        ['2025-03-09', 1, '80.00'],
        ['2025-03-10', 2, '300.00'],
      ]);
    } finally {
      await testApp.app.inject({
        method: 'PATCH',
        url: '/api/operator/site-settings',
        headers: operator,
        payload: { timeZoneOffsetMinutes: 480 },
      });
    }
  });

  it('answers every day of an empty period with zeros, the default period the last 30 days', async () => {
    const report = await value<OverviewReport>('/api/operator/reports/overview');
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)!.day).toBe(report.period.to);
    const empty = await value<OverviewReport>('/api/operator/reports/overview?from=2024-01-01&to=2024-01-03');
    expect(empty.days.map((day) => [day.day, day.rounds, day.ggr, day.ngr])).toEqual([
      ['2024-01-01', 0, '0.00', '0.00'],
      ['2024-01-02', 0, '0.00', '0.00'],
      ['2024-01-03', 0, '0.00', '0.00'],
    ]);
  });

  it('refuses a bad period with per-field translated messages', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=2025-02-30&to=2025-03-01', { from: 'Please enter a date as yyyy-MM-dd' }],
      ['from=2025-03-11&to=2025-03-10', { to: 'The end date must not be before the start date' }],
      ['from=2024-01-01&to=2025-01-01', { from: 'Please choose a period of at most 366 days' }],
      ['from=yesterday', { from: 'Please enter a date as yyyy-MM-dd' }],
    ];
    for (const [query, fields] of cases) {
      const response = await get(`/api/operator/reports/games?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields });
    }
    // A leap year's 366 days are one report.
    expect((await get('/api/operator/reports/members?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    // `from` alone, after today: `to` defaults to today and comes before it.
    const future = await get('/api/operator/reports/members?from=2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ to: 'The end date must not be before the start date' });
  });

  it('answers 401 to a visitor and 403 to a member', async () => {
    for (const path of ['overview', 'games', 'payments', 'members', 'bonuses']) {
      expect((await get(`/api/operator/reports/${path}`, {})).statusCode).toBe(401);
      expect((await get(`/api/operator/reports/${path}`, m1.headers)).statusCode).toBe(403);
    }
  });
});
