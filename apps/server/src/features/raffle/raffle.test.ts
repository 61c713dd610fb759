// The raffle through the API on a real database (issue 15 item 8): the operator's draws with their
// bad inputs refused (a past time, no prizes, a prize of 0, 21 prizes) and replaced only while still
// to be held; a draw before its time holds nothing; a due draw takes the tickets issued before its
// time and picks the winners that drawWinners gives for the revealed seed, whose SHA-256 is the hash
// published from the start, once however often the job runs; a prize claimed once by its winner and
// refused to anyone else; the overview a visitor reads; the ledger balanced.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '@playdeck/contract/missions';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  RAFFLE_ALGORITHM,
  rafflePaths,
  type OperatorRaffleDraw,
  type RaffleDrawInput,
  type RaffleOverview,
} from '@playdeck/contract/raffle';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  balanceOf,
  ledgerBalanced,
  operatorHeaders,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';
import { drawWinners } from './raffle-draw';
import { grantTicketsWithin } from './raffle.service';

/** The app's clock runs with the real one (tickets are stamped by the database), moved on at will. */
let shiftMs = 0;
const clockNow = () => new Date(Date.now() + shiftMs);
let testApp: TestApp;
let operator: Record<string, string>;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp({ now: clockNow });
  operator = { ...(await operatorHeaders(testApp.app)), ...en };
}, 120_000);
afterAll(() => testApp.close());

const inFuture = (ms: number) => new Date(clockNow().getTime() + ms).toISOString();

const drawInput = (overrides: Partial<RaffleDrawInput> = {}): RaffleDrawInput => ({
  title: { vi: 'Quay số tuần', en: 'Weekly draw' },
  drawsAt: inFuture(60_000),
  prizes: ['50.00', '10.00'],
  ...overrides,
});

const createDraw = (payload: unknown, headers: Record<string, string> = operator) =>
  testApp.app.inject({ method: 'POST', url: rafflePaths.operatorDraws, headers, payload: payload as object });

const replaceDraw = (id: number, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: rafflePaths.operatorDraw.replace(':id', String(id)),
    headers: operator,
    payload: payload as object,
  });

async function created(input: RaffleDrawInput): Promise<OperatorRaffleDraw> {
  const response = await createDraw(input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function overview(member: SignedInMember | null): Promise<RaffleOverview> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: rafflePaths.overview,
    headers: { ...(member?.headers ?? {}), ...en },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

const claim = (member: SignedInMember, winId: number) =>
  testApp.app.inject({
    method: 'POST',
    url: rafflePaths.claim.replace(':id', String(winId)),
    headers: { ...member.headers, ...en },
  });

const runJob = () => testApp.app.scheduler.runOnce(testApp.app.jobs.raffleDraws!);

const grant = (member: SignedInMember, count: number, grantKey: string) =>
  grantTicketsWithin(testApp.database.db, {
    accountId: member.id,
    count,
    source: 'promotion:test',
    grantKey,
  });

async function ticketsOfDraw(drawId: number): Promise<number[]> {
  const result = await testApp.database.db.execute(
    sql`select id::int as id from raffle_tickets where draw_id = ${drawId} order by id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

describe('the operator’s draws', () => {
  it('refuses a past time, no prizes, a prize of 0, 21 prizes and a missing title, each on its field', async () => {
    const refused = async (payload: unknown, field: string, message?: string) => {
      const response = await createDraw(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().fields).toHaveProperty(field, message ?? expect.any(String));
    };
    await refused(
      drawInput({ drawsAt: new Date(clockNow().getTime() - 1_000).toISOString() }),
      'drawsAt',
      'Please choose a time that is still to come',
    );
    await refused(drawInput({ drawsAt: 'tomorrow' }), 'drawsAt');
    await refused(drawInput({ prizes: [] }), 'prizes');
    await refused(drawInput({ prizes: ['10.00', '0.00'] }), 'prizes.1');
    await refused(drawInput({ prizes: Array.from({ length: 21 }, () => '1.00') }), 'prizes');
    await refused({ ...drawInput(), title: { vi: 'Quay', en: ' ' } }, 'title.en');
    const member = await signedInMember(testApp, 0n);
    expect((await createDraw(drawInput(), member.headers)).statusCode).toBe(403);
  });

  it('publishes the seed’s hash but not the seed, and replaces a draw only while it is still to come', async () => {
    const draw = await created(drawInput({ drawsAt: inFuture(86_400_000) }));
    expect(draw).toMatchObject({
      title: 'Weekly draw',
      titles: { vi: 'Quay số tuần', en: 'Weekly draw' },
      status: 'OPEN',
      prizes: ['50.00', '10.00'],
      seed: null,
      seedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      winners: [],
      claimed: 0,
    });
    const replaced = await replaceDraw(
      draw.id,
      drawInput({
        title: { vi: 'Quay số tháng', en: 'Monthly draw' },
        drawsAt: inFuture(2 * 86_400_000),
        prizes: ['100.00'],
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().value).toMatchObject({
      id: draw.id,
      title: 'Monthly draw',
      prizes: ['100.00'],
      seedHash: draw.seedHash,
    });
    const past = await replaceDraw(
      draw.id,
      drawInput({ drawsAt: new Date(clockNow().getTime() - 60_000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    const missing = await replaceDraw(987_654, drawInput());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'RAFFLE_DRAW_NOT_FOUND', message: 'No such draw' });
    const list = await testApp.app.inject({
      method: 'GET',
      url: rafflePaths.operatorDraws,
      headers: operator,
    });
    expect(list.json().value.list.map((row: OperatorRaffleDraw) => row.id)).toContain(draw.id);
  });
});

describe('a draw and its prizes', () => {
  let alice: SignedInMember;
  let bob: SignedInMember;
  let draw: OperatorRaffleDraw;

  it('holds nothing before its time, and counts the tickets waiting for it', async () => {
    alice = await signedInMember(testApp, 0n);
    bob = await signedInMember(testApp, 0n);
    draw = await created(drawInput({ drawsAt: inFuture(60_000), prizes: ['50.00', '10.00', '5.00'] }));
    expect(await grant(alice, 3, `alice-${alice.id}`)).toBe(3);
    // The same grant again issues nothing more.
    expect(await grant(alice, 3, `alice-${alice.id}`)).toBe(0);
    expect(await grant(bob, 2, `bob-${bob.id}`)).toBe(2);
    await runJob();
    const open = (await overview(alice)).draws.find((row) => row.id === draw.id)!;
    expect(open).toMatchObject({ status: 'OPEN', seed: null, winners: [] });
    expect(open.tickets).toBeGreaterThanOrEqual(5);
    expect((await overview(alice)).myTickets).toHaveLength(3);
  });

  it('at its time draws the winners drawWinners gives for the revealed seed, once, and the seed matches its hash', async () => {
    // A ticket issued after the draw's time waits for the next draw.
    await grant(bob, 1, `bob-late-${bob.id}`);
    await testApp.database.db.execute(
      sql`update raffle_tickets set created_at = ${new Date(Date.parse(draw.drawsAt) + 1_000).toISOString()}::timestamptz
          where grant_key = ${`bob-late-${bob.id}:1`}`,
    );
    shiftMs += 120_000;
    await runJob();
    await runJob();
    const held = (await overview(null)).draws.find((row) => row.id === draw.id)!;
    expect(held.status).toBe('DRAWN');
    expect(createHash('sha256').update(Buffer.from(held.seed!, 'hex')).digest('hex')).toBe(draw.seedHash);
    const tickets = await ticketsOfDraw(draw.id);
    expect(held.tickets).toBe(tickets.length);
    const expected = drawWinners(held.seed!, draw.id, tickets, 3);
    expect(held.winners.map((winner) => winner.ticketNo)).toEqual(expected);
    expect(held.winners.map((winner) => [winner.rank, winner.amount])).toEqual([
      [1, '50.00'],
      [2, '10.00'],
      [3, '5.00'],
    ]);
    // Alice's and Bob's first tickets joined; Bob's late one waits.
    expect((await overview(alice)).myTickets).toEqual([]);
    expect((await overview(bob)).myTickets).toEqual([
      expect.objectContaining({ source: 'promotion:test', ticketNo: expect.any(Number) }),
    ]);
    expect(tickets).not.toContain((await overview(bob)).myTickets[0]!.ticketNo);
    // Winners are shown masked.
    const names = [maskName(alice.username), maskName(bob.username)];
    for (const winner of held.winners) expect(names).toContain(winner.name);
    const replaced = await replaceDraw(draw.id, drawInput());
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().code).toBe('RAFFLE_DRAW_CLOSED');
  });

  it('pays a prize once to its winner and refuses it to anyone else', async () => {
    const wins = [...(await overview(alice)).myWins, ...(await overview(bob)).myWins];
    const win = wins.find((row) => row.drawId === draw.id)!;
    expect(win).toMatchObject({ status: 'UNCLAIMED', drawTitle: 'Weekly draw', claimedAt: null });
    const [winner, other] = (await overview(alice)).myWins.some((row) => row.id === win.id)
      ? [alice, bob]
      : [bob, alice];
    const before = await balanceOf(testApp.app, winner);
    const stranger = await claim(other, win.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'RAFFLE_WIN_NOT_FOUND' });
    const paid = await claim(winner, win.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({
      win: { id: win.id, status: 'CLAIMED', amount: win.amount, claimedAt: expect.any(String) },
    });
    const expectedBalance = fromMinor(toMinor(before) + toMinor(win.amount));
    expect(paid.json().value.balance).toBe(expectedBalance);
    const again = await claim(winner, win.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RAFFLE_WIN_CLAIMED',
      message: 'You have already claimed this prize',
    });
    expect(await balanceOf(testApp.app, winner)).toBe(expectedBalance);
    const operatorRow = (
      await testApp.app.inject({ method: 'GET', url: rafflePaths.operatorDraws, headers: operator })
    )
      .json()
      .value.list.find((row: OperatorRaffleDraw) => row.id === draw.id);
    expect(operatorRow.claimed).toBe(1);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('gives fewer winners than prizes when fewer tickets joined', async () => {
    const carol = await signedInMember(testApp, 0n);
    const small = await created(drawInput({ drawsAt: inFuture(60_000), prizes: ['3.00', '2.00', '1.00'] }));
    // Two tickets join: Bob's late one from the draw before, and Carol's.
    await grant(carol, 1, `carol-${carol.id}`);
    shiftMs += 120_000;
    await runJob();
    const held = (await overview(carol)).draws.find((row) => row.id === small.id)!;
    const tickets = await ticketsOfDraw(small.id);
    expect(tickets).toHaveLength(2);
    expect(held.winners.map((winner) => winner.rank)).toEqual([1, 2]);
    expect(held.winners.map((winner) => winner.ticketNo)).toEqual(
      drawWinners(held.seed!, small.id, tickets, 3),
    );
    expect((await overview(carol)).myWins.filter((win) => win.drawId === small.id)).toHaveLength(1);
    expect((await overview(bob)).myWins.filter((win) => win.drawId === small.id)).toHaveLength(1);
  });
});

describe('the overview for a visitor', () => {
  it('shows open and drawn draws (the seed only once drawn) and no tickets or prizes', async () => {
    const open = await created(drawInput({ drawsAt: inFuture(3_600_000) }));
    const view = await overview(null);
    expect(view.algorithm).toBe(RAFFLE_ALGORITHM);
    expect(view.myTickets).toEqual([]);
    expect(view.myWins).toEqual([]);
    expect(view.draws.find((row) => row.id === open.id)).toMatchObject({ status: 'OPEN', seed: null });
    expect(view.draws.some((row) => row.status === 'DRAWN' && row.seed !== null)).toBe(true);
    const refused = await testApp.app.inject({ method: 'POST', url: rafflePaths.claim.replace(':id', '1') });
    expect(refused.statusCode).toBe(401);
  });
});
