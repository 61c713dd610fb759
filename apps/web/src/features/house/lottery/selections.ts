// How the lottery page picks a selection for each bet type, as pure functions: which picker a bet
// type needs, the selection string a pick makes (the format the server reads: "3:5", "big", "07",
// "123"), whether a typed selection is complete, and what a stake returns at the published odds.
import type { LotteryBetType, LotteryDraw } from '@playdeck/contract/lottery';
import { amountWithin } from '../../../lib/money';

export type PickerKind =
  | { kind: 'choice'; choices: LotteryBetType['choices'] }
  | { kind: 'position'; positions: number }
  | { kind: 'grid'; width: 2 }
  | { kind: 'digits'; width: number };

const DIGITS_PATTERN = /^\^\[0-9\]\{(\d+)\}\$$/;

/**
 * The picker of a bet type: named choices (big / small, odd / even) as buttons, a position and digit
 * grid for digit-at-position, a 00–99 grid for two-digit picks, and a digit entry for longer ones.
 */
export function pickerOf(
  betType: Pick<LotteryBetType, 'code' | 'choices' | 'selectionPattern'>,
  digits: number,
): PickerKind {
  if (betType.choices.length > 0) return { kind: 'choice', choices: betType.choices };
  if (betType.code === 'digit-at-position') return { kind: 'position', positions: digits };
  const width = Number(DIGITS_PATTERN.exec(betType.selectionPattern)?.[1] ?? 3);
  return width === 2 ? { kind: 'grid', width: 2 } : { kind: 'digits', width };
}

export const positionSelection = (position: number, digit: number) => `${position}:${digit}`;

/** "3:5" → { position: 3, digit: 5 }; undefined for anything else. */
export function readPositionSelection(selection: string): { position: number; digit: number } | undefined {
  const match = /^([1-9]):([0-9])$/.exec(selection);
  return match ? { position: Number(match[1]), digit: Number(match[2]) } : undefined;
}

/** The 100 two-digit numbers "00" … "99" of the grid. */
export const TWO_DIGIT_NUMBERS: readonly string[] = Array.from({ length: 100 }, (_, value) =>
  String(value).padStart(2, '0'),
);

/** Keeps only digits, at most `width` of them, as a player types. */
export const digitsTyped = (typed: string, width: number) => typed.replace(/\D/g, '').slice(0, width);

/** A random number of `width` digits, zero-padded (the "lucky pick" button). */
export function luckyDigits(width: number, random: () => number = Math.random): string {
  return String(Math.floor(random() * 10 ** width)).padStart(width, '0');
}

/** Whether a selection is complete for the bet type: it matches the type's published pattern. */
export function isCompleteSelection(
  betType: Pick<LotteryBetType, 'selectionPattern'>,
  selection: string,
): boolean {
  try {
    return new RegExp(betType.selectionPattern).test(selection);
  } catch {
    return false;
  }
}

const AMOUNT = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;
const ODDS = /^(\d{1,9})(\.\d{1,4})?$/;

/** "12.3" → 1230n, or undefined for anything that is not an amount with at most two decimals. */
export function amountMinor(amount: string): bigint | undefined {
  const text = amount.trim();
  if (!AMOUNT.test(text)) return undefined;
  const [units = '0', fraction = ''] = text.split('.');
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}

const formatMinor = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/**
 * What a winning ticket returns, stake included, as the server computes it: floor(stake × odds),
 * in minor units (for lô, per appearance). Undefined while the stake is not a valid amount.
 */
export function potentialPayout(amount: string, odds: string): string | undefined {
  const stake = amountMinor(amount);
  const match = ODDS.exec(odds);
  if (stake === undefined || !match) return undefined;
  const basisPoints = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '.').slice(1).padEnd(4, '0'));
  return formatMinor((stake * basisPoints) / 10_000n);
}

/** Whether a stake is within the bet type's limits. */
export function stakeWithinLimits(
  amount: string,
  betType: Pick<LotteryBetType, 'stakeMin' | 'stakeMax'>,
): boolean {
  return amountMinor(amount) !== undefined && amountWithin(amount, betType.stakeMin, betType.stakeMax);
}

export type DrawPhase = 'open' | 'closed' | 'drawing';

/** open: takes tickets; closed: its last seconds before the draw; drawing: past its draw time. */
export function drawPhase(draw: Pick<LotteryDraw, 'closesAt' | 'drawAt'>, serverNowMs: number): DrawPhase {
  if (serverNowMs < Date.parse(draw.closesAt)) return 'open';
  return serverNowMs < Date.parse(draw.drawAt) ? 'closed' : 'drawing';
}

/** How far through its betting window a draw is, from 0 (just opened) to 1 (closed). */
export function bettingProgress(
  draw: Pick<LotteryDraw, 'opensAt' | 'closesAt'>,
  serverNowMs: number,
): number {
  const opens = Date.parse(draw.opensAt);
  const closes = Date.parse(draw.closesAt);
  if (!(closes > opens)) return 1;
  return Math.min(1, Math.max(0, (serverNowMs - opens) / (closes - opens)));
}
