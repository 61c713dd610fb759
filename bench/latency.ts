// A call's latency as the bench tells it: count, p50, p99 and the slowest, in milliseconds rounded to
// two decimals (the p-th value of the sorted samples, no interpolation).

export type Latency = { count: number; p50Ms: number; p99Ms: number; maxMs: number };

export function latencyOf(samples: number[]): Latency {
  const sorted = Float64Array.from(samples).sort();
  const at = (quantile: number) =>
    sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  return {
    count: sorted.length,
    p50Ms: round2(at(0.5)),
    p99Ms: round2(at(0.99)),
    maxMs: round2(sorted.at(-1) ?? NaN),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
