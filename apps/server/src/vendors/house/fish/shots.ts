// Shots at the pond's fish, resolved in batches. The browser fires many shots a second and sends them
// in batches; the server checks each shot (its bet, its fish, that the fish is on screen at the shot's
// time and not captured yet) and decides each valid shot's capture with the provably fair stream of
// (serverSeed, clientSeed, nonce), read in shot order. A refused shot is not charged and reads
// nothing from the stream, so it changes no other shot's outcome. Pure: the verifier is the same code.
import { createRandomStream, serverSeedHash, type RandomStream } from '../slots/provably-fair';
import { isOnScreen, sceneOf, type FishScene, type SceneFish } from './scene';
import {
  DEFAULT_RTP_PPM,
  FISH_BETS_CENTS,
  FISH_SPECIES,
  findFishSpecies,
  PPM,
  smallestMultiplier,
  type FishSpecies,
} from './species';

/** The browser sends a batch every 500 ms or every 20 shots, whichever comes first. */
export const MAX_SHOTS_PER_BATCH = 20;

export type Shot = {
  /** The player's running shot number: strictly increasing within a batch. */
  shotIndex: number;
  fishId: string;
  /** When the shot hit, in ms from the start of the fish's scene. */
  timeMs: number;
  betCents: bigint;
};

export type ShotRefusal = 'BET_NOT_ALLOWED' | 'UNKNOWN_FISH' | 'FISH_OFF_SCREEN' | 'FISH_ALREADY_CAPTURED';

export type ShotResult = {
  shotIndex: number;
  fishId: string;
  outcome: 'CAPTURED' | 'ESCAPED' | 'REFUSED';
  refusal: ShotRefusal | null;
  /** The bet charged: the shot's bet when valid, 0 when refused. */
  stakeCents: bigint;
  /** The fish's multiplier (null when refused). */
  multiplier: number | null;
  /** The capture roll, a whole number in [0, multiplier × 1,000,000): captured below rtpPpm. */
  roll: number | null;
  /** Bet × multiplier when captured, else 0. */
  winCents: bigint;
};

export type BatchInput = {
  serverSeed: string;
  clientSeed: string;
  /** One nonce per batch. */
  nonce: number;
  scene: FishScene;
  shots: readonly Shot[];
  /** The return to player in parts per million; DEFAULT_RTP_PPM (96 %) when left out. */
  rtpPpm?: number;
  /** The ids of the scene's fish captured by earlier batches. */
  alreadyCaptured?: Iterable<string>;
};

export type BatchResult = {
  shots: ShotResult[];
  /** The sum of the valid shots' bets. */
  stakeCents: bigint;
  /** The sum of the wins. */
  payoutCents: bigint;
  /** The fish this batch captured, in shot order. */
  capturedFishIds: string[];
};

/**
 * Resolves a batch. Each shot is checked in this order: its bet is one of FISH_BETS_CENTS, its fish
 * is in the scene, the fish is on screen at the shot's time, the fish is not captured (by an earlier
 * batch or an earlier shot of this one). A valid shot then draws its capture roll (drawCapture).
 *
 * Throws RangeError on a malformed batch (more than MAX_SHOTS_PER_BATCH shots, shot indexes not
 * strictly increasing natural numbers, a nonce that is not a natural number) or an RTP out of range.
 */
export function resolveBatch(input: BatchInput): BatchResult {
  const rtpPpm = input.rtpPpm ?? DEFAULT_RTP_PPM;
  assertRtp(rtpPpm);
  assertBatch(input.shots, input.nonce);
  const fishById = new Map(input.scene.fish.map((fish) => [fish.fishId, fish]));
  const captured = new Set(input.alreadyCaptured ?? []);
  const stream = createRandomStream(input.serverSeed, input.clientSeed, input.nonce);
  const results = input.shots.map((shot) => {
    const fish = fishById.get(shot.fishId);
    const refusal = refusalOf(shot, fish, captured);
    if (fish === undefined || refusal !== null) return refusedShot(shot, refusal ?? 'UNKNOWN_FISH');
    const result = validShot(shot, speciesOf(fish), stream, rtpPpm);
    if (result.outcome === 'CAPTURED') captured.add(fish.fishId);
    return result;
  });
  return {
    shots: results,
    stakeCents: results.reduce((sum, result) => sum + result.stakeCents, 0n),
    payoutCents: results.reduce((sum, result) => sum + result.winCents, 0n),
    capturedFishIds: results.filter((result) => result.outcome === 'CAPTURED').map((result) => result.fishId),
  };
}

function refusalOf(
  shot: Shot,
  fish: SceneFish | undefined,
  captured: ReadonlySet<string>,
): ShotRefusal | null {
  if (!FISH_BETS_CENTS.includes(shot.betCents)) return 'BET_NOT_ALLOWED';
  if (fish === undefined) return 'UNKNOWN_FISH';
  if (!isOnScreen(fish, shot.timeMs)) return 'FISH_OFF_SCREEN';
  if (captured.has(fish.fishId)) return 'FISH_ALREADY_CAPTURED';
  return null;
}

function refusedShot(shot: Shot, refusal: ShotRefusal): ShotResult {
  const { shotIndex, fishId } = shot;
  return {
    shotIndex,
    fishId,
    outcome: 'REFUSED',
    refusal,
    stakeCents: 0n,
    multiplier: null,
    roll: null,
    winCents: 0n,
  };
}

function validShot(shot: Shot, species: FishSpecies, stream: RandomStream, rtpPpm: number): ShotResult {
  const { roll, captured } = drawCapture(stream, species.multiplier, rtpPpm);
  return {
    shotIndex: shot.shotIndex,
    fishId: shot.fishId,
    outcome: captured ? 'CAPTURED' : 'ESCAPED',
    refusal: null,
    stakeCents: shot.betCents,
    multiplier: species.multiplier,
    roll,
    winCents: captured ? shot.betCents * BigInt(species.multiplier) : 0n,
  };
}

function speciesOf(fish: SceneFish): FishSpecies {
  const species = findFishSpecies(fish.speciesCode);
  if (species === undefined) throw new RangeError(`the scene names an unknown species ${fish.speciesCode}`);
  return species;
}

/**
 * The rolls of a capture draw: a uniform whole number below multiplier × 1,000,000, captured when it
 * is below rtpPpm. So the capture chance is exactly rtpPpm / (multiplier × 1,000,000) = RTP /
 * multiplier: the grid of rolls holds that ratio exactly, where a 53-bit float would round it.
 */
export function captureRange(multiplier: number, rtpPpm: number): { rolls: number; winningRolls: number } {
  const rolls = multiplier * PPM;
  if (!Number.isSafeInteger(rolls) || rolls > 2 ** 32 || rtpPpm > rolls)
    throw new RangeError(`no capture draw for multiplier ${multiplier} at rtpPpm ${rtpPpm}`);
  return { rolls, winningRolls: rtpPpm };
}

/** One capture draw: one unbiased whole number from the stream (rejection sampling on 32-bit words). */
export function drawCapture(
  stream: RandomStream,
  multiplier: number,
  rtpPpm: number,
): { roll: number; captured: boolean } {
  const { rolls, winningRolls } = captureRange(multiplier, rtpPpm);
  const roll = stream.nextInt(rolls);
  return { roll, captured: roll < winningRolls };
}

/**
 * Refuses an RTP that is not a positive whole number of parts per million, or that is above the
 * smallest multiplier (a capture chance above 1 could not return it).
 */
export function assertRtp(rtpPpm: number, species: readonly FishSpecies[] = FISH_SPECIES): void {
  const highest = smallestMultiplier(species) * PPM;
  if (!Number.isSafeInteger(rtpPpm) || rtpPpm < 1 || rtpPpm > highest)
    throw new RangeError(`rtpPpm must be a whole number in [1, ${highest}], got ${rtpPpm}`);
}

function assertBatch(shots: readonly Shot[], nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError(`nonce must be a natural number, got ${nonce}`);
  if (shots.length > MAX_SHOTS_PER_BATCH)
    throw new RangeError(`a batch holds at most ${MAX_SHOTS_PER_BATCH} shots, got ${shots.length}`);
  shots.forEach((shot, position) => {
    const previous = position === 0 ? -1 : (shots[position - 1] as Shot).shotIndex;
    if (!Number.isSafeInteger(shot.shotIndex) || shot.shotIndex <= previous)
      throw new RangeError(`shot indexes must be strictly increasing natural numbers, got ${shot.shotIndex}`);
  });
}

export type BatchVerification = {
  serverSeed: string;
  /** The SHA-256 shown before the batch was played. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  sceneSeed: string;
  sceneIndex: number;
  shots: readonly Shot[];
  rtpPpm: number;
  alreadyCaptured: readonly string[];
};

const SHOT_FIELDS = [
  'shotIndex',
  'fishId',
  'outcome',
  'refusal',
  'stakeCents',
  'multiplier',
  'roll',
  'winCents',
] as const satisfies readonly (keyof ShotResult)[];

/**
 * The verifier: recomputes the scene from its seed and index and the batch from the revealed seeds,
 * and lists every difference from the recorded result (an empty list means the record is true).
 */
export function verifyBatch(input: BatchVerification, recorded: BatchResult): string[] {
  const problems: string[] = [];
  if (serverSeedHash(input.serverSeed) !== input.serverSeedHash)
    problems.push('the server seed does not hash to the published SHA-256');
  const scene = sceneOf(input.sceneSeed, input.sceneIndex);
  const recomputed = resolveBatch({ ...input, scene });
  if (recomputed.shots.length !== recorded.shots.length)
    problems.push(`recorded ${recorded.shots.length} shots, recomputed ${recomputed.shots.length}`);
  recomputed.shots.forEach((expected, position) => {
    const actual = recorded.shots[position];
    for (const field of SHOT_FIELDS)
      if (actual?.[field] !== expected[field])
        problems.push(
          `shot ${expected.shotIndex}: ${field} recorded ${actual?.[field]}, recomputed ${expected[field]}`,
        );
  });
  if (recorded.stakeCents !== recomputed.stakeCents)
    problems.push(`stake recorded ${recorded.stakeCents}, recomputed ${recomputed.stakeCents}`);
  if (recorded.payoutCents !== recomputed.payoutCents)
    problems.push(`payout recorded ${recorded.payoutCents}, recomputed ${recomputed.payoutCents}`);
  return problems;
}
