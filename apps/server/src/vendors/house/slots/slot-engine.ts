// The pure, data-driven 5×3 slot engine of the house vendor: a machine is plain data (symbols, reel
// strips, paylines, paytable, scatter pays) and a spin is a function of the machine and the stops.
// Line wins run left to right from reel 1; the wild substitutes regular symbols, never scatters; each
// line pays its best interpretation; scatters pay anywhere, as a multiple of the total bet.
import { createRandomStream } from './provably-fair';

export const REELS = 5;
export const ROWS = 3;

export type SymbolKind = 'regular' | 'wild' | 'scatter';
export type SlotSymbol = { id: string; kind: SymbolKind };

/** A machine as data. Pays are integers so that returns can be computed exactly. */
export type SlotMachine = {
  symbols: readonly SlotSymbol[];
  /** Five reel strips of symbol ids; the stop is the strip index shown on the top row. */
  reels: readonly (readonly string[])[];
  /** Each line gives the row (0 top … 2 bottom) it crosses on each of the five reels. */
  paylines: readonly (readonly number[])[];
  /** Symbol id → pays for 3, 4 and 5 of a kind, in line bets. The wild may have an entry. */
  paytable: Readonly<Record<string, readonly [number, number, number]>>;
  /** Number of scatters anywhere → pay in total bets (counts without an entry pay nothing). */
  scatterPays: Readonly<Record<number, number>>;
};

export type LineWin = { line: number; symbol: string; count: number; multiplier: number };
export type ScatterWin = { symbol: string; count: number; multiplier: number };
export type SpinResult = {
  stops: number[];
  /** grid[row][reel]: three rows of five symbol ids. */
  grid: string[][];
  lineWins: LineWin[];
  scatter: ScatterWin | null;
  /** Sum of line wins plus the scatter win, in line bets (an integer). */
  winInLineBets: number;
  /** The same win in total bets: line bets / number of lines + scatter multiplier. */
  winInTotalBets: number;
};

/** The twenty standard lines of a 5×3 machine. */
export const STANDARD_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/**
 * A machine compiled to integer tables for the hot paths (simulation, exact return). Symbols are
 * indexes; `pay[symbol * 6 + count]` is the line pay for `count` of a kind; `wildRunPay[n]` and
 * `wildRunSymbol[n]` are the best pay (and its symbol) for a line that is n wilds and then anything
 * that does not extend the run.
 */
export type CompiledMachine = {
  machine: SlotMachine;
  ids: string[];
  reels: Int32Array[];
  paylines: Int32Array[];
  wild: number;
  scatter: number;
  isRegular: Uint8Array;
  pay: Float64Array;
  wildRunPay: Float64Array;
  wildRunSymbol: Int32Array;
  scatterPay: Float64Array;
};

/** Line results are packed as pay * PACK + symbol * 8 + count (symbol < 128, pay < 2^21). */
export const PACK = 1024;
const MAX_PAY = 2 ** 21 - 1;

const isPay = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_PAY;

/** Throws a RangeError naming the first rule the machine breaks. */
export function validateMachine(machine: SlotMachine): void {
  const ids = new Set(machine.symbols.map((symbol) => symbol.id));
  if (ids.size !== machine.symbols.length) throw new RangeError('symbol ids must be unique');
  if (ids.size > 127) throw new RangeError('a machine has at most 127 symbols');
  if (machine.symbols.filter((symbol) => symbol.kind === 'wild').length > 1)
    throw new RangeError('a machine has at most one wild');
  if (machine.symbols.filter((symbol) => symbol.kind === 'scatter').length > 1)
    throw new RangeError('a machine has at most one scatter');
  if (machine.reels.length !== REELS) throw new RangeError(`a machine has ${REELS} reels`);
  machine.reels.forEach((strip, reel) => {
    if (strip.length < ROWS) throw new RangeError(`reel ${reel + 1} is shorter than ${ROWS} stops`);
    const unknown = strip.find((id) => !ids.has(id));
    if (unknown !== undefined) throw new RangeError(`reel ${reel + 1} has unknown symbol ${unknown}`);
  });
  if (machine.paylines.length === 0) throw new RangeError('a machine has at least one payline');
  machine.paylines.forEach((line, index) => {
    if (line.length !== REELS || line.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS))
      throw new RangeError(`payline ${index + 1} must give ${REELS} rows in 0..${ROWS - 1}`);
  });
  for (const [id, pays] of Object.entries(machine.paytable)) {
    const symbol = machine.symbols.find((candidate) => candidate.id === id);
    if (!symbol) throw new RangeError(`paytable names unknown symbol ${id}`);
    if (symbol.kind === 'scatter') throw new RangeError('a scatter pays through scatterPays, not lines');
    if (pays.length !== 3 || !pays.every(isPay))
      throw new RangeError(`pays of ${id} must be 3 integers in 0..${MAX_PAY}`);
  }
  for (const [count, pays] of Object.entries(machine.scatterPays)) {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > REELS * ROWS || !isPay(pays))
      throw new RangeError(`scatter pay for ${count} must be an integer ≥ 0 for 1..${REELS * ROWS} scatters`);
  }
}

const compiledCache = new WeakMap<SlotMachine, CompiledMachine>();

/** Validates and compiles a machine (memoised per machine object; the result is never mutated). */
export function compileMachine(machine: SlotMachine): CompiledMachine {
  const cached = compiledCache.get(machine);
  if (cached) return cached;
  validateMachine(machine);
  const ids = machine.symbols.map((symbol) => symbol.id);
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const n = ids.length;
  const wild = machine.symbols.findIndex((symbol) => symbol.kind === 'wild');
  const scatter = machine.symbols.findIndex((symbol) => symbol.kind === 'scatter');
  const isRegular = Uint8Array.from(machine.symbols, (symbol) => (symbol.kind === 'regular' ? 1 : 0));
  const pay = new Float64Array(n * 6);
  for (const [id, pays] of Object.entries(machine.paytable)) {
    const symbol = indexOf.get(id) as number;
    pays.forEach((value, index) => (pay[symbol * 6 + index + 3] = value));
  }
  // A run of n leading wilds can pay as the wild itself or stand for any regular symbol.
  const wildRunPay = new Float64Array(REELS + 1);
  const wildRunSymbol = new Int32Array(REELS + 1).fill(-1);
  for (let count = 3; count <= REELS; count++) {
    // The wild comes first so that it keeps a tie.
    const candidates = [...ids.keys()].filter((symbol) => isRegular[symbol] === 1);
    for (const symbol of wild >= 0 ? [wild, ...candidates] : candidates) {
      const value = pay[symbol * 6 + count] as number;
      if (value > (wildRunPay[count] as number)) {
        wildRunPay[count] = value;
        wildRunSymbol[count] = symbol;
      }
    }
  }
  const scatterPay = new Float64Array(REELS * ROWS + 1);
  for (const [count, value] of Object.entries(machine.scatterPays)) scatterPay[Number(count)] = value;
  const compiled: CompiledMachine = {
    machine,
    ids,
    reels: machine.reels.map((strip) => Int32Array.from(strip, (id) => indexOf.get(id) as number)),
    paylines: machine.paylines.map((line) => Int32Array.from(line)),
    wild,
    scatter,
    isRegular,
    pay,
    wildRunPay,
    wildRunSymbol,
    scatterPay,
  };
  compiledCache.set(machine, compiled);
  return compiled;
}

/**
 * The best pay of one line given the symbol index on each reel (`at(reel)`), as
 * `pay * 1024 + symbol * 8 + count` packed into one number to avoid allocating in hot loops; 0 is no
 * win. Interpretations: the leading wilds alone (as the wild or as any regular symbol), or the first
 * non-wild symbol, when regular, extended by every wild and copy of it that follows.
 */
export function bestLinePacked(
  compiled: CompiledMachine,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
): number {
  const { wild, isRegular, pay, wildRunPay, wildRunSymbol } = compiled;
  let wilds = 0;
  if (s0 === wild) {
    wilds = 1;
    if (s1 === wild) {
      wilds = 2;
      if (s2 === wild) {
        wilds = 3;
        if (s3 === wild) {
          wilds = 4;
          if (s4 === wild) wilds = 5;
        }
      }
    }
  }
  let best = 0;
  let bestSymbol = -1;
  let bestCount = 0;
  const runPay = wildRunPay[wilds] as number;
  if (runPay > 0) {
    best = runPay;
    bestSymbol = wildRunSymbol[wilds] as number;
    bestCount = wilds;
  }
  if (wilds < REELS) {
    const first = wilds === 0 ? s0 : wilds === 1 ? s1 : wilds === 2 ? s2 : wilds === 3 ? s3 : s4;
    if (isRegular[first] === 1) {
      let count = wilds + 1;
      if (count === 1 && (s1 === first || s1 === wild)) count = 2;
      if (count === 2 && (s2 === first || s2 === wild)) count = 3;
      if (count === 3 && (s3 === first || s3 === wild)) count = 4;
      if (count === 4 && (s4 === first || s4 === wild)) count = 5;
      const value = pay[first * 6 + count] as number;
      if (value > best) {
        best = value;
        bestSymbol = first;
        bestCount = count;
      }
    }
  }
  return best > 0 ? best * PACK + bestSymbol * 8 + bestCount : 0;
}

/** Checks the stops against the strips: one integer per reel in [0, strip length). */
function checkStops(compiled: CompiledMachine, stops: readonly number[]): void {
  if (stops.length !== REELS) throw new RangeError(`a spin has ${REELS} stops`);
  stops.forEach((stop, reel) => {
    const length = (compiled.reels[reel] as Int32Array).length;
    if (!Number.isInteger(stop) || stop < 0 || stop >= length)
      throw new RangeError(`stop ${stop} of reel ${reel + 1} is outside 0..${length - 1}`);
  });
}

/** The symbol index shown on a row of a reel, given its stop (strips wrap around). */
const symbolAt = (strip: Int32Array, stop: number, row: number) =>
  strip[(stop + row) % strip.length] as number;

/** The result of a spin that stopped the reels at `stops`. */
export function spin(machine: SlotMachine, stops: readonly number[]): SpinResult {
  const compiled = compileMachine(machine);
  checkStops(compiled, stops);
  const { ids, reels, paylines, scatter, scatterPay } = compiled;
  const cells = Array.from({ length: ROWS }, (_, row) =>
    reels.map((strip, reel) => symbolAt(strip, stops[reel] as number, row)),
  );
  const grid = cells.map((row) => row.map((symbol) => ids[symbol] as string));
  const lineWins: LineWin[] = [];
  paylines.forEach((line, index) => {
    const s = (reel: number) => (cells[line[reel] as number] as number[])[reel] as number;
    const packed = bestLinePacked(compiled, s(0), s(1), s(2), s(3), s(4));
    if (packed > 0)
      lineWins.push({
        line: index,
        symbol: ids[(packed >> 3) & 127] as string,
        count: packed & 7,
        multiplier: Math.floor(packed / PACK),
      });
  });
  let scatterWin_: ScatterWin | null = null;
  if (scatter >= 0) {
    const count = cells.flat().filter((symbol) => symbol === scatter).length;
    const multiplier = scatterPay[count] as number;
    if (multiplier > 0) scatterWin_ = { symbol: ids[scatter] as string, count, multiplier };
  }
  const lines = lineWins.reduce((sum, win) => sum + win.multiplier, 0);
  const scatterWin = scatterWin_?.multiplier ?? 0;
  return {
    stops: [...stops],
    grid,
    lineWins,
    scatter: scatterWin_,
    winInLineBets: lines + scatterWin * paylines.length,
    winInTotalBets: lines / paylines.length + scatterWin,
  };
}

/** The length of each reel strip: the range of each reel's random stop. */
export function reelLengths(machine: SlotMachine): number[] {
  return machine.reels.map((strip) => strip.length);
}

/**
 * The stops given one unbiased random integer per reel, each in [0, that reel's length) (draw them
 * with `createRandomStream(...).nextInt(length)`); out-of-range values are refused, never wrapped,
 * so that no stop is favoured.
 */
export function stopsFromRandom(machine: SlotMachine, ints: readonly number[]): number[] {
  const compiled = compileMachine(machine);
  checkStops(compiled, ints);
  return [...ints];
}

/** The provably fair stops of one spin: reel i takes the i-th draw of the bet's random stream. */
export function drawStops(
  machine: SlotMachine,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): number[] {
  const stream = createRandomStream(serverSeed, clientSeed, nonce);
  return stopsFromRandom(
    machine,
    reelLengths(machine).map((length) => stream.nextInt(length)),
  );
}
