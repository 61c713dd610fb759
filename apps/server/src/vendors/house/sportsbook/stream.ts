// The sportsbook's random numbers: the house's one provably fair stream (slots/provably-fair.ts,
// HMAC_SHA256(serverSeed, clientSeed:nonce:round) read as unbiased 32-bit words), with the two reads
// a sports simulation needs on top of whole numbers: a uniform float and a draw from a discrete
// distribution. Both are built from whole words only, so a verifier recomputes them exactly.
import { createRandomStream } from '../slots/provably-fair';

const TWO_POW_26 = 0x400_0000;
const TWO_POW_27 = 0x800_0000;
const TWO_POW_53 = TWO_POW_26 * TWO_POW_27;

export type SportsStream = {
  /** An unbiased whole number in [0, maxExclusive). */
  nextInt(maxExclusive: number): number;
  /** A uniform float in [0, 1) on the grid of 2^53 steps, from two words (26 and 27 bits). */
  nextFloat(): number;
  /**
   * An index drawn with the given probabilities (they should sum to 1): the first index whose
   * running sum exceeds a uniform float. Any shortfall of a rounded sum falls on the last index.
   */
  nextIndex(probabilities: readonly number[]): number;
};

export function createSportsStream(serverSeed: string, clientSeed: string, nonce: number): SportsStream {
  const words = createRandomStream(serverSeed, clientSeed, nonce);
  // Power-of-two ranges divide 2^32, so the provably fair stream never rejects a word here.
  const nextFloat = () => (words.nextInt(TWO_POW_26) * TWO_POW_27 + words.nextInt(TWO_POW_27)) / TWO_POW_53;
  return {
    nextInt: (maxExclusive) => words.nextInt(maxExclusive),
    nextFloat,
    nextIndex(probabilities) {
      if (probabilities.length === 0) throw new RangeError('nextIndex needs at least one probability');
      const uniform = nextFloat();
      let running = 0;
      for (let index = 0; index < probabilities.length - 1; index++) {
        running += probabilities[index] as number;
        if (uniform < running) return index;
      }
      return probabilities.length - 1;
    },
  };
}
