// Money in JSON is a decimal string with 2 places; inside, bigint minor units (DESIGN.md "Money").
import { z } from 'zod';

export const MINOR_PER_UNIT = 100n;
const DECIMAL = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;

/** A non-negative amount as typed or sent: digits with at most two decimals, no sign, no exponent. */
export const amountSchema = z.string().trim().regex(DECIMAL, 'validation.amountInvalid');

/**
 * An amount a member moves (deposit, withdrawal, transfer): as amountSchema, and above zero. Amounts
 * carry no sign, so one non-zero digit means "above zero"; no float is ever made of money.
 */
export const positiveAmountSchema = amountSchema.refine(
  (amount) => /[1-9]/.test(amount),
  'validation.amountPositive',
);

/** "12.3" → 1230n. Throws on anything that is not a plain non-negative decimal with ≤ 2 places. */
export function toMinor(amount: string): bigint {
  const text = amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`not an amount: ${amount}`);
  const [units = '0', fraction = ''] = text.split('.');
  return BigInt(units) * MINOR_PER_UNIT + BigInt(fraction.padEnd(2, '0'));
}

/** 1230n → "12.30"; negative amounts keep their sign. */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  const units = absolute / MINOR_PER_UNIT;
  const fraction = (absolute % MINOR_PER_UNIT).toString().padStart(2, '0');
  return `${sign}${units}.${fraction}`;
}

const MILLION = 1_000_000n;

/**
 * `ppm` parts per million of `baseMinor` (a rate of 1.25 % is 12,500), rounded half-down to the cent
 * (../shared/AGENTS.md: money), the sign kept. Exact: no float is made of money.
 */
export function applyPpm(baseMinor: bigint, ppm: number): bigint {
  const product = baseMinor * BigInt(ppm);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  const quotient = magnitude / MILLION;
  const remainder = magnitude % MILLION;
  return sign * (remainder * 2n > MILLION ? quotient + 1n : quotient);
}
