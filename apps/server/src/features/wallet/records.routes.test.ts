// The member's betting record over HTTP: rounds made through the real signed vendor calls, seen only
// by their own member, paged newest first with totals over the whole filtered set, filtered by game
// type, status and site-time-zone days, and refused with per-field messages for a bad period.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { BetRecordsValue } from '@playdeck/contract/records';
import { createAccount } from '../account/account.service';
import { gamesTable } from '../lobby/lobby.table';
import { gameRoundsTable } from '../vendors/vendors.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { createWalletService, transfer } from './wallet.service';

const HOUSE_SECRET = 'house-vendor-secret-for-records';
const PASSWORD = 'Player2026';
const HOUR_MS = 3_600_000;

let testApp: TestApp;
let alice: { id: number; headers: { authorization: string } };
let bob: { id: number; headers: { authorization: string } };
let transactions = 0;

/** Signs as a vendor does (DESIGN.md "Game vendors"): hex HMAC-SHA256 of the raw body. */
const signBody = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

function vendorCall(vendor: string, action: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/vendor/${vendor}/${action}`,
    payload,
    headers: { 'content-type': 'application/json', 'x-signature': signBody(HOUSE_SECRET, payload) },
  });
}

type Play = {
  vendor: string;
  roundId: string;
  gameCode: string;
  stake: string;
  /** A credit that settles the round; 'rollback' cancels its debit; undefined leaves it open. */
  result?: string | 'rollback';
  /** placed_at, moved after the calls (the protocol stamps the moment of the debit). */
  placedAt: Date;
};

async function play(playerId: number, round: Play) {
  transactions += 1;
  const debitId = `rec-debit-${transactions}`;
  const bet = { playerId, roundId: round.roundId, gameCode: round.gameCode };
  const debit = await vendorCall(round.vendor, 'debit', {
    ...bet,
    transactionId: debitId,
    amount: round.stake,
  });
  expect(debit.statusCode).toBe(200);
  if (round.result === 'rollback') {
    const rollback = await vendorCall(round.vendor, 'rollback', {
      playerId,
      transactionId: `rec-rollback-${transactions}`,
      referenceTransactionId: debitId,
      roundId: round.roundId,
    });
    expect(rollback.statusCode).toBe(200);
  } else if (round.result !== undefined) {
    const credit = await vendorCall(round.vendor, 'credit', {
      ...bet,
      transactionId: `rec-credit-${transactions}`,
      amount: round.result,
    });
    expect(credit.statusCode).toBe(200);
  }
  await testApp.database.db
    .update(gameRoundsTable)
    .set({ placedAt: round.placedAt })
    .where(
      and(
        eq(gameRoundsTable.vendorCode, round.vendor),
        eq(gameRoundsTable.roundId, round.roundId),
        eq(gameRoundsTable.memberAccountId, playerId),
      ),
    );
}

async function fundedMember(username: string) {
  const db = testApp.database.db;
  const wallet = createWalletService({ db });
  const member = await createAccount(db, { username, password: PASSWORD, type: ACCOUNT_TYPES.member });
  await wallet.post({
    idempotencyKey: `records-fund-${member.id}`,
    kind: 'test_fund',
    postings: transfer(
      await wallet.ledgerAccountId('house', null),
      await wallet.ledgerAccountId('member_wallet', member.id),
      100_000n,
    ),
  });
  return { id: member.id, headers: await authHeader(testApp.app, { username, password: PASSWORD }) };
}

function records(headers: Record<string, string>, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/records/bets${query ? `?${query}` : ''}`,
    headers: { 'accept-language': 'en', ...headers },
  });
}

async function recordsValue(headers: Record<string, string>, query = ''): Promise<BetRecordsValue> {
  const response = await records(headers, query);
  expect(response.statusCode).toBe(200);
  return response.json().value as BetRecordsValue;
}

const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * HOUR_MS);

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  await testApp.database.db.insert(gamesTable).values([
    {
      vendorCode: 'PDSLOT',
      gameCode: 'slot-fruits',
      name: 'Fruit Party',
      gameType: 'RNG',
      iconUrl: '/f.svg',
    },
    { vendorCode: 'PDLIVE', gameCode: 'baccarat', name: 'Baccarat A', gameType: 'LIVE', iconUrl: '/b.svg' },
  ]);
  alice = await fundedMember('recordsalice');
  bob = await fundedMember('recordsbob');
  // Alice: a win, a loss, an open live bet, a cancelled bet on a game the catalogue lacks, an old win.
  await play(alice.id, {
    vendor: 'PDSLOT',
    roundId: 'a-win',
    gameCode: 'slot-fruits',
    stake: '10.00',
    result: '25.50',
    placedAt: hoursAgo(1),
  });
  await play(alice.id, {
    vendor: 'PDSLOT',
    roundId: 'a-loss',
    gameCode: 'slot-fruits',
    stake: '5.00',
    result: '0.00',
    placedAt: hoursAgo(2),
  });
  await play(alice.id, {
    vendor: 'PDLIVE',
    roundId: 'a-open',
    gameCode: 'baccarat',
    stake: '20.00',
    placedAt: hoursAgo(3),
  });
  await play(alice.id, {
    vendor: 'PDSLOT',
    roundId: 'a-cancelled',
    gameCode: 'mystery-slot',
    stake: '3.00',
    result: 'rollback',
    placedAt: hoursAgo(4),
  });
  await play(alice.id, {
    vendor: 'PDSLOT',
    roundId: 'a-old',
    gameCode: 'slot-fruits',
    stake: '1.00',
    result: '2.00',
    placedAt: hoursAgo(24 * 20),
  });
  // Site days are GMT+8: 15:59:59Z is the last second of 10 January there, 16:00Z the first of the 11th.
  await play(alice.id, {
    vendor: 'PDSLOT',
    roundId: 'a-jan10',
    gameCode: 'slot-fruits',
    stake: '4.00',
    result: '0.00',
    placedAt: new Date('2026-01-10T15:59:59.000Z'),
  });
  await play(alice.id, {
    vendor: 'PDSLOT',
    roundId: 'a-jan11',
    gameCode: 'slot-fruits',
    stake: '6.00',
    result: '0.00',
    placedAt: new Date('2026-01-10T16:00:00.000Z'),
  });
  // Bob plays the same vendor round id as Alice (a shared table) and one of his own.
  await play(bob.id, {
    vendor: 'PDSLOT',
    roundId: 'a-win',
    gameCode: 'slot-fruits',
    stake: '7.00',
    result: '1.00',
    placedAt: hoursAgo(1),
  });
  await play(bob.id, {
    vendor: 'PDLIVE',
    roundId: 'b-live',
    gameCode: 'baccarat',
    stake: '9.00',
    result: '18.00',
    placedAt: hoursAgo(5),
  });
});
afterAll(() => testApp.close());

describe('GET /api/records/bets', () => {
  it('answers 401 without a session', async () => {
    const response = await records({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it("lists only the member's rounds of the last 7 days, newest first, with money as strings", async () => {
    const value = await recordsValue(alice.headers);
    expect(value.list.map((item) => item.roundId)).toEqual(['a-win', 'a-loss', 'a-open', 'a-cancelled']);
    expect(value).toMatchObject({ pageNo: 1, pageSize: 20, total: 4, totalPages: 1 });
    expect(value.list[0]).toEqual({
      roundId: 'a-win',
      vendorCode: 'PDSLOT',
      vendorName: 'Playdeck Slots',
      gameCode: 'slot-fruits',
      gameName: 'Fruit Party',
      gameType: 'RNG',
      stake: '10.00',
      validBet: '10.00',
      payout: '25.50',
      winLoss: '15.50',
      status: 'settled',
      placedAt: hoursAgo(1).toISOString(),
      settledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // A house round links to its public fairness record.
      detailsUrl: '/house/verify?round=a-win',
    });
    expect(value.list[1]).toMatchObject({ payout: '0.00', winLoss: '-5.00', status: 'settled' });
    expect(value.list[2]).toMatchObject({
      vendorName: 'Playdeck Live',
      gameName: 'Baccarat A',
      gameType: 'LIVE',
      stake: '20.00',
      winLoss: null,
      status: 'open',
      settledAt: null,
    });
    expect(value.list[3]).toMatchObject({
      gameCode: 'mystery-slot',
      gameName: 'mystery-slot',
      stake: '0.00',
      winLoss: '0.00',
      status: 'cancelled',
    });
    // Totals: every round's stake and payout; win/loss of the settled ones only.
    expect(value.totals).toEqual({ stake: '35.00', validBet: '35.00', payout: '25.50', winLoss: '10.50' });

    const bobs = await recordsValue(bob.headers);
    expect(bobs.list.map((item) => [item.roundId, item.stake, item.winLoss])).toEqual([
      ['a-win', '7.00', '-6.00'],
      ['b-live', '9.00', '9.00'],
    ]);
    expect(bobs.totals).toEqual({ stake: '16.00', validBet: '16.00', payout: '19.00', winLoss: '3.00' });
  });

  it('pages the list while the totals cover the whole filtered set', async () => {
    const first = await recordsValue(alice.headers, 'pageNo=1&pageSize=3');
    expect(first.list.map((item) => item.roundId)).toEqual(['a-win', 'a-loss', 'a-open']);
    expect(first).toMatchObject({ pageNo: 1, pageSize: 3, total: 4, totalPages: 2 });
    const second = await recordsValue(alice.headers, 'pageNo=2&pageSize=3');
    expect(second.list.map((item) => item.roundId)).toEqual(['a-cancelled']);
    expect(second.totals).toEqual(first.totals);
    expect(second.totals.stake).toBe('35.00');
    const beyond = await recordsValue(alice.headers, 'pageNo=5&pageSize=3');
    expect(beyond).toMatchObject({ list: [], total: 4, totalPages: 2 });
    expect((await records(alice.headers, 'pageSize=101')).statusCode).toBe(400);
    expect((await records(alice.headers, 'pageNo=0')).statusCode).toBe(400);
  });

  it('filters by game type and by status', async () => {
    const live = await recordsValue(alice.headers, 'gameType=LIVE');
    expect(live.list.map((item) => item.roundId)).toEqual(['a-open']);
    expect(live.totals).toEqual({ stake: '20.00', validBet: '20.00', payout: '0.00', winLoss: '0.00' });
    const slots = await recordsValue(alice.headers, 'gameType=RNG&status=settled');
    expect(slots.list.map((item) => item.roundId)).toEqual(['a-win', 'a-loss']);
    expect(slots.totals.winLoss).toBe('10.50');
    const none = await recordsValue(alice.headers, 'gameType=SPORTS');
    expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
    expect(none.totals).toEqual({ stake: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' });
    const bad = await records(alice.headers, 'gameType=POKER');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ gameType: 'Please choose one of the offered options' });
  });

  it('filters by site-time-zone days, the last day included', async () => {
    const tenth = await recordsValue(alice.headers, 'from=2026-01-10&to=2026-01-10');
    expect(tenth.list.map((item) => item.roundId)).toEqual(['a-jan10']);
    const eleventh = await recordsValue(alice.headers, 'from=2026-01-11&to=2026-01-11');
    expect(eleventh.list.map((item) => item.roundId)).toEqual(['a-jan11']);
    const both = await recordsValue(alice.headers, 'from=2026-01-01&to=2026-01-31');
    expect(both.list.map((item) => item.roundId)).toEqual(['a-jan11', 'a-jan10']);
    expect(both.totals).toEqual({ stake: '10.00', validBet: '10.00', payout: '0.00', winLoss: '-10.00' });
    // The old round is outside the default 7 days, but inside a period that reaches it.
    const offset = 8 * HOUR_MS;
    const day = (ms: number) => new Date(ms + offset).toISOString().slice(0, 10);
    const old = await recordsValue(
      alice.headers,
      `from=${day(now - 21 * 24 * HOUR_MS)}&to=${day(now - 19 * 24 * HOUR_MS)}`,
    );
    expect(old.list.map((item) => item.roundId)).toEqual(['a-old']);
  });

  it('refuses to before from, a period over 93 days and a date that does not exist, per field', async () => {
    const backwards = await records(alice.headers, 'from=2026-02-10&to=2026-02-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fields: { to: 'The end date must not be before the start date' },
    });
    const tooLong = await records(alice.headers, 'from=2026-01-01&to=2026-04-04');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ from: 'Please choose a period of at most 93 days' });
    const onlyFrom = await records(alice.headers, 'from=2020-01-01');
    expect(onlyFrom.json().fields).toEqual({ from: 'Please choose a period of at most 93 days' });
    expect((await records(alice.headers, 'from=2026-01-01&to=2026-04-03')).statusCode).toBe(200);
    const noSuchDay = await records(alice.headers, 'from=2026-02-30&to=2026-03-01');
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().fields).toEqual({ from: 'Please enter a date as yyyy-MM-dd' });
    const vietnamese = await records(
      { ...alice.headers, 'accept-language': 'vi' },
      'from=2026-02-10&to=2026-02-09',
    );
    expect(vietnamese.json().fields).toEqual({ to: 'Ngày kết thúc không được trước ngày bắt đầu' });
  });

  it('shows a trial member their own rounds', async () => {
    const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
    const headers = { authorization: `Bearer ${trial.token}` };
    const member = await testApp.app.inject({ method: 'GET', url: '/api/member', headers });
    const playerId = member.json().value.id as number;
    await play(playerId, {
      vendor: 'PDSLOT',
      roundId: 'trial-round',
      gameCode: 'slot-fruits',
      stake: '100.00',
      result: '150.00',
      placedAt: hoursAgo(1),
    });
    const value = await recordsValue(headers);
    expect(value.list.map((item) => [item.roundId, item.winLoss])).toEqual([['trial-round', '50.00']]);
  });
});
