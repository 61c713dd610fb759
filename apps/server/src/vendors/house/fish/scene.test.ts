// Proves the scenes: the same seed and index always give the same fish, drawn from the provably fair stream in the documented order; every path runs from one edge to the opposite one and stays inside the pond; a fish is targetable exactly from its entry to its exit; and species come in by their spawn weights.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import {
  drawPath,
  drawSpecies,
  FISH_PER_SCENE,
  fishAt,
  fishOnScreen,
  isTargetable,
  POND_HEIGHT,
  POND_WIDTH,
  positionOnPath,
  SCENE_MS,
  sceneClientSeed,
  sceneEndMs,
  sceneOf,
  type SceneFish,
} from './scene';
import { FISH_SPECIES, findFishSpecies, totalSpawnWeight } from './species';

const exitMs = (fish: SceneFish) => fish.entryMs + fish.path.durationMs;

describe('scenes', () => {
  it('are deterministic and change with the seed and the index', () => {
    expect(sceneOf('pond', 3)).toEqual(sceneOf('pond', 3));
    expect(sceneOf('pond', 3).fish).not.toEqual(sceneOf('pond', 4).fish);
    expect(sceneOf('pond', 3).fish).not.toEqual(sceneOf('lake', 3).fish);
    expect(sceneClientSeed(3)).toBe('fish-scene:3');
  });

  it('lists FISH_PER_SCENE fish entering within the window, in entry order, numbered from 0', () => {
    const scene = sceneOf('pond', 12);
    expect(scene.sceneIndex).toBe(12);
    expect(scene.fish).toHaveLength(FISH_PER_SCENE);
    scene.fish.forEach((fish, ordinal) => {
      expect(fish.fishId).toBe(`12-${ordinal}`);
      expect(fish.entryMs).toBeGreaterThanOrEqual(0);
      expect(fish.entryMs).toBeLessThan(SCENE_MS);
      if (ordinal > 0) expect(fish.entryMs).toBeGreaterThanOrEqual(scene.fish[ordinal - 1]!.entryMs);
      expect(findFishSpecies(fish.speciesCode)).toBeDefined();
    });
  });

  it('draws each fish from the stream of (sceneSeed, fish-scene:<index>, 0): entry, species, path', () => {
    const stream = createRandomStream('pond', 'fish-scene:7', 0);
    const expected = Array.from({ length: FISH_PER_SCENE }, () => {
      const entryMs = stream.nextInt(SCENE_MS);
      const species = drawSpecies(stream);
      return { entryMs, speciesCode: species.code, path: drawPath(stream, species) };
    }).sort((a, b) => a.entryMs - b.entryMs);
    const scene = sceneOf('pond', 7);
    expect(scene.fish.map(({ entryMs, speciesCode, path }) => ({ entryMs, speciesCode, path }))).toEqual(
      expected,
    );
  });

  it('picks a species by walking the spawn weights with one whole number below their total', () => {
    const rolls = [0, 499, 500, 799, 800, totalSpawnWeight() - 1];
    const picked = rolls.map((roll) => drawSpecies({ nextInt: () => roll }).code);
    expect(picked).toEqual([
      'CLOWNFISH',
      'CLOWNFISH',
      'BUTTERFLYFISH',
      'BUTTERFLYFISH',
      'PUFFERFISH',
      'GOLDEN-DRAGON',
    ]);
  });

  it('refuses an empty seed and an index that is not a natural number', () => {
    expect(() => sceneOf('', 0)).toThrow(RangeError);
    expect(() => sceneOf('pond', -1)).toThrow(RangeError);
    expect(() => sceneOf('pond', 1.5)).toThrow(RangeError);
  });
});

describe('fish paths', () => {
  const scenes = Array.from({ length: 100 }, (_, index) => sceneOf('paths', index));
  const allFish = scenes.flatMap((scene) => scene.fish);

  it('run from one edge to the opposite one, with the control point well inside the pond', () => {
    for (const { path } of allFish) {
      const { start, end, control } = path;
      const acrossX = (start.x === 0 && end.x === POND_WIDTH) || (start.x === POND_WIDTH && end.x === 0);
      const acrossY = (start.y === 0 && end.y === POND_HEIGHT) || (start.y === POND_HEIGHT && end.y === 0);
      expect(acrossX || acrossY).toBe(true);
      for (const point of [start, end, control]) {
        expect(Number.isInteger(point.x) && Number.isInteger(point.y)).toBe(true);
      }
      expect(control.x).toBeGreaterThanOrEqual(POND_WIDTH * 0.15);
      expect(control.x).toBeLessThan(POND_WIDTH * 0.85);
      expect(control.y).toBeGreaterThanOrEqual(POND_HEIGHT * 0.15);
      expect(control.y).toBeLessThan(POND_HEIGHT * 0.85);
    }
    // Mostly sideways, as fish swim: six sides of eight.
    const sideways = allFish.filter(({ path }) => path.start.x === 0 || path.start.x === POND_WIDTH).length;
    expect(sideways / allFish.length).toBeCloseTo(0.75, 1);
  });

  it('stay inside the pond at every moment', () => {
    const inside = (x: number, y: number) =>
      x >= -1e-9 && x <= POND_WIDTH + 1e-9 && y >= -1e-9 && y <= POND_HEIGHT + 1e-9;
    const outside = allFish.filter(({ path }) =>
      Array.from({ length: 65 }, (_, step) => positionOnPath(path, step / 64)).some(
        ({ x, y }) => !inside(x, y),
      ),
    );
    expect(outside).toEqual([]);
  });

  it('last less than a scene, even on the longest path the draw can make at the slowest speed', () => {
    // The length estimate is convex in the three points, so its largest value over the ranges the
    // draw uses lies at a corner of them: enumerate every corner of both kinds of side.
    const ends = (low: number, span: number) => [low, low + span - 1];
    let longest = 0;
    for (const horizontal of [true, false]) {
      const along = horizontal ? ends(90, 720) : ends(160, 1_280);
      for (const [enter, leave, x, y] of along.flatMap((a) =>
        along.flatMap((b) =>
          ends(240, 1_120).flatMap((c) => ends(135, 630).map((d) => [a, b, c, d] as const)),
        ),
      )) {
        const start = horizontal ? { x: 0, y: enter } : { x: enter, y: 0 };
        const end = horizontal ? { x: POND_WIDTH, y: leave } : { x: leave, y: POND_HEIGHT };
        const hypot = (p: { x: number; y: number }, q: { x: number; y: number }) =>
          Math.hypot(p.x - q.x, p.y - q.y);
        longest = Math.max(longest, (hypot(start, { x, y }) + hypot({ x, y }, end) + hypot(start, end)) / 2);
      }
    }
    expect(longest).toBeCloseTo(1_916.654, 3);
    const slowest = Math.min(...FISH_SPECIES.map((species) => species.speedUnitsPerSecond));
    expect((longest / slowest) * 1000).toBeLessThan(SCENE_MS);
    expect(Math.max(...allFish.map((fish) => fish.path.durationMs))).toBeLessThan(SCENE_MS);
  });

  it('last as long as the curve takes at the species’ speed', () => {
    for (const fish of allFish) {
      const { start, control, end, durationMs } = fish.path;
      const speed = findFishSpecies(fish.speciesCode)!.speedUnitsPerSecond;
      const chord = Math.hypot(end.x - start.x, end.y - start.y);
      const polygon =
        Math.hypot(control.x - start.x, control.y - start.y) +
        Math.hypot(end.x - control.x, end.y - control.y);
      expect(Math.abs(durationMs - ((chord + polygon) / 2 / speed) * 1000)).toBeLessThanOrEqual(0.5 + 1e-6);
      // A path is at least as long as its chord, which is at least the pond's height.
      expect(durationMs).toBeGreaterThanOrEqual(
        Math.floor((Math.min(POND_WIDTH, POND_HEIGHT) / speed) * 1000),
      );
    }
  });
});

describe('targetability', () => {
  const scene = sceneOf('pond', 0);
  const fish = scene.fish[5]!;

  it('is on screen from its entry (inclusive) to its exit (exclusive)', () => {
    expect(isTargetable(scene, fish.fishId, fish.entryMs - 1)).toBe(false);
    expect(isTargetable(scene, fish.fishId, fish.entryMs)).toBe(true);
    expect(isTargetable(scene, fish.fishId, exitMs(fish) - 1)).toBe(true);
    expect(isTargetable(scene, fish.fishId, exitMs(fish))).toBe(false);
    expect(isTargetable(scene, fish.fishId, Number.NaN)).toBe(false);
    expect(isTargetable(scene, 'no-such-fish', fish.entryMs)).toBe(false);
    expect(isTargetable(scene, '1-5', fish.entryMs)).toBe(false);
  });

  it('gives the position on the curve while on screen, and null outside', () => {
    expect(fishAt(scene, fish.fishId, fish.entryMs)).toMatchObject(fish.path.start);
    const middle = fish.entryMs + fish.path.durationMs / 2;
    expect(fishAt(scene, fish.fishId, middle)).toEqual(positionOnPath(fish.path, 0.5));
    expect(fishAt(scene, fish.fishId, fish.entryMs - 1)).toBeNull();
    expect(fishAt(scene, fish.fishId, exitMs(fish))).toBeNull();
    expect(fishAt(scene, 'no-such-fish', middle)).toBeNull();
    // Heading: a fish entering from the left swims rightwards (|angle| < 90°), and the other way round.
    const heading = fishAt(scene, fish.fishId, fish.entryMs)!.headingRadians;
    if (fish.path.start.x === 0) expect(Math.abs(heading)).toBeLessThan(Math.PI / 2);
    if (fish.path.start.x === POND_WIDTH) expect(Math.abs(heading)).toBeGreaterThan(Math.PI / 2);
  });

  it('lists the fish on screen at a moment, and when the last one leaves', () => {
    for (const timeMs of [0, 10_000, 29_999, 40_000]) {
      const expected = scene.fish.filter((entry) => entry.entryMs <= timeMs && timeMs < exitMs(entry));
      expect(fishOnScreen(scene, timeMs)).toEqual(expected);
    }
    const end = sceneEndMs(scene);
    expect(fishOnScreen(scene, end)).toEqual([]);
    expect(fishOnScreen(scene, end - 1).length).toBeGreaterThan(0);
    // About 15 of a scene's fish are on screen in its middle.
    const counts = Array.from(
      { length: 50 },
      (_, index) => fishOnScreen(sceneOf('busy', index), 20_000).length,
    );
    const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    expect(mean).toBeGreaterThan(12);
    expect(mean).toBeLessThan(18);
  });
});

describe('spawning', () => {
  it('brings each species in by its spawn weight (within four standard errors over 2,000 scenes)', () => {
    const counts = new Map<string, number>();
    const scenes = 2_000;
    for (let index = 0; index < scenes; index++)
      for (const fish of sceneOf('spawn', index).fish)
        counts.set(fish.speciesCode, (counts.get(fish.speciesCode) ?? 0) + 1);
    const total = scenes * FISH_PER_SCENE;
    for (const species of FISH_SPECIES) {
      const chance = species.spawnWeight / totalSpawnWeight();
      const measured = (counts.get(species.code) ?? 0) / total;
      expect(Math.abs(measured - chance), species.code).toBeLessThan(
        4 * Math.sqrt((chance * (1 - chance)) / total),
      );
    }
  });
});
