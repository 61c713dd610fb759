// Proves the page draws every fish where the server checks shots against: the contract's path function
// (the one the browser imports) gives bit-identical positions and headings to the engine's fishAt, and
// the same on-screen window, for every fish of two hundred scenes of both rooms at many moments; and
// the contract's limits are the engine's.
import { describe, expect, it } from 'vitest';
import {
  FISH_BATCH_SHOTS_MAX,
  fishPositionAt,
  fishPositionOnPath,
  isFishOnScreen,
} from '@playdeck/contract/fish';
import { FISH_ROOMS } from './rooms';
import { fishAt, isOnScreen, positionOnPath, sceneOf, SCENE_MS } from './scene';
import { MAX_SHOTS_PER_BATCH } from './shots';

const SCENES = 100;
const MOMENTS = 12;

describe('the browser’s path function', () => {
  it('places every fish exactly where the engine does, entry to exit', () => {
    let compared = 0;
    for (const room of FISH_ROOMS) {
      for (let sceneIndex = 1_000_000; sceneIndex < 1_000_000 + SCENES; sceneIndex += 1) {
        const scene = sceneOf(room.sceneSeed, sceneIndex);
        for (const fish of scene.fish) {
          const { entryMs } = fish;
          const exitMs = entryMs + fish.path.durationMs;
          const moments = [entryMs - 1, entryMs, exitMs - 1, exitMs];
          for (let step = 1; step < MOMENTS; step += 1)
            moments.push(entryMs + Math.floor((fish.path.durationMs * step) / MOMENTS) + (step % 7) / 8);
          for (const timeMs of moments) {
            expect(fishPositionAt(fish, timeMs)).toEqual(fishAt(scene, fish.fishId, timeMs));
            expect(isFishOnScreen(fish, timeMs)).toBe(isOnScreen(fish, timeMs));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(FISH_ROOMS.length * SCENES * 48 * (MOMENTS + 3));
  });

  it('agrees with the engine off the path’s ends too (progress is clamped)', () => {
    const fish = sceneOf(FISH_ROOMS[0]!.sceneSeed, 5).fish[0]!;
    for (const progress of [-1, -0.001, 0, 0.25, 0.5, 1, 1.5])
      expect(fishPositionOnPath(fish.path, progress)).toEqual(positionOnPath(fish.path, progress));
  });

  it('shares the engine’s limits', () => {
    expect(FISH_BATCH_SHOTS_MAX).toBe(MAX_SHOTS_PER_BATCH);
    expect(SCENE_MS * 2).toBeLessThanOrEqual(120_000);
  });
});
