// Pure rules of payments: amount limits, what a member may see of an account number, deposit
// references, how a typed holder name compares, and which state a request may move to.
import { randomBytes } from 'node:crypto';
import { fromMinor } from '@playdeck/contract/money';
import type { DepositStatus, WithdrawalStatus } from '@playdeck/contract/payments';
import { AppError } from '../../plugins/errors';

/** 400 AMOUNT_OUT_OF_LIMITS on the amount field unless min ≤ amount ≤ max. */
export function checkLimits(amountMinor: bigint, minMinor: bigint, maxMinor: bigint): void {
  if (amountMinor >= minMinor && amountMinor <= maxMinor) return;
  const params = { min: fromMinor(minMinor), max: fromMinor(maxMinor) };
  throw new AppError('AMOUNT_OUT_OF_LIMITS', 400, {
    params,
    fields: { amount: { key: 'error.AMOUNT_OUT_OF_LIMITS', params } },
  });
}

/** "1234567890" → "****7890": members see only the last four digits of a bound account. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

// Without 0, O, 1 and I, so that a reference read aloud or typed into a bank note stays unambiguous.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 10;

/** A deposit reference: "PD" and random characters (32^8 ≈ 10^12 of them; the unique index settles a clash). */
export function newDepositReference(): string {
  const bytes = randomBytes(REFERENCE_LENGTH - 2);
  let text = 'PD';
  for (const byte of bytes) text += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return text;
}

/**
 * A holder name as compared at sign-in: letters only, without accents and case, single spaces — so
 * that "Nguyễn  Văn A" and "NGUYEN VAN A" (as a bank prints it) are the same name.
 */
export function normalizeHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Deposit states: pending → credited | failed; nothing leaves credited or failed. */
export function depositMayMove(from: DepositStatus, to: DepositStatus): boolean {
  return from === 'pending' && (to === 'credited' || to === 'failed');
}

/** Withdrawal states: pending → paid | rejected; paid → received; nothing else. */
export function withdrawalMayMove(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  if (from === 'pending') return to === 'paid' || to === 'rejected';
  if (from === 'paid') return to === 'received';
  return false;
}
