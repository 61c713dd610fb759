// Rebates (../shared/AGENTS.md §3 "Rebate and manual rebate"; SPEC.md §2 member centre "manual
// rebate"): rebate = rate(category, VIP level) × valid bet, paid by the platform. Each game category
// is rebated either automatically (a job pays each site day's rebate the next morning) or manually
// (it accrues since the member's last claim; the member presses Claim, at least the operator's
// minimum, at most once per cooldown). A round is rebated once: by the day's automatic rebate or by
// the claim that covers it.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { GAME_TYPES } from './lobby';
import { amountSchema } from './money';

export const REBATE_MODES = ['AUTO', 'MANUAL', 'OFF'] as const;
export const rebateModeSchema = z.enum(REBATE_MODES, { message: 'validation.invalidOption' });
export type RebateMode = z.infer<typeof rebateModeSchema>;

export const rebateCategorySchema = z.enum(GAME_TYPES, { message: 'validation.invalidOption' });

/** A rebate rate in percent of valid bet: 0 to 5, at most 3 decimals ("0.8", "1.125"). */
export const rebateRateSchema = z
  .string()
  .trim()
  .regex(/^\d(\.\d{1,3})?$/, 'validation.rebateRateInvalid')
  .refine((rate) => Number(rate) <= 5, 'validation.rebateRateInvalid');

/** The operator's rebate settings: a mode per category and a rate per category and VIP level. */
export const rebateSettingsSchema = z
  .object({
    categories: z
      .array(
        z
          .object({
            category: rebateCategorySchema,
            mode: rebateModeSchema,
            /** Percent by VIP level: rates[0] for members without VIP (level 0), rates[n] for VIP n. */
            rates: z.array(rebateRateSchema).min(1, 'validation.required').max(21, 'validation.tooBig'),
          })
          .strict(),
      )
      .max(GAME_TYPES.length, 'validation.tooBig'),
    /** The least a manual claim may be. */
    manualMinClaim: amountSchema,
    /** Minutes between two manual claims of a member. */
    manualCooldownMinutes: z.coerce
      .number()
      .int()
      .min(0, 'validation.tooSmall')
      .max(10_080, 'validation.tooBig'),
  })
  .strict()
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.categories.forEach((row, index) => {
      if (seen.has(row.category)) {
        context.addIssue({
          code: 'custom',
          path: ['categories', index, 'category'],
          message: 'validation.duplicate',
        });
      }
      seen.add(row.category);
    });
  });
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** GET /api/rebate/manual: what the member may claim now, per manual category. */
export const manualRebateSchema = z.object({
  vipLevel: z.number().int(),
  categories: z.array(
    z.object({
      category: rebateCategorySchema,
      rate: z.string(),
      /** Valid bet settled since the last claim (or the mode's start). */
      validBet: z.string(),
      amount: z.string(),
    }),
  ),
  total: z.string(),
  minClaim: z.string(),
  /** When the next claim is allowed (null: now). */
  nextClaimAt: z.string().nullable(),
  lastClaimAt: z.string().nullable(),
});
export type ManualRebate = z.infer<typeof manualRebateSchema>;

export const rebateClaimPayloadSchema = z
  .object({
    /** One id per press: the same id again answers the first claim and pays nothing more. */
    requestId: z.string().trim().min(8).max(64),
  })
  .strict();

export const rebateClaimSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  categories: z.array(z.object({ category: rebateCategorySchema, validBet: z.string(), amount: z.string() })),
  claimedAt: z.string(),
  balance: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

/** The member's rebates: automatic days and manual claims, newest first. */
export const rebateHistoryItemSchema = z.object({
  kind: z.enum(['AUTO', 'MANUAL']),
  /** The site day (AUTO) or the claim time (MANUAL). */
  label: z.string(),
  amount: z.string(),
  createdAt: z.string(),
});
export const rebateHistorySchema = pageSchema(rebateHistoryItemSchema);
export const rebateHistoryQuerySchema = pageQuerySchema;

export const rebatePaths = {
  manual: '/api/rebate/manual',
  claim: '/api/rebate/manual/claim',
  history: '/api/rebate/history',
  operatorSettings: '/api/operator/rebate/settings',
} as const;
