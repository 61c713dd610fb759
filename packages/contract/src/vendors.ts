// The seamless-wallet protocol that game vendors call (DESIGN.md "Game vendors"): signed bodies in,
// the member's balance out. Money is a decimal string with at most two places; ids are the vendor's.
import { z } from 'zod';
import { amountSchema } from './money';

export const vendorWalletPaths = {
  balance: '/api/vendor/:vendorCode/balance',
  debit: '/api/vendor/:vendorCode/debit',
  credit: '/api/vendor/:vendorCode/credit',
  rollback: '/api/vendor/:vendorCode/rollback',
} as const;

/** Header carrying the hex HMAC-SHA256 of the raw request body, keyed with the vendor's secret. */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';

export const vendorCodeParamsSchema = z.object({ vendorCode: z.string().min(1).max(50) });

/**
 * The member's account id (`id` from GET /api/member). Vendors send it as a JSON number or as a
 * string of digits; both mean the same account.
 */
export const playerIdSchema = z
  .union([z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,14}$/)], {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  })
  .transform((value) => Number(value));

/** A vendor's own identifier (transaction, round, game): 1 to 100 characters. */
const vendorIdSchema = z.string().trim().min(1).max(100);

export const vendorBalanceRequestSchema = z.object({ playerId: playerIdSchema });

const movementFields = {
  playerId: playerIdSchema,
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
};

/** A bet: a positive amount taken from the member's wallet; it opens the round or adds to its stake. */
export const vendorDebitRequestSchema = z.object({
  ...movementFields,
  // Amounts carry no sign, so one non-zero digit means "above zero"; no float is ever made of money.
  amount: amountSchema.refine((amount) => /[1-9]/.test(amount), 'validation.amountPositive'),
});

/** A settlement: the round's payout, "0.00" for a losing round (which still closes it). */
export const vendorCreditRequestSchema = z.object({ ...movementFields, amount: amountSchema });

/** Cancels the debit named by referenceTransactionId (even one that has not arrived yet). */
export const vendorRollbackRequestSchema = z.object({
  playerId: playerIdSchema,
  transactionId: vendorIdSchema,
  referenceTransactionId: vendorIdSchema,
  roundId: vendorIdSchema,
});

export type VendorBalanceRequest = z.infer<typeof vendorBalanceRequestSchema>;
export type VendorDebitRequest = z.infer<typeof vendorDebitRequestSchema>;
export type VendorCreditRequest = z.infer<typeof vendorCreditRequestSchema>;
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;

export const vendorBalanceValueSchema = z.object({
  /** The member's main-wallet balance, a decimal string with 2 places. */
  balance: z.string(),
});
export type VendorBalanceValue = z.infer<typeof vendorBalanceValueSchema>;

export const vendorMovementValueSchema = z.object({
  /** The balance right after this transaction: a replay answers the same figure. */
  balance: z.string(),
  /** The vendor's transactionId, echoed. */
  transactionId: z.string(),
});
export type VendorMovementValue = z.infer<typeof vendorMovementValueSchema>;
