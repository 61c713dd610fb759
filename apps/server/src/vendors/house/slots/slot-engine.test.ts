// Proves the slot rules: grid from stops, line wins left to right, wild substitution, best interpretation, scatters anywhere, and provably fair stops.
import { describe, expect, it } from 'vitest';
import { drawStops, spin, stopsFromRandom, type SlotMachine } from './slot-engine';

// Every reel is the strip [A, B, C, W, S, K]; stop s shows strip[s], strip[s+1], strip[s+2].
const symbols = [
  { id: 'A', kind: 'regular' },
  { id: 'B', kind: 'regular' },
  { id: 'C', kind: 'regular' },
  { id: 'K', kind: 'regular' },
  { id: 'W', kind: 'wild' },
  { id: 'S', kind: 'scatter' },
] as const;
const strip = ['A', 'B', 'C', 'W', 'S', 'K'];
const machine = (overrides: Partial<SlotMachine> = {}): SlotMachine => ({
  symbols,
  reels: [strip, strip, strip, strip, strip],
  paylines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
  ],
  paytable: { A: [5, 20, 100], B: [4, 10, 50], C: [3, 8, 40], K: [2, 5, 1000], W: [10, 50, 500] },
  scatterPays: { 3: 2, 5: 100 },
  ...overrides,
});

const onTop = (stops: number[], m = machine()) => spin(m, stops);

describe('slot engine', () => {
  it('shows three rows of five from the stops, wrapping around the strip', () => {
    const result = spin(machine(), [0, 1, 2, 3, 5]);
    expect(result.grid).toEqual([
      ['A', 'B', 'C', 'W', 'K'],
      ['B', 'C', 'W', 'S', 'A'],
      ['C', 'W', 'S', 'K', 'B'],
    ]);
  });

  it('pays a run left to right from reel 1 only', () => {
    // Top row A A A B B: three A on line 0.
    const result = onTop([0, 0, 0, 1, 1]);
    expect(result.lineWins.find((win) => win.line === 0)).toEqual({
      line: 0,
      symbol: 'A',
      count: 3,
      multiplier: 5,
    });
    // Top row B A A A A: no run of three from reel 1.
    expect(onTop([1, 0, 0, 0, 0]).lineWins.find((win) => win.line === 0)).toBeUndefined();
  });

  it('lets the wild substitute regular symbols', () => {
    // Top row A W A W A: five A.
    const result = onTop([0, 3, 0, 3, 0]);
    expect(result.lineWins.find((win) => win.line === 0)).toMatchObject({
      symbol: 'A',
      count: 5,
      multiplier: 100,
    });
  });

  it('takes the best interpretation of leading wilds', () => {
    // W W W B C: three wilds (10) tie with four B (10); the wild keeps a tie.
    expect(onTop([3, 3, 3, 1, 2]).lineWins[0]).toMatchObject({ symbol: 'W', count: 3, multiplier: 10 });
    // W W W W A: five A (100) beat four wilds (50).
    expect(onTop([3, 3, 3, 3, 0]).lineWins[0]).toMatchObject({ symbol: 'A', count: 5, multiplier: 100 });
    // W W W W C: four wilds (50) beat five C (40).
    expect(onTop([3, 3, 3, 3, 2]).lineWins[0]).toMatchObject({ symbol: 'W', count: 4, multiplier: 50 });
    // W W W W K: five K pays 1000, more than four wilds.
    expect(onTop([3, 3, 3, 3, 5]).lineWins[0]).toMatchObject({ symbol: 'K', count: 5, multiplier: 1000 });
    // Five wilds pay as the wild's own entry, unless a regular symbol pays more (K: 1000).
    expect(onTop([3, 3, 3, 3, 3]).lineWins[0]).toMatchObject({ symbol: 'K', count: 5, multiplier: 1000 });
    const noBigK = machine({ paytable: { A: [5, 20, 100], K: [2, 5, 10], W: [10, 50, 500] } });
    expect(onTop([3, 3, 3, 3, 3], noBigK).lineWins[0]).toMatchObject({
      symbol: 'W',
      count: 5,
      multiplier: 500,
    });
    // Without a wild entry, leading wilds stand for the best regular symbol: W W S … pays nothing,
    // W W W S … pays three of the best symbol.
    const wildWithoutPays = machine({ paytable: { A: [5, 20, 100], B: [4, 10, 50] } });
    expect(onTop([3, 3, 3, 4, 0], wildWithoutPays).lineWins[0]).toMatchObject({ symbol: 'A', count: 3 });
  });

  it('never lets the wild stand for a scatter, and scatters pay anywhere in total bets', () => {
    // Middle row W S S S S: scatters do not pay on the line, and the wild alone is one symbol; the
    // five scatters (one on the bottom row of reel 1) pay anywhere.
    const result = onTop([2, 3, 3, 3, 3]);
    expect(result.lineWins.find((win) => win.line === 1)).toBeUndefined();
    expect(result.scatter).toEqual({ symbol: 'S', count: 5, multiplier: 100 });
    // Four scatters have no entry: no scatter win.
    expect(onTop([2, 3, 3, 3, 0]).scatter).toBeNull();
  });

  it('adds line wins in line bets and the scatter in total bets', () => {
    // Stops 4: rows S K A on every reel — five scatters (100 × total bet) and five K on line 1 and five A on line 2.
    const result = onTop([4, 4, 4, 4, 4]);
    expect(result.scatter).toEqual({ symbol: 'S', count: 5, multiplier: 100 });
    expect(result.lineWins.map((win) => [win.line, win.symbol, win.count, win.multiplier])).toEqual([
      [1, 'K', 5, 1000],
      [2, 'A', 5, 100],
    ]);
    expect(result.winInLineBets).toBe(1100 + 100 * 3);
    expect(result.winInTotalBets).toBeCloseTo(1100 / 3 + 100, 10);
  });

  it('takes stops from random integers in range and draws them provably fairly', () => {
    expect(stopsFromRandom(machine(), [0, 1, 2, 3, 5])).toEqual([0, 1, 2, 3, 5]);
    expect(() => stopsFromRandom(machine(), [0, 1, 2, 3, 6])).toThrow(RangeError);
    const stops = drawStops(machine(), 'server', 'client', 9);
    expect(stops).toEqual(drawStops(machine(), 'server', 'client', 9));
    expect(stops.every((stop) => stop >= 0 && stop < strip.length)).toBe(true);
  });

  it('refuses a malformed machine', () => {
    expect(() => spin(machine({ reels: [strip, strip] }), [0, 0])).toThrow(RangeError);
    expect(() => spin(machine({ paytable: { S: [1, 2, 3] } }), [0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => spin(machine({ paylines: [[0, 0, 3, 0, 0]] }), [0, 0, 0, 0, 0])).toThrow(RangeError);
  });
});
