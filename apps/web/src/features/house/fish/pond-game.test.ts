// Proves the fish game's rules in the browser with a fake server and a clock the test moves: the
// scenes around now are loaded and their fish swim; a tap on a fish fires at it at the chosen bet and
// the balance drops at once, a tap in open water costs nothing and sends nothing; shots leave in one
// request per batch window (not one per shot), auto-fire included; the answer sets the balance, the
// tally and the captures (a captured fish is gone); a refused batch gives back its bets and stops
// auto-fire; a lost answer is sent again with the same requestId; and a bet above the balance is not
// fired.
import { describe, expect, it, vi } from 'vitest';
import type {
  FishBatchRequest,
  FishBatchValue,
  FishRoomValue,
  FishSceneValue,
  SceneFish,
} from '@playdeck/contract/fish';
import { ApiError } from '../../../lib/api-client';
import { AUTO_FIRE_INTERVAL_MS, PondGame, type FishApi } from './pond-game';
import { fitPond, pondToScreen } from './pond-view';
import { BATCH_WINDOW_MS } from './shot-batcher';

const SCENE_MS = 30_000;
const START = 100 * SCENE_MS;

const room: FishRoomValue = {
  gameCode: 'coral-reef',
  name: { en: 'Coral Reef', vi: 'Rạn San Hô' },
  bets: ['0.10', '0.20', '0.50'],
  rtpPercent: '96.00',
  rtpPpm: 960_000,
  sceneSeed: 'seed',
  epoch: new Date(0).toISOString(),
  sceneMs: SCENE_MS,
  pond: { width: 1600, height: 900 },
  batchShotsMax: 20,
  serverTime: new Date(START).toISOString(),
  sceneIndex: 100,
  species: [
    {
      code: 'CLOWNFISH',
      name: { en: 'Clownfish', vi: 'Cá hề' },
      multiplier: 2,
      boss: false,
      hitBox: { width: 48, height: 32 },
      colour: '#f47b20',
      captureChancePercent: '48.00',
    },
  ],
};

/** A fish that sits still at (x, y) for the whole scene. */
const still = (fishId: string, x: number, y: number): SceneFish => ({
  fishId,
  speciesCode: 'CLOWNFISH',
  entryMs: 0,
  path: { start: { x, y }, control: { x, y }, end: { x, y }, durationMs: SCENE_MS },
});

function sceneValue(sceneIndex: number, captured: string[] = []): FishSceneValue {
  return {
    sceneIndex,
    startsAt: new Date(sceneIndex * SCENE_MS).toISOString(),
    serverTime: new Date(START).toISOString(),
    fish: sceneIndex === 100 ? [still('100-0', 400, 300), still('100-1', 1200, 600)] : [],
    capturedFishIds: captured,
  };
}

function answerTo(request: FishBatchRequest, balance: string, captured: string[] = []): FishBatchValue {
  const shots = request.shots.map((shot) => ({
    shotIndex: shot.shotIndex,
    fishId: shot.fishId,
    outcome: captured.includes(shot.fishId) ? ('CAPTURED' as const) : ('ESCAPED' as const),
    refusal: null,
    stake: shot.bet,
    multiplier: 2,
    win: captured.includes(shot.fishId) ? (Number(shot.bet) * 2).toFixed(2) : '0.00',
  }));
  const sum = (values: string[]) => values.reduce((total, value) => total + Number(value), 0).toFixed(2);
  return {
    requestId: request.requestId,
    roundId: `PDFISH-${request.requestId}`,
    sceneIndex: request.sceneIndex,
    shots,
    stake: sum(shots.map((shot) => shot.stake)),
    payout: sum(shots.map((shot) => shot.win)),
    balance,
    nonce: 0,
  };
}

const flush = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

async function setUp(
  balance = '10.00',
  fire?: (request: FishBatchRequest) => FishBatchValue | Promise<FishBatchValue>,
) {
  const requests: FishBatchRequest[] = [];
  const api: FishApi = {
    scene: vi.fn(async (sceneIndex: number) => sceneValue(sceneIndex)),
    fire: vi.fn(async (request: FishBatchRequest) => {
      requests.push(request);
      return fire ? fire(request) : answerTo(request, '9.90');
    }),
    balance: vi.fn(async () => '7.77'),
  };
  let ids = 0;
  const game = new PondGame({ room, api, balance, newRequestId: () => `request-${(ids += 1)}` });
  const view = fitPond({ width: 1600, height: 900 }, room.pond);
  game.setView(view);
  game.tick(START + 1_000);
  await flush();
  game.tick(START + 1_000);
  return { game, api, requests, view };
}

describe('PondGame', () => {
  it('loads the scenes around now and swims their fish', async () => {
    const { game, api } = await setUp();
    expect(
      vi
        .mocked(api.scene)
        .mock.calls.map(([index]) => index)
        .sort((a, b) => a - b),
    ).toEqual([99, 100, 101]);
    expect(
      game
        .frame()
        .live.map((fish) => fish.fishId)
        .sort(),
    ).toEqual(['100-0', '100-1']);
  });

  it('fires at a tapped fish: the balance drops at once and one request carries the batch', async () => {
    const { game, api, requests, view } = await setUp();
    game.tap(pondToScreen(view, { x: 405, y: 302 }));
    game.tap(pondToScreen(view, { x: 400, y: 300 }));
    expect(game.getSnapshot()).toMatchObject({ balance: '9.80', pendingShots: 2 });
    expect(game.frame().bullets).toHaveLength(2);
    expect(game.frame().lockedFishId).toBe('100-0');
    game.tick(START + 1_000 + BATCH_WINDOW_MS - 1);
    expect(api.fire).not.toHaveBeenCalled();
    game.tick(START + 1_000 + BATCH_WINDOW_MS);
    await flush();
    expect(api.fire).toHaveBeenCalledTimes(1);
    expect(requests[0]).toEqual({
      requestId: 'request-1',
      sceneIndex: 100,
      shots: [
        { shotIndex: 0, fishId: '100-0', timeMs: 1_000, bet: '0.10' },
        { shotIndex: 1, fishId: '100-0', timeMs: 1_000, bet: '0.10' },
      ],
    });
    expect(game.getSnapshot()).toMatchObject({
      balance: '9.90',
      pendingShots: 0,
      staked: '0.20',
      won: '0.00',
      lastRoundId: 'PDFISH-request-1',
    });
  });

  it('sends nothing and charges nothing for a tap in open water', async () => {
    const { game, api, view } = await setUp();
    game.tap(pondToScreen(view, { x: 800, y: 100 }));
    expect(game.frame().bullets).toHaveLength(1);
    expect(game.getSnapshot()).toMatchObject({ balance: '10.00', pendingShots: 0 });
    game.tick(START + 5_000);
    await flush();
    expect(api.fire).not.toHaveBeenCalled();
  });

  it('auto-fires four times a second, at the nearest fish, in one request per batch window', async () => {
    const { game, api, requests, view } = await setUp('10.00', (request) => answerTo(request, '10.00'));
    game.aimAt(pondToScreen(view, { x: 1150, y: 620 }));
    game.setAutoFire(true);
    for (let at = START + 1_000; at < START + 2_000; at += 16) {
      game.tick(at);
      await flush();
    }
    game.setAutoFire(false);
    expect(requests.flatMap((request) => request.shots).length + game.getSnapshot().pendingShots).toBe(
      1_000 / AUTO_FIRE_INTERVAL_MS,
    );
    game.tick(START + 2_600);
    await flush();
    const shots = requests.flatMap((request) => request.shots);
    expect(new Set(shots.map((shot) => shot.fishId))).toEqual(new Set(['100-1']));
    expect(api.fire).toHaveBeenCalledTimes(requests.length);
    expect(requests.length).toBeLessThanOrEqual(2);
    expect(shots.map((shot) => shot.shotIndex)).toEqual(shots.map((_, index) => index));
  });

  it('takes a capture out of the pond, counts its win and shows it', async () => {
    const { game, view } = await setUp('10.00', (request) => answerTo(request, '10.10', ['100-1']));
    game.tap(pondToScreen(view, { x: 1200, y: 600 }));
    game.tick(START + 1_000 + BATCH_WINDOW_MS);
    await flush();
    game.tick(START + 1_000 + BATCH_WINDOW_MS + 16);
    expect(game.getSnapshot()).toMatchObject({
      balance: '10.10',
      staked: '0.10',
      won: '0.20',
      captures: 1,
      lastCapture: { speciesCode: 'CLOWNFISH', win: '0.20', multiplier: 2 },
    });
    expect(game.frame().live.map((fish) => fish.fishId)).toEqual(['100-0']);
    expect(game.frame().captures).toMatchObject([{ speciesCode: 'CLOWNFISH', win: '0.20' }]);
    expect(game.frame().lockedFishId).toBeNull();
  });

  it('gives back the bets of a batch refused for the balance, drops the shots behind it, stops auto-fire', async () => {
    const refusal = new ApiError(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', {}, { balance: '0.05' });
    const { game, view } = await setUp('0.30', () => Promise.reject(refusal));
    game.setAutoFire(true);
    game.tap(pondToScreen(view, { x: 400, y: 300 }));
    game.tick(START + 1_000 + BATCH_WINDOW_MS);
    game.tap(pondToScreen(view, { x: 400, y: 300 }));
    expect(game.getSnapshot().pendingShots).toBeGreaterThan(1);
    await flush();
    expect(game.getSnapshot()).toMatchObject({
      balance: '0.05',
      pendingShots: 0,
      autoFire: false,
      message: { text: 'Insufficient balance' },
    });
  });

  it('sends a batch whose answer was lost again, with the same requestId', async () => {
    let calls = 0;
    const { game, requests } = await setUp('10.00', (request) => {
      calls += 1;
      if (calls === 1) return Promise.reject(new ApiError(0, 'NETWORK', 'offline'));
      return Promise.resolve(answerTo(request, '9.90'));
    });
    game.fire();
    game.tick(START + 1_000 + BATCH_WINDOW_MS);
    await flush();
    expect(game.getSnapshot().pendingShots).toBe(1);
    game.tick(START + 1_000 + BATCH_WINDOW_MS + 999);
    await flush();
    expect(requests).toHaveLength(1);
    game.tick(START + 1_000 + BATCH_WINDOW_MS + 1_000);
    await flush();
    expect(requests.map((request) => request.requestId)).toEqual(['request-1', 'request-1']);
    expect(game.getSnapshot()).toMatchObject({ balance: '9.90', pendingShots: 0, message: null });
  });

  it('does not fire a bet the balance does not cover, and says so', async () => {
    const { game, api } = await setUp('0.15');
    game.setBetIndex(1);
    game.fire();
    expect(game.getSnapshot()).toMatchObject({
      balance: '0.15',
      bet: '0.20',
      pendingShots: 0,
      message: { key: 'fish.lowBalance', params: { bet: '0.20' } },
    });
    game.tick(START + 5_000);
    await flush();
    expect(api.fire).not.toHaveBeenCalled();
  });

  it('does not draw fish the player captured before the page opened', async () => {
    const api: FishApi = {
      scene: async (sceneIndex) => sceneValue(sceneIndex, sceneIndex === 100 ? ['100-0'] : []),
      fire: async (request) => answerTo(request, '1.00'),
      balance: async () => '1.00',
    };
    const game = new PondGame({ room, api, balance: '1.00' });
    game.tick(START);
    await flush();
    game.tick(START);
    expect(game.frame().live.map((fish) => fish.fishId)).toEqual(['100-1']);
  });
});
