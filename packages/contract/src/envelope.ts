// The response envelope every API call uses (DESIGN.md "API conventions") and the shared list shape.
import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** Per-field messages for 400 answers, keyed by the field's dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
  value: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export type SuccessEnvelope<T> = { success: true; value: T };

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** Error codes the API answers with; the web maps some of them to screens (maintenance, blocked). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_LOGGED_IN',
  'FORBIDDEN',
  'RATE_LIMITED',
  'MAINTENANCE',
  'ACCESS_RESTRICTED',
  'ENCRYPTION_REQUIRED',
  'DECRYPTION_FAILED',
  'INVALID_CREDENTIALS',
  'NON_AGENT_LOGIN',
  'NON_MEMBER_LOGIN',
  'NON_OPERATOR_LOGIN',
  'ACCOUNT_DISABLED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'IP_LOCKED',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_TOO_MANY',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'AFFILIATE_INVALID',
  'FEATURE_DISABLED',
  'ACCOUNT_NOT_FOUND',
  'MOBILE_NOT_FOUND',
  'OLD_PASSWORD_INCORRECT',
  'REAL_ACCOUNT_REQUIRED',
  'PASSWORD_CHANGE_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_CONFLICT',
  'INVALID_SIGNATURE',
  'PLAYER_NOT_FOUND',
  'ROUND_CLOSED',
  'ROUND_NOT_FOUND',
  'WALLET_UNAVAILABLE',
  'ROUND_TOO_SOON',
  'LAUNCH_EXPIRED',
  'GAME_SESSION_EXPIRED',
  'GAME_NOT_FOUND',
  'VENDOR_UNAVAILABLE',
  'VENDOR_NOT_FOUND',
  'FAVOURITES_FULL',
  'BETTING_CLOSED',
  'STAKE_OUT_OF_LIMITS',
  'SELECTION_INVALID',
  'AMOUNT_OUT_OF_LIMITS',
  'CHANNEL_NOT_FOUND',
  'PAYMENT_PASSWORD_REQUIRED',
  'PAYMENT_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_LOCKED',
  'BANK_ACCOUNT_REQUIRED',
  'BANK_ACCOUNT_NOT_FOUND',
  'BANK_ACCOUNT_LIMIT',
  'BANK_ACCOUNT_DUPLICATE',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_STATE_CONFLICT',
  'TOO_MANY_PENDING',
  'NO_UPLINE',
  'NOT_DIRECT_CHILD',
  'INVITE_CODE_TAKEN',
  'INVITE_LINK_NOT_FOUND',
  'INVITE_LINK_LIMIT',
  'VENDOR_NOT_TRANSFER',
  'CALLBACK_MISMATCH',
  'MESSAGE_NOT_FOUND',
  'ANNOUNCEMENT_NOT_FOUND',
  'NOTICE_NOT_FOUND',
  'HELP_TOPIC_NOT_FOUND',
  'BANNER_NOT_FOUND',
  'CONTRACT_NOT_FOUND',
  'CONTRACT_TYPE_DISABLED',
  'CONTRACT_TIERS_INVALID',
  'CONTRACT_ISSUER_UNCOVERED',
  'CONTRACT_NOT_PENDING',
  'CONTRACT_NOT_ACTIVE',
  'CONTRACT_CONFLICT',
  'CONTRACT_HOLDER_INVALID',
  'PERIOD_KEY_INVALID',
  'PERIOD_NOT_ENDED',
  'SETTLEMENT_RUNNING',
  'BILL_NOT_FOUND',
  'BILL_NOT_REVIEWABLE',
  'BILL_PARENT_NOT_APPROVED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
