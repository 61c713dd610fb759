// The return to player of a slot machine: exact, by summing the win of every stop combination, and
// measured, by simulating provably fair spins. Pure: plain data in, numbers out.
import { createRandomStream } from './provably-fair';
import { bestLinePacked, compileMachine, PACK, REELS, ROWS, type SlotMachine } from './slot-engine';

/** An exact return as a fraction of total bets: numerator / denominator (bigints). */
export type ExactReturn = { numerator: bigint; denominator: bigint; value: number };

const toNumber = (numerator: bigint, denominator: bigint): number => {
  // Twelve exact decimal digits before the one rounding to a float.
  const scale = 10n ** 12n;
  return Number((numerator * scale) / denominator) / Number(scale);
};

/**
 * The exact return over every combination of stops (∏ strip lengths, each equally likely).
 *
 * The sum is factored rather than walked stop by stop, with the same result: the win is the sum of
 * the line wins and the scatter win (linearity), and on one line the symbols on the five reels are
 * independent, each distributed as its strip's symbol counts (a uniform stop makes every strip
 * position equally likely on any row). So each line sums, over every tuple of distinct symbols, the
 * product of their counts times the line's best pay — the same for every line — and the scatter win
 * sums over the convolution of each reel's count of visible scatters. All sums are integers (bigint);
 * `exactRtpByEnumeration` walks every stop combination instead, and the tests check they agree.
 */
export function exactRtp(machine: SlotMachine): ExactReturn {
  const compiled = compileMachine(machine);
  const { reels, paylines, scatter, scatterPay, ids } = compiled;
  const combinations = reels.reduce((product, strip) => product * BigInt(strip.length), 1n);

  // Symbol counts per reel, as parallel arrays of (symbol, count).
  const counts = reels.map((strip) => {
    const byId = new Array<number>(ids.length).fill(0);
    for (const symbol of strip) byId[symbol] = (byId[symbol] as number) + 1;
    const symbols = [...byId.keys()].filter((symbol) => (byId[symbol] as number) > 0);
    return { symbols, weights: symbols.map((symbol) => byId[symbol] as number) };
  });
  const [r0, r1, r2, r3, r4] = counts as [
    (typeof counts)[0],
    (typeof counts)[0],
    (typeof counts)[0],
    (typeof counts)[0],
    (typeof counts)[0],
  ];
  let lineSum = 0n;
  for (let a = 0; a < r0.symbols.length; a++)
    for (let b = 0; b < r1.symbols.length; b++)
      for (let c = 0; c < r2.symbols.length; c++)
        for (let d = 0; d < r3.symbols.length; d++) {
          const weight4 =
            (r0.weights[a] as number) *
            (r1.weights[b] as number) *
            (r2.weights[c] as number) *
            (r3.weights[d] as number);
          let partial = 0;
          for (let e = 0; e < r4.symbols.length; e++) {
            const packed = bestLinePacked(
              compiled,
              r0.symbols[a] as number,
              r1.symbols[b] as number,
              r2.symbols[c] as number,
              r3.symbols[d] as number,
              r4.symbols[e] as number,
            );
            if (packed > 0) partial += Math.floor(packed / PACK) * (r4.weights[e] as number);
          }
          if (partial > 0) lineSum += BigInt(weight4) * BigInt(partial);
        }

  // Distribution of the number of scatters in view: per reel, then convolved across reels.
  let scatterSum = 0n;
  if (scatter >= 0) {
    let distribution: bigint[] = [1n];
    for (const strip of reels) {
      const perReel = new Array<bigint>(ROWS + 1).fill(0n);
      for (let stop = 0; stop < strip.length; stop++) {
        let inView = 0;
        for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === scatter) inView++;
        perReel[inView] = (perReel[inView] as bigint) + 1n;
      }
      const next = new Array<bigint>(distribution.length + ROWS).fill(0n);
      distribution.forEach((ways, have) =>
        perReel.forEach((more, add) => (next[have + add] = (next[have + add] as bigint) + ways * more)),
      );
      distribution = next;
    }
    distribution.forEach((ways, count) => (scatterSum += ways * BigInt(scatterPay[count] ?? 0)));
  }

  // Win in total bets = line pays / lines + scatter pays; over every combination.
  const lines = BigInt(paylines.length);
  const numerator = lineSum * lines + scatterSum * lines;
  const denominator = combinations * lines;
  return { numerator, denominator, value: toNumber(numerator, denominator) };
}

/** The exact return by walking every stop combination one by one (slow: for small machines). */
export function exactRtpByEnumeration(machine: SlotMachine): ExactReturn {
  const compiled = compileMachine(machine);
  const lengths = compiled.reels.map((strip) => strip.length);
  const combinations = lengths.reduce((product, length) => product * BigInt(length), 1n);
  const stops = new Array<number>(REELS).fill(0);
  let total = 0n;
  for (;;) {
    total += BigInt(winInLineBets(compiled, stops));
    let reel = REELS - 1;
    while (reel >= 0 && (stops[reel] = (stops[reel] as number) + 1) === lengths[reel]) stops[reel--] = 0;
    if (reel < 0) break;
  }
  const denominator = combinations * BigInt(compiled.paylines.length);
  return { numerator: total, denominator, value: toNumber(total, denominator) };
}

const grid = new Int32Array(REELS * ROWS);

/** The win of one spin in line bets, without allocating (the hot loop of both walks). */
function winInLineBets(compiled: ReturnType<typeof compileMachine>, stops: ArrayLike<number>): number {
  const { reels, paylines, scatter, scatterPay } = compiled;
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const strip = reels[reel] as Int32Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < ROWS; row++) {
      const symbol = strip[(stop + row) % strip.length] as number;
      grid[row * REELS + reel] = symbol;
      if (symbol === scatter) scatters++;
    }
  }
  let win = (scatterPay[scatters] as number) * paylines.length;
  for (const line of paylines) {
    const packed = bestLinePacked(
      compiled,
      grid[(line[0] as number) * REELS] as number,
      grid[(line[1] as number) * REELS + 1] as number,
      grid[(line[2] as number) * REELS + 2] as number,
      grid[(line[3] as number) * REELS + 3] as number,
      grid[(line[4] as number) * REELS + 4] as number,
    );
    if (packed > 0) win += Math.floor(packed / PACK);
  }
  return win;
}

export type SimulatedReturn = { spins: number; rtp: number; hitRate: number };

/**
 * The measured return of `spins` provably fair spins: spin i uses nonce i of the given seeds, and
 * reel stops are the stream's draws, exactly as a played round draws them.
 */
export function simulateRtp(
  machine: SlotMachine,
  spins: number,
  serverSeed: string,
  clientSeed = 'simulation',
): SimulatedReturn {
  const compiled = compileMachine(machine);
  const lengths = compiled.reels.map((strip) => strip.length);
  const stops = new Int32Array(REELS);
  let won = 0;
  let hits = 0;
  for (let nonce = 0; nonce < spins; nonce++) {
    const stream = createRandomStream(serverSeed, clientSeed, nonce);
    for (let reel = 0; reel < REELS; reel++) stops[reel] = stream.nextInt(lengths[reel] as number);
    const win = winInLineBets(compiled, stops);
    if (win > 0) hits++;
    won += win;
  }
  return { spins, rtp: won / (spins * compiled.paylines.length), hitRate: hits / spins };
}
