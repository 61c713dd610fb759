// The game server's own rules around the engine's resolveBatch (shots.ts), pure: the rooms' scene
// clock, the checks a shot passes before the engine sees it (a bet of the room's, a time near the
// server's clock), and the conversions between the engine's bigint results and the money strings of
// the contract and the round's record.
import { createHash } from 'node:crypto';
import type {
  FishBatchRequest,
  FishRecordedShot,
  FishShot,
  FishShotRefusal,
  FishShotResult,
} from '@playdeck/contract/fish';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { FishRoom } from './rooms';
import { SCENE_MS } from './scene';
import type { Shot, ShotResult } from './shots';

/**
 * A shot may be this far behind the server's clock when its batch arrives: the page's batch window
 * (500 ms), the trip, and a retry of a batch whose answer was lost.
 */
export const SHOT_LATE_MS_MAX = 10_000;
/** A shot may be this far ahead of the server's clock (the page sets its clock by the server's). */
export const SHOT_EARLY_MS_MAX = 2_000;

/** The room's scene at an instant (ms since 1970): scene n runs from epoch + n × SCENE_MS. */
export function sceneIndexAt(room: FishRoom, atMs: number): number {
  return Math.max(0, Math.floor((atMs - room.epochMs) / SCENE_MS));
}

/** When scene `sceneIndex` of the room begins, in ms since 1970. */
export function sceneStartMs(room: FishRoom, sceneIndex: number): number {
  return room.epochMs + sceneIndex * SCENE_MS;
}

export type ScreenedBatch = {
  /** The shots the engine resolves, in the engine's terms. */
  engineShots: Shot[];
  /** The same shots as sent (the round's record keeps them, and the verifier takes them). */
  sentShots: FishShot[];
  /** The shots refused here: they cost nothing and the engine never sees them. */
  refused: FishShotResult[];
};

/**
 * Sorts a batch's shots into those the engine resolves and those refused before it: a bet that is not
 * one of the room's (BET_NOT_ALLOWED), then a shot whose time is more than SHOT_LATE_MS_MAX behind or
 * SHOT_EARLY_MS_MAX ahead of `nowMs` (SHOT_OUT_OF_TIME). A refused shot reads nothing from the stream,
 * so leaving it out changes no other shot's outcome.
 */
export function screenShots(
  room: FishRoom,
  request: Pick<FishBatchRequest, 'sceneIndex' | 'shots'>,
  nowMs: number,
): ScreenedBatch {
  const startMs = sceneStartMs(room, request.sceneIndex);
  const screened: ScreenedBatch = { engineShots: [], sentShots: [], refused: [] };
  for (const shot of request.shots) {
    const betCents = toMinor(shot.bet);
    const atMs = startMs + shot.timeMs;
    const refusal: FishShotRefusal | null = !room.betsCents.includes(betCents)
      ? 'BET_NOT_ALLOWED'
      : atMs < nowMs - SHOT_LATE_MS_MAX || atMs > nowMs + SHOT_EARLY_MS_MAX
        ? 'SHOT_OUT_OF_TIME'
        : null;
    if (refusal !== null) {
      screened.refused.push(refusedShot(shot, refusal));
      continue;
    }
    screened.engineShots.push({
      shotIndex: shot.shotIndex,
      fishId: shot.fishId,
      timeMs: shot.timeMs,
      betCents,
    });
    screened.sentShots.push(shot);
  }
  return screened;
}

function refusedShot(shot: FishShot, refusal: FishShotRefusal): FishShotResult {
  return {
    shotIndex: shot.shotIndex,
    fishId: shot.fishId,
    outcome: 'REFUSED',
    refusal,
    stake: '0.00',
    multiplier: null,
    win: '0.00',
  };
}

/** An engine result as the record keeps it (money as strings, the roll kept for the verifier). */
export function recordedShotOf(result: ShotResult): FishRecordedShot {
  return {
    shotIndex: result.shotIndex,
    fishId: result.fishId,
    outcome: result.outcome,
    refusal: result.refusal,
    stake: fromMinor(result.stakeCents),
    multiplier: result.multiplier,
    roll: result.roll,
    win: fromMinor(result.winCents),
  };
}

/** A recorded shot back in the engine's terms, for verifyBatch. */
export function engineResultOf(recorded: FishRecordedShot): ShotResult {
  if (recorded.refusal === 'SHOT_OUT_OF_TIME')
    throw new RangeError('a shot refused before the engine is not an engine result');
  return {
    shotIndex: recorded.shotIndex,
    fishId: recorded.fishId,
    outcome: recorded.outcome,
    refusal: recorded.refusal,
    stakeCents: toMinor(recorded.stake),
    multiplier: recorded.multiplier,
    roll: recorded.roll,
    winCents: toMinor(recorded.win),
  };
}

/** A shot of the answer: the record's shot without its roll. */
export function answeredShotOf({ roll: _roll, ...shot }: FishRecordedShot): FishShotResult {
  return shot;
}

/** Every shot of a batch in shot order, from the engine's results and the shots refused before it. */
export function inShotOrder(...groups: readonly (readonly FishShotResult[])[]): FishShotResult[] {
  return groups.flat().sort((a, b) => a.shotIndex - b.shotIndex);
}

/** The request's fingerprint: the same requestId sent again must carry the same room, scene and shots. */
export function requestHashOf(gameCode: string, request: Pick<FishBatchRequest, 'sceneIndex' | 'shots'>) {
  const shots = request.shots.map((shot) => [
    shot.shotIndex,
    shot.fishId,
    shot.timeMs,
    toMinor(shot.bet).toString(),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([gameCode, request.sceneIndex, shots]))
    .digest('hex');
}
