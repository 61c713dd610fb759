// Proves the scratch cards end to end over real HTTP: the lobby lists the three cards with their art;
// a card publishes its price, prize table, exact odds and exact return from the engine; a ticket is
// one round whose price is debited and prize credited exactly once through the signed wallet (the
// platform's round, the ledger and the balance agreeing), and its detail and the verifier both
// recompute it from the revealed seeds; the same requestId answers the same ticket and moves nothing
// more; a ticket above the balance, one bought sooner than the operator's interval, and a bad body are
// refused with a clear answer and move nothing; free play moves only play money.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { ScratchCardValue, ScratchRoundDetail, ScratchTicketValue } from '@playdeck/contract/scratch';
import { gamesTable } from '../../../features/lobby/lobby.table';
import { gameRoundsTable, vendorTransactionsTable } from '../../../features/vendors/vendors.table';
import { ledgerTransactionsTable } from '../../../features/wallet/wallet.table';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { authHeader, ledgerVerify } from '../../../test-support/session';
import { houseRoundsTable } from '../house.table';
import { findScratchCard, SCRATCH_CARDS } from './cards';
import { ticketOf, verifyTicket } from './ticket';

const SECRET = 'house-secret-for-scratch-tests';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: SECRET }, listen: true });
});
afterAll(() => testApp.close());

type Game = { authorization: string };
type Member = { username: string; password: string };

async function openCard(member: Member, gameCode = 'SC01') {
  const headers = await authHeader(testApp.app, member);
  const launched = await testApp.app.inject({
    method: 'POST',
    url: '/api/lobby/launch',
    headers,
    payload: { vendorCode: 'PDSCRATCH', gameCode },
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json().value.url, 'http://x');
  expect(url.pathname).toBe(`/house/scratch/${gameCode}`);
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken: url.searchParams.get('launch') },
  });
  expect(opened.statusCode).toBe(200);
  const session = opened.json().value;
  return { game: { authorization: `Bearer ${session.sessionToken as string}` }, member: headers };
}

const buy = (game: Game, body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/house/api/scratch/tickets',
    headers: { ...game, 'accept-language': 'en' },
    payload: body as object,
  });

const cardOf = async (game: Game) =>
  (await testApp.app.inject({ method: 'GET', url: '/house/api/scratch/card', headers: game })).json()
    .value as ScratchCardValue;

const balanceOf = async (member: Record<string, string>) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: member })).json().value
    .balance as string;

const roundsOf = (playerId: number) =>
  testApp.database.db.select().from(houseRoundsTable).where(eq(houseRoundsTable.playerId, playerId));

const platformCounts = async () => {
  const db = testApp.database.db;
  const [rounds] = await db.select({ n: count() }).from(gameRoundsTable);
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactionsTable);
  const [vendorMoves] = await db.select({ n: count() }).from(vendorTransactionsTable);
  return { rounds: rounds!.n, transactions: transactions!.n, vendorMoves: vendorMoves!.n };
};

async function setRoundInterval(intervalMs: number) {
  const operator = await authHeader(testApp.app, {
    username: 'operator',
    password: 'Operator2026',
    site: 'operator',
  });
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/operator/house-settings',
    headers: operator,
    payload: { slotRoundIntervalMs: intervalMs },
  });
  expect(response.statusCode).toBe(200);
}

describe('the scratch studio in the lobby', () => {
  it('lists every card of the engine under PDSCRATCH as an RNG scratch card (SC) with its art', async () => {
    const rows = await testApp.database.db
      .select()
      .from(gamesTable)
      .where(eq(gamesTable.vendorCode, 'PDSCRATCH'));
    expect(rows.map((row) => row.gameCode).sort()).toEqual(SCRATCH_CARDS.map((card) => card.cardCode));
    for (const row of rows) {
      const card = findScratchCard(row.gameCode)!;
      expect(row).toMatchObject({
        name: card.name.en,
        nameVi: card.name.vi,
        gameType: 'RNG',
        gameClassify: 'SC',
        iconUrl: `/house/art/scratch/${card.cardCode}.svg`,
        supportPlay: 0,
      });
    }
    expect(rows.filter((row) => row.isHot === 1)).toHaveLength(1);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/lobby/games?gameType=RNG&gameClassify=SC&vassalage=PDSCRATCH',
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().value.games.map((game: { gameCode: string }) => game.gameCode)).toEqual(
      expect.arrayContaining(['SC01', 'SC02', 'SC03']),
    );
  });
});

describe('a card', () => {
  it('publishes its price, symbols, prize table with exact odds and the exact return', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const { game } = await openCard(player, 'SC02');
    const card = await cardOf(game);
    expect(card).toMatchObject({
      cardCode: 'SC02',
      name: { en: 'Lotus Pond', vi: 'Ao Sen' },
      price: '2.00',
      totalWeight: 1_000_000,
      noPrizeWeight: 428_448,
      rtpPercent: '94.56',
      anyPrizePercent: '57.16',
      roundIntervalMs: 0,
    });
    expect(card.symbols).toHaveLength(6);
    expect(card.tiers[0]).toEqual({
      symbolCode: 'LOTUS-LEAF',
      multiple: 1,
      prize: '2.00',
      weight: 330_000,
      oddsOneIn: '3.03',
    });
    expect(card.tiers.at(-1)).toEqual({
      symbolCode: 'PEARL',
      multiple: 300,
      prize: '600.00',
      weight: 2,
      oddsOneIn: '500000.00',
    });
    const others = await Promise.all(
      ['SC01', 'SC03'].map(async (code) => (await cardOf((await openCard(player, code)).game)).rtpPercent),
    );
    expect(others).toEqual(['95.10', '93.50']);
  });

  it('refuses card calls without a live game session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/house/api/scratch/card',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GAME_SESSION_EXPIRED');
  });
});

describe('a ticket', () => {
  it('moves the price and the prize through the wallet once per ticket, as the platform records', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member } = await openCard(player, 'SC03');
    let expected = 10_000n;
    const tickets: ScratchTicketValue[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await buy(game, { requestId: randomUUID() });
      expect(response.statusCode).toBe(200);
      const ticket = response.json().value as ScratchTicketValue;
      tickets.push(ticket);
      expected += -500n + toMinor(ticket.prize);
      expect(ticket).toMatchObject({
        cardCode: 'SC03',
        price: '5.00',
        nonce: index,
        balance: fromMinor(expected),
      });
      expect(ticket.cells).toHaveLength(9);
      expect(toMinor(ticket.prize)).toBe(500n * BigInt(ticket.multiple));
      const [round] = await testApp.database.db
        .select()
        .from(gameRoundsTable)
        .where(eq(gameRoundsTable.roundId, ticket.roundId));
      expect(round).toMatchObject({
        status: 'settled',
        stakeMinor: 500n,
        payoutMinor: toMinor(ticket.prize),
        gameCategory: 'RNG',
        gameCode: 'SC03',
      });
      const moves = await testApp.database.db
        .select()
        .from(vendorTransactionsTable)
        .where(eq(vendorTransactionsTable.gameRoundId, round!.id));
      expect(moves.map((move) => [move.kind, move.amountMinor]).sort()).toEqual(
        [
          ['credit', toMinor(ticket.prize)],
          ['debit', 500n],
        ].sort(),
      );
    }
    expect(await balanceOf(member)).toBe(fromMinor(expected));
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('records the ticket in its round, and the revealed seeds and the verifier recompute it', async () => {
    const player = await fundedMember(testApp.database.db, 1_000n);
    const { game } = await openCard(player, 'SC01');
    const ticket = (await buy(game, { requestId: randomUUID() })).json().value as ScratchTicketValue;
    const rotated = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/seeds/rotate',
      headers: game,
      payload: {},
    });
    const { revealed } = rotated.json().value;
    expect(revealed).toMatchObject({ serverSeedHash: ticket.serverSeedHash, clientSeed: ticket.clientSeed });
    const record = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${ticket.roundId}` })
    ).json().value;
    expect(record).toMatchObject({ kind: 'scratch', gameCode: 'SC01', stake: '1.00', payout: ticket.prize });
    expect(record.serverSeed).toBe(revealed.serverSeed);
    const detail = record.detail as ScratchRoundDetail;
    expect(detail).toMatchObject({
      cardCode: 'SC01',
      price: '1.00',
      prize: ticket.prize,
      cells: ticket.cells,
      winningCells: ticket.winningCells,
      tierIndex: ticket.tierIndex,
    });
    const card = findScratchCard('SC01')!;
    const engine = ticketOf(card, record.serverSeed, record.clientSeed, record.nonce);
    expect(engine.cells).toEqual(ticket.cells);
    expect(
      verifyTicket(
        card,
        { ...record, serverSeed: record.serverSeed },
        {
          ...engine,
          cells: detail.cells,
          winningCells: detail.winningCells,
          prizeCents: toMinor(detail.prize),
        },
      ),
    ).toEqual([]);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'scratch',
        gameCode: 'SC01',
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: record.nonce,
      },
    });
    expect(verified.statusCode).toBe(200);
    const { outcome, serverSeedHash } = verified.json().value;
    expect(serverSeedHash).toBe(ticket.serverSeedHash);
    // Every field the verifier answers is the round's detail, as the verify page compares them.
    for (const [key, value] of Object.entries(outcome))
      expect(detail[key as keyof ScratchRoundDetail]).toEqual(value);
    expect(Object.keys(outcome).sort()).toEqual(
      ['cardCode', 'cells', 'multiple', 'prize', 'tierIndex', 'winningCells'].sort(),
    );
  });

  it('answers the same ticket to the same requestId and moves nothing more', async () => {
    const player = await fundedMember(testApp.database.db, 1_000n);
    const { game, member } = await openCard(player, 'SC01');
    const requestId = randomUUID();
    const first = (await buy(game, { requestId })).json().value as ScratchTicketValue;
    const movedAfterFirst = await platformCounts();
    const again = await buy(game, { requestId });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first);
    expect(await platformCounts()).toEqual(movedAfterFirst);
    expect(await roundsOf(player.id)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(first.balance);
    const other = await fundedMember(testApp.database.db, 1_000n);
    const stolen = await buy((await openCard(other, 'SC01')).game, { requestId });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe('DUPLICATE_CONFLICT');
  });
});

describe('refusals that move nothing', () => {
  it('refuses a ticket above the balance with INSUFFICIENT_FUNDS and the balance', async () => {
    const player = await fundedMember(testApp.database.db, 450n);
    const { game, member } = await openCard(player, 'SC03');
    const before = await platformCounts();
    const response = await buy(game, { requestId: randomUUID() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance',
      value: { balance: '4.50' },
    });
    expect(await balanceOf(member)).toBe('4.50');
    const after = await platformCounts();
    expect(after.transactions).toBe(before.transactions);
    expect((await roundsOf(player.id)).map((round) => round.status)).toEqual(['refused']);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('refuses a ticket sooner than the operator’s least interval with ROUND_TOO_SOON', async () => {
    const player = await fundedMember(testApp.database.db, 1_000n);
    const { game, member } = await openCard(player, 'SC01');
    await setRoundInterval(5_000);
    try {
      expect((await cardOf(game)).roundIntervalMs).toBe(5_000);
      const first = await buy(game, { requestId: randomUUID() });
      expect(first.statusCode).toBe(200);
      const moved = await platformCounts();
      const second = await buy(game, { requestId: randomUUID() });
      expect(second.statusCode).toBe(429);
      expect(second.json().code).toBe('ROUND_TOO_SOON');
      expect(await platformCounts()).toEqual(moved);
      expect(await balanceOf(member)).toBe(first.json().value.balance);
      expect(await roundsOf(player.id)).toHaveLength(1);
      // The first ticket asked for again is its answer, not a refusal.
      const replayed = await buy(game, { requestId: first.json().value.requestId });
      expect(replayed.statusCode).toBe(200);
    } finally {
      await setRoundInterval(0);
    }
  });

  it('refuses a bad body with 400 and a message per field', async () => {
    const player = await fundedMember(testApp.database.db, 1_000n);
    const { game, member } = await openCard(player, 'SC01');
    const before = await platformCounts();
    for (const body of [{}, { requestId: 'not-a-uuid' }, { requestId: 42 }, { requestId: '' }]) {
      const response = await buy(game, body);
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.fields.requestId).toEqual(expect.any(String));
    }
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/scratch/tickets',
      headers: { ...game, 'content-type': 'application/json' },
      payload: '{"requestId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await platformCounts()).toEqual(before);
    expect(await roundsOf(player.id)).toHaveLength(0);
    expect(await balanceOf(member)).toBe('10.00');
  });
});

describe('free play', () => {
  it('sells a demo player tickets in play money only', async () => {
    const [row] = await testApp.database.db.select().from(gamesTable).where(eq(gamesTable.gameCode, 'SC02'));
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/demo',
      payload: { gameId: row!.id },
    });
    expect(launched.statusCode).toBe(200);
    const opened = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken: new URL(launched.json().value.url, 'http://x').searchParams.get('launch') },
    });
    const session = opened.json().value;
    expect(session).toMatchObject({ demo: true, kind: 'scratch' });
    const before = await platformCounts();
    const ticket = (
      await buy({ authorization: `Bearer ${session.sessionToken as string}` }, { requestId: randomUUID() })
    ).json().value as ScratchTicketValue;
    expect(ticket.balance).toBe(fromMinor(toMinor(session.balance) - 200n + toMinor(ticket.prize)));
    expect(await platformCounts()).toEqual(before);
  });
});
