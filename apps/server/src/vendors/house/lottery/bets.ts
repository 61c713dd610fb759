// The bet types of the lottery games with their published odds, how a player's selection is read,
// and what a ticket pays. Odds are decimal multipliers kept as integer basis points (9.8 is 98,000),
// so that a payout is exact in minor units: floor(stake × oddsBasisPoints × hits / 10,000), one
// floor per ticket. Pure: a game, a selection string, a stake and a result in; a bigint out.
import type { LocalName, LotteryBetTypeCode, LotteryGame, VietnamStyle } from './games';
import { allNumbers, winningNumber, type LotteryResult } from './draw';

export const BASIS_POINTS = 10_000;

export type SelectionChoice = { value: string; name: LocalName };

/** A bet type as one game offers it (odds and formats can depend on the game). */
export type LotteryBetType = {
  code: LotteryBetTypeCode;
  name: LocalName;
  /** How to write a selection, for players. */
  selectionFormat: LocalName;
  /** An anchored regular expression (source) that every valid selection matches, for the UI. */
  selectionPattern: string;
  selectionExample: string;
  /** The selections by name when there are few (big / small, odd / even). */
  choices: readonly SelectionChoice[];
  /** Decimal odds × 10,000: a win returns stake × oddsBasisPoints / 10,000, stake included. */
  oddsBasisPoints: number;
  /** Lô pays once per appearance of the number; every other bet wins at most once. */
  paysPerHit: boolean;
  stakeMinMinor: bigint;
  stakeMaxMinor: bigint;
};

export type SelectionCheck = { ok: true; selection: string } | { ok: false; reason: string };
export type StakeCheck = { ok: true } | { ok: false; reason: string };

/** hits: how many times the ticket wins (0 loses); refund: the stake comes back, no more. */
type Settlement = { hits: number; refund: boolean };

type BetRule = {
  name: LocalName;
  stakeMinMinor: bigint;
  stakeMaxMinor: bigint;
  paysPerHit: boolean;
  choices: readonly SelectionChoice[];
  oddsBasisPoints(game: LotteryGame): number;
  format(
    game: LotteryGame,
  ): Pick<LotteryBetType, 'selectionFormat' | 'selectionPattern' | 'selectionExample'>;
  /** The normalised selection from a trimmed one, or why it is refused. */
  parse(game: LotteryGame, trimmed: string): SelectionCheck;
  /** Every valid selection, normalised, in a stable order. */
  selections(game: LotteryGame): string[];
  settle(game: LotteryGame, selection: string, result: LotteryResult): Settlement;
};

/** Lô pays per appearance, so its odds follow how many numbers the region draws (27 or 18). */
const LO_ODDS_BASIS_POINTS: Readonly<Record<VietnamStyle, number>> = {
  north: 35_000,
  south: 52_000,
  central: 52_000,
};

const MINOR_PER_UNIT = 100n;
const LOST: Settlement = { hits: 0, refund: false };
const once = (won: boolean): Settlement => (won ? { hits: 1, refund: false } : LOST);

/** A bet on an exact number of `width` digits ("07", "123"), read from `numberOf` a result. */
function numberPick(
  width: number,
  source: LocalName,
  numberOf: (result: LotteryResult) => string[],
): Pick<BetRule, 'format' | 'parse' | 'selections' | 'settle'> {
  const pattern = new RegExp(`^[0-9]{${width}}$`);
  const example = '7'.padStart(width, '0');
  const highest = '9'.repeat(width);
  const zero = '0'.repeat(width);
  return {
    format: () => ({
      selectionFormat: {
        en: `${width} digits from ${zero} to ${highest}, matched against ${source.en} (e.g. ${example})`,
        vi: `${width} chữ số từ ${zero} đến ${highest}, so với ${source.vi} (ví dụ ${example})`,
      },
      selectionPattern: pattern.source,
      selectionExample: example,
    }),
    parse: (_game, trimmed) =>
      pattern.test(trimmed)
        ? { ok: true, selection: trimmed }
        : { ok: false, reason: `Pick exactly ${width} digits from ${zero} to ${highest}, e.g. ${example}.` },
    selections: () => Array.from({ length: 10 ** width }, (_, value) => String(value).padStart(width, '0')),
    settle: (_game, selection, result) => {
      const hits = numberOf(result).filter((number) => number.slice(-width) === selection).length;
      return { hits, refund: false };
    },
  };
}

/** A bet on one of a few named outcomes (big / small, odd / even) of the digit sum. */
function choicePick(
  choices: readonly SelectionChoice[],
  settle: BetRule['settle'],
  formatOf: (game: LotteryGame) => LocalName,
): Pick<BetRule, 'choices' | 'format' | 'parse' | 'selections' | 'settle'> {
  const values = choices.map((choice) => choice.value);
  const listed = values.join(' or ');
  return {
    choices,
    format: (game) => ({
      selectionFormat: formatOf(game),
      selectionPattern: `^(${values.join('|')})$`,
      selectionExample: values[0] as string,
    }),
    parse: (_game, trimmed) => {
      const value = trimmed.toLowerCase();
      return values.includes(value)
        ? { ok: true, selection: value }
        : { ok: false, reason: `Pick ${listed}.` };
    },
    selections: () => [...values],
    settle,
  };
}

const digitsOf = (result: LotteryResult): number[] => {
  if (result.kind !== 'digits') throw new RangeError('A 4D/5D bet needs a 4D/5D result');
  return result.numbers.map(Number);
};
const digitSum = (result: LotteryResult): number => digitsOf(result).reduce((sum, digit) => sum + digit, 0);

/**
 * Big is a digit sum above the midpoint 9 × digits / 2, small below it. An odd number of digits
 * (5D) can never land on the midpoint; a 4D sum of exactly 18 (670 draws in 10,000) is a tie and
 * refunds both big and small. Were a tie to lose, the 4D bet would return 91.4 % against the 5D's
 * 98 % at the same published odds; refunded, it returns 98.134 %.
 */
function settleBigSmall(game: LotteryGame, selection: string, result: LotteryResult): Settlement {
  const twiceSum = 2 * digitSum(result);
  const twiceMidpoint = 9 * game.digits;
  if (twiceSum === twiceMidpoint) return { hits: 0, refund: true };
  return once((twiceSum > twiceMidpoint ? 'big' : 'small') === selection);
}

function bigSmallFormat(game: LotteryGame): LocalName {
  const midpoint = (9 * game.digits) / 2;
  const tie = Number.isInteger(midpoint);
  return {
    en: `big (digit sum above ${midpoint}) or small (below it)${tie ? `; a sum of exactly ${midpoint} refunds the stake` : ''}`,
    vi: `big (tài: tổng các chữ số lớn hơn ${midpoint}) hoặc small (xỉu: nhỏ hơn)${tie ? `; tổng đúng bằng ${midpoint} được hoàn tiền cược` : ''}`,
  };
}

const POSITION_PATTERN = /^([0-9]):([0-9])$/;

const DIGIT_AT_POSITION: Pick<BetRule, 'format' | 'parse' | 'selections' | 'settle'> = {
  format: (game) => ({
    selectionFormat: {
      en: `position:digit, position 1 to ${game.digits} counted from the left, digit 0 to 9 (e.g. 3:5)`,
      vi: `vị trí:chữ số, vị trí 1 đến ${game.digits} tính từ trái sang, chữ số 0 đến 9 (ví dụ 3:5)`,
    },
    selectionPattern: `^[1-${game.digits}]:[0-9]$`,
    selectionExample: '3:5',
  }),
  parse: (game, trimmed) => {
    const match = POSITION_PATTERN.exec(trimmed);
    if (!match) return { ok: false, reason: 'Pick a position and a digit as position:digit, e.g. 3:5.' };
    const position = Number(match[1]);
    if (position < 1 || position > game.digits)
      return { ok: false, reason: `The position must be 1 to ${game.digits}.` };
    return { ok: true, selection: trimmed };
  },
  selections: (game) =>
    Array.from({ length: game.digits * 10 }, (_, index) => `${Math.floor(index / 10) + 1}:${index % 10}`),
  settle: (_game, selection, result) => {
    const [position, digit] = selection.split(':').map(Number) as [number, number];
    return once(digitsOf(result)[position - 1] === digit);
  },
};

const lastDigits = (result: LotteryResult): string[] => {
  if (result.kind !== 'digits') throw new RangeError('A 4D/5D bet needs a 4D/5D result');
  return [result.numbers.join('')];
};
const everyPrize = (result: LotteryResult): string[] => {
  if (result.kind !== 'vietnam') throw new RangeError('A Vietnamese bet needs a Vietnamese result');
  return allNumbers(result);
};
const specialPrize = (result: LotteryResult): string[] => {
  if (result.kind !== 'vietnam') throw new RangeError('A Vietnamese bet needs a Vietnamese result');
  return [winningNumber(result)];
};

const THE_NUMBER: LocalName = { en: 'the drawn number', vi: 'số trúng thưởng' };
const EVERY_PRIZE: LocalName = {
  en: 'every prize (pays per appearance)',
  vi: 'mọi giải (trả theo số lần về)',
};
const THE_SPECIAL_PRIZE: LocalName = { en: 'the special prize', vi: 'giải đặc biệt' };

const fixedOdds = (oddsBasisPoints: number) => () => oddsBasisPoints;
const limits = (stakeMinMinor: bigint, stakeMaxMinor: bigint) => ({ stakeMinMinor, stakeMaxMinor });

const RULES: Readonly<Record<LotteryBetTypeCode, BetRule>> = {
  'digit-at-position': {
    name: { en: 'Digit at position', vi: 'Số theo vị trí' },
    ...limits(1n * MINOR_PER_UNIT, 10_000n * MINOR_PER_UNIT),
    paysPerHit: false,
    choices: [],
    oddsBasisPoints: fixedOdds(98_000),
    ...DIGIT_AT_POSITION,
  },
  'big-small': {
    name: { en: 'Big / Small', vi: 'Tài / Xỉu' },
    ...limits(1n * MINOR_PER_UNIT, 20_000n * MINOR_PER_UNIT),
    paysPerHit: false,
    oddsBasisPoints: fixedOdds(19_600),
    ...choicePick(
      [
        { value: 'big', name: { en: 'Big', vi: 'Tài' } },
        { value: 'small', name: { en: 'Small', vi: 'Xỉu' } },
      ],
      settleBigSmall,
      bigSmallFormat,
    ),
  },
  'odd-even': {
    name: { en: 'Odd / Even', vi: 'Lẻ / Chẵn' },
    ...limits(1n * MINOR_PER_UNIT, 20_000n * MINOR_PER_UNIT),
    paysPerHit: false,
    oddsBasisPoints: fixedOdds(19_600),
    ...choicePick(
      [
        { value: 'odd', name: { en: 'Odd', vi: 'Lẻ' } },
        { value: 'even', name: { en: 'Even', vi: 'Chẵn' } },
      ],
      (_game, selection, result) => once((digitSum(result) % 2 === 1 ? 'odd' : 'even') === selection),
      () => ({ en: 'odd or even, of the digit sum', vi: 'odd (lẻ) hoặc even (chẵn), theo tổng các chữ số' }),
    ),
  },
  'last-two': {
    name: { en: 'Last two digits', vi: 'Hai số cuối' },
    ...limits(1n * MINOR_PER_UNIT, 2_000n * MINOR_PER_UNIT),
    paysPerHit: false,
    choices: [],
    oddsBasisPoints: fixedOdds(970_000),
    ...numberPick(2, THE_NUMBER, lastDigits),
  },
  'last-three': {
    name: { en: 'Last three digits', vi: 'Ba số cuối' },
    ...limits(1n * MINOR_PER_UNIT, 500n * MINOR_PER_UNIT),
    paysPerHit: false,
    choices: [],
    oddsBasisPoints: fixedOdds(9_700_000),
    ...numberPick(3, THE_NUMBER, lastDigits),
  },
  lo: {
    name: { en: 'Lô (two digits, every prize)', vi: 'Lô 2 số' },
    ...limits(1n * MINOR_PER_UNIT, 5_000n * MINOR_PER_UNIT),
    paysPerHit: true,
    choices: [],
    oddsBasisPoints: (game) => {
      if (game.kind !== 'vietnam') throw new RangeError('Lô is a Vietnamese bet');
      return LO_ODDS_BASIS_POINTS[game.style];
    },
    ...numberPick(2, EVERY_PRIZE, everyPrize),
  },
  de: {
    name: { en: 'Đề (special prize, last two)', vi: 'Đề đặc biệt' },
    ...limits(1n * MINOR_PER_UNIT, 2_000n * MINOR_PER_UNIT),
    paysPerHit: false,
    choices: [],
    oddsBasisPoints: fixedOdds(950_000),
    ...numberPick(2, THE_SPECIAL_PRIZE, specialPrize),
  },
  'three-cang': {
    name: { en: '3 càng (special prize, last three)', vi: '3 càng' },
    ...limits(1n * MINOR_PER_UNIT, 500n * MINOR_PER_UNIT),
    paysPerHit: false,
    choices: [],
    oddsBasisPoints: fixedOdds(9_000_000),
    ...numberPick(3, THE_SPECIAL_PRIZE, specialPrize),
  },
};

/** The rule of a bet type the game offers; undefined for any other code. */
function ruleOf(game: LotteryGame, betTypeCode: string): BetRule | undefined {
  const offered = (game.betTypes as readonly string[]).includes(betTypeCode);
  return offered ? RULES[betTypeCode as LotteryBetTypeCode] : undefined;
}

function requireRule(game: LotteryGame, betTypeCode: string): BetRule {
  const rule = ruleOf(game, betTypeCode);
  if (!rule) throw new RangeError(`${game.gameCode} does not offer the bet type "${betTypeCode}"`);
  return rule;
}

function resolveBetType(game: LotteryGame, code: LotteryBetTypeCode, rule: BetRule): LotteryBetType {
  return {
    code,
    name: rule.name,
    ...rule.format(game),
    choices: rule.choices,
    oddsBasisPoints: rule.oddsBasisPoints(game),
    paysPerHit: rule.paysPerHit,
    stakeMinMinor: rule.stakeMinMinor,
    stakeMaxMinor: rule.stakeMaxMinor,
  };
}

/** The bet types a game offers, in its order, with the odds and formats of that game. */
export function betTypesOf(game: LotteryGame): LotteryBetType[] {
  return game.betTypes.map((code) => resolveBetType(game, code, RULES[code]));
}

export function findBetType(game: LotteryGame, betTypeCode: string): LotteryBetType | undefined {
  const rule = ruleOf(game, betTypeCode);
  return rule && resolveBetType(game, betTypeCode as LotteryBetTypeCode, rule);
}

/**
 * Reads the selection a player entered. Surrounding spaces are ignored and named choices are
 * case-insensitive; the normalised selection returned is the one to store and settle.
 */
export function validateSelection(game: LotteryGame, betTypeCode: string, selection: string): SelectionCheck {
  const rule = ruleOf(game, betTypeCode);
  if (!rule) return { ok: false, reason: `${game.gameCode} does not offer the bet type "${betTypeCode}".` };
  return rule.parse(game, selection.trim());
}

/** The stake must be whole minor units within the bet type's limits. */
export function validateStake(game: LotteryGame, betTypeCode: string, stakeMinor: bigint): StakeCheck {
  const rule = ruleOf(game, betTypeCode);
  if (!rule) return { ok: false, reason: `${game.gameCode} does not offer the bet type "${betTypeCode}".` };
  if (stakeMinor < rule.stakeMinMinor || stakeMinor > rule.stakeMaxMinor)
    return {
      ok: false,
      reason: `The stake must be ${rule.stakeMinMinor} to ${rule.stakeMaxMinor} minor units.`,
    };
  return { ok: true };
}

/** Every valid selection of a bet type, normalised (e.g. "00" to "99"), for pick grids and tests. */
export function selectionsOf(game: LotteryGame, betTypeCode: string): string[] {
  return requireRule(game, betTypeCode).selections(game);
}

/**
 * What a ticket returns, stake included: floor(stake × odds × hits) for a win (hits is the number
 * of appearances for lô, else 1), the stake for a refunded tie, 0 for a loss.
 *
 * Throws RangeError for a bet type the game does not offer, a selection that validateSelection
 * refuses, a negative stake or a result of the other kind of game: settlement only ever sees
 * tickets that were validated when they were placed, so any of these is a bug, not a loss.
 */
export function payoutMinor(
  game: LotteryGame,
  betTypeCode: string,
  selection: string,
  stakeMinor: bigint,
  result: LotteryResult,
): bigint {
  const rule = requireRule(game, betTypeCode);
  const check = rule.parse(game, selection.trim());
  if (!check.ok) throw new RangeError(`Invalid selection "${selection}" for ${betTypeCode}: ${check.reason}`);
  if (stakeMinor < 0n) throw new RangeError(`The stake must not be negative, got ${stakeMinor}`);
  if (result.kind !== game.kind)
    throw new RangeError(`${game.gameCode} cannot settle a ${result.kind} result`);
  const { hits, refund } = rule.settle(game, check.selection, result);
  if (refund) return stakeMinor;
  return (stakeMinor * BigInt(rule.oddsBasisPoints(game)) * BigInt(hits)) / BigInt(BASIS_POINTS);
}

/** Odds for display: 98,000 basis points → "9.8". */
export function formatOdds(oddsBasisPoints: number): string {
  return String(oddsBasisPoints / BASIS_POINTS);
}
