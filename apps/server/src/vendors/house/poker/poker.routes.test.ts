// Proves the hold'em card rooms over real HTTP with a moved clock: sitting down and leaving are refused
// with clear messages for a free-play session, a stack outside the buy-in range or above the balance, a
// seat the table lacks or another member holds, a full table, and a member not seated; a member alone
// gets labelled house bots and a hand, whose blinds and bets are debits of the member's round taken
// before the engine moves; an action out of turn and an amount out of range are refused with nothing
// moved; the winnings are credited once, the rake kept, and every hand's money balances (Σ member
// debits + bots' chips = Σ member credits + bots' winnings + rake) with the ledger balanced; a member
// who goes away has their turn checked or folded and loses no more than they had put in; the verifier
// recomputes a hand's deck from its revealed seed; and the catalogue lists the four tables.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PokerTableValue } from '@playdeck/contract/poker';
import { gamesTable } from '../../../features/lobby/lobby.table';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { authHeader, ledgerVerify } from '../../../test-support/session';
import { createDemoWallet } from '../demo-wallet';
import { houseRoundsTable, houseSessionsTable, housePokerSeatsTable } from '../house.table';
import { cardCode } from './cards';
import { dealOf } from './deal';
import {
  fakeClock,
  handMoney,
  openTable,
  passiveAction,
  runDealer,
  tableCalls,
  tableOf,
  type GameHeaders,
} from './game-server.test-helpers';
import { recordFromJson } from './hand-record';
import { settlementOf } from './showdown';
import { POKER_TABLES } from './tables';

const clock = fakeClock();
let testApp: TestApp;
let calls: ReturnType<typeof tableCalls>;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-poker-tests' },
    listen: true,
    now: clock.now,
  });
  calls = tableCalls(testApp.app);
});
afterAll(() => testApp.close());

/** A funded member at a table, seated with a stack. */
async function seated(tableCode: string, stack: string, fundsMinor = 100_00n) {
  const member = await fundedMember(testApp.database.db, fundsMinor);
  const game = await openTable(testApp.app, member, tableCode);
  const response = await calls.sit(game, { stack });
  expect(response.statusCode).toBe(200);
  return { member, game, seat: (response.json().value as PokerTableValue).mySeat! };
}

/** Moves the clock and runs the dealer until the member may act or the hand is over (bounded). */
async function untilMyTurnOrEnd(game: GameHeaders): Promise<PokerTableValue> {
  for (let step = 0; step < 60; step += 1) {
    const value = await tableOf(testApp.app, game);
    if (value.hand?.legalActions || (value.hand && value.hand.status !== 'open')) return value;
    clock.advance(2_100);
    await runDealer(testApp.app);
  }
  throw new Error('the hand did not come to the member');
}

/** Plays the hand to its end with the member checking or calling (bounded). */
async function playHandPassively(game: GameHeaders, handNumber: number): Promise<PokerTableValue> {
  for (let step = 0; step < 60; step += 1) {
    const value = await untilMyTurnOrEnd(game);
    if (value.hand!.handNumber !== handNumber || value.hand!.status !== 'open') return value;
    const response = await calls.act(game, handNumber, passiveAction(value));
    expect(response.statusCode).toBe(200);
  }
  throw new Error('the hand did not end');
}

describe('sitting down and leaving', () => {
  it('refuses a free-play session: card rooms are played for real money only', async () => {
    const token = randomBytes(24).toString('base64url');
    const playerId = await createDemoWallet(testApp.database.db).open();
    await testApp.database.db.insert(houseSessionsTable).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      playerId,
      vendorCode: 'PDPVP',
      gameCode: 'NLH02',
      language: 'en',
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const game = { authorization: `Bearer ${token}` };
    const response = await calls.sit(game, { stack: '20.00' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'REAL_ACCOUNT_REQUIRED' });
    const seats = await testApp.database.db.select().from(housePokerSeatsTable);
    expect(seats.filter((seat) => seat.playerId === playerId)).toEqual([]);
  });

  it('refuses a stack outside the buy-in range, naming the range, and one above the balance', async () => {
    const member = await fundedMember(testApp.database.db, 30_00n);
    const game = await openTable(testApp.app, member, 'NLH02');
    const below = await calls.sit(game, { stack: '19.99' });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      fields: { stack: 'The amount must be between 20.00 and 50.00' },
    });
    const above = await calls.sit(game, { stack: '50.01' });
    expect(above.statusCode).toBe(400);
    const poorer = await calls.sit(game, { stack: '40.00' });
    expect(poorer.statusCode).toBe(409);
    expect(poorer.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '30.00' } });
    const malformed = await calls.sit(game, { stack: '20.005', seat: 0 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toMatchObject({
      stack: expect.any(String),
      seat: expect.any(String),
    });
    const noSuchSeat = await calls.sit(game, { stack: '20.00', seat: 7 });
    expect(noSuchSeat.statusCode).toBe(400);
    expect(noSuchSeat.json()).toMatchObject({ fields: { seat: 'The value must be at most 6' } });
    expect((await tableOf(testApp.app, game)).mySeat).toBeNull();
  });

  it('refuses a seat another member holds, a full table, and leaving or acting when not seated', async () => {
    const first = await seated('NLH04', '40.00');
    const other = await fundedMember(testApp.database.db, 100_00n);
    const game = await openTable(testApp.app, other, 'NLH04');
    const taken = await calls.sit(game, { stack: '40.00', seat: first.seat });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SEAT_TAKEN', message: 'That seat is taken' });
    const second = await calls.sit(game, { stack: '40.00' });
    expect(second.statusCode).toBe(200);
    const third = await openTable(testApp.app, await fundedMember(testApp.database.db, 100_00n), 'NLH04');
    const full = await calls.sit(third, { stack: '40.00' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'TABLE_FULL', message: 'The table is full' });
    const notSeatedLeave = await calls.leave(third);
    expect(notSeatedLeave.statusCode).toBe(409);
    expect(notSeatedLeave.json()).toMatchObject({ code: 'NOT_SEATED', message: 'Take a seat first' });
    const notSeatedAct = await calls.act(third, 1, { type: 'check' });
    expect(notSeatedAct.json()).toMatchObject({ code: 'NOT_SEATED' });
    // Both leave before any hand: their seats are free at once.
    expect((await calls.leave(first.game)).statusCode).toBe(200);
    expect((await calls.leave(game)).statusCode).toBe(200);
    expect((await tableOf(testApp.app, third)).seats).toEqual([]);
  });

  it('refuses an action body that is not an action, per field', async () => {
    const { game } = await seated('NLH03', '100.00', 200_00n);
    const response = await calls.act(game, 1, { type: 'raise' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { action: expect.any(String) },
    });
    const noHand = await calls.act(game, 99, { type: 'check' });
    expect(noHand.statusCode).toBe(404);
    expect(noHand.json()).toMatchObject({ code: 'HAND_NOT_FOUND' });
    expect((await calls.leave(game)).statusCode).toBe(200);
  });
});

describe('a hand at a table with house bots', () => {
  let member: Awaited<ReturnType<typeof seated>>;
  let handNumber = 0;

  /** The member's view once the next hand is dealt (bounded). */
  async function nextHand(after: number): Promise<PokerTableValue> {
    for (let step = 0; step < 80; step += 1) {
      const value = await tableOf(testApp.app, member.game);
      if (value.hand && value.hand.handNumber > after) return value;
      const legal = value.hand?.status === 'open' ? passiveAction(value) : null;
      if (legal) await calls.act(member.game, value.hand!.handNumber, legal);
      else {
        clock.advance(2_100);
        await runDealer(testApp.app);
      }
    }
    throw new Error('no next hand');
  }

  it('deals a lone member in with labelled bots, showing them only their own cards', async () => {
    member = await seated('NLH01', '10.00');
    await runDealer(testApp.app);
    const value = await tableOf(testApp.app, member.game);
    expect(value.seats).toHaveLength(3);
    const bots = value.seats.filter((seat) => seat.isBot);
    expect(bots).toHaveLength(2);
    for (const bot of bots) expect(bot.name).toMatch(/^Bot /);
    const hand = value.hand!;
    handNumber = hand.handNumber;
    expect(hand.status).toBe('open');
    expect(hand.serverSeed).toBeNull();
    expect(hand.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hand.seats.filter((seat) => seat.isBot)).toHaveLength(2);
    for (const seat of hand.seats) expect(seat.holeCards !== null).toBe(seat.seat === member.seat);
  });

  it('debits a member’s blind on their round for the hand as it is dealt', async () => {
    let value = await tableOf(testApp.app, member.game);
    for (let hands = 0; hands < 4; hands += 1) {
      const hand = value.hand!;
      if (hand.smallBlindSeat === member.seat || hand.bigBlindSeat === member.seat) break;
      value = await nextHand(hand.handNumber);
    }
    const hand = value.hand!;
    const blind = hand.events.find((event) => event.type === 'blind' && event.seat === member.seat);
    expect(blind).toBeDefined();
    const { rounds, platform } = await handMoney(testApp.database.db, 'NLH01', hand.handNumber);
    const blindMinor = BigInt((blind as { amount: string }).amount.replace('.', ''));
    expect(rounds.map((round) => [round.roundId, round.stakeMinor, round.status])).toEqual([
      [`NLH01-${hand.handNumber}-${member.member.id}`, blindMinor, 'open'],
    ]);
    expect(platform.map((round) => [round.stakeMinor, round.status])).toEqual([[blindMinor, 'open']]);
    handNumber = hand.handNumber;
  });

  it('refuses an action out of turn and an amount out of range, with nothing moved', async () => {
    let value = await tableOf(testApp.app, member.game);
    // On to a bot's turn, the member checking or calling meanwhile.
    for (let step = 0; step < 40; step += 1) {
      if (value.hand!.status === 'open' && value.hand!.toActSeat !== member.seat) break;
      value =
        value.hand!.status === 'open' ? await actPassively(value) : await nextHand(value.hand!.handNumber);
    }
    expect(value.hand!.toActSeat).not.toBe(member.seat);
    handNumber = value.hand!.handNumber;
    const balance = await calls.balance(member.game);
    let before = await handMoney(testApp.database.db, 'NLH01', handNumber);
    const outOfTurn = await calls.act(member.game, handNumber, { type: 'call' });
    expect(outOfTurn.statusCode).toBe(409);
    expect(outOfTurn.json()).toMatchObject({ code: 'NOT_YOUR_TURN', message: 'It is not your turn' });
    let after = await handMoney(testApp.database.db, 'NLH01', handNumber);
    expect(after.hand.version).toBe(before.hand.version);
    expect(after.platform.map((round) => round.stakeMinor)).toEqual(
      before.platform.map((round) => round.stakeMinor),
    );
    expect(await calls.balance(member.game)).toBe(balance);

    // On to the member's turn (in this hand or the next).
    for (let step = 0; step < 40 && !value.hand!.legalActions; step += 1) {
      clock.advance(2_100);
      await runDealer(testApp.app);
      value = await tableOf(testApp.app, member.game);
      if (value.hand!.status !== 'open') value = await nextHand(value.hand!.handNumber);
    }
    const legal = value.hand!.legalActions!;
    expect(legal).not.toBeNull();
    handNumber = value.hand!.handNumber;
    const balanceAtTurn = await calls.balance(member.game);
    before = await handMoney(testApp.database.db, 'NLH01', handNumber);
    const type = legal.bet ? 'bet' : 'raise';
    const range = (legal.bet ?? legal.raise)!;
    const tooMuch = await calls.act(member.game, handNumber, { type, total: '500.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      fields: { 'action.total': `The amount must be between ${range.min} and ${legal.allIn!.total}` },
    });
    const tooLittle = await calls.act(member.game, handNumber, { type, total: '0.01' });
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    const wrong = await calls.act(member.game, handNumber, { type: legal.check ? 'call' : 'check' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'ACTION_INVALID', message: 'That move is not allowed now' });
    after = await handMoney(testApp.database.db, 'NLH01', handNumber);
    expect(after.hand.version).toBe(before.hand.version);
    expect(after.platform.map((round) => round.stakeMinor)).toEqual(
      before.platform.map((round) => round.stakeMinor),
    );
    expect(await calls.balance(member.game)).toBe(balanceAtTurn);
  });

  it('plays the hand to its end: chips debited as they go in, winnings credited once, rake kept', async () => {
    const balanceBefore = toMinorOf(await calls.balance(member.game));
    const startMoney = await handMoney(testApp.database.db, 'NLH01', handNumber);
    const debitedBefore = startMoney.rounds.reduce((sum, round) => sum + round.stakeMinor, 0n);
    const value = await playHandPassively(member.game, handNumber);
    expect(value.hand!.handNumber).toBe(handNumber);
    expect(value.hand!.status).toBe('settled');
    expect(value.hand!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const { hand, rounds, platform, credits } = await handMoney(testApp.database.db, 'NLH01', handNumber);
    const settlement = settlementOf(recordFromJson(hand.state).state);
    const me = settlement.players.find((player) => !player.isBot)!;
    const bots = settlement.players.filter((player) => player.isBot);
    expect(rounds).toHaveLength(1);
    const [round] = rounds;
    expect(round).toMatchObject({
      stakeMinor: me.committedCents,
      payoutMinor: me.wonCents,
      status: 'settled',
    });
    expect(platform[0]).toMatchObject({
      stakeMinor: me.committedCents,
      payoutMinor: me.wonCents,
      status: 'settled',
    });
    // One credit at most (a loss closes the round with 0.00, which moves nothing in the ledger).
    expect(credits).toHaveLength(me.wonCents > 0n ? 1 : 0);
    // Σ member debits + bots' chips in = Σ member credits + bots' winnings + rake.
    const debits = rounds.reduce((sum, entry) => sum + entry.stakeMinor, 0n);
    const memberCredits = rounds.reduce((sum, entry) => sum + (entry.payoutMinor ?? 0n), 0n);
    const botsIn = bots.reduce((sum, bot) => sum + bot.committedCents, 0n);
    const botsOut = bots.reduce((sum, bot) => sum + bot.wonCents, 0n);
    expect(debits + botsIn).toBe(memberCredits + botsOut + settlement.rakeCents);
    expect(toMinorOf(await calls.balance(member.game))).toBe(
      balanceBefore - (me.committedCents - debitedBefore) + me.wonCents,
    );
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('lets the verifier recompute the hand’s deck from the revealed seed, as the round records it', async () => {
    const { hand, rounds } = await handMoney(testApp.database.db, 'NLH01', handNumber);
    expect(rounds).toHaveLength(1);
    const fairness = await testApp.app.inject({
      method: 'GET',
      url: `/house/api/rounds/${rounds[0]!.roundId}`,
    });
    expect(fairness.statusCode).toBe(200);
    const record = fairness.json().value;
    expect(record).toMatchObject({
      kind: 'poker',
      serverSeed: hand.serverSeed,
      clientSeed: `poker:NLH01:${handNumber}`,
    });
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'poker',
        gameCode: 'NLH01',
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: 0,
      },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().value.outcome.deck).toHaveLength(20);
    expect(verified.json().value.outcome.deck).toEqual(record.detail.deck);
    const deal = dealOf(hand.serverSeed, 'NLH01', handNumber, record.detail.dealOrder);
    expect(record.detail.board).toEqual([...deal.flop, deal.turn, deal.river].map(cardCode));
    for (const hole of deal.holeCards)
      expect(record.detail.holeCards[hole.seat]).toEqual(hole.cards.map(cardCode));
  });

  it('keeps the seed of a hand being played hidden from its rounds’ records', async () => {
    const value = await nextHand(handNumber);
    const open = await handMoney(testApp.database.db, 'NLH01', value.hand!.handNumber);
    for (const round of open.rounds) {
      const fairness = await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${round.roundId}` });
      expect(fairness.json().value).toMatchObject({ serverSeed: null });
      expect(fairness.json().value.detail).not.toHaveProperty('deck');
    }
    expect((await calls.leave(member.game)).statusCode).toBe(200);
  });

  async function actPassively(value: PokerTableValue): Promise<PokerTableValue> {
    const action = passiveAction(value);
    if (action) expect((await calls.act(member.game, value.hand!.handNumber, action)).statusCode).toBe(200);
    return tableOf(testApp.app, member.game);
  }
});

const toMinorOf = (amount: string) => BigInt(amount.replace('.', ''));

describe('a member who goes away', () => {
  it('has their turn checked or folded when they stop being seen, losing no more than they put in', async () => {
    const { game, seat } = await seated('NLH02', '20.00');
    clock.advance(10_000);
    await runDealer(testApp.app);
    let value = await untilMyTurnOrEnd(game);
    expect(value.hand!.status).toBe('open');
    const handNumber = value.hand!.handNumber;
    const putIn = value.hand!.seats.find((entry) => entry.seat === seat)!.committed;
    // The member's socket closes: nothing marks them seen any more.
    clock.advance(16_000);
    await runDealer(testApp.app);
    value = await tableOf(testApp.app, game);
    const automatic = value.hand!.events.filter(
      (event) => event.type === 'action' && event.seat === seat && event.automatic,
    );
    expect(automatic.length).toBeGreaterThan(0);
    expect(['fold', 'check']).toContain((automatic[0] as { action: string }).action);
    const { rounds } = await handMoney(testApp.database.db, 'NLH02', handNumber);
    const staked = rounds.reduce((sum, round) => sum + round.stakeMinor, 0n);
    expect(staked).toBe(BigInt(putIn.replace('.', '')));
    // Gone for minutes: the seat is freed between hands, and the bots leave with the last member.
    for (let step = 0; step < 40 && value.hand!.status === 'open'; step += 1) {
      clock.advance(2_100);
      await runDealer(testApp.app);
      value = await tableOf(testApp.app, game);
    }
    clock.advance(130_000);
    await runDealer(testApp.app);
    expect((await tableOf(testApp.app, game)).seats).toEqual([]);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});

describe('the catalogue', () => {
  it('lists every table as a PVP game of PDPVP, free play offered at the practice table only, with its art', async () => {
    const rows = await testApp.database.db
      .select()
      .from(gamesTable)
      .where(eq(gamesTable.vendorCode, 'PDPVP'));
    expect(rows.map((row) => row.gameCode).sort()).toEqual(
      POKER_TABLES.map((table) => table.tableCode).sort(),
    );
    for (const table of POKER_TABLES) {
      const row = rows.find((candidate) => candidate.gameCode === table.tableCode)!;
      expect(row).toMatchObject({
        name: table.name.en,
        nameVi: table.name.vi,
        gameType: 'PVP',
        supportPlay: table.playMoney ? 0 : 1,
        iconUrl: `/house/art/poker/${table.tableCode}.svg`,
      });
    }
    const rounds = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.vendorCode, 'PDPVP'));
    expect(rounds.every((round) => round.playerId > 0)).toBe(true);
  });
});

describe('the practice table', () => {
  it('is played in play money by a visitor and by a member alike, the platform untouched', async () => {
    // A visitor's free trial of the practice table.
    const rows = await testApp.database.db
      .select()
      .from(gamesTable)
      .where(eq(gamesTable.vendorCode, 'PDPVP'));
    const practice = rows.find((row) => row.gameCode === 'NLHP1')!;
    const cashTable = rows.find((row) => row.gameCode === 'NLH02')!;
    expect(practice.supportPlay).toBe(0);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/demo',
      headers: { 'accept-language': 'en' },
      payload: { gameId: cashTable.id },
    });
    expect(refused.json().code).toBe('FREE_PLAY_UNAVAILABLE');
    const before = await testApp.database.db.select().from(gameRoundsTable);
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/demo',
      payload: { gameId: practice.id },
    });
    expect(launched.statusCode).toBe(200);
    const token = new URL(launched.json().value.url, 'http://x').searchParams.get('launch');
    const opened = (
      await testApp.app.inject({ method: 'POST', url: '/house/api/session', payload: { launchToken: token } })
    ).json().value;
    expect(opened).toMatchObject({ demo: true, balance: '2000.00', gameCode: 'NLHP1' });
    const visitor = { authorization: `Bearer ${opened.sessionToken as string}` };
    expect((await calls.sit(visitor, { stack: '10.00' })).statusCode).toBe(200);

    // A member's ordinary launch of it is a play-money session too: their own balance stays put.
    const member = await fundedMember(testApp.database.db, 50_00n);
    const game = await openTable(testApp.app, member, 'NLHP1');
    expect(await calls.balance(game)).toBe('2000.00');
    expect((await calls.sit(game, { stack: '10.00' })).statusCode).toBe(200);

    // The dealer fills with bots and deals; the hand is played out in play money only.
    clock.advance(2_100);
    await runDealer(testApp.app);
    const dealt = await untilMyTurnOrEnd(game);
    expect(dealt.hand).not.toBeNull();
    await playHandPassively(game, dealt.hand!.handNumber);
    expect(await testApp.database.db.select().from(gameRoundsTable)).toHaveLength(before.length);
    const wallet = await testApp.app.inject({
      method: 'GET',
      url: '/api/wallet/balance',
      headers: await authHeader(testApp.app, member),
    });
    expect(wallet.json().value.balance).toBe('50.00');
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});
