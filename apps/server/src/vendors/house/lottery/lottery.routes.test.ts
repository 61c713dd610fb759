// Proves the house lottery end to end over real HTTP with a fake clock: a ticket's stake is debited
// on the draw open for betting, the draw job draws the result from the draw's seeds, pays every
// ticket exactly once (the winner its odds, the loser 0.00 so that the platform's round closes) and
// reveals the seed; betting is refused in the closed window and bad selections or stakes are refused
// per field, all without moving money; and the ledger stays balanced throughout.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { ledgerTransactionsTable } from '../../../features/wallet/wallet.table';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { houseRoundsTable } from '../house.table';
import { payoutMinor } from './bets';
import { drawResult, winningNumber } from './draw';
import {
  balanceOf,
  drawRow,
  fakeClock,
  justAfterADraw,
  ledgerBalanced,
  lotteryGame,
  openLottery,
  placeTicket,
} from './lottery.test-helpers';
import { currentDraw } from './schedule';

const clock = fakeClock(justAfterADraw('SEA5D1'));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-lottery-tests' },
    listen: true,
    now: clock.now,
  });
});
afterAll(() => testApp.close());

const runDrawJob = () => testApp.app.scheduler.runOnce(testApp.app.jobs.lotteryDraws!);
const get = (url: string, headers?: { authorization: string }) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** Moves the clock past the draw and runs the draw job twice: the second run must change nothing. */
async function drawAndSettle(drawAtIso: string) {
  clock.set(Math.max(clock.ms, new Date(drawAtIso).getTime() + 500));
  expect(await runDrawJob()).toBe(true);
  expect(await runDrawJob()).toBe(true);
}

async function platformRound(roundId: string) {
  const [round] = await testApp.database.db
    .select()
    .from(gameRoundsTable)
    .where(eq(gameRoundsTable.roundId, roundId));
  return round;
}

async function creditsOf(roundId: string): Promise<number> {
  const rows = await testApp.database.db
    .select()
    .from(ledgerTransactionsTable)
    .where(
      and(
        eq(ledgerTransactionsTable.kind, 'vendor_credit'),
        sql`${ledgerTransactionsTable.metadata}->>'roundId' = ${roundId}`,
      ),
    );
  return rows.length;
}

describe('state', () => {
  it('answers the game, its bet types with odds and limits, and the draw open for betting', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const { game } = await openLottery(testApp.app, player, 'SEA5D1');
    const response = await get('/house/api/lottery/state', game);
    expect(response.statusCode).toBe(200);
    const state = response.json().value;
    const expected = currentDraw(lotteryGame('SEA5D1'), clock.ms);
    expect(state.game).toMatchObject({
      gameCode: 'SEA5D1',
      vendorCode: 'TCG_SEA',
      digits: 5,
      drawIntervalSeconds: 60,
    });
    expect(state.serverTime).toBe(new Date(clock.ms).toISOString());
    expect(state.balance).toBe('0.00');
    expect(state.draw).toMatchObject({
      drawNumber: expected.drawNumber,
      label: expected.label,
      status: 'open',
      drawAt: new Date(expected.drawAt).toISOString(),
      clientSeed: `SEA5D1:${expected.drawNumber}`,
    });
    expect(state.draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const byCode = Object.fromEntries(
      state.betTypes.map((betType: { code: string }) => [betType.code, betType]),
    );
    expect(Object.keys(byCode)).toEqual([
      'digit-at-position',
      'big-small',
      'odd-even',
      'last-two',
      'last-three',
    ]);
    expect(byCode['digit-at-position']).toMatchObject({
      odds: '9.8',
      stakeMin: '1.00',
      stakeMax: '10000.00',
    });
    expect(byCode['big-small'].choices.map((choice: { value: string }) => choice.value)).toEqual([
      'big',
      'small',
    ]);
    // The hash published now is the one of the seed the draw will use.
    const stored = await drawRow(testApp.database.db, 'SEA5D1', expected.drawNumber);
    expect(createHash('sha256').update(stored.serverSeed).digest('hex')).toBe(state.draw.serverSeedHash);
  });

  it('refuses game calls without a live game session', async () => {
    const response = await get('/house/api/lottery/state', { authorization: 'Bearer nonsense' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GAME_SESSION_EXPIRED');
  });
});

describe('a ticket from bet to payout', () => {
  it('debits the stake, draws from the seeds, pays the winner its odds and the loser 0.00, once', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member } = await openLottery(testApp.app, player, 'SEA5D1');
    const state = (await get('/house/api/lottery/state', game)).json().value;
    // The test may peek at the hidden seed to know a winning digit; a player only sees the hash.
    const stored = await drawRow(testApp.database.db, 'SEA5D1', state.draw.drawNumber);
    const result = drawResult(lotteryGame('SEA5D1'), stored.serverSeed, stored.clientSeed);
    const firstDigit = result.kind === 'digits' ? result.numbers[0]! : '0';
    const otherDigit = String((Number(firstDigit) + 1) % 10);

    const won = await placeTicket(testApp.app, game, {
      betType: 'digit-at-position',
      selection: ` 1:${firstDigit} `,
      amount: '2.00',
    });
    expect(won.statusCode).toBe(200);
    expect(won.json().value).toMatchObject({
      balance: '98.00',
      ticket: {
        drawNumber: state.draw.drawNumber,
        drawLabel: state.draw.label,
        betType: 'digit-at-position',
        selection: `1:${firstDigit}`,
        stake: '2.00',
        odds: '9.8',
        payout: null,
        status: 'open',
        winningNumber: null,
      },
    });
    const lost = await placeTicket(testApp.app, game, {
      betType: 'digit-at-position',
      selection: `1:${otherDigit}`,
      amount: '1.00',
    });
    expect(lost.json().value.balance).toBe('97.00');
    const wonId = won.json().value.ticket.roundId as string;
    const lostId = lost.json().value.ticket.roundId as string;

    // Before the draw the seed stays hidden and the platform's rounds are open.
    const hidden = (await get(`/house/api/rounds/${wonId}`)).json().value;
    expect(hidden).toMatchObject({
      kind: 'lottery',
      serverSeed: null,
      serverSeedHash: state.draw.serverSeedHash,
    });
    expect((await platformRound(wonId))?.status).toBe('open');

    await drawAndSettle(state.draw.drawAt);

    expect(await platformRound(wonId)).toMatchObject({
      status: 'settled',
      stakeMinor: 200n,
      payoutMinor: 1_960n,
      gameCategory: 'LOTT',
      gameCode: 'SEA5D1',
    });
    expect(await platformRound(lostId)).toMatchObject({
      status: 'settled',
      stakeMinor: 100n,
      payoutMinor: 0n,
    });
    expect(await creditsOf(wonId)).toBe(1);
    expect(await balanceOf(testApp.app, member)).toBe('116.60');
    expect(await ledgerBalanced(testApp.app)).toBe(true);

    const tickets = (await get('/house/api/lottery/tickets?pageSize=10', game)).json().value;
    expect(tickets.total).toBe(2);
    expect(tickets.list.map((ticket: { roundId: string }) => ticket.roundId)).toEqual([lostId, wonId]);
    expect(tickets.list[1]).toMatchObject({
      status: 'settled',
      payout: '19.60',
      winningNumber: winningNumber(result),
    });
    expect(tickets.list[0]).toMatchObject({ status: 'settled', payout: '0.00' });
    const drawn = await drawRow(testApp.database.db, 'SEA5D1', state.draw.drawNumber);
    expect(drawn.status).toBe('settled');
    expect(drawn.result).toEqual(result);

    // After the draw anyone can check it: the seed is revealed and recomputes the same number.
    const record = (await get(`/house/api/rounds/${wonId}`)).json().value;
    expect(record).toMatchObject({ serverSeed: stored.serverSeed, clientSeed: stored.clientSeed, nonce: 0 });
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'lottery',
        gameCode: 'SEA5D1',
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: 0,
      },
    });
    expect(verified.json().value).toMatchObject({
      serverSeedHash: state.draw.serverSeedHash,
      outcome: { winningNumber: winningNumber(result) },
    });
    const results = (await get('/house/api/lottery/results?limit=3', game)).json().value.list;
    expect(results[0]).toMatchObject({
      drawNumber: state.draw.drawNumber,
      winningNumber: winningNumber(result),
    });
  });

  it('settles a Vietnamese draw: lô per appearance, đề on the special prize', async () => {
    clock.set(justAfterADraw('VNSOUTH2', clock.ms));
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member } = await openLottery(testApp.app, player, 'VNSOUTH2');
    const state = (await get('/house/api/lottery/state', game)).json().value;
    expect(state.betTypes.map((betType: { code: string }) => betType.code)).toEqual([
      'lo',
      'de',
      'three-cang',
    ]);
    expect(state.prizes).toHaveLength(9);
    const vietnam = lotteryGame('VNSOUTH2');
    const stored = await drawRow(testApp.database.db, 'VNSOUTH2', state.draw.drawNumber);
    const result = drawResult(vietnam, stored.serverSeed, stored.clientSeed);
    const special = winningNumber(result);
    const bets = [
      { betType: 'lo', selection: special.slice(-2), amount: '1.00' },
      { betType: 'de', selection: special.slice(-2), amount: '1.00' },
      {
        betType: 'three-cang',
        selection: String((Number(special.slice(-3)) + 1) % 1000).padStart(3, '0'),
        amount: '1.00',
      },
    ];
    let expectedMinor = 10_000n;
    for (const bet of bets) {
      expect((await placeTicket(testApp.app, game, bet)).statusCode).toBe(200);
      expectedMinor += payoutMinor(vietnam, bet.betType, bet.selection, 100n, result) - 100n;
    }
    await drawAndSettle(state.draw.drawAt);
    const balance = await balanceOf(testApp.app, member);
    expect(balance).toBe(`${expectedMinor / 100n}.${String(expectedMinor % 100n).padStart(2, '0')}`);
    const tickets = (await get('/house/api/lottery/tickets', game)).json().value.list;
    expect(tickets.every((ticket: { status: string }) => ticket.status === 'settled')).toBe(true);
    expect(tickets.find((ticket: { betType: string }) => ticket.betType === 'de').payout).toBe('95.00');
    expect(tickets.find((ticket: { betType: string }) => ticket.betType === 'three-cang').payout).toBe(
      '0.00',
    );
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses a ticket in the closed window before the draw, moving nothing', async () => {
    const player = await fundedMember(testApp.database.db, 5_000n);
    const { game, member } = await openLottery(testApp.app, player, 'SEA5D1');
    clock.set(justAfterADraw('SEA5D1', clock.ms));
    const draw = currentDraw(lotteryGame('SEA5D1'), clock.ms);
    clock.set(draw.closesAt);
    const response = await placeTicket(testApp.app, game, {
      betType: 'big-small',
      selection: 'big',
      amount: '1.00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'BETTING_CLOSED',
      value: { opensAt: new Date(draw.drawAt).toISOString() },
    });
    const state = (await get('/house/api/lottery/state', game)).json().value;
    expect(state.draw).toMatchObject({ drawNumber: draw.drawNumber, status: 'closed' });
    expect(await balanceOf(testApp.app, member)).toBe('50.00');
    // When the draw happens, the next one takes tickets.
    clock.set(draw.drawAt);
    const next = await placeTicket(testApp.app, game, {
      betType: 'big-small',
      selection: 'BIG',
      amount: '1.00',
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().value.ticket).toMatchObject({ drawNumber: draw.drawNumber + 1, selection: 'big' });
  });

  it('refuses bad selections and stakes per field, moving nothing', async () => {
    clock.set(justAfterADraw('SEA5D1', clock.ms));
    const player = await fundedMember(testApp.database.db, 5_000n);
    const { game, member } = await openLottery(testApp.app, player, 'SEA5D1');
    const cases: {
      ticket: { betType: string; selection: string; amount: string };
      status: number;
      code: string;
      field: string;
    }[] = [
      {
        ticket: { betType: 'digit-at-position', selection: '6:1', amount: '1.00' },
        status: 400,
        code: 'SELECTION_INVALID',
        field: 'selection',
      },
      {
        ticket: { betType: 'last-two', selection: '7', amount: '1.00' },
        status: 400,
        code: 'SELECTION_INVALID',
        field: 'selection',
      },
      {
        ticket: { betType: 'big-small', selection: 'huge', amount: '1.00' },
        status: 400,
        code: 'SELECTION_INVALID',
        field: 'selection',
      },
      {
        ticket: { betType: 'lo', selection: '07', amount: '1.00' },
        status: 400,
        code: 'SELECTION_INVALID',
        field: 'betType',
      },
      {
        ticket: { betType: 'odd-even', selection: 'odd', amount: '0.99' },
        status: 400,
        code: 'STAKE_OUT_OF_LIMITS',
        field: 'amount',
      },
      {
        ticket: { betType: 'last-three', selection: '123', amount: '500.01' },
        status: 400,
        code: 'STAKE_OUT_OF_LIMITS',
        field: 'amount',
      },
      {
        ticket: { betType: 'odd-even', selection: 'odd', amount: '1.234' },
        status: 400,
        code: 'VALIDATION_FAILED',
        field: 'amount',
      },
      {
        ticket: { betType: 'odd-even', selection: 'odd', amount: '-1' },
        status: 400,
        code: 'VALIDATION_FAILED',
        field: 'amount',
      },
      {
        ticket: { betType: 'odd-even', selection: '', amount: '1.00' },
        status: 400,
        code: 'VALIDATION_FAILED',
        field: 'selection',
      },
    ];
    for (const { ticket, status, code, field } of cases) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/house/api/lottery/tickets',
        headers: { ...game, 'accept-language': 'en' },
        payload: ticket,
      });
      expect(response.statusCode, JSON.stringify(ticket)).toBe(status);
      const body = response.json();
      expect(body.code, JSON.stringify(ticket)).toBe(code);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(ticket)).toContain(field);
    }
    const stake = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/lottery/tickets',
      headers: { ...game, 'accept-language': 'en' },
      payload: { betType: 'last-three', selection: '123', amount: '0' },
    });
    expect(stake.json()).toMatchObject({
      message: 'The stake must be between 1.00 and 500.00',
      fields: { amount: 'The stake must be between 1.00 and 500.00' },
      value: { min: '1.00', max: '500.00' },
    });
    const broke = await placeTicket(testApp.app, game, {
      betType: 'odd-even',
      selection: 'odd',
      amount: '50.01',
    });
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '50.00' } });
    expect(await balanceOf(testApp.app, member)).toBe('50.00');
    const rounds = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.playerId, player.id));
    expect(rounds.map((round) => round.status)).toEqual(['refused']);
    expect((await get('/house/api/lottery/tickets', game)).json().value.total).toBe(0);
  });
});

describe('the draw job', () => {
  it('draws and settles a draw with no tickets, and keeps the next draws made ahead', async () => {
    clock.set(justAfterADraw('SEA5D1', clock.ms));
    const game = lotteryGame('SEA5D1');
    const draw = currentDraw(game, clock.ms);
    expect(await runDrawJob()).toBe(true);
    expect((await drawRow(testApp.database.db, 'SEA5D1', draw.drawNumber)).status).toBe('open');
    expect((await drawRow(testApp.database.db, 'SEA5D1', draw.drawNumber + 1)).status).toBe('open');
    clock.set(draw.drawAt);
    expect(await runDrawJob()).toBe(true);
    const drawn = await drawRow(testApp.database.db, 'SEA5D1', draw.drawNumber);
    expect(drawn).toMatchObject({ status: 'settled' });
    expect(drawn.result).toEqual(drawResult(game, drawn.serverSeed, drawn.clientSeed));
    expect((await drawRow(testApp.database.db, 'SEA5D1', draw.drawNumber + 2)).status).toBe('open');
  });
});
