// The page's shots on their way to the server, in batches: a shot is queued when fired, and a batch
// leaves when the oldest queued shot is BATCH_WINDOW_MS old or its scene has a full batch queued, one
// batch at a time, each naming one scene (the server resolves a batch against one scene). A batch keeps
// its requestId until it is answered, so sending it again after a lost answer moves nothing twice.
// Pure: no timers and no network; the game loop asks `due` each frame.
import type { FishBatchRequest } from '@playdeck/contract/fish';

/** A batch leaves at most this long after its first shot was fired. */
export const BATCH_WINDOW_MS = 500;
/** Shots waiting for the network at most; firing stops beyond it until batches are answered. */
export const QUEUED_SHOTS_MAX = 60;

export type QueuedShot = {
  shotIndex: number;
  fishId: string;
  sceneIndex: number;
  /** Ms since the fish's scene's start (a whole number). */
  timeMs: number;
  bet: string;
  betCents: bigint;
  /** The page's clock when it was fired. */
  firedAtMs: number;
};

export type OutgoingBatch = { requestId: string; sceneIndex: number; shots: QueuedShot[] };

export type ShotBatcherOptions = {
  batchShotsMax: number;
  windowMs?: number;
  queuedShotsMax?: number;
  newRequestId?: () => string;
};

export class ShotBatcher {
  private queue: QueuedShot[] = [];
  private outgoing: OutgoingBatch | null = null;
  private nextShotIndex = 0;
  private readonly batchShotsMax: number;
  private readonly windowMs: number;
  private readonly queuedShotsMax: number;
  private readonly newRequestId: () => string;

  constructor(options: ShotBatcherOptions) {
    this.batchShotsMax = options.batchShotsMax;
    this.windowMs = options.windowMs ?? BATCH_WINDOW_MS;
    this.queuedShotsMax = options.queuedShotsMax ?? QUEUED_SHOTS_MAX;
    this.newRequestId = options.newRequestId ?? (() => crypto.randomUUID());
  }

  /** Queues a shot with the next shot number; null (nothing queued) when too many are waiting. */
  add(shot: Omit<QueuedShot, 'shotIndex'>): QueuedShot | null {
    if (this.pendingCount() >= this.queuedShotsMax) return null;
    const queued = { ...shot, shotIndex: this.nextShotIndex };
    this.nextShotIndex += 1;
    this.queue.push(queued);
    return queued;
  }

  /**
   * The batch to send now, if one is due and none is on its way: up to batchShotsMax shots of the
   * oldest queued shot's scene, in firing order. It stays on its way until `answered` or `dropped`.
   */
  due(nowMs: number): OutgoingBatch | null {
    const oldest = this.queue[0];
    if (this.outgoing || !oldest) return null;
    const sameScene = this.queue.filter((shot) => shot.sceneIndex === oldest.sceneIndex);
    if (sameScene.length < this.batchShotsMax && nowMs - oldest.firedAtMs < this.windowMs) return null;
    const shots = sameScene.slice(0, this.batchShotsMax);
    const taken = new Set(shots);
    this.queue = this.queue.filter((shot) => !taken.has(shot));
    this.outgoing = { requestId: this.newRequestId(), sceneIndex: oldest.sceneIndex, shots };
    return this.outgoing;
  }

  /** The batch on its way, to send again after a lost answer (with the same requestId). */
  inFlight(): OutgoingBatch | null {
    return this.outgoing;
  }

  /** The batch on its way was answered. */
  answered(): void {
    this.outgoing = null;
  }

  /** Forgets the batch on its way (refused, or given up on); answers its shots. */
  dropInFlight(): QueuedShot[] {
    const shots = this.outgoing?.shots ?? [];
    this.outgoing = null;
    return shots;
  }

  /** Forgets the queued shots (not the batch on its way); answers them. */
  dropQueued(): QueuedShot[] {
    const shots = this.queue;
    this.queue = [];
    return shots;
  }

  /** Shots fired and not yet answered (queued or on their way). */
  pendingCount(): number {
    return this.queue.length + (this.outgoing?.shots.length ?? 0);
  }

  /** What the unanswered shots will cost at most: shown as spent until the answer says otherwise. */
  pendingStakeCents(): bigint {
    let total = 0n;
    for (const shot of this.queue) total += shot.betCents;
    for (const shot of this.outgoing?.shots ?? []) total += shot.betCents;
    return total;
  }
}

/** A batch as the contract's request. */
export function batchRequestOf(batch: OutgoingBatch): FishBatchRequest {
  return {
    requestId: batch.requestId,
    sceneIndex: batch.sceneIndex,
    shots: batch.shots.map(({ shotIndex, fishId, timeMs, bet }) => ({ shotIndex, fishId, timeMs, bet })),
  };
}
