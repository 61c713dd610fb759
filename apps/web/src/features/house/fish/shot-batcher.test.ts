// Proves the batching: shots wait until the oldest is BATCH_WINDOW_MS old or a full batch of its scene
// is queued; a batch holds one scene's shots in firing order with increasing shot numbers; only one
// batch is on its way at a time and it keeps its requestId until answered; the bets not yet answered
// are what the balance shows as spent; and the queue has a ceiling.
import { describe, expect, it } from 'vitest';
import { BATCH_WINDOW_MS, batchRequestOf, ShotBatcher, type QueuedShot } from './shot-batcher';

let ids = 0;
const batcher = (options: { queuedShotsMax?: number } = {}) =>
  new ShotBatcher({ batchShotsMax: 3, newRequestId: () => `request-${(ids += 1)}`, ...options });
const shot = (firedAtMs: number, sceneIndex = 7, betCents = 10n): Omit<QueuedShot, 'shotIndex'> => ({
  fishId: `${sceneIndex}-1`,
  sceneIndex,
  timeMs: 1_000 + firedAtMs,
  bet: `0.${String(betCents).padStart(2, '0')}`,
  betCents,
  firedAtMs,
});

describe('ShotBatcher', () => {
  it('sends a batch once its first shot is BATCH_WINDOW_MS old', () => {
    const shots = batcher();
    shots.add(shot(0));
    shots.add(shot(100));
    expect(shots.due(BATCH_WINDOW_MS - 1)).toBeNull();
    const batch = shots.due(BATCH_WINDOW_MS)!;
    expect(batch.shots.map((queued) => queued.shotIndex)).toEqual([0, 1]);
    expect(batch.sceneIndex).toBe(7);
  });

  it('sends a full batch at once, the rest waiting for the next', () => {
    const shots = batcher();
    for (let index = 0; index < 5; index += 1) shots.add(shot(index));
    const first = shots.due(10)!;
    expect(first.shots.map((queued) => queued.shotIndex)).toEqual([0, 1, 2]);
    expect(shots.due(10)).toBeNull(); // one batch on its way at a time
    shots.answered();
    expect(shots.due(10)).toBeNull(); // two shots left: they wait for the window
    expect(shots.due(BATCH_WINDOW_MS + 4)!.shots.map((queued) => queued.shotIndex)).toEqual([3, 4]);
  });

  it('keeps a batch to one scene, the oldest shot’s', () => {
    const shots = batcher();
    shots.add(shot(0, 7));
    shots.add(shot(1, 8));
    shots.add(shot(2, 7));
    const first = shots.due(BATCH_WINDOW_MS)!;
    expect(first).toMatchObject({ sceneIndex: 7 });
    expect(first.shots.map((queued) => queued.shotIndex)).toEqual([0, 2]);
    shots.answered();
    const second = shots.due(BATCH_WINDOW_MS + 1)!;
    expect(second).toMatchObject({ sceneIndex: 8 });
    expect(second.shots.map((queued) => queued.shotIndex)).toEqual([1]);
  });

  it('keeps the batch on its way, with its requestId, until it is answered or dropped', () => {
    const shots = batcher();
    shots.add(shot(0));
    const batch = shots.due(BATCH_WINDOW_MS)!;
    expect(shots.inFlight()).toBe(batch);
    expect(shots.inFlight()?.requestId).toBe(batch.requestId);
    expect(shots.dropInFlight()).toHaveLength(1);
    expect(shots.inFlight()).toBeNull();
  });

  it('counts the unanswered bets, queued and on their way', () => {
    const shots = batcher();
    shots.add(shot(0, 7, 10n));
    shots.add(shot(0, 7, 50n));
    shots.due(BATCH_WINDOW_MS);
    shots.add(shot(600, 7, 20n));
    expect(shots.pendingCount()).toBe(3);
    expect(shots.pendingStakeCents()).toBe(80n);
    shots.answered();
    expect(shots.pendingStakeCents()).toBe(20n);
    expect(shots.dropQueued()).toHaveLength(1);
    expect(shots.pendingStakeCents()).toBe(0n);
  });

  it('refuses shots beyond the ceiling of waiting shots', () => {
    const shots = batcher({ queuedShotsMax: 2 });
    expect(shots.add(shot(0))).not.toBeNull();
    expect(shots.add(shot(0))).not.toBeNull();
    expect(shots.add(shot(0))).toBeNull();
    expect(shots.pendingCount()).toBe(2);
  });

  it('writes the contract’s request: numbers, fish, times and bets', () => {
    const shots = batcher();
    shots.add(shot(0));
    const batch = shots.due(BATCH_WINDOW_MS)!;
    expect(batchRequestOf(batch)).toEqual({
      requestId: batch.requestId,
      sceneIndex: 7,
      shots: [{ shotIndex: 0, fishId: '7-1', timeMs: 1_000, bet: '0.10' }],
    });
  });
});
