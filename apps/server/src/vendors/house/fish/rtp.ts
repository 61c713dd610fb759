// The return to player of fish shooting: exact, from the capture draw's own count of winning rolls
// (bigint fractions), and measured, by firing provably fair shots at the fish of real scenes through
// resolveBatch, exactly as played. Pure: plain data in, numbers out.
import { sceneOf } from './scene';
import { assertRtp, captureRange, MAX_SHOTS_PER_BATCH, resolveBatch, type Shot } from './shots';
import { DEFAULT_RTP_PPM, FISH_SPECIES, PPM, type FishSpecies } from './species';

/** An exact fraction (in lowest terms) with its value as a float. */
export type ExactFraction = { numerator: bigint; denominator: bigint; value: number };

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): ExactFraction {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  const [top, bottom] = [numerator / divisor, denominator / divisor];
  // Twelve exact decimal digits before the one rounding to a float.
  const scale = 10n ** 12n;
  return { numerator: top, denominator: bottom, value: Number((top * scale) / bottom) / Number(scale) };
}

/** sum + weight × term, exactly. */
function add(sum: ExactFraction, term: ExactFraction, weight: bigint): ExactFraction {
  return fraction(
    sum.numerator * term.denominator + weight * term.numerator * sum.denominator,
    sum.denominator * term.denominator,
  );
}

export type SpeciesReturn = {
  speciesCode: string;
  multiplier: number;
  /** Winning rolls over all rolls of the capture draw. */
  captureChance: ExactFraction;
  /** Multiplier × capture chance, in parts per million of the bet. */
  returnPpm: ExactFraction;
};

export type ExactReturn = {
  /** The return of a shot at a fish as the pond brings them (by spawn weight), in parts per million. */
  returnPpm: ExactFraction;
  bySpecies: SpeciesReturn[];
};

/**
 * The exact return per valid shot, in parts per million of the bet. A shot at a fish of multiplier m
 * wins bet × m with chance winningRolls / rolls (captureRange, the very numbers drawCapture uses), so
 * it returns m × rtpPpm / (m × 1,000,000) = RTP whatever the species; the mean over the species by
 * spawn weight is then RTP too. Refuses (RangeError) an RTP above the smallest multiplier, where a
 * capture chance would exceed 1.
 */
export function exactReturnPpm(
  species: readonly FishSpecies[] = FISH_SPECIES,
  rtpPpm: number = DEFAULT_RTP_PPM,
): ExactReturn {
  assertRtp(rtpPpm, species);
  const bySpecies = species.map((entry) => {
    const { rolls, winningRolls } = captureRange(entry.multiplier, rtpPpm);
    return {
      speciesCode: entry.code,
      multiplier: entry.multiplier,
      captureChance: fraction(BigInt(winningRolls), BigInt(rolls)),
      returnPpm: fraction(BigInt(entry.multiplier) * BigInt(winningRolls) * BigInt(PPM), BigInt(rolls)),
    };
  });
  const weighted = species.reduce(
    (sum, entry, index) => add(sum, (bySpecies[index] as SpeciesReturn).returnPpm, BigInt(entry.spawnWeight)),
    fraction(0n, 1n),
  );
  const totalWeight = species.reduce((sum, entry) => sum + BigInt(entry.spawnWeight), 0n);
  return { returnPpm: fraction(weighted.numerator, weighted.denominator * totalWeight), bySpecies };
}

export type SimulatedReturn = {
  shots: number;
  batches: number;
  stakeCents: bigint;
  payoutCents: bigint;
  /** Payout over stake. */
  rtp: number;
  /** How many shots went at each species, and how many captured (by species code). */
  shotsBySpecies: Record<string, number>;
  capturesBySpecies: Record<string, number>;
};

export type SimulationOptions = {
  /** The seed of the stream that decides the captures (client seed `simulation`, nonce = batch). */
  serverSeed: string;
  /** The seed of the scenes, numbered from 0. */
  sceneSeed: string;
  shots: number;
  rtpPpm?: number;
  betCents?: bigint;
};

/**
 * The measured return of `shots` provably fair shots: one shot at every fish of scenes 0, 1, 2, … of
 * the scene seed, at the middle of its time on screen, so the shots spread over the species by their
 * spawn weights. Each scene's shots go in batches of MAX_SHOTS_PER_BATCH through resolveBatch, batch
 * n with nonce n.
 */
export function simulateReturn(options: SimulationOptions): SimulatedReturn {
  const { serverSeed, sceneSeed, rtpPpm = DEFAULT_RTP_PPM, betCents = 100n } = options;
  if (!Number.isSafeInteger(options.shots) || options.shots < 1)
    throw new RangeError(`shots must be a positive whole number, got ${options.shots}`);
  const totals = { shots: 0, batches: 0, stakeCents: 0n, payoutCents: 0n };
  const shotsBySpecies: Record<string, number> = {};
  const capturesBySpecies: Record<string, number> = {};
  for (let sceneIndex = 0; totals.shots < options.shots; sceneIndex += 1) {
    const scene = sceneOf(sceneSeed, sceneIndex);
    const speciesOf = new Map(scene.fish.map((fish) => [fish.fishId, fish.speciesCode]));
    const shots: Shot[] = scene.fish.slice(0, options.shots - totals.shots).map((fish, shotIndex) => ({
      shotIndex,
      fishId: fish.fishId,
      timeMs: fish.entryMs + Math.floor(fish.path.durationMs / 2),
      betCents,
    }));
    for (let first = 0; first < shots.length; first += MAX_SHOTS_PER_BATCH) {
      const batch = shots.slice(first, first + MAX_SHOTS_PER_BATCH);
      const result = resolveBatch({
        serverSeed,
        clientSeed: 'simulation',
        nonce: totals.batches,
        scene,
        shots: batch,
        rtpPpm,
      });
      totals.batches += 1;
      totals.stakeCents += result.stakeCents;
      totals.payoutCents += result.payoutCents;
      for (const shot of result.shots) {
        const code = speciesOf.get(shot.fishId) as string;
        shotsBySpecies[code] = (shotsBySpecies[code] ?? 0) + 1;
        if (shot.outcome === 'CAPTURED') capturesBySpecies[code] = (capturesBySpecies[code] ?? 0) + 1;
      }
    }
    totals.shots += shots.length;
  }
  const rtp = fraction(totals.payoutCents, totals.stakeCents).value;
  return { ...totals, rtp, shotsBySpecies, capturesBySpecies };
}
