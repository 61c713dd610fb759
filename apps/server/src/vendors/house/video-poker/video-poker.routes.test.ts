// Proves the video poker game server over real HTTP: the machine's glass (paytable, coin values, the
// exact return computed by enumeration), a deal that debits the bet and a draw that pays it through
// the signed wallet exactly once (the ledger balanced), one hand in play per machine, resumed by a
// reopened page, every refusal moving nothing, the hint, the fairness record recomputed from the
// revealed seeds, and a hand whose seed was revealed before its draw drawn by the house.
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
import { deal, draw } from './deal';
import { VIDEO_POKER_GAMES } from './games';
import { optimalHold } from './hold-values';
import { holdMaskOfFlags } from './machine';
import { payOf } from './paytable';

let testApp: TestApp;
/** The jobs' clock (the abandoned-hand run reads it). */
let clockMs = Date.now();
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'video-poker-test-secret' },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

const calls = cardGameCalls(() => testApp, 'video-poker', 'PDVPOKER');
const GAME = 'jacks-or-better';
const HOLD_NONE = [false, false, false, false, false];

async function dealt(game: Headers, coins = 5, coinValue = '1.00') {
  const response = await calls.post(game, 'deal', { coins, coinValue });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

describe('the machine', () => {
  it('shows 9/6 Jacks or Better: coins 1–5, coin values, the paytable and the exact return', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const { game } = await calls.open(player, GAME);
    const response = await calls.get(game, 'game');
    expect(response.statusCode).toBe(200);
    const machine = response.json().value;
    expect(machine).toMatchObject({
      gameCode: GAME,
      name: { en: 'Jacks or Better', vi: 'Poker Đôi J Trở Lên' },
      coinsMin: 1,
      coinsMax: 5,
      coinValues: ['0.10', '0.25', '1.00'],
    });
    expect(machine.paytable[0]).toEqual({
      category: 'royalFlush',
      coinsReturned: [250, 500, 750, 1000, 4000],
    });
    expect(
      machine.paytable.find((row: { category: string }) => row.category === 'fullHouse').coinsReturned[0],
    ).toBe(9);
    expect(
      machine.paytable.find((row: { category: string }) => row.category === 'flush').coinsReturned[0],
    ).toBe(6);
    // Computed by the engine over every deal and every draw (return.ts): 99.54 % at five coins.
    expect(machine.returnPercentByCoins).toEqual(['98.37', '98.37', '98.37', '98.37', '99.54']);
  });

  it('is in the lobby catalogue as the studio PDVPOKER, RNG sub-type VP, with free play', () => {
    const rows = houseCatalogue().filter((row) => row.vendorCode === 'PDVPOKER');
    expect(rows.map((row) => [row.gameCode, row.name, row.nameVi])).toEqual(
      VIDEO_POKER_GAMES.map((machine) => [machine.gameCode, machine.name.en, machine.name.vi]),
    );
    expect(rows[0]).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'VP',
      iconUrl: '/house/art/video-poker/jacks-or-better.svg',
      supportPlay: 0,
    });
  });
});

describe('a hand', () => {
  it('deals and draws: the bet and the payout move through the wallet once, as the seeds decide', async () => {
    const player = await fundedMember(testApp.database.db, 100_00n);
    const { game, member, playerId } = await calls.open(player, GAME);
    const seed = await calls.activeSeed(game, playerId);
    const first = await dealt(game, 5, '1.00');
    expect(first.balance).toBe('95.00');
    expect(await calls.balanceOf(member)).toBe('95.00');
    const expected = deal(seed.serverSeed, seed.clientSeed, first.hand.nonce);
    expect(first.hand).toMatchObject({
      coins: 5,
      coinValue: '1.00',
      bet: '5.00',
      phase: 'dealt',
      dealtCards: expected.cards,
      held: null,
      finalCards: null,
      payout: null,
      serverSeedHash: seed.serverSeedHash,
    });
    // Only the five dealt cards are anywhere the player can read: not the replacements.
    expect(JSON.stringify(first.hand)).not.toContain('replacements');
    const [stored] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, first.hand.roundId));
    expect(Object.keys(stored!.detail as object)).not.toContain('replacements');

    const held = [true, true, false, false, true];
    const drawn = await calls.post(game, 'draw', { held });
    expect(drawn.statusCode).toBe(200);
    const { hand, balance } = drawn.json().value;
    const result = draw(expected, holdMaskOfFlags(held));
    const payout = BigInt(payOf(result.category, 5)) * 100n;
    expect(hand).toMatchObject({
      phase: 'drawn',
      held,
      finalCards: result.hand,
      category: result.category,
      payout: fromMinor(payout),
      drawnByHouse: false,
    });
    expect(balance).toBe(fromMinor(95_00n + payout));
    expect(await calls.balanceOf(member)).toBe(fromMinor(95_00n + payout));

    const { round, movements } = await calls.platformRound(hand.roundId);
    expect(round).toMatchObject({
      status: 'settled',
      stakeMinor: 500n,
      payoutMinor: payout,
      gameCategory: 'RNG',
    });
    expect(movements.map((movement) => [movement.kind, movement.amountMinor])).toEqual([
      ['debit', 500n],
      ['credit', payout],
    ]);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('pays a winning hand by the paytable, the coins times the coin value', async () => {
    const player = await fundedMember(testApp.database.db, 10_00n);
    const { game, member, playerId } = await calls.open(player, GAME);
    // The next deal that holds a paying hand, kept whole.
    await calls.dealNext(game, playerId, (seeds) => {
      const cards = deal(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      return payOf(draw(cards, 31).category, 3) > 0;
    });
    const first = await dealt(game, 3, '0.25');
    expect(first.balance).toBe('9.25');
    const { hand, balance } = (
      await calls.post(game, 'draw', { held: [true, true, true, true, true] })
    ).json().value;
    expect(hand.category).toBe(first.hand.dealtCategory);
    const payout = BigInt(payOf(hand.category, 3)) * 25n;
    expect(payout).toBeGreaterThan(0n);
    expect(hand.payout).toBe(fromMinor(payout));
    expect(balance).toBe(fromMinor(9_25n + payout));
    expect(await calls.balanceOf(member)).toBe(balance);
  });

  it('keeps one hand in play: a reopened page resumes it and a second deal is refused', async () => {
    const player = await fundedMember(testApp.database.db, 20_00n);
    const { game, member } = await calls.open(player, GAME);
    const none = await calls.get(game, 'hand');
    expect(none.json().value).toEqual({ hand: null });
    const first = await dealt(game, 1, '0.10');
    // A new session (the page opened again from the lobby) finds the same hand.
    const reopened = await calls.open(player, GAME);
    const resumed = (await calls.get(reopened.game, 'hand')).json().value.hand;
    expect(resumed).toEqual(first.hand);
    const again = await calls.post(reopened.game, 'deal', { coins: 1, coinValue: '0.10' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'HAND_IN_PROGRESS',
      message: 'Finish the hand in play first',
    });
    expect(await calls.balanceOf(member)).toBe('19.90');
    expect((await calls.post(reopened.game, 'draw', { held: HOLD_NONE })).statusCode).toBe(200);
    expect((await calls.get(game, 'hand')).json().value).toEqual({ hand: null });
  });

  it('refuses a draw and a hint with no hand in play (HAND_NOT_FOUND), moving nothing', async () => {
    const player = await fundedMember(testApp.database.db, 5_00n);
    const { game, member } = await calls.open(player, GAME);
    const drawn = await calls.post(game, 'draw', { held: HOLD_NONE });
    expect(drawn.statusCode).toBe(404);
    expect(drawn.json()).toMatchObject({ code: 'HAND_NOT_FOUND', message: 'There is no hand in play' });
    expect((await calls.get(game, 'hint')).statusCode).toBe(404);
    expect(await calls.balanceOf(member)).toBe('5.00');
  });

  it('refuses a bet above the balance with the balance, moving nothing and leaving no hand', async () => {
    const player = await fundedMember(testApp.database.db, 4_99n);
    const { game, member } = await calls.open(player, GAME);
    const refused = await calls.post(game, 'deal', { coins: 5, coinValue: '1.00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '4.99' } });
    expect(await calls.balanceOf(member)).toBe('4.99');
    expect((await calls.get(game, 'hand')).json().value).toEqual({ hand: null });
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('refuses bad bodies with a message per field, moving nothing', async () => {
    const player = await fundedMember(testApp.database.db, 50_00n);
    const { game, member } = await calls.open(player, GAME);
    const cases: [unknown, string][] = [
      [{ coins: 0, coinValue: '1.00' }, 'coins'],
      [{ coins: 6, coinValue: '1.00' }, 'coins'],
      [{ coins: 2.5, coinValue: '1.00' }, 'coins'],
      [{ coins: 1, coinValue: '0.50' }, 'coinValue'],
      [{ coins: 1, coinValue: '-1' }, 'coinValue'],
      [{ coins: 1 }, 'coinValue'],
    ];
    for (const [payload, field] of cases) {
      const response = await calls.post(game, 'deal', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    await dealt(game, 1, '1.00');
    for (const held of [[true], [true, false, true, false, true, false], ['yes', 1, 0, 1, 0], undefined]) {
      const response = await calls.post(game, 'draw', { held });
      expect(response.statusCode, JSON.stringify(held)).toBe(400);
      expect(Object.keys(response.json().fields ?? {})[0]).toMatch(/^held/);
    }
    expect(await calls.balanceOf(member)).toBe('49.00');
  });
});

describe('the hint and fairness', () => {
  it('hints the hold of highest expected return for the hand in play', async () => {
    const player = await fundedMember(testApp.database.db, 10_00n);
    const { game } = await calls.open(player, GAME);
    const { hand } = await dealt(game, 5, '0.10');
    const response = await calls.get(game, 'hint');
    expect(response.statusCode).toBe(200);
    const hint = response.json().value;
    const best = optimalHold(hand.dealtCards, 5);
    expect(holdMaskOfFlags(hint.held)).toBe(best.holdMask);
    expect(hint.expectedCoins).toBeCloseTo(best.expectedCoins, 9);
    expect(hint.expectedReturn).toBe(fromMinor(BigInt(Math.round(best.expectedCoins * 10))));
  });

  it('recomputes a hand from the seeds revealed on rotation: the deal and the deck’s next five', async () => {
    const player = await fundedMember(testApp.database.db, 10_00n);
    const { game } = await calls.open(player, GAME);
    const { hand } = await dealt(game, 2, '0.25');
    const held = [false, true, false, true, false];
    const drawn = (await calls.post(game, 'draw', { held })).json().value.hand;
    const hidden = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${hand.roundId}` })
    ).json().value;
    expect(hidden.serverSeed).toBeNull();
    await testApp.app.inject({ method: 'POST', url: '/house/api/seeds/rotate', headers: game, payload: {} });
    const record = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${hand.roundId}` })
    ).json().value;
    expect(record).toMatchObject({
      kind: 'video-poker',
      stake: '0.50',
      payout: drawn.payout,
      nonce: hand.nonce,
    });
    expect(record.serverSeed).not.toBeNull();
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'video-poker',
        gameCode: GAME,
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: record.nonce,
      },
    });
    expect(verified.statusCode).toBe(200);
    const { outcome, serverSeedHash } = verified.json().value;
    expect(serverSeedHash).toBe(hand.serverSeedHash);
    // Every field the verifier answers is the record's own (what the fairness page compares).
    for (const key of Object.keys(outcome)) expect(record.detail[key], key).toEqual(outcome[key]);
    expect(outcome.dealtCards).toEqual(hand.dealtCards);
    const [firstReplacement, secondReplacement, thirdReplacement] = outcome.replacements;
    expect(drawn.finalCards).toEqual([
      firstReplacement,
      hand.dealtCards[1],
      secondReplacement,
      hand.dealtCards[3],
      thirdReplacement,
    ]);
  });

  it('draws with the hint’s hold when the seed was revealed before the draw', async () => {
    const player = await fundedMember(testApp.database.db, 10_00n);
    const { game, member } = await calls.open(player, GAME);
    const { hand } = await dealt(game, 1, '1.00');
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
    await createHouseRepository(testApp.database.db).retireActiveSeed(player.id, 'PDVPOKER', new Date());
    const response = await calls.post(game, 'draw', { held: HOLD_NONE });
    expect(response.statusCode).toBe(200);
    const drawn = response.json().value;
    const best = optimalHold(hand.dealtCards, 1);
    expect(drawn.hand.drawnByHouse).toBe(true);
    expect(holdMaskOfFlags(drawn.hand.held)).toBe(best.holdMask);
    expect(drawn.balance).toBe(fromMinor(9_00n + minorOf(drawn.hand.payout)));
    expect(await calls.balanceOf(member)).toBe(drawn.balance);
  });
});

describe('a hand left in play', () => {
  it('is drawn by the house a day later with the hint’s hold, and paid', async () => {
    const player = await fundedMember(testApp.database.db, 10_00n);
    const { game, member } = await calls.open(player, GAME);
    const { hand } = await dealt(game, 1, '1.00');
    const run = () => testApp.app.scheduler.runOnce(testApp.app.jobs.abandonedHands!);
    await run();
    expect((await calls.get(game, 'hand')).json().value.hand).not.toBeNull();
    clockMs += 25 * 60 * 60_000;
    await run();
    await run();
    expect((await calls.get(game, 'hand')).json().value).toEqual({ hand: null });
    const [round] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, hand.roundId));
    const best = optimalHold(hand.dealtCards, 1);
    expect(round).toMatchObject({
      status: 'settled',
      detail: expect.objectContaining({ drawnByHouse: true }),
    });
    expect(holdMaskOfFlags((round!.detail as { held: boolean[] }).held)).toBe(best.holdMask);
    expect(await calls.balanceOf(member)).toBe(fromMinor(9_00n + round!.payoutMinor!));
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});
