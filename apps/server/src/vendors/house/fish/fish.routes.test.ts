// Proves the fish rooms end to end over real HTTP, on the real clock (shots are aimed at the fish on
// screen now): a batch is one round whose valid shots' bets are debited and whose wins are credited
// exactly once through the signed wallet (one debit and one credit per batch, the platform's round,
// the ledger and the balance agreeing); a refused shot (a bet the room does not offer, an unknown,
// off-screen or captured fish, a time far from the server's clock) costs nothing; a batch without a
// valid shot makes no round; a batch above the balance is refused whole and moves nothing; the same
// requestId answers the same and moves nothing more; a captured fish stays captured for the rest of
// its scene; bad input is a 400 with per-field messages; and a batch can be recomputed from its
// fairness record once its seed is revealed.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FishBatchValue, FishRoundDetail, FishShot } from '@playdeck/contract/fish';
import { fromMinor } from '@playdeck/contract/money';
import { gameRoundsTable, vendorTransactionsTable } from '../../../features/vendors/vendors.table';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { authHeader, ledgerVerify } from '../../../test-support/session';
import { houseRoundsTable, houseSeedsTable } from '../house.table';
import { engineResultOf, sceneIndexAt, sceneStartMs } from './batch';
import { findFishRoom, type FishRoom } from './rooms';
import { sceneOf, type SceneFish } from './scene';
import { verifyBatch } from './shots';
import { findFishSpecies } from './species';

const SECRET = 'house-secret-for-fish-tests';
let testApp: TestApp;
/** The pond's clock (see liveTargets). */
let clockMs = Date.now();

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: SECRET },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

type Game = { authorization: string };

async function openRoom(
  member: { username: string; password: string },
  gameCode = 'coral-reef',
  vendorCode = 'PDFISH',
): Promise<{ game: Game; member: Record<string, string>; playerId: number }> {
  const headers = await authHeader(testApp.app, member);
  const launched = await testApp.app.inject({
    method: 'POST',
    url: '/api/lobby/launch',
    headers,
    payload: { vendorCode, gameCode },
  });
  expect(launched.statusCode).toBe(200);
  const launchToken = new URL(launched.json().value.url, 'http://x').searchParams.get('launch')!;
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken },
  });
  expect(opened.statusCode).toBe(200);
  const session = opened.json().value;
  return {
    game: { authorization: `Bearer ${session.sessionToken}` },
    member: headers,
    playerId: session.playerId,
  };
}

const fire = (game: Game, body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/house/api/fish/batches',
    headers: game,
    payload: body as object,
  });

const balanceOf = async (member: Record<string, string>) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: member })).json().value
    .balance as string;

/** A fish on screen now with at least `remainingMs` left to swim, smallest multiplier first. */
type Target = { sceneIndex: number; fish: SceneFish; timeMs: () => number };

function targetsAt(room: FishRoom, nowMs: number, remainingMs: number): Target[] {
  const current = sceneIndexAt(room, nowMs);
  const targets = [current - 1, current].flatMap((sceneIndex) => {
    const startMs = sceneStartMs(room, sceneIndex);
    return sceneOf(room.sceneSeed, sceneIndex)
      .fish.filter((fish) => {
        const timeMs = nowMs - startMs;
        return timeMs >= fish.entryMs && timeMs + remainingMs < fish.entryMs + fish.path.durationMs;
      })
      .map((fish) => ({ sceneIndex, fish, timeMs: () => clockMs - startMs }));
  });
  const multiplierOf = (target: Target) => findFishSpecies(target.fish.speciesCode)!.multiplier;
  return targets.sort((a, b) => multiplierOf(a) - multiplierOf(b));
}

/**
 * The fish on screen with at least `remainingMs` left to swim, smallest multiplier first. The pond's
 * clock (the test app's) is held still, moved on first to an instant with at least four of them, so
 * no test depends on where in a scene the real clock happens to be.
 */
function liveTargets(room: FishRoom, remainingMs = 8_000): Target[] {
  for (let step = 0; step < 600 && targetsAt(room, clockMs, remainingMs).length < 4; step += 1)
    clockMs += 1_000;
  return targetsAt(room, clockMs, remainingMs);
}

let shotCounter = 0;
const shotAt = (target: Target, bet: string, fishId = target.fish.fishId): FishShot => ({
  shotIndex: (shotCounter += 1),
  fishId,
  timeMs: target.timeMs(),
  bet,
});

/** A shot time more than SHOT_LATE_MS_MAX behind the clock, or more than SHOT_EARLY_MS_MAX ahead. */
const outOfTime = (elapsedMs: number) => (elapsedMs >= 12_000 ? elapsedMs - 12_000 : elapsedMs + 5_000);

const cents = (amount: string) => BigInt(amount.replace('.', ''));

async function platformRound(roundId: string) {
  const [round] = await testApp.database.db
    .select()
    .from(gameRoundsTable)
    .where(eq(gameRoundsTable.roundId, roundId));
  return round;
}

/** The kinds of the signed wallet calls the round made, each once. */
async function walletCalls(roundId: string) {
  const rows = await testApp.database.db
    .select({ transactionId: vendorTransactionsTable.transactionId, kind: vendorTransactionsTable.kind })
    .from(vendorTransactionsTable)
    .where(eq(vendorTransactionsTable.vendorCode, 'PDFISH'));
  return rows
    .filter((row) => row.transactionId.startsWith(`${roundId}:`))
    .map((row) => row.kind)
    .sort();
}

async function houseRoundsOf(playerId: number) {
  return testApp.database.db.select().from(houseRoundsTable).where(eq(houseRoundsTable.playerId, playerId));
}

const reef = findFishRoom('coral-reef')!;
const deep = findFishRoom('dragon-deep')!;

describe('the room and its scenes', () => {
  it('publishes the pond: bets, species with what they pay, the RTP and the scene clock', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game } = await openRoom(player);
    const response = await testApp.app.inject({ method: 'GET', url: '/house/api/fish/room', headers: game });
    expect(response.statusCode).toBe(200);
    const room = response.json().value;
    expect(room).toMatchObject({
      gameCode: 'coral-reef',
      name: { en: 'Coral Reef', vi: 'Rạn San Hô' },
      bets: ['0.10', '0.20', '0.50', '1.00'],
      rtpPercent: '96.00',
      rtpPpm: 960_000,
      sceneSeed: reef.sceneSeed,
      epoch: '2026-01-01T00:00:00.000Z',
      sceneMs: 30_000,
      pond: { width: 1600, height: 900 },
      batchShotsMax: 20,
    });
    expect(room.sceneIndex).toBe(sceneIndexAt(reef, Date.parse(room.serverTime)));
    expect(room.species).toHaveLength(12);
    expect(room.species[0]).toEqual({
      code: 'CLOWNFISH',
      name: { en: 'Clownfish', vi: 'Cá hề' },
      multiplier: 2,
      boss: false,
      hitBox: { width: 48, height: 32 },
      colour: '#f47b20',
      captureChancePercent: '48.00',
    });
    expect(room.species.at(-1)).toMatchObject({
      code: 'GOLDEN-DRAGON',
      boss: true,
      captureChancePercent: '0.32',
    });

    const high = await openRoom(player, 'dragon-deep');
    const highRoom = (
      await testApp.app.inject({ method: 'GET', url: '/house/api/fish/room', headers: high.game })
    ).json().value;
    expect(highRoom.bets).toEqual(['1.00', '2.00', '5.00']);
  });

  it('serves a scene exactly as the engine draws it, up to two scenes ahead and no further', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const { game } = await openRoom(player);
    const current = sceneIndexAt(reef, clockMs);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/house/api/fish/scenes/${current}`,
      headers: game,
    });
    expect(response.statusCode).toBe(200);
    const scene = response.json().value;
    expect(scene.sceneIndex).toBe(current);
    expect(scene.startsAt).toBe(new Date(sceneStartMs(reef, current)).toISOString());
    expect(scene.fish).toEqual(sceneOf(reef.sceneSeed, current).fish);
    expect(scene.capturedFishIds).toEqual([]);
    const next = await testApp.app.inject({
      method: 'GET',
      url: `/house/api/fish/scenes/${current + 2}`,
      headers: game,
    });
    expect(next.statusCode).toBe(200);
    const ahead = await testApp.app.inject({
      method: 'GET',
      url: `/house/api/fish/scenes/${current + 3}`,
      headers: game,
    });
    expect(ahead.statusCode).toBe(404);
    const bad = await testApp.app.inject({ method: 'GET', url: '/house/api/fish/scenes/-1', headers: game });
    expect(bad.statusCode).toBe(400);
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/house/api/fish/scenes/${current}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/house/api/fish/room'] ?? {})).toContain('get');
    expect(Object.keys(paths['/house/api/fish/scenes/{sceneIndex}'] ?? {})).toContain('get');
    expect(Object.keys(paths['/house/api/fish/batches'] ?? {})).toContain('post');
    expect(Object.keys(paths['/house/api/fish/verify'] ?? {})).toContain('post');
  });

  it('belongs to fish sessions only', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const { game } = await openRoom(player, 'lucky-dragon', 'PDSLOT');
    const response = await testApp.app.inject({ method: 'GET', url: '/house/api/fish/room', headers: game });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GAME_NOT_FOUND');
  });
});

describe('a batch of shots', () => {
  it('is one round: the valid shots’ bets debited and the wins credited once, refusals free', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member, playerId } = await openRoom(player);
    const [target, other] = liveTargets(reef);
    expect(target).toBeDefined();
    const sceneFish = sceneOf(reef.sceneSeed, target!.sceneIndex).fish;
    const gone = sceneFish.find((fish) => fish.entryMs + fish.path.durationMs < target!.timeMs() - 1_000);
    // Another live fish counts only when it swims in the same scene: a batch is one scene's.
    const sameScene = other !== undefined && other.sceneIndex === target!.sceneIndex;
    const shots = [
      shotAt(target!, '0.10'),
      shotAt(target!, '0.50'),
      shotAt(target!, '5.00'), // a bet of the high-stakes room only
      shotAt(target!, '0.10', `${target!.sceneIndex}-99`), // no such fish
      ...(gone ? [shotAt(target!, '0.10', gone.fishId)] : []), // swam away already
      // Too far behind the server's clock (or ahead of it, early in a scene).
      { ...shotAt(target!, '0.10'), timeMs: outOfTime(target!.timeMs()) },
      ...(sameScene ? [shotAt(other!, '0.20')] : []),
    ];
    const response = await fire(game, { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots });
    expect(response.statusCode).toBe(200);
    const value: FishBatchValue = response.json().value;
    expect(value.shots.map((shot) => shot.shotIndex)).toEqual(shots.map((shot) => shot.shotIndex));
    const refusals = value.shots.map((shot) => shot.refusal);
    expect(refusals.slice(2, 4)).toEqual(['BET_NOT_ALLOWED', 'UNKNOWN_FISH']);
    if (gone) expect(refusals[4]).toBe('FISH_OFF_SCREEN');
    expect(refusals[gone ? 5 : 4]).toBe('SHOT_OUT_OF_TIME');
    for (const shot of value.shots.filter((result) => result.outcome === 'REFUSED'))
      expect(shot).toMatchObject({ stake: '0.00', win: '0.00', multiplier: null });
    const valid = value.shots.filter((shot) => shot.outcome !== 'REFUSED');
    const stake = valid.reduce((sum, shot) => sum + cents(shot.stake), 0n);
    const payout = valid.reduce((sum, shot) => sum + cents(shot.win), 0n);
    expect(value.stake).toBe(fromMinor(stake));
    expect(value.payout).toBe(fromMinor(payout));
    // The second shot at the first fish is charged unless the first one captured it.
    expect(stake).toBe(
      valid[0]!.outcome === 'CAPTURED' ? 10n + (sameScene ? 20n : 0n) : 60n + (sameScene ? 20n : 0n),
    );
    for (const shot of valid.filter((result) => result.outcome === 'CAPTURED'))
      expect(cents(shot.win)).toBe(cents(shot.stake) * BigInt(shot.multiplier!));

    const expected = 10_000n - stake + payout;
    expect(value.balance).toBe(fromMinor(expected));
    expect(await balanceOf(member)).toBe(fromMinor(expected));
    const round = await platformRound(value.roundId!);
    expect(round).toMatchObject({
      status: 'settled',
      stakeMinor: stake,
      payoutMinor: payout,
      gameCategory: 'FISH',
      gameCode: 'coral-reef',
    });
    expect(await walletCalls(value.roundId!)).toEqual(['credit', 'debit']);
    const [house] = await houseRoundsOf(playerId);
    expect(house).toMatchObject({ status: 'settled', stakeMinor: stake, payoutMinor: payout, nonce: 0 });
    expect(value.nonce).toBe(0);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('makes no round and moves nothing when every shot is refused', async () => {
    const player = await fundedMember(testApp.database.db, 1_000n);
    const { game, member, playerId } = await openRoom(player, 'dragon-deep');
    const [target] = liveTargets(deep);
    const response = await fire(game, {
      requestId: randomUUID(),
      sceneIndex: target!.sceneIndex,
      shots: [
        shotAt(target!, '0.10'),
        shotAt(target!, '0.50'),
        shotAt(target!, '1.00', `${target!.sceneIndex}-77`),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      roundId: null,
      nonce: null,
      stake: '0.00',
      payout: '0.00',
      balance: '10.00',
    });
    expect(response.json().value.shots.map((shot: { refusal: string }) => shot.refusal)).toEqual([
      'BET_NOT_ALLOWED',
      'BET_NOT_ALLOWED',
      'UNKNOWN_FISH',
    ]);
    expect(await houseRoundsOf(playerId)).toEqual([]);
    expect(await balanceOf(member)).toBe('10.00');
  });

  it('is refused whole when its valid shots cost more than the balance, and nothing moves', async () => {
    const player = await fundedMember(testApp.database.db, 150n);
    const { game, member, playerId } = await openRoom(player, 'dragon-deep');
    const [target] = liveTargets(deep);
    const requestId = randomUUID();
    const body = {
      requestId,
      sceneIndex: target!.sceneIndex,
      shots: [shotAt(target!, '5.00')],
    };
    const response = await fire(game, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '1.50' } });
    expect(response.json().message).toBeTruthy();
    expect(await balanceOf(member)).toBe('1.50');
    expect((await houseRoundsOf(playerId)).map((round) => round.status)).toEqual(['refused']);
    expect(await platformRound(`PDFISH-${requestId}`)).toBeUndefined();
    // Sent again, it is refused again; a smaller batch the balance covers goes through.
    const again = await fire(game, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '1.50' } });
    const covered = await fire(game, {
      requestId: randomUUID(),
      sceneIndex: target!.sceneIndex,
      shots: [shotAt(target!, '1.00')],
    });
    expect(covered.statusCode).toBe(200);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('answers the same requestId with the first result and moves nothing more', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member, playerId } = await openRoom(player);
    const [target] = liveTargets(reef);
    const body = {
      requestId: randomUUID(),
      sceneIndex: target!.sceneIndex,
      shots: [shotAt(target!, '0.20'), shotAt(target!, '0.20'), shotAt(target!, '0.20')],
    };
    const first = await fire(game, body);
    expect(first.statusCode).toBe(200);
    const balance = await balanceOf(member);
    const [again, together] = await Promise.all([fire(game, body), fire(game, body)]);
    for (const replay of [again, together]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().value).toEqual(first.json().value);
    }
    expect(await balanceOf(member)).toBe(balance);
    expect(await houseRoundsOf(playerId)).toHaveLength(1);
    expect(await walletCalls(first.json().value.roundId)).toEqual(['credit', 'debit']);

    const otherShots = await fire(game, { ...body, shots: [shotAt(target!, '0.20')] });
    expect(otherShots.statusCode).toBe(409);
    expect(otherShots.json().code).toBe('DUPLICATE_CONFLICT');
    const stranger = await openRoom(await fundedMember(testApp.database.db, 10_000n));
    const stolen = await fire(stranger.game, body);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe('DUPLICATE_CONFLICT');
    expect(await balanceOf(member)).toBe(balance);
  });

  it('keeps a captured fish captured: later shots at it in the scene are refused and free', async () => {
    const player = await fundedMember(testApp.database.db, 100_000n);
    const { game, member, playerId } = await openRoom(player);
    let captured: { target: Target; value: FishBatchValue } | undefined;
    for (let attempt = 0; attempt < 30 && !captured; attempt += 1) {
      const target = liveTargets(reef)[0]!;
      const shots = Array.from({ length: 10 }, () => shotAt(target, '0.10'));
      const response = await fire(game, { requestId: randomUUID(), sceneIndex: target.sceneIndex, shots });
      expect(response.statusCode).toBe(200);
      const value: FishBatchValue = response.json().value;
      if (value.shots.some((shot) => shot.outcome === 'CAPTURED')) captured = { target, value };
    }
    expect(captured).toBeDefined();
    const { target, value } = captured!;
    // Within the batch: the shots after the capture were refused.
    const at = value.shots.findIndex((shot) => shot.outcome === 'CAPTURED');
    expect(value.shots.slice(at + 1).every((shot) => shot.refusal === 'FISH_ALREADY_CAPTURED')).toBe(true);
    expect(value.payout).toBe(fromMinor(10n * BigInt(findFishSpecies(target.fish.speciesCode)!.multiplier)));

    const balance = await balanceOf(member);
    const rounds = (await houseRoundsOf(playerId)).length;
    const later = await fire(game, {
      requestId: randomUUID(),
      sceneIndex: target.sceneIndex,
      shots: [shotAt(target, '0.10'), shotAt(target, '1.00')],
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().value).toMatchObject({ roundId: null, stake: '0.00', payout: '0.00', balance });
    expect(later.json().value.shots.map((shot: { refusal: string }) => shot.refusal)).toEqual([
      'FISH_ALREADY_CAPTURED',
      'FISH_ALREADY_CAPTURED',
    ]);
    expect(await houseRoundsOf(playerId)).toHaveLength(rounds);
    const scene = await testApp.app.inject({
      method: 'GET',
      url: `/house/api/fish/scenes/${target.sceneIndex}`,
      headers: game,
    });
    expect(scene.json().value.capturedFishIds).toContain(target.fish.fishId);
    // Another player's pond is their own: the fish is still there for them.
    const other = await openRoom(await fundedMember(testApp.database.db, 0n));
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: `/house/api/fish/scenes/${target.sceneIndex}`,
      headers: other.game,
    });
    expect(theirs.json().value.capturedFishIds).toEqual([]);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('plays free play in play money, the platform untouched', async () => {
    const before = (await testApp.database.db.select().from(gameRoundsTable)).length;
    const games = await testApp.app.inject({
      method: 'GET',
      url: '/api/lobby/games?gameType=FISH&pageSize=10',
    });
    const listed = games.json().value.games as { nodeId: number; gameCode: string; iconUrl: string }[];
    expect(listed.map((row) => row.gameCode).sort()).toEqual(['coral-reef', 'dragon-deep']);
    const reefGame = listed.find((row) => row.gameCode === 'coral-reef')!;
    expect(reefGame.iconUrl).toBe('/house/art/fish/coral-reef.svg');
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/demo',
      payload: { gameId: reefGame.nodeId },
    });
    expect(launched.statusCode).toBe(200);
    const launchToken = new URL(launched.json().value.url, 'http://x').searchParams.get('launch')!;
    const session = (
      await testApp.app.inject({ method: 'POST', url: '/house/api/session', payload: { launchToken } })
    ).json().value;
    expect(session.demo).toBe(true);
    const [target] = liveTargets(reef);
    const response = await fire(
      { authorization: `Bearer ${session.sessionToken}` },
      { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [shotAt(target!, '1.00')] },
    );
    expect(response.statusCode).toBe(200);
    const value: FishBatchValue = response.json().value;
    expect(cents(value.balance)).toBe(cents(session.balance) - 100n + cents(value.payout));
    expect((await testApp.database.db.select().from(gameRoundsTable)).length).toBe(before);
  });
});

describe('bad input', () => {
  it('is a 400 with a message per field, and nothing moves', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member, playerId } = await openRoom(player);
    const [target] = liveTargets(reef);
    const shot = shotAt(target!, '0.10');
    const cases: [unknown, string][] = [
      [{ sceneIndex: target!.sceneIndex, shots: [shot] }, 'requestId'],
      [{ requestId: 'not-a-uuid', sceneIndex: target!.sceneIndex, shots: [shot] }, 'requestId'],
      [{ requestId: randomUUID(), sceneIndex: -1, shots: [shot] }, 'sceneIndex'],
      [{ requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [] }, 'shots'],
      [
        {
          requestId: randomUUID(),
          sceneIndex: target!.sceneIndex,
          shots: Array.from({ length: 21 }, (_, index) => ({ ...shot, shotIndex: index })),
        },
        'shots',
      ],
      [
        { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [shot, { ...shot }] },
        'shots.1.shotIndex',
      ],
      [
        { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [{ ...shot, fishId: 'shark' }] },
        'shots.0.fishId',
      ],
      [
        { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [{ ...shot, timeMs: -5 }] },
        'shots.0.timeMs',
      ],
      [
        { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [{ ...shot, timeMs: 1.5 }] },
        'shots.0.timeMs',
      ],
      [
        { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [{ ...shot, bet: '-1' }] },
        'shots.0.bet',
      ],
      [
        { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [{ ...shot, bet: '0.105' }] },
        'shots.0.bet',
      ],
      [
        { requestId: randomUUID(), sceneIndex: target!.sceneIndex, shots: [{ ...shot, bet: 0.1 }] },
        'shots.0.bet',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await fire(game, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/fish/batches',
      headers: { ...game, 'content-type': 'application/json' },
      payload: '{"shots": [',
    });
    expect(notJson.statusCode).toBe(400);
    const noSession = await fire(
      { authorization: 'Bearer nonsense' },
      { requestId: randomUUID(), sceneIndex: 1, shots: [shot] },
    );
    expect(noSession.statusCode).toBe(401);
    expect(await balanceOf(member)).toBe('100.00');
    expect(await houseRoundsOf(playerId)).toEqual([]);
  });
});

describe('provable fairness', () => {
  it('recomputes a batch from its fairness record once the seed is revealed', async () => {
    const player = await fundedMember(testApp.database.db, 100_000n);
    const { game, playerId } = await openRoom(player);
    const targets = liveTargets(reef).slice(0, 4);
    const sceneIndex = targets[0]!.sceneIndex;
    const shots = targets
      .filter((target) => target.sceneIndex === sceneIndex)
      .flatMap((target) => [shotAt(target, '0.50'), shotAt(target, '0.10')]);
    shots.push(shotAt(targets[0]!, '2.00'));
    const value: FishBatchValue = (await fire(game, { requestId: randomUUID(), sceneIndex, shots })).json()
      .value;
    const roundId = value.roundId!;
    const record = async () =>
      (
        await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${encodeURIComponent(roundId)}` })
      ).json().value;
    const hidden = await record();
    expect(hidden).toMatchObject({
      kind: 'fish',
      gameCode: 'coral-reef',
      serverSeed: null,
      nonce: value.nonce,
    });
    const rotated = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/seeds/rotate',
      headers: game,
      payload: {},
    });
    expect(rotated.statusCode).toBe(200);
    const fairness = await record();
    expect(fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const detail = fairness.detail as FishRoundDetail;
    expect(detail.serverRefused.map((shot) => shot.refusal)).toEqual(['BET_NOT_ALLOWED']);

    // The engine's verifier agrees with the record, and finds a tampered one out.
    const revealed = {
      serverSeed: fairness.serverSeed,
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
      sceneSeed: detail.sceneSeed,
      sceneIndex: detail.sceneIndex,
      shots: detail.shots.map((shot) => ({ ...shot, betCents: cents(shot.bet) })),
      rtpPpm: detail.rtpPpm,
      alreadyCaptured: detail.alreadyCaptured,
    };
    const recorded = {
      shots: detail.results.map(engineResultOf),
      stakeCents: cents(detail.stake),
      payoutCents: cents(detail.win),
      capturedFishIds: detail.capturedFishIds,
    };
    expect(verifyBatch(revealed, recorded)).toEqual([]);
    const tampered = {
      ...recorded,
      shots: recorded.shots.map((shot, index) => (index === 0 ? { ...shot, roll: 0 } : shot)),
    };
    expect(verifyBatch(revealed, tampered).length).toBeGreaterThan(0);

    // The public verifier recomputes the same shots from the record's inputs alone.
    const inputs = {
      gameCode: fairness.gameCode,
      serverSeed: fairness.serverSeed,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
      sceneIndex: detail.sceneIndex,
      shots: detail.shots,
      alreadyCaptured: detail.alreadyCaptured,
    };
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/fish/verify',
      payload: inputs,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().value).toEqual({
      serverSeedHash: fairness.serverSeedHash,
      shots: detail.results,
      stake: detail.stake,
      payout: detail.win,
      capturedFishIds: detail.capturedFishIds,
    });

    // The house's own verifier answers the stream the rolls were read from.
    const words = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'fish',
        gameCode: 'coral-reef',
        serverSeed: fairness.serverSeed,
        clientSeed: fairness.clientSeed,
        nonce: fairness.nonce,
      },
    });
    expect(words.statusCode).toBe(200);
    expect(words.json().value.serverSeedHash).toBe(fairness.serverSeedHash);
    const captureWords: number[] = words.json().value.outcome.captureWords;
    expect(captureWords).toHaveLength(48);
    const firstValid = detail.results.find((shot) => shot.roll !== null)!;
    expect(captureWords[0]! % (firstValid.multiplier! * 1_000_000)).toBe(firstValid.roll);

    const [seed] = await testApp.database.db
      .select()
      .from(houseSeedsTable)
      .where(and(eq(houseSeedsTable.playerId, playerId), eq(houseSeedsTable.active, false)));
    expect(seed!.serverSeed).toBe(fairness.serverSeed);
    const unknownRoom = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/fish/verify',
      payload: { ...inputs, gameCode: 'no-such-pond' },
    });
    expect(unknownRoom.statusCode).toBe(404);
  });
});
