// Proves the money records over HTTP (issue 6 §5): the account record shows every main-wallet move
// of the features that move money (deposit, withdrawal and its refund, transfer, bet, payout, bonus)
// with its type, signed amount and running balance, filtered by type and date; personal profit and
// loss groups rounds by site day and game type; bonus details list bonuses; pages are capped.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRecord, AccountRecordsValue, ProfitLossValue } from '@playdeck/contract/records';
import { gameRoundsTable } from '../vendors/vendors.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  operatorHeaders,
  requestWithdrawal,
  withdrawingMember,
  type SignedInMember,
} from '../../test-support/payments';
import { DEMO_TRANSFER_VENDOR } from '../../seed/payments-demo';
import { createWalletService, transfer } from './wallet.service';

const HOUSE_SECRET = 'house-secret-for-account-records';
let testApp: TestApp;
let member: SignedInMember & { bankAccountId: number };
let operator: { authorization: string };

function vendorCall(action: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/vendor/PDSLOT/${action}`,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', HOUSE_SECRET).update(payload).digest('hex'),
    },
  });
}

async function playRound(roundId: string, stake: string, payout: string, placedAt: Date) {
  const round = { playerId: member.id, roundId, gameCode: 'slot-lucky-lanterns' };
  expect(
    (await vendorCall('debit', { ...round, transactionId: `${roundId}-d`, amount: stake })).statusCode,
  ).toBe(200);
  expect(
    (await vendorCall('credit', { ...round, transactionId: `${roundId}-c`, amount: payout })).statusCode,
  ).toBe(200);
  await testApp.database.db
    .update(gameRoundsTable)
    .set({ placedAt })
    .where(and(eq(gameRoundsTable.roundId, roundId), eq(gameRoundsTable.memberAccountId, member.id)));
}

const get = (url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...member.headers, 'accept-language': 'en' } });

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  operator = await operatorHeaders(testApp.app);
  member = await withdrawingMember(testApp, 50_00n);
  const channels = (await get('/api/payments/channels')).json().value;
  const deposit = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    headers: member.headers,
    payload: { channelId: channels[0].id, amount: '100.00' },
  });
  await testApp.app.inject({
    method: 'POST',
    url: `/api/operator/deposits/${deposit.json().value.id}/approve`,
    headers: operator,
  });
  const xfer = (from: string, to: string, amount: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/wallet/transfer',
      headers: member.headers,
      payload: { from, to, amount },
    });
  await xfer('main', DEMO_TRANSFER_VENDOR, '30.00');
  await xfer(DEMO_TRANSFER_VENDOR, 'main', '10.00');
  const withdrawal = await requestWithdrawal(testApp.app, member, {
    bankAccountId: member.bankAccountId,
    amount: '60.00',
  });
  await testApp.app.inject({
    method: 'POST',
    url: `/api/operator/withdrawals/${withdrawal.json().value.id}/reject`,
    headers: operator,
    payload: { reason: 'Test' },
  });
  // Rounds on two site days (GMT+8): 2026-03-01, and 2026-03-02 from 16:00 UTC on; and a bonus.
  await playRound('pl-1', '5.00', '12.00', new Date('2026-03-01T02:00:00Z'));
  await playRound('pl-2', '8.00', '0.00', new Date('2026-03-01T16:30:00Z'));
  await playRound('pl-3', '2.00', '1.00', new Date('2026-03-02T01:00:00Z'));
  const wallet = createWalletService({ db: testApp.database.db });
  await wallet.post({
    idempotencyKey: `bonus-${member.id}`,
    kind: 'bonus_vip',
    postings: transfer(
      await wallet.ledgerAccountId('bonus', null),
      await wallet.ledgerAccountId('member_wallet', member.id),
      8_88n,
    ),
  });
});
afterAll(() => testApp.close());

describe('account record', () => {
  it('shows every move newest first with its type and running balance', async () => {
    const value: AccountRecordsValue = (await get('/api/records/account?pageSize=50')).json().value;
    const oldestFirst = [...value.list].reverse();
    expect(oldestFirst.map((row) => [row.type, row.amount])).toEqual([
      ['other', '50.00'],
      ['deposit', '100.00'],
      ['transfer', '-30.00'],
      ['transfer', '10.00'],
      ['withdrawal', '-60.00'],
      ['withdrawalRefund', '60.00'],
      ['bet', '-5.00'],
      ['payout', '12.00'],
      ['bet', '-8.00'],
      ['bet', '-2.00'],
      ['payout', '1.00'],
      ['bonus', '8.88'],
    ]);
    let running = 0n;
    for (const row of oldestFirst) {
      // Signed amounts: money out carries a minus sign, which toMinor (amounts only) does not read.
      running += row.amount.startsWith('-') ? -toMinor(row.amount.slice(1)) : toMinor(row.amount);
      expect(row.balanceAfter).toBe(fromMinor(running));
    }
    expect(value.totals).toEqual({ moneyIn: '241.88', moneyOut: '105.00' });
    expect(value.list.find((row) => row.type === 'deposit')!.detail).toMatch(/^PD/);
    expect(value.list.find((row) => row.type === 'transfer')!.detail).toBe(DEMO_TRANSFER_VENDOR);
  });

  it('filters by type and date, and pages', async () => {
    const bets = (await get('/api/records/account?type=bet')).json().value;
    expect(bets.total).toBe(3);
    expect(bets.list.every((row: AccountRecord) => row.type === 'bet')).toBe(true);
    const other = (await get('/api/records/account?type=other')).json().value;
    expect(other.list.map((row: AccountRecord) => row.amount)).toEqual(['50.00']);
    const paged = (await get('/api/records/account?pageSize=5&pageNo=3')).json().value;
    expect(paged).toMatchObject({ total: 12, totalPages: 3, pageNo: 3 });
    expect(paged.list).toHaveLength(2);
    const past = (await get('/api/records/account?from=2020-01-01&to=2020-01-31')).json().value;
    expect(past.total).toBe(0);
  });

  it('refuses a bad type, a page too large and a period out of order', async () => {
    expect((await get('/api/records/account?type=refund')).statusCode).toBe(400);
    expect((await get('/api/records/account?pageSize=51')).statusCode).toBe(400);
    const order = await get('/api/records/account?from=2026-03-05&to=2026-03-01');
    expect(order.statusCode).toBe(400);
    expect(order.json().fields.to).toBe('The end date must not be before the start date');
  });
});

describe('personal profit and loss', () => {
  it('groups rounds by site day and game type with the period totals', async () => {
    const value: ProfitLossValue = (
      await get('/api/records/profit-loss?from=2026-03-01&to=2026-03-02')
    ).json().value;
    expect(value.list).toEqual([
      {
        day: '2026-03-02',
        gameType: 'RNG',
        rounds: 2,
        stake: '10.00',
        validBet: '10.00',
        payout: '1.00',
        winLoss: '-9.00',
      },
      {
        day: '2026-03-01',
        gameType: 'RNG',
        rounds: 1,
        stake: '5.00',
        validBet: '5.00',
        payout: '12.00',
        winLoss: '7.00',
      },
    ]);
    expect(value.totals).toMatchObject({ rounds: 3, stake: '15.00', payout: '13.00', winLoss: '-2.00' });
    expect(value.total).toBe(2);
  });

  it("sums the period's deposits, withdrawals and bonuses", async () => {
    const value: ProfitLossValue = (await get('/api/records/profit-loss')).json().value;
    expect(value.totals).toMatchObject({ deposits: '100.00', withdrawals: '0.00', bonus: '8.88', rounds: 0 });
    expect(
      (await get('/api/records/profit-loss?gameType=LIVE&from=2026-03-01&to=2026-03-02')).json().value.total,
    ).toBe(0);
    expect((await get('/api/records/profit-loss?gameType=CARDS')).statusCode).toBe(400);
  });
});

describe('bonus details', () => {
  it('lists the bonuses of the period', async () => {
    const value = (await get('/api/records/bonus')).json().value;
    expect(value.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'bonus_vip',
        amount: '8.88',
        balanceAfter: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    expect(value.totals).toEqual({ amount: '8.88' });
  });
});
