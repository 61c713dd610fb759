// Proves the blackjack game server over real HTTP: the table's limits and exact house edge, a round
// dealt and played to its settlement moving the exact money through the signed wallet once, a double
// and a split debiting their extra stake on the same platform round with transaction ids of their
// own, one round in play per table (resumed by a reopened page), every refusal (limits, balance, a
// move not open now, no round, bad bodies) moving nothing, the hint, the fairness record recomputed
// from the revealed seeds, a round whose seed was revealed in play finished by the house, and a
// double whose answer was lost completed once by the next request.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@playdeck/contract/money';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { ledgerVerify } from '../../../test-support/session';
import { houseCatalogue } from '../catalogue';
import { createHouseRepository } from '../house.repository';
import { houseRoundsTable } from '../house.table';
import { cardGameCalls, minorOf, type Headers } from '../open-hands.test-helpers';
import { cardValue } from './cards';
import { exactExpectedValue } from './house-edge';
import { availableActions, start } from './round';
import { basicStrategy } from './strategy';
import { BLACKJACK_TABLES } from './tables';
import { replay, shoeOf } from './view';

let testApp: TestApp;
/** The jobs' clock (the abandoned-hand run reads it). */
let clockMs = Date.now();
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'blackjack-test-secret' },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

const calls = cardGameCalls(() => testApp, 'blackjack', 'PDTABLE');
const TABLE = 'BJ01';

type Seeds = { serverSeed: string; clientSeed: string; nonce: number };
/** A deal the player acts on (no blackjack on either side) whose first two cards pass `test`. */
const playable = (test: (first: number, second: number, up: number) => boolean) => (seeds: Seeds) => {
  const state = start(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 100n);
  const [first, second] = state.hands[0]!.cards.map(cardValue) as [number, number];
  return state.phase === 'playing' && test(first, second, cardValue(state.dealerCards[0]!));
};

async function dealt(game: Headers, stake: string) {
  const response = await calls.post(game, 'deal', { stake });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function move(game: Headers, action: string) {
  const response = await calls.post(game, 'act', { action });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

/** Plays the round in play to its end by standing. */
async function standOut(game: Headers) {
  let value = await move(game, 'stand');
  while (value.hand.phase === 'playing') value = await move(game, 'stand');
  return value;
}

describe('the table', () => {
  it('deals from 1.00 to 500.00 at 3:2, with the exact return of basic strategy', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const { game } = await calls.open(player, TABLE);
    const response = await calls.get(game, 'table');
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      gameCode: TABLE,
      name: { en: 'Blackjack Classic', vi: 'Xì Dách Cổ Điển' },
      minStake: '1.00',
      maxStake: '500.00',
      chips: ['1.00', '5.00', '10.00', '25.00', '100.00', '500.00'],
      payouts: { blackjack: '3:2', win: '1:1' },
      returnPercent: '99.4296',
      houseEdgePercent: '0.5704',
    });
    expect(-exactExpectedValue().expectedValue * 100).toBeCloseTo(0.570388, 6);
  });

  it('is in the lobby catalogue as the studio PDTABLE, RNG sub-type TG, with free play', () => {
    const rows = houseCatalogue().filter((row) => row.vendorCode === 'PDTABLE');
    expect(rows.map((row) => [row.gameCode, row.name, row.nameVi])).toEqual(
      BLACKJACK_TABLES.map((table) => [table.gameCode, table.name.en, table.name.vi]),
    );
    expect(rows[0]).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'TG',
      iconUrl: '/house/art/blackjack/BJ01.svg',
      supportPlay: 0,
    });
  });
});

describe('a round', () => {
  it('deals and stands: the stake and the payout move through the wallet once, as the seeds decide', async () => {
    const player = await fundedMember(testApp.database.db, 100_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable(() => true),
    );
    const seed = await calls.activeSeed(game, playerId);
    const first = await dealt(game, '10.00');
    expect(first.balance).toBe('90.00');
    expect(first.hand).toMatchObject({ stake: '10.00', totalStake: '10.00', phase: 'playing', payout: null });
    // The dealer shows the up card only; the hole card is nowhere the player can read.
    expect(first.hand.dealerCards).toHaveLength(1);
    const [stored] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, first.hand.roundId));
    expect((stored!.detail as { dealerCards: unknown[] }).dealerCards).toHaveLength(1);
    expect(JSON.stringify(stored!.detail)).not.toContain(seed.serverSeed);

    const { hand, balance } = await standOut(game);
    const state = replay({ ...seed, nonce: first.hand.nonce }, 1000n, ['stand']);
    expect(hand.phase).toBe('finished');
    expect(hand.dealerCards).toEqual(state.dealerCards);
    const payout = minorOf(hand.payout);
    expect([0n, 1000n, 2000n]).toContain(payout);
    expect(balance).toBe(fromMinor(90_00n + payout));
    expect(await calls.balanceOf(member)).toBe(balance);
    const { round, movements } = await calls.platformRound(hand.roundId);
    expect(round).toMatchObject({
      status: 'settled',
      stakeMinor: 1000n,
      payoutMinor: payout,
      gameCategory: 'RNG',
    });
    expect(movements.map((movement) => [movement.kind, movement.amountMinor])).toEqual([
      ['debit', 1000n],
      ['credit', payout],
    ]);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('doubles: the extra stake is debited on the same round with its own transaction id', async () => {
    const player = await fundedMember(testApp.database.db, 100_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable((first, second) => first + second === 11),
    );
    const first = await dealt(game, '20.00');
    expect(first.hand.actions).toContainEqual({ action: 'double', additionalStake: '20.00' });
    const { hand, balance } = await move(game, 'double');
    expect(hand).toMatchObject({ phase: 'finished', totalStake: '40.00' });
    expect(hand.hands[0]).toMatchObject({ doubled: true, stake: '40.00' });
    expect(hand.hands[0].cards).toHaveLength(3);
    const payout = minorOf(hand.payout);
    expect([0n, 4000n, 8000n]).toContain(payout);
    expect(balance).toBe(fromMinor(60_00n + payout));
    expect(await calls.balanceOf(member)).toBe(balance);
    const { round, movements } = await calls.platformRound(hand.roundId);
    expect(round).toMatchObject({ status: 'settled', stakeMinor: 4000n, payoutMinor: payout });
    expect(
      movements.map((movement) => [movement.kind, movement.transactionId, movement.amountMinor]),
    ).toEqual([
      ['debit', `${hand.roundId}:debit`, 2000n],
      ['debit', `${hand.roundId}:debit:0`, 2000n],
      ['credit', `${hand.roundId}:credit`, payout],
    ]);
    const [stored] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, hand.roundId));
    expect(stored).toMatchObject({ status: 'settled', stakeMinor: 4000n, payoutMinor: payout });
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('splits: a second stake on the same round, two hands played in turn and paid each', async () => {
    const player = await fundedMember(testApp.database.db, 100_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable((first, second) => first === second && first !== 1),
    );
    const first = await dealt(game, '5.00');
    expect(first.hand.actions).toContainEqual({ action: 'split', additionalStake: '5.00' });
    const split = await move(game, 'split');
    expect(split.balance).toBe('90.00');
    expect(split.hand.hands).toHaveLength(2);
    expect(split.hand.totalStake).toBe('10.00');
    const { hand, balance } = split.hand.phase === 'playing' ? await standOut(game) : split;
    expect(hand.hands.every((played: { outcome: string | null }) => played.outcome !== null)).toBe(true);
    const payout = minorOf(hand.payout);
    const returned = hand.hands.reduce(
      (sum: bigint, played: { returned: string }) => sum + minorOf(played.returned),
      0n,
    );
    expect(payout).toBe(returned);
    expect(balance).toBe(fromMinor(90_00n + payout));
    expect(await calls.balanceOf(member)).toBe(balance);
    const { round, movements } = await calls.platformRound(hand.roundId);
    expect(round).toMatchObject({ status: 'settled', stakeMinor: 1000n, payoutMinor: payout });
    expect(
      movements.filter((movement) => movement.kind === 'debit').map((movement) => movement.amountMinor),
    ).toEqual([500n, 500n]);
    expect(movements.filter((movement) => movement.kind === 'credit')).toHaveLength(1);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('keeps one round in play: a reopened page resumes it and a second deal is refused', async () => {
    const player = await fundedMember(testApp.database.db, 50_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    expect((await calls.get(game, 'hand')).json().value).toEqual({ hand: null });
    await calls.dealNext(
      game,
      playerId,
      playable(() => true),
    );
    const first = await dealt(game, '1.00');
    const reopened = await calls.open(player, TABLE);
    expect((await calls.get(reopened.game, 'hand')).json().value.hand).toEqual(first.hand);
    const again = await calls.post(reopened.game, 'deal', { stake: '1.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'HAND_IN_PROGRESS',
      message: 'Finish the hand in play first',
    });
    expect(await calls.balanceOf(member)).toBe('49.00');
    await standOut(reopened.game);
    expect((await calls.get(game, 'hand')).json().value).toEqual({ hand: null });
  });
});

describe('refusals move nothing', () => {
  it('refuses a stake outside the table’s limits, naming them on the field', async () => {
    const player = await fundedMember(testApp.database.db, 1_000_00n);
    const { game, member } = await calls.open(player, TABLE);
    for (const stake of ['0.99', '500.01', '1000']) {
      const response = await calls.post(game, 'deal', { stake });
      expect(response.statusCode, stake).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'AMOUNT_OUT_OF_RANGE',
        message: 'The amount is outside what the table allows',
        fields: { stake: 'The amount must be between 1.00 and 500.00' },
      });
    }
    expect(await calls.balanceOf(member)).toBe('1000.00');
  });

  it('refuses a stake above the balance with the balance', async () => {
    const player = await fundedMember(testApp.database.db, 3_00n);
    const { game, member } = await calls.open(player, TABLE);
    const response = await calls.post(game, 'deal', { stake: '3.01' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '3.00' } });
    expect(await calls.balanceOf(member)).toBe('3.00');
    expect((await calls.get(game, 'hand')).json().value).toEqual({ hand: null });
  });

  it('refuses a double above the balance and leaves the round to play on', async () => {
    const player = await fundedMember(testApp.database.db, 15_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable((first, second) => first + second === 10),
    );
    await dealt(game, '10.00');
    const response = await calls.post(game, 'act', { action: 'double' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '5.00' } });
    expect(await calls.balanceOf(member)).toBe('5.00');
    const still = (await calls.get(game, 'hand')).json().value.hand;
    expect(still).toMatchObject({ phase: 'playing', totalStake: '10.00' });
    expect(still.hands[0].cards).toHaveLength(2);
    await standOut(game);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('refuses a move not open now (a split of two different cards, any move once the round is over)', async () => {
    const player = await fundedMember(testApp.database.db, 20_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable((first, second) => first !== second),
    );
    await dealt(game, '2.00');
    const split = await calls.post(game, 'act', { action: 'split' });
    expect(split.statusCode).toBe(400);
    expect(split.json()).toMatchObject({
      code: 'ACTION_INVALID',
      message: 'That move is not allowed now',
      value: { available: ['hit', 'stand', 'double'] },
    });
    expect(await calls.balanceOf(member)).toBe('18.00');
    await standOut(game);
    const late = await calls.post(game, 'act', { action: 'hit' });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ code: 'HAND_NOT_FOUND', message: 'There is no hand in play' });
    expect((await calls.get(game, 'hint')).statusCode).toBe(404);
  });

  it('refuses bad bodies with a message per field', async () => {
    const player = await fundedMember(testApp.database.db, 20_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    for (const stake of ['abc', '-5', '0', '1.001', 5, undefined]) {
      const response = await calls.post(game, 'deal', { stake });
      expect(response.statusCode, String(stake)).toBe(400);
      expect(response.json().fields, String(stake)).toHaveProperty('stake');
    }
    await calls.dealNext(
      game,
      playerId,
      playable(() => true),
    );
    await dealt(game, '1.00');
    for (const action of ['surrender', 'insurance', '', 3, undefined]) {
      const response = await calls.post(game, 'act', { action });
      expect(response.statusCode, String(action)).toBe(400);
      expect(response.json().fields, String(action)).toHaveProperty('action');
    }
    expect(await calls.balanceOf(member)).toBe('19.00');
  });
});

describe('the hint and fairness', () => {
  it('hints basic strategy for the hand in play, with each open move’s value', async () => {
    const player = await fundedMember(testApp.database.db, 20_00n);
    const { game, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable(() => true),
    );
    const seed = await calls.activeSeed(game, playerId);
    const { hand } = await dealt(game, '1.00');
    const response = await calls.get(game, 'hint');
    expect(response.statusCode).toBe(200);
    const hint = response.json().value;
    const state = replay({ ...seed, nonce: hand.nonce }, 100n, []);
    expect(hint.action).toBe(basicStrategy(state));
    expect(Object.keys(hint.values).sort()).toEqual(
      availableActions(state)
        .map((offer) => offer.action)
        .sort(),
    );
  });

  it('recomputes a round’s shoe from the seeds revealed on rotation', async () => {
    const player = await fundedMember(testApp.database.db, 20_00n);
    const { game, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable(() => true),
    );
    const { hand: dealtHand } = await dealt(game, '2.00');
    const { hand } = await standOut(game);
    await testApp.app.inject({ method: 'POST', url: '/house/api/seeds/rotate', headers: game, payload: {} });
    const record = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${hand.roundId}` })
    ).json().value;
    expect(record).toMatchObject({
      kind: 'blackjack',
      stake: '2.00',
      payout: hand.payout,
      nonce: dealtHand.nonce,
    });
    const verified = (
      await testApp.app.inject({
        method: 'POST',
        url: '/house/api/verify',
        payload: {
          kind: 'blackjack',
          gameCode: TABLE,
          serverSeed: record.serverSeed,
          clientSeed: record.clientSeed,
          nonce: record.nonce,
        },
      })
    ).json().value;
    expect(verified.serverSeedHash).toBe(dealtHand.serverSeedHash);
    for (const key of Object.keys(verified.outcome))
      expect(record.detail[key], key).toEqual(verified.outcome[key]);
    // The round's cards are the shoe's, in dealing order: player, up card, player, hole card, draws.
    const shoe = verified.outcome.shoe;
    expect(shoe).toEqual(shoeOf(record.serverSeed, record.clientSeed, record.nonce));
    expect(hand.hands[0].cards.slice(0, 2)).toEqual([shoe[0], shoe[2]]);
    expect(hand.dealerCards.slice(0, 2)).toEqual([shoe[1], shoe[3]]);
    const dealtCount = record.detail.cardsDealt as number;
    expect(hand.dealerCards.slice(2)).toEqual(shoe.slice(4, dealtCount));
  });

  it('finishes a round for the player when its seed was revealed while in play', async () => {
    const player = await fundedMember(testApp.database.db, 20_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable(() => true),
    );
    await dealt(game, '4.00');
    // The player may not reveal the seed of a hand in play…
    const rotated = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/seeds/rotate',
      headers: game,
      payload: {},
    });
    expect(rotated.statusCode).toBe(409);
    expect(rotated.json().code).toBe('HAND_IN_PROGRESS');
    // …but should it be revealed anyway (a rotation racing the deal), the house plays the hand out.
    await createHouseRepository(testApp.database.db).retireActiveSeed(player.id, 'PDTABLE', new Date());
    // Whatever is asked, the house plays hit or stand: a known seed shows the coming cards.
    const { hand, balance } = await move(game, 'double');
    expect(hand).toMatchObject({ phase: 'finished', finishedByHouse: true, totalStake: '4.00' });
    expect(balance).toBe(fromMinor(16_00n + minorOf(hand.payout)));
    expect(await calls.balanceOf(member)).toBe(balance);
  });

  it('completes a double whose answer was lost, once, before any other move', async () => {
    const player = await fundedMember(testApp.database.db, 50_00n);
    const { game, member, playerId } = await calls.open(player, TABLE);
    await calls.dealNext(
      game,
      playerId,
      playable((first, second) => first + second === 11),
    );
    const { hand: first } = await dealt(game, '10.00');
    // The state a double leaves when its debit went out and no answer came back (503).
    const [stored] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, first.roundId));
    await testApp.database.db
      .update(houseRoundsTable)
      .set({ detail: { ...(stored!.detail as object), raising: 'double' } })
      .where(eq(houseRoundsTable.id, stored!.id));
    const { hand, balance } = await move(game, 'stand');
    expect(hand.hands[0]).toMatchObject({ doubled: true, stake: '20.00' });
    expect(hand.phase).toBe('finished');
    expect(balance).toBe(fromMinor(30_00n + minorOf(hand.payout)));
    expect(await calls.balanceOf(member)).toBe(balance);
    const { movements } = await calls.platformRound(hand.roundId);
    expect(
      movements.filter((movement) => movement.kind === 'debit').map((movement) => movement.amountMinor),
    ).toEqual([1000n, 1000n]);
  });
});

describe('a round left in play', () => {
  it('is played out by the house a day later, never adding stake, and paid', async () => {
    const player = await fundedMember(testApp.database.db, 100_00n);
    const { game } = await calls.open(player, TABLE);
    // A dealt blackjack ends at once: deal until a round is in play (bounded).
    let hand = (await dealt(game, '2.00')).hand;
    for (let deals = 0; hand.phase !== 'playing' && deals < 20; deals += 1)
      hand = (await dealt(game, '2.00')).hand;
    expect(hand.phase).toBe('playing');
    clockMs += 25 * 60 * 60_000;
    await testApp.app.scheduler.runOnce(testApp.app.jobs.abandonedHands!);
    expect((await calls.get(game, 'hand')).json().value).toEqual({ hand: null });
    const [round] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, hand.roundId));
    expect(round).toMatchObject({ status: 'settled', stakeMinor: 2_00n });
    expect(round!.detail).toMatchObject({ finishedByHouse: true });
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});
