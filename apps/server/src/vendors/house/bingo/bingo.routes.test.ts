// Proves the bingo rooms end to end over real HTTP, with the rooms' clock moved by the test instead of
// waited for: cards are sold only while a round is buying, up to the room's limit, each one debited
// once through the signed wallet (a refused buy moves nothing, a repeated requestId buys nothing more);
// the balls come out one by one on the schedule and never before their time; a drawn round pays every
// card its exact prize once, however often the dealer runs, so that the platform's rounds and ledger
// agree; every card and every draw can be recomputed from the revealed seeds; and every watcher of a
// room's stream sees the phases, each ball once, the draw with its seed and the settlement.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BingoStreamMessage } from '@playdeck/contract/bingo';
import { fromMinor } from '@playdeck/contract/money';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { ledgerTransactionsTable } from '../../../features/wallet/wallet.table';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { authHeader, ledgerVerify } from '../../../test-support/session';
import { houseRoundsTable } from '../house.table';
import { serverSeedHash } from '../slots/provably-fair';
import {
  buyCards,
  cardRoundsOf,
  cardsOfSeeds,
  gameBalanceOf,
  hasTiers,
  knownSeeds,
  newRequestId,
  openRoom,
  plantRound,
  prizesOf,
  room,
  roomStateOf,
  roundRow,
  type GameHeaders,
} from './bingo.test-helpers';
import { marksAfter } from './patterns';
import { patternPrizeMinor } from './prizes';
import { exactRoomReturn } from './returns';
import { roundNumberAt, roundTimes } from './schedule';
import { oneInText } from './views';

const SECRET = 'house-secret-for-bingo-tests';
let testApp: TestApp;
let clockMs = Date.now();
/** Rounds well ahead of the real time, so each test owns the rounds it plants. */
const nextRound = new Map<string, number>();

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: SECRET },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

/** A fresh round of a room for a test: ten rounds past the previous one, and past the clock. */
function takeRound(roomCode: string): number {
  const after = Math.max(nextRound.get(roomCode) ?? 0, roundNumberAt(room(roomCode), clockMs));
  const roundNumber = after + 10;
  nextRound.set(roomCode, roundNumber);
  return roundNumber;
}

/** Moves the rooms' clock to this many seconds into a round of a room. */
function setClock(roomCode: string, roundNumber: number, secondsIn: number) {
  clockMs = roundTimes(room(roomCode), roundNumber).opensAt + secondsIn * 1000;
}

const db = () => testApp.database.db;
const app = () => testApp.app;
const open = (member: { username: string; password: string }, roomCode: string) =>
  openRoom(app(), member, roomCode);
const buy = (game: GameHeaders, count: number, requestId = newRequestId()) =>
  buyCards(app(), game, { count, requestId });
const balanceOf = (game: GameHeaders) => gameBalanceOf(app(), game);
const stateOf = (game: GameHeaders) => roomStateOf(app(), game);
const runDealer = () => app().scheduler.runOnce(app().jobs.bingoRounds!);

async function expectLedgerBalanced() {
  expect((await ledgerVerify(app())).balanced).toBe(true);
}

describe('the room', () => {
  it('shows the prize table with the exact return, and the round’s seed hash with no ball yet', async () => {
    const roundNumber = takeRound('BG01');
    const planted = await plantRound(db(), 'BG01', roundNumber);
    setClock('BG01', roundNumber, 10);
    const game = await open(await fundedMember(db(), 10_000n), 'BG01');
    const value = await stateOf(game);
    const { chances } = exactRoomReturn(room('BG01'));
    expect(value.room).toEqual({
      roomCode: 'BG01',
      name: { en: 'Bingo Saigon', vi: 'Bingo Sài Gòn' },
      colour: '#b8321e',
      cardPrice: '1.00',
      cardsPerPlayerMax: 6,
      ballsCalled: 42,
      secondsBetweenBalls: 3,
      buyingSeconds: 90,
      resultSeconds: 24,
      roundSeconds: 240,
      rtpPercent: '94.59',
      prizes: [
        { pattern: 'line', multiplier: '1.5', prize: '1.50', oneIn: '2.91' },
        { pattern: 'two-lines', multiplier: '2.4', prize: '2.40', oneIn: '5.58' },
        {
          pattern: 'full-house',
          multiplier: '2000',
          prize: '2000.00',
          oneIn: oneInText(chances['full-house']),
        },
      ],
    });
    expect(value.room.prizes[2].oneIn).toMatch(/^7288354\d\.\d\d$/);
    const times = roundTimes(room('BG01'), roundNumber);
    expect(value.serverTime).toBe(new Date(clockMs).toISOString());
    expect(value.round).toEqual({
      roomCode: 'BG01',
      roundNumber,
      phase: 'buying',
      opensAt: new Date(times.opensAt).toISOString(),
      closesAt: new Date(times.closesAt).toISOString(),
      drawnAt: new Date(times.drawnAt).toISOString(),
      endsAt: new Date(times.endsAt).toISOString(),
      status: 'open',
      serverSeedHash: serverSeedHash(planted.serverSeed),
      clientSeed: `bingo:BG01:${roundNumber}`,
      nonce: 0,
      serverSeed: null,
      calledBalls: [],
    });
    expect(value.myCards).toEqual([]);
  });

  it('shows only the balls whose time has come, and the seed only once the round is drawn', async () => {
    const roundNumber = takeRound('BG01');
    const planted = await plantRound(db(), 'BG01', roundNumber);
    const game = await open(await fundedMember(db(), 0n), 'BG01');
    // Ball k is called (k + 1) × 3 s after sales close at 90 s.
    for (const [secondsIn, balls] of [
      [90, 0],
      [92.999, 0],
      [93, 1],
      [106, 5],
      [215.999, 41],
    ] as const) {
      setClock('BG01', roundNumber, secondsIn);
      const { round } = await stateOf(game);
      expect(round, `${secondsIn} s`).toMatchObject({ phase: 'drawing', status: 'open', serverSeed: null });
      expect(round.calledBalls).toEqual(planted.calledBalls.slice(0, balls));
    }
    setClock('BG01', roundNumber, 216);
    const late = (await stateOf(game)).round;
    // The last ball is out; the dealer has not drawn the round yet, so the seed stays hidden.
    expect(late).toMatchObject({ phase: 'result', status: 'open', serverSeed: null });
    expect(late.calledBalls).toEqual(planted.calledBalls);
    await runDealer();
    expect((await stateOf(game)).round).toMatchObject({
      phase: 'result',
      serverSeed: planted.serverSeed,
      calledBalls: planted.calledBalls,
    });
  });

  it('refuses a room call from a game session of another game, or without one', async () => {
    const player = await fundedMember(db(), 0n);
    const launched = await app().inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers: await authHeader(app(), player),
      payload: { vendorCode: 'PDCOCK', gameCode: 'CF01' },
    });
    const launchToken = new URL(launched.json().value.url, 'http://x').searchParams.get('launch');
    const opened = await app().inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken },
    });
    const elsewhere = { authorization: `Bearer ${opened.json().value.sessionToken as string}` };
    const response = await app().inject({ method: 'GET', url: '/house/api/bingo/room', headers: elsewhere });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GAME_NOT_FOUND');
    expect((await buyCards(app(), elsewhere, { count: 1, requestId: newRequestId() })).statusCode).toBe(404);
    const anonymous = await app().inject({ method: 'GET', url: '/house/api/bingo/room' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('launches only the rooms it has', async () => {
    const player = await fundedMember(db(), 0n);
    const launched = await app().inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers: await authHeader(app(), player),
      payload: { vendorCode: 'PDBINGO', gameCode: 'BG99' },
    });
    expect(launched.statusCode).toBe(404);
  });
});

describe('buying cards', () => {
  it('sells cards while the round is buying, one debit each, up to the room’s limit', async () => {
    const roundNumber = takeRound('BG02');
    const planted = await plantRound(db(), 'BG02', roundNumber);
    const player = await fundedMember(db(), 100_00n);
    const seeds = await knownSeeds(db(), player.id, `buyer-${roundNumber}`);
    const expected = cardsOfSeeds(seeds, 6);
    const game = await open(player, 'BG02');
    setClock('BG02', roundNumber, 0);
    const requestId = newRequestId();
    const first = await buy(game, 2, requestId);
    expect(first.statusCode).toBe(200);
    const { cards, balance } = first.json().value;
    expect(balance).toBe('90.00');
    expect(cards).toHaveLength(2);
    cards.forEach((card: Record<string, unknown>, index: number) => {
      expect(card).toEqual({
        roundId: `BG02-${roundNumber}-${player.id}-${index + 1}`,
        roundNumber,
        cardNumber: index + 1,
        cells: expected[index]!.cells,
        marks: Array.from({ length: 25 }, (_, cell) => cell === 12),
        lines: [],
        price: '5.00',
        status: 'open',
        prize: null,
        payout: null,
        // The house core keeps the real time of a purchase, not the rooms' clock.
        placedAt: expect.any(String),
      });
    });
    // The same request again answers the same cards and takes nothing more.
    const replay = await buy(game, 2, requestId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value.cards.map((card: { roundId: string }) => card.roundId)).toEqual(
      cards.map((card: { roundId: string }) => card.roundId),
    );
    expect(replay.json().value.balance).toBe('90.00');

    setClock('BG02', roundNumber, 69.999);
    expect((await buy(game, 4)).json().value.balance).toBe('70.00');
    const over = await buy(game, 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CARDS_LIMIT',
      message: 'You have bought the most cards allowed for this round',
    });
    expect(await balanceOf(game)).toBe('70.00');

    const rows = await cardRoundsOf(db(), player.id);
    expect(rows.map((row) => [row.status, row.nonce, row.stakeMinor])).toEqual(
      Array.from({ length: 6 }, (_, nonce) => ['open', nonce, 5_00n]),
    );
    expect(rows.every((row) => row.detail && (row.detail as { drawSeedHash: string }).drawSeedHash)).toBe(
      true,
    );
    expect(rows[0]!.detail).toMatchObject({
      roomCode: 'BG02',
      roundNumber,
      drawSeedHash: serverSeedHash(planted.serverSeed),
      drawClientSeed: `bingo:BG02:${roundNumber}`,
    });
    const platform = await db()
      .select()
      .from(gameRoundsTable)
      .where(
        inArray(
          gameRoundsTable.roundId,
          rows.map((row) => row.roundId),
        ),
      );
    expect(platform).toHaveLength(6);
    for (const row of platform)
      expect(row).toMatchObject({
        status: 'open',
        gameCategory: 'BINGO',
        gameCode: 'BG02',
        stakeMinor: 5_00n,
      });
    const debits = await db()
      .select({ id: ledgerTransactionsTable.id })
      .from(ledgerTransactionsTable)
      .where(
        and(
          eq(ledgerTransactionsTable.kind, 'vendor_debit'),
          inArray(
            sql`${ledgerTransactionsTable.metadata}->>'roundId'`,
            rows.map((row) => row.roundId),
          ),
        ),
      );
    expect(debits).toHaveLength(6);
    const state = await stateOf(game);
    expect(state.myCards.map((card: { cardNumber: number }) => card.cardNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    await expectLedgerBalanced();
  });

  it('refuses a card once the draw has started, with a clear message, moving nothing', async () => {
    const roundNumber = takeRound('BG02');
    await plantRound(db(), 'BG02', roundNumber);
    const player = await fundedMember(db(), 100_00n);
    const game = await open(player, 'BG02');
    // Sales close at 70 s; the balls are called until 150 s, the result shows until 180 s.
    for (const secondsIn of [70, 71.5, 120, 150, 179.999]) {
      setClock('BG02', roundNumber, secondsIn);
      const late = await buy(game, 1);
      expect(late.statusCode, `${secondsIn} s`).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'BETTING_CLOSED',
        message: 'Betting is closed for this round, please bet on the next one',
      });
    }
    expect(await balanceOf(game)).toBe('100.00');
    expect(await cardRoundsOf(db(), player.id)).toEqual([]);
  });

  it('refuses a bad count or request id, and more cards than the room allows, moving nothing', async () => {
    const roundNumber = takeRound('BG02');
    await plantRound(db(), 'BG02', roundNumber);
    const player = await fundedMember(db(), 100_00n);
    const game = await open(player, 'BG02');
    setClock('BG02', roundNumber, 20);
    for (const payload of [
      { count: 0, requestId: newRequestId() },
      { count: -1, requestId: newRequestId() },
      { count: 1.5, requestId: newRequestId() },
      { count: 13, requestId: newRequestId() },
      { count: '2', requestId: newRequestId() },
      { requestId: newRequestId() },
      { count: 1, requestId: 'short' },
      { count: 1, requestId: 'has spaces in it' },
      { count: 1 },
    ]) {
      const invalid = await buyCards(app(), game, payload);
      expect(invalid.statusCode, JSON.stringify(payload)).toBe(400);
      expect(invalid.json().code).toBe('VALIDATION_FAILED');
    }
    const tooMany = await buy(game, 7);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('CARDS_LIMIT');
    expect(await balanceOf(game)).toBe('100.00');
    expect(await cardRoundsOf(db(), player.id)).toEqual([]);
  });

  it('never lets buys made at the same moment go past the limit, nor one request buy twice', async () => {
    const roundNumber = takeRound('BG03');
    await plantRound(db(), 'BG03', roundNumber);
    const player = await fundedMember(db(), 100_00n);
    const game = await open(player, 'BG03');
    setClock('BG03', roundNumber, 40);
    const requestId = newRequestId();
    const same = await Promise.all([buy(game, 2, requestId), buy(game, 2, requestId)]);
    expect(same.map((response) => response.statusCode)).toEqual([200, 200]);
    // The request is bought once; the copy answers its cards (those bought so far, if it overtook).
    const sameIds = new Set(
      same.flatMap((response) =>
        response.json().value.cards.map((card: { roundId: string }) => card.roundId),
      ),
    );
    expect(sameIds.size).toBe(2);
    expect(await cardRoundsOf(db(), player.id)).toHaveLength(2);
    const racing = await Promise.all([buy(game, 4), buy(game, 4), buy(game, 4)]);
    const bought = racing.flatMap((response) =>
      response.statusCode === 200 ? (response.json().value.cards as { cardNumber: number }[]) : [],
    );
    for (const response of racing.filter((response) => response.statusCode !== 200))
      expect(response.json().code).toBe('CARDS_LIMIT');
    // The card numbers are each taken once, and the four still free all went.
    expect(bought.map((card) => card.cardNumber).sort()).toEqual([3, 4, 5, 6]);
    const rows = await cardRoundsOf(db(), player.id);
    expect(rows.filter((row) => row.status === 'open')).toHaveLength(6);
    expect(await balanceOf(game)).toBe('97.00');
    await expectLedgerBalanced();
  });

  it('refuses cards the balance does not cover, buying none of them', async () => {
    const roundNumber = takeRound('BG02');
    await plantRound(db(), 'BG02', roundNumber);
    const player = await fundedMember(db(), 9_00n);
    const game = await open(player, 'BG02');
    setClock('BG02', roundNumber, 30);
    const broke = await buy(game, 2);
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance',
      value: { balance: '9.00' },
    });
    expect(await cardRoundsOf(db(), player.id)).toEqual([]);
    expect(await balanceOf(game)).toBe('9.00');
    expect((await buy(game, 1)).json().value.balance).toBe('4.00');
    await expectLedgerBalanced();
  });
});

describe('the draw and the prizes', () => {
  it('pays every card its exact prize once, however often the dealer runs', async () => {
    const roundNumber = takeRound('BG02');
    const alice = await fundedMember(db(), 100_00n);
    const bob = await fundedMember(db(), 100_00n);
    const seeds = {
      alice: await knownSeeds(db(), alice.id, `alice-${roundNumber}`),
      bob: await knownSeeds(db(), bob.id, `bob-${roundNumber}`),
    };
    const cards = { alice: cardsOfSeeds(seeds.alice, 6), bob: cardsOfSeeds(seeds.bob, 3) };
    // A draw on which the cards end with no pattern, one line and two lines among them.
    const planted = await plantRound(
      db(),
      'BG02',
      roundNumber,
      hasTiers('BG02', [...cards.alice, ...cards.bob], ['none', 'line', 'two-lines']),
    );
    const games = { alice: await open(alice, 'BG02'), bob: await open(bob, 'BG02') };
    setClock('BG02', roundNumber, 10);
    expect((await buy(games.alice, 6)).statusCode).toBe(200);
    expect((await buy(games.bob, 3)).statusCode).toBe(200);

    // Halfway through the draw nothing is paid; the cards are daubed with the balls out so far.
    setClock('BG02', roundNumber, 70 + 20 * 2 + 0.5);
    await runDealer();
    const halfway = await stateOf(games.alice);
    expect(halfway.round.calledBalls).toEqual(planted.calledBalls.slice(0, 20));
    halfway.myCards.forEach((card: { marks: boolean[]; prize: unknown; payout: unknown }, index: number) => {
      expect(card.marks).toEqual(marksAfter(cards.alice[index]!, planted.calledBalls.slice(0, 20)));
      expect(card).toMatchObject({ prize: null, payout: null });
    });

    setClock('BG02', roundNumber, 150.5);
    const runs = await Promise.all([runDealer(), runDealer()]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await runDealer()).toBe(true);
    expect(await roundRow(db(), 'BG02', roundNumber)).toMatchObject({
      status: 'settled',
      ballsAnnounced: 40,
    });

    for (const who of ['alice', 'bob'] as const) {
      const prizes = prizesOf('BG02', cards[who], planted.calledBalls);
      const paid = prizes.reduce((sum, prize) => sum + prize.amountMinor, 0n);
      const staked = BigInt(cards[who].length) * 5_00n;
      expect(await balanceOf(games[who])).toBe(fromMinor(100_00n - staked + paid));
      const state = await stateOf(games[who]);
      expect(state.round).toMatchObject({ status: 'settled', serverSeed: planted.serverSeed });
      expect(
        state.myCards.map((card: { prize: unknown; payout: string; status: string }) => [
          card.prize,
          card.payout,
          card.status,
        ]),
      ).toEqual(
        prizes.map((prize) => [
          { tier: prize.tier, ballIndex: prize.ballIndex, amount: fromMinor(prize.amountMinor) },
          fromMinor(prize.amountMinor),
          'settled',
        ]),
      );
      const rows = await cardRoundsOf(db(), who === 'alice' ? alice.id : bob.id);
      rows.forEach((row, index) => {
        expect(row).toMatchObject({ status: 'settled', payoutMinor: prizes[index]!.amountMinor });
        expect(row.detail).toMatchObject({
          tier: prizes[index]!.tier,
          ballIndex: prizes[index]!.ballIndex,
          prize: fromMinor(prizes[index]!.amountMinor),
          payout: fromMinor(prizes[index]!.amountMinor),
          drawSeed: planted.serverSeed,
          calledBalls: planted.calledBalls,
        });
      });
      const platform = await db()
        .select()
        .from(gameRoundsTable)
        .where(
          inArray(
            gameRoundsTable.roundId,
            rows.map((row) => row.roundId),
          ),
        );
      for (const row of platform) {
        const index = rows.findIndex((card) => card.roundId === row.roundId);
        expect(row).toMatchObject({ status: 'settled', payoutMinor: prizes[index]!.amountMinor });
      }
    }
    // The prizes are the published ones: a line 1.8 × 5.00, two lines 3 × 5.00.
    expect(patternPrizeMinor(room('BG02'), 'line')).toBe(9_00n);
    expect(patternPrizeMinor(room('BG02'), 'two-lines')).toBe(15_00n);

    // As if the house had crashed after a credit and before recording it: the next runs credit again
    // with the same transaction id, and the platform answers the first result.
    const before = await balanceOf(games.alice);
    const [winner] = (await cardRoundsOf(db(), alice.id)).filter((row) => row.payoutMinor! > 0n);
    await db().update(houseRoundsTable).set({ status: 'open' }).where(eq(houseRoundsTable.id, winner!.id));
    await runDealer();
    await runDealer();
    expect(await balanceOf(games.alice)).toBe(before);
    expect((await cardRoundsOf(db(), alice.id)).every((row) => row.status === 'settled')).toBe(true);

    // The next round shows these cards as the last round's.
    setClock('BG02', roundNumber + 1, 1);
    const next = await stateOf(games.bob);
    expect(next.lastRound).toMatchObject({ roundNumber, serverSeed: planted.serverSeed });
    expect(next.lastCards.map((card: { payout: string }) => card.payout)).toEqual(
      prizesOf('BG02', cards.bob, planted.calledBalls).map((prize) => fromMinor(prize.amountMinor)),
    );
    expect(next.myCards).toEqual([]);
    await expectLedgerBalanced();
  });

  it('reveals the draw’s seed and the player’s, so that a card and the draw can be recomputed', async () => {
    const roundNumber = takeRound('BG03');
    const planted = await plantRound(db(), 'BG03', roundNumber);
    const player = await fundedMember(db(), 10_00n);
    const seeds = await knownSeeds(db(), player.id, `fair-${roundNumber}`);
    const game = await open(player, 'BG03');
    setClock('BG03', roundNumber, 5);
    const [card] = (await buy(game, 1)).json().value.cards;
    const record = async () =>
      (await app().inject({ method: 'GET', url: `/house/api/rounds/${card.roundId as string}` })).json()
        .value;
    expect(await record()).toMatchObject({
      kind: 'bingo',
      vendorCode: 'PDBINGO',
      gameCode: 'BG03',
      stake: '0.50',
      serverSeedHash: serverSeedHash(seeds.serverSeed),
      serverSeed: null,
      clientSeed: seeds.clientSeed,
      nonce: 0,
      detail: {
        roundNumber,
        cells: card.cells,
        drawSeedHash: serverSeedHash(planted.serverSeed),
        drawClientSeed: `bingo:BG03:${roundNumber}`,
      },
    });

    setClock('BG03', roundNumber, 90 + 45 * 4 + 1);
    await runDealer();
    // The player reveals the card's seed by rotating the seed pair.
    const rotated = await app().inject({
      method: 'POST',
      url: '/house/api/seeds/rotate',
      headers: game,
      payload: {},
    });
    expect(rotated.json().value.revealed.serverSeed).toBe(seeds.serverSeed);
    const settled = await record();
    expect(settled).toMatchObject({
      status: 'settled',
      serverSeed: seeds.serverSeed,
      detail: { drawSeed: planted.serverSeed, calledBalls: planted.calledBalls },
    });

    const verify = (payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: '/house/api/verify', payload: { kind: 'bingo', ...payload } });
    const cardCheck = await verify({
      gameCode: 'BG03',
      serverSeed: settled.serverSeed,
      clientSeed: settled.clientSeed,
      nonce: settled.nonce,
    });
    expect(cardCheck.json().value).toEqual({
      serverSeedHash: serverSeedHash(seeds.serverSeed),
      outcome: { cells: card.cells },
    });
    const drawCheck = await verify({
      gameCode: 'BG03',
      serverSeed: settled.detail.drawSeed,
      clientSeed: settled.detail.drawClientSeed,
      nonce: 0,
    });
    expect(drawCheck.json().value).toEqual({
      serverSeedHash: serverSeedHash(planted.serverSeed),
      outcome: { roomCode: 'BG03', roundNumber, calledBalls: planted.calledBalls },
    });
    // A round's seeds name their room and nonce 0: anything else is not a draw of this room.
    for (const payload of [
      { gameCode: 'BG01', serverSeed: 'x', clientSeed: `bingo:BG03:${roundNumber}`, nonce: 0 },
      { gameCode: 'BG03', serverSeed: 'x', clientSeed: `bingo:BG03:${roundNumber}`, nonce: 1 },
      { gameCode: 'BG99', serverSeed: 'x', clientSeed: 'y', nonce: 0 },
    ])
      expect((await verify(payload)).statusCode, JSON.stringify(payload)).toBe(404);
  });
});

describe('the stream', () => {
  /** A real WebSocket on a room's stream, collecting what it is sent. */
  async function watch(roomCode: string) {
    const { port } = app().server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${port}/house/api/bingo/stream?room=${roomCode}`);
    const messages: BingoStreamMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return { socket, messages };
  }

  const ballsOf = (messages: BingoStreamMessage[], roundNumber: number) =>
    messages.flatMap((message) =>
      message.type === 'ball' && message.roundNumber === roundNumber ? [message] : [],
    );
  const phaseOf = (messages: BingoStreamMessage[], roundNumber: number, phase: string) =>
    messages.find(
      (message) =>
        message.type === 'phase' &&
        message.round.roundNumber === roundNumber &&
        message.round.phase === phase,
    );

  it('pushes the phases, each ball once in its time, the draw and the settlement to every watcher', async () => {
    const roundNumber = takeRound('BG01');
    const planted = await plantRound(db(), 'BG01', roundNumber);
    setClock('BG01', roundNumber, 10);
    const watchers = [await watch('BG01'), await watch('BG01')];
    for (const { messages } of watchers) {
      await expect.poll(() => messages[0]?.type).toBe('phase');
      expect(messages[0]).toMatchObject({
        serverTime: new Date(clockMs).toISOString(),
        round: {
          roundNumber,
          phase: 'buying',
          serverSeedHash: serverSeedHash(planted.serverSeed),
          calledBalls: [],
        },
      });
    }
    const game = await open(await fundedMember(db(), 10_00n), 'BG01');
    expect((await buy(game, 1)).statusCode).toBe(200);

    setClock('BG01', roundNumber, 90.2);
    await runDealer();
    for (const { messages } of watchers) {
      await expect
        .poll(() => phaseOf(messages, roundNumber, 'drawing'))
        .toMatchObject({ round: { status: 'open', serverSeed: null, calledBalls: [] } });
    }

    // Three balls are due at 99.1 s: each is pushed once, in order, with every ball so far.
    setClock('BG01', roundNumber, 99.1);
    await runDealer();
    await runDealer();
    for (const { messages } of watchers) {
      await expect.poll(() => ballsOf(messages, roundNumber).length).toBe(3);
      expect(ballsOf(messages, roundNumber)).toEqual(
        [0, 1, 2].map((ballIndex) => ({
          type: 'ball',
          serverTime: new Date(clockMs).toISOString(),
          roomCode: 'BG01',
          roundNumber,
          ballIndex,
          ball: planted.calledBalls[ballIndex],
          calledBalls: planted.calledBalls.slice(0, ballIndex + 1),
        })),
      );
    }

    setClock('BG01', roundNumber, 216.2);
    await runDealer();
    for (const { messages } of watchers) {
      await expect
        .poll(() =>
          messages.some((message) => message.type === 'settled' && message.roundNumber === roundNumber),
        )
        .toBe(true);
      const balls = ballsOf(messages, roundNumber);
      expect(balls.map((message) => message.ball)).toEqual(planted.calledBalls);
      const drawnAt = messages.findIndex(
        (message) => message.type === 'drawn' && message.round.roundNumber === roundNumber,
      );
      expect(messages[drawnAt]).toMatchObject({
        round: { status: 'drawn', serverSeed: planted.serverSeed, calledBalls: planted.calledBalls },
      });
      // Every ball comes before the draw that reveals the seed.
      expect(messages.indexOf(balls.at(-1)!)).toBeLessThan(drawnAt);
      expect(phaseOf(messages, roundNumber, 'result')).toBeDefined();
    }

    setClock('BG01', roundNumber + 1, 0.3);
    await runDealer();
    for (const { messages } of watchers) {
      await expect
        .poll(() => phaseOf(messages, roundNumber + 1, 'buying'))
        .toMatchObject({ round: { status: 'open', serverSeed: null, calledBalls: [] } });
    }
    for (const { socket } of watchers) socket.terminate();
  });

  it('closes a stream of a room that does not exist', async () => {
    const { socket, messages } = await watch('NOPE');
    const closed = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(closed).toBe(4404);
    expect(messages).toEqual([{ type: 'error', code: 'GAME_NOT_FOUND' }]);
  });
});
