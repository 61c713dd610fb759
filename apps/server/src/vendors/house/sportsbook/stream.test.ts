// Proves the sportsbook's reads of the provably fair stream: whole numbers are the slots stream's own, a float is two words (26 and 27 bits) over 2^53, an index follows the running sum of its probabilities, the same seeds read the same numbers, and an empty distribution is refused.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { createSportsStream } from './stream';

describe('the sports stream', () => {
  it('reads whole numbers exactly as the provably fair stream does', () => {
    const sports = createSportsStream('server', 'client', 3);
    const words = createRandomStream('server', 'client', 3);
    for (const range of [2, 6, 37, 1000, 2 ** 32]) expect(sports.nextInt(range)).toBe(words.nextInt(range));
  });

  it('builds a float from two words: (a × 2^27 + b) / 2^53', () => {
    const sports = createSportsStream('server', 'client', 0);
    const words = createRandomStream('server', 'client', 0);
    for (let draw = 0; draw < 20; draw++) {
      const expected = (words.nextInt(2 ** 26) * 2 ** 27 + words.nextInt(2 ** 27)) / 2 ** 53;
      const float = sports.nextFloat();
      expect(float).toBe(expected);
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
  });

  it('draws an index where the running sum first exceeds the float', () => {
    const probabilities = [0.2, 0.5, 0.3];
    const sports = createSportsStream('server', 'index', 0);
    const floats = createSportsStream('server', 'index', 0);
    for (let draw = 0; draw < 200; draw++) {
      const float = floats.nextFloat();
      const expected = float < 0.2 ? 0 : float < 0.7 ? 1 : 2;
      expect(sports.nextIndex(probabilities)).toBe(expected);
    }
    expect(createSportsStream('s', 'c', 0).nextIndex([1])).toBe(0);
  });

  it('lands on every index about as often as its probability says', () => {
    const stream = createSportsStream('server', 'frequencies', 0);
    const counts = [0, 0, 0];
    const draws = 30_000;
    for (let draw = 0; draw < draws; draw++) {
      const index = stream.nextIndex([0.1, 0.6, 0.3]);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    // Within four standard errors of each probability.
    [0.1, 0.6, 0.3].forEach((probability, index) =>
      expect(Math.abs((counts[index] as number) / draws - probability)).toBeLessThan(
        4 * Math.sqrt((probability * (1 - probability)) / draws),
      ),
    );
  });

  it('repeats itself for the same seeds and refuses an empty distribution', () => {
    const read = (seed: string) => {
      const stream = createSportsStream(seed, 'client', 1);
      return [stream.nextFloat(), stream.nextInt(100), stream.nextIndex([0.5, 0.5])];
    };
    expect(read('a')).toEqual(read('a'));
    expect(read('a')).not.toEqual(read('b'));
    expect(() => createSportsStream('s', 'c', 0).nextIndex([])).toThrow(/at least one/);
  });
});
