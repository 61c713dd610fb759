// The fish game's state and rules in the browser, outside React: which fish swim now (the room's
// scenes on the server's clock), where the player aims, the shots on their way in batches, the balance
// shown (the last answered balance less the bets not answered yet), and the short-lived effects the
// canvas draws (bullets, hit markers, captures). The page calls `tick` once per animation frame and
// reads `frame()` to draw; React hears only of changes a person reads (the balance, the tally, a
// message), through subscribe/getSnapshot.
import type {
  FishBatchRequest,
  FishBatchValue,
  FishRoomValue,
  FishSceneValue,
  FishSpecies,
} from '@playdeck/contract/fish';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { ApiError } from '../../../lib/api-client';
import {
  angleBetween,
  fishUnderPoint,
  liveFishAt,
  nearestFish,
  pondToScreen,
  screenToPond,
  type LiveFish,
  type LoadedScene,
  type Point,
  type PondView,
} from './pond-view';
import { batchRequestOf, ShotBatcher, type OutgoingBatch } from './shot-batcher';

/** Auto-fire shoots four times a second. */
export const AUTO_FIRE_INTERVAL_MS = 250;
/** A bullet crosses the screen at this speed (CSS pixels per ms), within these flight times. */
const BULLET_SPEED_PX_PER_MS = 1.8;
const BULLET_FLIGHT_MS = { min: 90, max: 420 };
export const HIT_MARKER_MS = 380;
export const CAPTURE_ANIMATION_MS = 1_500;
/** A tap this close to a fish's hit box (CSS pixels) still hits it: a finger is wide. */
const TAP_MARGIN_PX = 8;
/** A batch whose answer was lost is sent again (same requestId) after these waits, then given up. */
const RESEND_AFTER_MS = [1_000, 2_000, 4_000];
const SCENE_RETRY_MS = 2_000;

export type FishApi = {
  scene(sceneIndex: number): Promise<FishSceneValue>;
  fire(request: FishBatchRequest): Promise<FishBatchValue>;
  balance(): Promise<string>;
};

/** A text for the player: a key of the fish texts, or the server's own (translated) message. */
export type FishMessage = { key: string; params?: Record<string, string> } | { text: string };

export type FishSnapshot = {
  balance: string;
  bet: string;
  betIndex: number;
  autoFire: boolean;
  /** Shots fired and not answered yet. */
  pendingShots: number;
  /** The bets and the wins of the answered batches of this visit. */
  staked: string;
  won: string;
  captures: number;
  lastCapture: { speciesCode: string; win: string; multiplier: number } | null;
  /** The last batch's round, for the verify link. */
  lastRoundId: string | null;
  message: FishMessage | null;
};

export type Bullet = {
  from: Point;
  to: Point;
  fishId: string | null;
  firedAtMs: number;
  flightMs: number;
};
export type HitMarker = { at: Point; startedAtMs: number; hit: boolean };
export type CaptureEffect = {
  speciesCode: string;
  at: Point;
  headingRadians: number;
  startedAtMs: number;
  win: string;
};

/** What the canvas draws in one frame. */
export type PondFrame = {
  nowMs: number;
  view: PondView | null;
  live: readonly LiveFish[];
  bullets: readonly Bullet[];
  markers: readonly HitMarker[];
  captures: readonly CaptureEffect[];
  cannon: Point | null;
  cannonAngle: number;
  lockedFishId: string | null;
  bet: string;
};

export type PondGameOptions = {
  room: FishRoomValue;
  api: FishApi;
  balance: string;
  newRequestId?: () => string;
};

export class PondGame {
  readonly room: FishRoomValue;
  private readonly api: FishApi;
  private readonly species: Map<string, FishSpecies>;
  private readonly epochMs: number;
  private readonly batcher: ShotBatcher;
  private readonly scenes = new Map<number, LoadedScene>();
  private readonly sceneLoads = new Map<number, number>();
  private readonly captured = new Set<string>();
  private confirmedCents: bigint;
  private stakedCents = 0n;
  private wonCents = 0n;
  private captureCount = 0;
  private betIndex = 0;
  private autoFire = false;
  private lastAutoShotMs = -Infinity;
  private lockedFishId: string | null = null;
  private crosshair: Point | null = null;
  private view: PondView | null = null;
  private cannonAngle = -Math.PI / 2;
  private live: LiveFish[] = [];
  private bullets: Bullet[] = [];
  private markers: HitMarker[] = [];
  private captures: CaptureEffect[] = [];
  private sending = false;
  private resendAtMs: number | null = null;
  private resends = 0;
  private nowMs = 0;
  private lastCapture: FishSnapshot['lastCapture'] = null;
  private lastRoundId: string | null = null;
  private message: FishMessage | null = null;
  private snapshot: FishSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(options: PondGameOptions) {
    this.room = options.room;
    this.api = options.api;
    this.species = new Map(options.room.species.map((entry) => [entry.code, entry]));
    this.epochMs = Date.parse(options.room.epoch);
    this.batcher = new ShotBatcher({
      batchShotsMax: options.room.batchShotsMax,
      newRequestId: options.newRequestId,
    });
    this.confirmedCents = toMinor(options.balance);
    this.snapshot = this.makeSnapshot();
  }

  // React's view of the game.

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): FishSnapshot => this.snapshot;

  private publish(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): FishSnapshot {
    const bet = this.room.bets[this.betIndex] ?? this.room.bets[0] ?? '0.00';
    return {
      balance: fromMinor(this.displayCents()),
      bet,
      betIndex: this.betIndex,
      autoFire: this.autoFire,
      pendingShots: this.batcher.pendingCount(),
      staked: fromMinor(this.stakedCents),
      won: fromMinor(this.wonCents),
      captures: this.captureCount,
      lastCapture: this.lastCapture,
      lastRoundId: this.lastRoundId,
      message: this.message,
    };
  }

  /** The balance shown: the last answered balance less the bets still on their way. */
  private displayCents(): bigint {
    return this.confirmedCents - this.batcher.pendingStakeCents();
  }

  // The player's controls.

  setView(view: PondView): void {
    this.view = view;
  }

  setBetIndex(index: number): void {
    this.betIndex = Math.min(Math.max(0, index), this.room.bets.length - 1);
    this.message = null;
    this.publish();
  }

  setAutoFire(on: boolean): void {
    this.autoFire = on;
    this.message = null;
    this.publish();
  }

  /** The pointer moved over the pond: the cannon turns to it, and auto-fire aims near it. */
  aimAt(point: Point): void {
    this.crosshair = point;
    const cannon = this.cannonPoint();
    if (cannon) this.cannonAngle = angleBetween(cannon, point);
  }

  /**
   * A tap or click on the pond: a shot at the fish under the point (which becomes the locked
   * target), or a bullet into the water, which costs nothing and is not sent.
   */
  tap(point: Point): void {
    this.aimAt(point);
    const view = this.view;
    if (!view) return;
    const target = fishUnderPoint(
      this.live,
      screenToPond(view, point),
      TAP_MARGIN_PX / view.scale,
      view.fishGrowth,
    );
    if (target) {
      this.lockedFishId = target.fishId;
      this.shoot(target);
      return;
    }
    this.launchBullet(point, null);
  }

  /** The fire button (or the space key): a shot at the locked fish, else at the fish nearest the aim. */
  fire(): void {
    const target = this.target();
    if (target) this.shoot(target);
  }

  // The frame.

  /** Moves the game to `nowMs` on the server's clock: fish, scenes, batches, auto-fire, effects. */
  tick(nowMs: number): void {
    this.nowMs = nowMs;
    const sceneIndex = Math.floor((nowMs - this.epochMs) / this.room.sceneMs);
    this.keepScenes(sceneIndex, nowMs);
    this.live = liveFishAt(
      this.scenes.values(),
      nowMs,
      (code) => this.species.get(code)?.hitBox,
      this.captured,
    );
    this.followTargets();
    this.sendDue(nowMs);
    if (this.autoFire && nowMs - this.lastAutoShotMs >= AUTO_FIRE_INTERVAL_MS) {
      this.lastAutoShotMs = nowMs;
      this.fire();
    }
    this.bullets = this.bullets.filter((bullet) => {
      if (nowMs - bullet.firedAtMs < bullet.flightMs) return true;
      this.markers.push({ at: bullet.to, startedAtMs: nowMs, hit: bullet.fishId !== null });
      return false;
    });
    this.markers = this.markers.filter((marker) => nowMs - marker.startedAtMs < HIT_MARKER_MS);
    this.captures = this.captures.filter((capture) => nowMs - capture.startedAtMs < CAPTURE_ANIMATION_MS);
  }

  frame(): PondFrame {
    return {
      nowMs: this.nowMs,
      view: this.view,
      live: this.live,
      bullets: this.bullets,
      markers: this.markers,
      captures: this.captures,
      cannon: this.cannonPoint(),
      cannonAngle: this.cannonAngle,
      lockedFishId: this.lockedFishId,
      bet: this.snapshot.bet,
    };
  }

  /** The cannon's pivot: the middle of the canvas's bottom edge. */
  private cannonPoint(): Point | null {
    return this.view ? { x: this.view.canvas.width / 2, y: this.view.canvas.height - 6 } : null;
  }

  private target(): LiveFish | undefined {
    const locked = this.lockedFishId && this.live.find((fish) => fish.fishId === this.lockedFishId);
    if (locked) return locked;
    const view = this.view;
    const aim =
      view && this.crosshair
        ? screenToPond(view, this.crosshair)
        : { x: this.room.pond.width / 2, y: this.room.pond.height / 2 };
    return nearestFish(this.live, aim);
  }

  private shoot(target: LiveFish): void {
    const bet = this.snapshot.bet;
    const betCents = toMinor(bet);
    if (betCents > this.displayCents()) {
      this.autoFire = false;
      this.message = { key: 'fish.lowBalance', params: { bet } };
      this.publish();
      return;
    }
    const queued = this.batcher.add({
      fishId: target.fishId,
      sceneIndex: target.sceneIndex,
      timeMs: target.timeMs,
      bet,
      betCents,
      firedAtMs: this.nowMs,
    });
    if (!queued) return;
    const view = this.view;
    if (view) this.launchBullet(pondToScreen(view, target), target.fishId);
    this.publish();
  }

  private launchBullet(to: Point, fishId: string | null): void {
    const from = this.cannonPoint();
    if (!from) return;
    this.cannonAngle = angleBetween(from, to);
    const distance = Math.hypot(to.x - from.x, to.y - from.y);
    const flightMs = Math.min(
      BULLET_FLIGHT_MS.max,
      Math.max(BULLET_FLIGHT_MS.min, distance / BULLET_SPEED_PX_PER_MS),
    );
    this.bullets.push({ from, to, fishId, firedAtMs: this.nowMs, flightMs });
  }

  /** Bullets in flight home in on their fish as it swims on. */
  private followTargets(): void {
    const view = this.view;
    if (!view || this.bullets.length === 0) return;
    for (const bullet of this.bullets) {
      const fish = bullet.fishId && this.live.find((candidate) => candidate.fishId === bullet.fishId);
      if (fish) bullet.to = pondToScreen(view, fish);
    }
  }

  // Scenes.

  private keepScenes(current: number, nowMs: number): void {
    for (const sceneIndex of [current - 1, current, current + 1]) {
      if (sceneIndex < 0 || this.scenes.has(sceneIndex)) continue;
      const retryAtMs = this.sceneLoads.get(sceneIndex);
      if (retryAtMs !== undefined && (retryAtMs === Infinity || retryAtMs > nowMs)) continue;
      this.sceneLoads.set(sceneIndex, Infinity);
      this.api.scene(sceneIndex).then(
        (scene) => {
          this.sceneLoads.delete(sceneIndex);
          this.scenes.set(sceneIndex, {
            sceneIndex,
            startsAtMs: Date.parse(scene.startsAt),
            fish: scene.fish,
          });
          for (const fishId of scene.capturedFishIds) this.captured.add(fishId);
        },
        () => this.sceneLoads.set(sceneIndex, this.nowMs + SCENE_RETRY_MS),
      );
    }
    for (const sceneIndex of this.scenes.keys()) {
      if (sceneIndex >= current - 1) continue;
      this.scenes.delete(sceneIndex);
      for (const fishId of this.captured)
        if (fishId.startsWith(`${sceneIndex}-`)) this.captured.delete(fishId);
    }
  }

  // Batches.

  private sendDue(nowMs: number): void {
    if (this.sending) return;
    const resend = this.batcher.inFlight();
    if (resend) {
      if (this.resendAtMs !== null && nowMs >= this.resendAtMs) void this.send(resend);
      return;
    }
    const batch = this.batcher.due(nowMs);
    if (batch) {
      this.resends = 0;
      void this.send(batch);
    }
  }

  private async send(batch: OutgoingBatch): Promise<void> {
    this.sending = true;
    this.resendAtMs = null;
    try {
      const value = await this.api.fire(batchRequestOf(batch));
      this.batcher.answered();
      this.applyAnswer(value);
    } catch (error) {
      await this.applyFailure(error);
    } finally {
      this.sending = false;
    }
  }

  private applyAnswer(value: FishBatchValue): void {
    this.confirmedCents = toMinor(value.balance);
    this.stakedCents += toMinor(value.stake);
    this.wonCents += toMinor(value.payout);
    if (value.roundId) this.lastRoundId = value.roundId;
    let betRefused = false;
    for (const shot of value.shots) {
      if (shot.outcome === 'CAPTURED') this.captureFish(shot.fishId, shot.win, shot.multiplier ?? 0);
      if (shot.refusal === 'FISH_ALREADY_CAPTURED') this.captured.add(shot.fishId);
      if (shot.refusal === 'BET_NOT_ALLOWED') betRefused = true;
    }
    this.message = betRefused ? { key: 'fish.betRefused' } : null;
    this.publish();
  }

  private captureFish(fishId: string, win: string, multiplier: number): void {
    const fish = this.live.find((candidate) => candidate.fishId === fishId);
    this.captured.add(fishId);
    this.captureCount += 1;
    if (this.lockedFishId === fishId) this.lockedFishId = null;
    const speciesCode = fish?.speciesCode ?? this.speciesOfFish(fishId) ?? '';
    this.lastCapture = { speciesCode, win, multiplier };
    if (fish)
      this.captures.push({
        speciesCode,
        at: { x: fish.x, y: fish.y },
        headingRadians: fish.headingRadians,
        startedAtMs: this.nowMs,
        win,
      });
  }

  private speciesOfFish(fishId: string): string | undefined {
    const scene = this.scenes.get(Number(fishId.split('-')[0]));
    return scene?.fish.find((fish) => fish.fishId === fishId)?.speciesCode;
  }

  /**
   * A batch that failed: refused by the server (it moved nothing; the balance it reports is taken),
   * or unanswered (sent again with the same requestId, then given up and the balance asked afresh).
   */
  private async applyFailure(error: unknown): Promise<void> {
    const unanswered = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
    if (unanswered && this.resends < RESEND_AFTER_MS.length) {
      this.resendAtMs = this.nowMs + RESEND_AFTER_MS[this.resends]!;
      this.resends += 1;
      return;
    }
    this.batcher.dropInFlight();
    this.autoFire = false;
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
      // The shots behind it were fired against a balance that was not there: they go too.
      this.batcher.dropQueued();
      const balance = (error.value as { balance?: string } | undefined)?.balance;
      if (balance) this.confirmedCents = toMinor(balance);
    }
    this.message =
      error instanceof ApiError && !unanswered ? { text: error.message } : { key: 'fish.networkError' };
    this.publish();
    if (unanswered) {
      const balance = await this.api.balance().catch(() => null);
      if (balance !== null) {
        this.confirmedCents = toMinor(balance);
        this.publish();
      }
    }
  }
}
