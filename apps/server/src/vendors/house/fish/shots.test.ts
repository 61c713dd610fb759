// Proves batch resolution: a valid shot is charged its bet and captured exactly when its roll from the stream of (serverSeed, clientSeed, nonce), read in shot order, is below rtpPpm out of multiplier × 1,000,000; each refusal (disallowed bet, unknown fish, fish off screen, fish already captured) charges nothing and changes no other shot or total; malformed batches are refused; and verifyBatch recomputes a record from the revealed seeds and names every difference.
import { describe, expect, it } from 'vitest';
import { createRandomStream, serverSeedHash } from '../slots/provably-fair';
import { sceneOf, type SceneFish } from './scene';
import {
  captureRange,
  drawCapture,
  MAX_SHOTS_PER_BATCH,
  resolveBatch,
  verifyBatch,
  type BatchInput,
  type Shot,
} from './shots';
import { FISH_BETS_CENTS, findFishSpecies } from './species';

const scene = sceneOf('pond seed', 4);
const middleOf = (fish: SceneFish) => fish.entryMs + Math.floor(fish.path.durationMs / 2);
const multiplierOf = (fish: SceneFish) => findFishSpecies(fish.speciesCode)!.multiplier;
const shotAt = (fish: SceneFish, shotIndex: number, betCents = 100n): Shot => ({
  shotIndex,
  fishId: fish.fishId,
  timeMs: middleOf(fish),
  betCents,
});
const input = (shots: Shot[], nonce = 0, extra: Partial<BatchInput> = {}): BatchInput => ({
  serverSeed: 'server seed',
  clientSeed: 'client seed',
  nonce,
  scene,
  shots,
  ...extra,
});
/** Nine shots at nine fish, twenty shot numbers apart so that refused shots fit between them. */
const baseShots = scene.fish
  .slice(0, 9)
  .map((fish, index) => shotAt(fish, index * 20, FISH_BETS_CENTS[index % 6]));
/** The first nonce whose base batch captures at least one fish (the search is deterministic). */
const capturingNonce = Array.from({ length: 50 }, (_, nonce) => nonce).find(
  (nonce) => resolveBatch(input(baseShots, nonce)).capturedFishIds.length > 0,
)!;

describe('valid shots', () => {
  it('charges each its bet and captures when its roll, read in shot order, is below rtpPpm', () => {
    let captures = 0;
    let escapes = 0;
    for (let nonce = 0; nonce < 50; nonce++) {
      const result = resolveBatch(input(baseShots, nonce));
      const stream = createRandomStream('server seed', 'client seed', nonce);
      result.shots.forEach((shot, position) => {
        const fish = scene.fish[position]!;
        const multiplier = multiplierOf(fish);
        const roll = stream.nextInt(multiplier * 1_000_000);
        const bet = baseShots[position]!.betCents;
        expect(shot).toEqual({
          shotIndex: position * 20,
          fishId: fish.fishId,
          outcome: roll < 960_000 ? 'CAPTURED' : 'ESCAPED',
          refusal: null,
          stakeCents: bet,
          multiplier,
          roll,
          winCents: roll < 960_000 ? bet * BigInt(multiplier) : 0n,
        });
        if (shot.outcome === 'CAPTURED') captures++;
        else escapes++;
      });
      expect(result.stakeCents).toBe(baseShots.reduce((sum, shot) => sum + shot.betCents, 0n));
      expect(result.payoutCents).toBe(result.shots.reduce((sum, shot) => sum + shot.winCents, 0n));
      expect(result.capturedFishIds).toEqual(
        result.shots.filter((shot) => shot.outcome === 'CAPTURED').map((shot) => shot.fishId),
      );
    }
    expect(captures).toBeGreaterThan(0);
    expect(escapes).toBeGreaterThan(0);
  });

  it('is reproducible from the seeds and changes with the nonce', () => {
    expect(resolveBatch(input(baseShots, 3))).toEqual(resolveBatch(input(baseShots, 3)));
    const rolls = (nonce: number) => resolveBatch(input(baseShots, nonce)).shots.map((shot) => shot.roll);
    expect(rolls(3)).not.toEqual(rolls(4));
  });

  it('follows the configured return: at twice 100 % a 2× fish is always captured, at 1 ppm almost never', () => {
    const clownfish = scene.fish.filter((fish) => fish.speciesCode === 'CLOWNFISH').slice(0, 5);
    expect(clownfish.length).toBeGreaterThan(0);
    const shots = clownfish.map((fish, index) => shotAt(fish, index));
    for (let nonce = 0; nonce < 20; nonce++) {
      const all = resolveBatch(input(shots, nonce, { rtpPpm: 2_000_000 }));
      expect(all.shots.every((shot) => shot.outcome === 'CAPTURED')).toBe(true);
      const none = resolveBatch(input(shots, nonce, { rtpPpm: 1 }));
      expect(none.shots.every((shot) => shot.outcome === (shot.roll === 0 ? 'CAPTURED' : 'ESCAPED'))).toBe(
        true,
      );
    }
  });
});

describe('the capture draw', () => {
  it('rolls below multiplier × 1,000,000 and wins below rtpPpm', () => {
    expect(captureRange(2, 960_000)).toEqual({ rolls: 2_000_000, winningRolls: 960_000 });
    expect(captureRange(300, 960_000)).toEqual({ rolls: 300_000_000, winningRolls: 960_000 });
    expect(() => captureRange(5_000, 960_000)).toThrow(RangeError);
    expect(() => captureRange(2, 2_000_001)).toThrow(RangeError);
    expect(drawCapture({ nextInt: () => 959_999 }, 2, 960_000)).toEqual({ roll: 959_999, captured: true });
    expect(drawCapture({ nextInt: () => 960_000 }, 2, 960_000)).toEqual({ roll: 960_000, captured: false });
  });
});

describe('refused shots', () => {
  const captured = resolveBatch(input(baseShots, capturingNonce));
  const capturedFishId = captured.capturedFishIds[0]!;
  const capturedShot = baseShots.find((shot) => shot.fishId === capturedFishId)!;
  const late = scene.fish[20]!;
  const refusedShots: [Shot, string][] = [
    [{ ...shotAt(late, 1), betCents: 30n }, 'BET_NOT_ALLOWED'],
    [{ ...shotAt(late, 2), betCents: 0n }, 'BET_NOT_ALLOWED'],
    [{ ...shotAt(late, 3), betCents: -100n }, 'BET_NOT_ALLOWED'],
    [{ ...shotAt(late, 4), betCents: 1_000n }, 'BET_NOT_ALLOWED'],
    [{ shotIndex: 5, fishId: 'no-such-fish', timeMs: 1_000, betCents: 100n }, 'UNKNOWN_FISH'],
    [{ shotIndex: 6, fishId: '5-0', timeMs: 1_000, betCents: 100n }, 'UNKNOWN_FISH'],
    [{ ...shotAt(late, 7), timeMs: late.entryMs - 1 }, 'FISH_OFF_SCREEN'],
    [{ ...shotAt(late, 8), timeMs: late.entryMs + late.path.durationMs }, 'FISH_OFF_SCREEN'],
    [{ ...shotAt(late, 9), timeMs: Number.NaN }, 'FISH_OFF_SCREEN'],
    // At a fish already captured by an earlier shot of the batch (after that shot's number).
    [{ ...capturedShot, shotIndex: capturedShot.shotIndex + 11 }, 'FISH_ALREADY_CAPTURED'],
    [{ ...capturedShot, shotIndex: 199 }, 'FISH_ALREADY_CAPTURED'],
  ];

  it('are refused with their reason, charged nothing, and change no other shot or total', () => {
    const mixed = [...baseShots, ...refusedShots.map(([shot]) => shot)].sort(
      (a, b) => a.shotIndex - b.shotIndex,
    );
    expect(mixed).toHaveLength(MAX_SHOTS_PER_BATCH);
    const result = resolveBatch(input(mixed, capturingNonce));
    const plain = resolveBatch(input(baseShots, capturingNonce));
    expect(result.shots.filter((shot) => shot.outcome !== 'REFUSED')).toEqual(plain.shots);
    expect(result.stakeCents).toBe(plain.stakeCents);
    expect(result.payoutCents).toBe(plain.payoutCents);
    expect(result.capturedFishIds).toEqual(plain.capturedFishIds);
    for (const shot of result.shots.filter((entry) => entry.outcome === 'REFUSED')) {
      const expected = refusedShots.find(([refused]) => refused.shotIndex === shot.shotIndex)![1];
      expect(shot).toEqual({
        shotIndex: shot.shotIndex,
        fishId: shot.fishId,
        outcome: 'REFUSED',
        refusal: expected,
        stakeCents: 0n,
        multiplier: null,
        roll: null,
        winCents: 0n,
      });
    }
    expect(result.shots.filter((shot) => shot.outcome === 'REFUSED')).toHaveLength(refusedShots.length);
  });

  it('refuses a shot at a fish captured by an earlier batch, and captures a fish at most once', () => {
    const again = resolveBatch(
      input([shotAt(scene.fish[0]!, 0), capturedShot], capturingNonce, {
        alreadyCaptured: [capturedFishId],
      }),
    );
    expect(again.shots[1]).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'FISH_ALREADY_CAPTURED',
      stakeCents: 0n,
    });
    const alone = resolveBatch(input([shotAt(scene.fish[0]!, 0)], capturingNonce));
    expect(again.stakeCents).toBe(alone.stakeCents);
    expect(again.payoutCents).toBe(alone.payoutCents);
    // Many shots at one clownfish: the first capture ends it, every later shot is refused.
    const fish = scene.fish.find((entry) => entry.speciesCode === 'CLOWNFISH')!;
    const volley = Array.from({ length: MAX_SHOTS_PER_BATCH }, (_, index) => shotAt(fish, index));
    const result = resolveBatch(input(volley, 0));
    const first = result.shots.findIndex((shot) => shot.outcome === 'CAPTURED');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(result.capturedFishIds).toEqual([fish.fishId]);
    result.shots.slice(first + 1).forEach((shot) => expect(shot.refusal).toBe('FISH_ALREADY_CAPTURED'));
    expect(result.stakeCents).toBe(100n * BigInt(first + 1));
  });

  it('checks the bet first, then the fish, then the time, then captures', () => {
    const shot = { shotIndex: 0, fishId: 'no-such-fish', timeMs: -5, betCents: 7n };
    expect(resolveBatch(input([shot])).shots[0]!.refusal).toBe('BET_NOT_ALLOWED');
    expect(resolveBatch(input([{ ...shot, betCents: 10n }])).shots[0]!.refusal).toBe('UNKNOWN_FISH');
    const off = { ...capturedShot, timeMs: -5 };
    expect(resolveBatch(input([off], 0, { alreadyCaptured: [capturedFishId] })).shots[0]!.refusal).toBe(
      'FISH_OFF_SCREEN',
    );
  });
});

describe('malformed batches', () => {
  it('are refused whole: too many shots, shot numbers not increasing, a bad nonce or RTP', () => {
    const fish = scene.fish[0]!;
    const many = Array.from({ length: MAX_SHOTS_PER_BATCH + 1 }, (_, index) => shotAt(fish, index));
    expect(() => resolveBatch(input(many))).toThrow(/at most 20 shots/);
    expect(() => resolveBatch(input([shotAt(fish, 3), shotAt(fish, 3)]))).toThrow(/strictly increasing/);
    expect(() => resolveBatch(input([shotAt(fish, 5), shotAt(fish, 4)]))).toThrow(/strictly increasing/);
    expect(() => resolveBatch(input([shotAt(fish, -1)]))).toThrow(/strictly increasing/);
    expect(() => resolveBatch(input([shotAt(fish, 1.5)]))).toThrow(/strictly increasing/);
    expect(() => resolveBatch(input([], -1))).toThrow(/nonce/);
    for (const rtpPpm of [0, -1, 0.5, 2_000_001])
      expect(() => resolveBatch(input([], 0, { rtpPpm }))).toThrow(/rtpPpm/);
  });

  it('resolve an empty batch to nothing', () => {
    expect(resolveBatch(input([]))).toEqual({
      shots: [],
      stakeCents: 0n,
      payoutCents: 0n,
      capturedFishIds: [],
    });
  });
});

describe('verifyBatch', () => {
  const revealed = {
    serverSeed: 'server seed',
    serverSeedHash: serverSeedHash('server seed'),
    clientSeed: 'client seed',
    nonce: capturingNonce,
    sceneSeed: 'pond seed',
    sceneIndex: 4,
    shots: baseShots,
    rtpPpm: 960_000,
    alreadyCaptured: [],
  };
  const recorded = resolveBatch(input(baseShots, capturingNonce));

  it('finds nothing to report in a true record', () => {
    expect(verifyBatch(revealed, recorded)).toEqual([]);
  });

  it('names every difference of a tampered record or wrong seeds', () => {
    const position = recorded.shots.findIndex((shot) => shot.outcome === 'CAPTURED');
    const flipped = {
      ...recorded,
      shots: recorded.shots.map((shot, index) =>
        index === position ? { ...shot, outcome: 'ESCAPED' as const, winCents: 0n } : shot,
      ),
    };
    const shotIndex = recorded.shots[position]!.shotIndex;
    expect(verifyBatch(revealed, flipped)).toEqual([
      `shot ${shotIndex}: outcome recorded ESCAPED, recomputed CAPTURED`,
      `shot ${shotIndex}: winCents recorded 0, recomputed ${recorded.shots[position]!.winCents}`,
    ]);
    expect(verifyBatch(revealed, { ...recorded, payoutCents: recorded.payoutCents + 1n })).toEqual([
      `payout recorded ${recorded.payoutCents + 1n}, recomputed ${recorded.payoutCents}`,
    ]);
    expect(verifyBatch({ ...revealed, serverSeedHash: serverSeedHash('other') }, recorded)).toEqual([
      'the server seed does not hash to the published SHA-256',
    ]);
    expect(verifyBatch({ ...revealed, nonce: capturingNonce + 1 }, recorded).length).toBeGreaterThan(0);
    expect(verifyBatch({ ...revealed, sceneSeed: 'another pond' }, recorded).length).toBeGreaterThan(0);
    expect(verifyBatch(revealed, { ...recorded, shots: recorded.shots.slice(1) })[0]).toBe(
      'recorded 8 shots, recomputed 9',
    );
  });
});
