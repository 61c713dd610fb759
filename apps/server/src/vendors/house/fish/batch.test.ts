// Proves the game server's own rules around the engine: the rooms' scene clock, the shots refused
// before the engine (a bet the room does not offer, a time too far from the server's clock) in that
// order and at no cost, results kept in shot order, the round record's money round-tripping to the
// engine's bigint results, and the request fingerprint that tells a replay from a reused requestId.
import { describe, expect, it } from 'vitest';
import type { FishShot } from '@playdeck/contract/fish';
import {
  answeredShotOf,
  engineResultOf,
  inShotOrder,
  recordedShotOf,
  requestHashOf,
  sceneIndexAt,
  sceneStartMs,
  screenShots,
  SHOT_EARLY_MS_MAX,
  SHOT_LATE_MS_MAX,
} from './batch';
import { findFishRoom } from './rooms';
import { SCENE_MS } from './scene';
import type { ShotResult } from './shots';

const reef = findFishRoom('coral-reef')!;
const shot = (shotIndex: number, timeMs: number, bet = '0.10', fishId = '7-3'): FishShot => ({
  shotIndex,
  fishId,
  timeMs,
  bet,
});

describe('the scene clock', () => {
  it('numbers scenes of SCENE_MS from the room’s epoch', () => {
    expect(sceneIndexAt(reef, reef.epochMs)).toBe(0);
    expect(sceneIndexAt(reef, reef.epochMs + SCENE_MS - 1)).toBe(0);
    expect(sceneIndexAt(reef, reef.epochMs + SCENE_MS)).toBe(1);
    expect(sceneIndexAt(reef, reef.epochMs - 1)).toBe(0);
    expect(sceneStartMs(reef, 7)).toBe(reef.epochMs + 7 * SCENE_MS);
  });
});

describe('screenShots', () => {
  const now = sceneStartMs(reef, 7) + 20_000;

  it('lets through shots of the room’s bets near the server’s clock, in the engine’s terms', () => {
    const screened = screenShots(
      reef,
      { sceneIndex: 7, shots: [shot(1, 19_500, '0.1'), shot(2, 20_000, '1.00')] },
      now,
    );
    expect(screened.refused).toEqual([]);
    expect(screened.engineShots).toEqual([
      { shotIndex: 1, fishId: '7-3', timeMs: 19_500, betCents: 10n },
      { shotIndex: 2, fishId: '7-3', timeMs: 20_000, betCents: 100n },
    ]);
    expect(screened.sentShots.map((sent) => sent.shotIndex)).toEqual([1, 2]);
  });

  it('refuses a bet the room does not offer, even one the engine knows, before the time', () => {
    const screened = screenShots(
      reef,
      { sceneIndex: 7, shots: [shot(1, 20_000, '5.00'), shot(2, 20_000, '0.15'), shot(3, 0, '0.00')] },
      now,
    );
    expect(screened.engineShots).toEqual([]);
    expect(screened.refused.map((refused) => refused.refusal)).toEqual([
      'BET_NOT_ALLOWED',
      'BET_NOT_ALLOWED',
      'BET_NOT_ALLOWED',
    ]);
    expect(screened.refused[0]).toEqual({
      shotIndex: 1,
      fishId: '7-3',
      outcome: 'REFUSED',
      refusal: 'BET_NOT_ALLOWED',
      stake: '0.00',
      multiplier: null,
      win: '0.00',
    });
  });

  it('refuses a shot too far behind or ahead of the server’s clock, and keeps the edges', () => {
    const late = 20_000 - SHOT_LATE_MS_MAX;
    const early = 20_000 + SHOT_EARLY_MS_MAX;
    const screened = screenShots(
      reef,
      { sceneIndex: 7, shots: [shot(1, late - 1), shot(2, late), shot(3, early), shot(4, early + 1)] },
      now,
    );
    expect(screened.engineShots.map((kept) => kept.shotIndex)).toEqual([2, 3]);
    expect(screened.refused.map((refused) => [refused.shotIndex, refused.refusal])).toEqual([
      [1, 'SHOT_OUT_OF_TIME'],
      [4, 'SHOT_OUT_OF_TIME'],
    ]);
  });
});

describe('results and records', () => {
  const captured: ShotResult = {
    shotIndex: 4,
    fishId: '7-3',
    outcome: 'CAPTURED',
    refusal: null,
    stakeCents: 50n,
    multiplier: 15,
    roll: 123_456,
    winCents: 750n,
  };

  it('keeps an engine result in money strings and back, without the roll in the answer', () => {
    const recorded = recordedShotOf(captured);
    expect(recorded).toEqual({
      ...captured,
      stakeCents: undefined,
      winCents: undefined,
      stake: '0.50',
      win: '7.50',
    });
    expect(engineResultOf(recorded)).toEqual(captured);
    expect(answeredShotOf(recorded)).not.toHaveProperty('roll');
  });

  it('puts the engine’s results and the shots refused before it in shot order', () => {
    const refused = screenShots(
      reef,
      { sceneIndex: 7, shots: [shot(2, 0, '9.00'), shot(9, 0, '9.00')] },
      0,
    ).refused;
    const merged = inShotOrder([answeredShotOf(recordedShotOf(captured))], refused);
    expect(merged.map((result) => result.shotIndex)).toEqual([2, 4, 9]);
  });

  it('fingerprints a request by its room, scene and shots, bets compared as amounts', () => {
    const request = { sceneIndex: 7, shots: [shot(1, 100, '0.10')] };
    expect(requestHashOf('coral-reef', request)).toBe(
      requestHashOf('coral-reef', { sceneIndex: 7, shots: [shot(1, 100, '0.1')] }),
    );
    expect(requestHashOf('coral-reef', request)).not.toBe(requestHashOf('dragon-deep', request));
    expect(requestHashOf('coral-reef', request)).not.toBe(
      requestHashOf('coral-reef', { ...request, sceneIndex: 8 }),
    );
    expect(requestHashOf('coral-reef', request)).not.toBe(
      requestHashOf('coral-reef', { sceneIndex: 7, shots: [shot(1, 101, '0.10')] }),
    );
  });
});
