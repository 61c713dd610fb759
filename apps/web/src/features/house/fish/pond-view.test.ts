// Proves the pond's geometry: it fits the canvas (turned a quarter on a portrait screen, with the
// cannon's bottom edge still at the bottom), canvas and pond points map both ways, the drawn heading
// turns with the pond, fish grow on small screens only, and a tap finds the fish whose turned hit box
// holds it (the top one where fish overlap), while the fish on screen are exactly the contract's.
import { describe, expect, it } from 'vitest';
import { fishPositionAt, type SceneFish } from '@playdeck/contract/fish';
import {
  FISH_GROWTH_MAX,
  fishUnderPoint,
  fitPond,
  headingOnScreen,
  isInHitBox,
  liveFishAt,
  nearestFish,
  pondRectangle,
  pondToScreen,
  screenToPond,
  type LiveFish,
} from './pond-view';

const POND = { width: 1600, height: 900 };

describe('fitPond', () => {
  it('fits a landscape canvas, centred, at one scale', () => {
    const view = fitPond({ width: 1200, height: 1200 * (9 / 16) + 40 }, POND);
    expect(view.rotated).toBe(false);
    expect(view.scale).toBeCloseTo(1200 / 1600);
    expect(view.origin).toEqual({ x: 0, y: 20 });
    expect(pondRectangle(view)).toEqual({ x: 0, y: 20, width: 1200, height: 675 });
    expect(view.fishGrowth).toBe(1);
  });

  it('turns the pond on a portrait canvas, its long side down the screen', () => {
    const view = fitPond({ width: 540, height: 960 }, POND);
    expect(view.rotated).toBe(true);
    expect(view.scale).toBeCloseTo(0.6);
    expect(pondRectangle(view)).toMatchObject({ width: 540, height: 960 });
    // Pond x runs down the screen, pond y from right to left.
    expect(pondToScreen(view, { x: 0, y: 0 })).toEqual({ x: 540, y: 0 });
    expect(pondToScreen(view, { x: 1600, y: 900 })).toEqual({ x: 0, y: 960 });
    expect(view.fishGrowth).toBeCloseTo(0.75 / 0.6);
  });

  it('grows fish at most FISH_GROWTH_MAX times on a tiny screen', () => {
    expect(fitPond({ width: 100, height: 200 }, POND).fishGrowth).toBe(FISH_GROWTH_MAX);
  });

  it('maps points both ways in either orientation', () => {
    for (const canvas of [
      { width: 1280, height: 720 },
      { width: 390, height: 700 },
    ]) {
      const view = fitPond(canvas, POND);
      for (const point of [
        { x: 0, y: 0 },
        { x: 800, y: 450 },
        { x: 1234.5, y: 77.25 },
      ]) {
        const back = screenToPond(view, pondToScreen(view, point));
        expect(back.x).toBeCloseTo(point.x, 9);
        expect(back.y).toBeCloseTo(point.y, 9);
      }
    }
  });

  it('turns the drawn heading with the pond', () => {
    const view = fitPond({ width: 390, height: 700 }, POND);
    // A fish swimming along pond x swims down the turned screen.
    expect(headingOnScreen(view, 0)).toBeCloseTo(Math.PI / 2);
    expect(headingOnScreen(fitPond({ width: 700, height: 390 }, POND), 1)).toBe(1);
  });
});

const fish = (overrides: Partial<LiveFish>): LiveFish => ({
  fishId: '1-0',
  sceneIndex: 1,
  speciesCode: 'CLOWNFISH',
  timeMs: 0,
  x: 500,
  y: 300,
  headingRadians: 0,
  hitBox: { width: 100, height: 40 },
  ...overrides,
});

describe('hit boxes', () => {
  it('holds points within the box along and across the heading', () => {
    const level = fish({});
    expect(isInHitBox(level, { x: 549, y: 319 })).toBe(true);
    expect(isInHitBox(level, { x: 551, y: 300 })).toBe(false);
    expect(isInHitBox(level, { x: 500, y: 321 })).toBe(false);
    const upright = fish({ headingRadians: Math.PI / 2 });
    expect(isInHitBox(upright, { x: 500, y: 349 })).toBe(true);
    expect(isInHitBox(upright, { x: 519, y: 300 })).toBe(true);
    expect(isInHitBox(upright, { x: 549, y: 300 })).toBe(false);
  });

  it('grows with a margin and with the drawn size', () => {
    expect(isInHitBox(fish({}), { x: 555, y: 300 }, 6)).toBe(true);
    expect(isInHitBox(fish({}), { x: 590, y: 300 }, 0, 1.8)).toBe(true);
    expect(isInHitBox(fish({}), { x: 591, y: 300 }, 0, 1.8)).toBe(false);
  });

  it('finds the fish drawn on top where fish overlap, none in open water', () => {
    const below = fish({ fishId: '1-1', hitBox: { width: 300, height: 140 } });
    const above = fish({ fishId: '1-2' });
    expect(fishUnderPoint([below, above], { x: 500, y: 300 })?.fishId).toBe('1-2');
    expect(fishUnderPoint([below, above], { x: 620, y: 300 })?.fishId).toBe('1-1');
    expect(fishUnderPoint([below, above], { x: 100, y: 100 })).toBeUndefined();
  });

  it('finds the fish nearest a point', () => {
    const near = fish({ fishId: '1-1', x: 100, y: 100 });
    const far = fish({ fishId: '1-2', x: 900, y: 800 });
    expect(nearestFish([far, near], { x: 120, y: 90 })?.fishId).toBe('1-1');
    expect(nearestFish([], { x: 0, y: 0 })).toBeUndefined();
  });
});

describe('liveFishAt', () => {
  const sceneFish = (fishId: string, entryMs: number, speciesCode = 'CLOWNFISH'): SceneFish => ({
    fishId,
    speciesCode,
    entryMs,
    path: {
      start: { x: 0, y: 100 },
      control: { x: 800, y: 450 },
      end: { x: 1600, y: 800 },
      durationMs: 10_000,
    },
  });
  const hitBoxes: Record<string, { width: number; height: number }> = {
    CLOWNFISH: { width: 48, height: 32 },
    SHARK: { width: 240, height: 110 },
  };

  it('lists the fish on screen at the server’s time, where the contract places them, big ones first', () => {
    const scenes = [
      {
        sceneIndex: 4,
        startsAtMs: 120_000,
        fish: [sceneFish('4-0', 1_000), sceneFish('4-1', 25_000, 'SHARK')],
      },
      { sceneIndex: 5, startsAtMs: 150_000, fish: [sceneFish('5-0', 500, 'SHARK'), sceneFish('5-1', 9_000)] },
    ];
    const at = 150_000 + 2_000.5;
    const live = liveFishAt(scenes, at, (code) => hitBoxes[code], new Set());
    expect(live.map((entry) => entry.fishId)).toEqual(['4-1', '5-0']);
    expect(live[0]).toMatchObject({ sceneIndex: 4, timeMs: 32_000, hitBox: hitBoxes.SHARK });
    const position = fishPositionAt(scenes[0]!.fish[1]!, at - 120_000)!;
    expect(live[0]).toMatchObject(position);
  });

  it('leaves out captured fish and species it has no hit box for', () => {
    const scenes = [
      { sceneIndex: 1, startsAtMs: 0, fish: [sceneFish('1-0', 0), sceneFish('1-1', 0, 'SQUID')] },
    ];
    expect(liveFishAt(scenes, 100, (code) => hitBoxes[code], new Set())).toHaveLength(1);
    expect(liveFishAt(scenes, 100, (code) => hitBoxes[code], new Set(['1-0']))).toEqual([]);
  });

  it('names a whole millisecond the fish is on screen at, from entry to exit', () => {
    const scenes = [{ sceneIndex: 1, startsAtMs: 0, fish: [sceneFish('1-0', 1_000)] }];
    const lookup = (code: string) => hitBoxes[code];
    expect(liveFishAt(scenes, 999.9, lookup, new Set())).toEqual([]);
    expect(liveFishAt(scenes, 1_000, lookup, new Set())[0]?.timeMs).toBe(1_000);
    expect(liveFishAt(scenes, 10_999.9, lookup, new Set())[0]?.timeMs).toBe(10_999);
    expect(liveFishAt(scenes, 11_000, lookup, new Set())).toEqual([]);
  });
});
