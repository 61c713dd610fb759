// Responsible gaming (issue 19 item 5; UK Gambling Commission RTS 12–14 as the reference): the
// member's own deposit limits and loss limits per 24 hours, 7 days and 30 days (the lowest room wins;
// a decrease applies at once, an increase or a removal only after 24 hours; a stake that the loss
// left in a window would not cover is refused by the wallet), a time-out of 1 to 42 days and a
// self-exclusion of 6 to 60 months that end every session and block sign-in and deposits at once and
// cannot be undone early, the previous sign-in shown at sign-in, a session-time limit (a sign-in
// lasts at most that long; lowered at once, raised after 24 hours) and a reality check every N
// minutes showing the time played and the net result since sign-in.
import { z } from 'zod';
import { amountSchema, toMinor } from './money';

/** Rolling windows: the last 24 hours, 7 days and 30 days before the deposit. */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
export const DEPOSIT_LIMIT_WINDOW_HOURS: Record<DepositLimitPeriod, number> = {
  day: 24,
  week: 7 * 24,
  month: 30 * 24,
};
/** How long an increase or a removal waits before it applies (the cooling-off period). */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** The highest limit a member can set: 100,000,000.00. */
export const DEPOSIT_LIMIT_MAX = '100000000.00';

export const TIME_OUT_DAYS_MIN = 1;
export const TIME_OUT_DAYS_MAX = 42;
export const SELF_EXCLUSION_MONTHS_MIN = 6;
export const SELF_EXCLUSION_MONTHS_MAX = 60;

/** Within the maximum; an amount that is not one at all is amountSchema's issue, not this one's. */
function withinMaximum(amount: string): boolean {
  try {
    return toMinor(amount) <= toMinor(DEPOSIT_LIMIT_MAX);
  } catch {
    return true;
  }
}

/** One period's limit: an amount (0.00 allowed: no deposits at all), or null for none. */
const limitAmountSchema = amountSchema
  .refine(withinMaximum, {
    message: 'validation.tooBig',
    params: { max: DEPOSIT_LIMIT_MAX },
  })
  .nullable();

/** PUT /api/responsible-gaming/deposit-limits: every period at once, as the form shows them. */
export const depositLimitsRequestSchema = z
  .object({ day: limitAmountSchema, week: limitAmountSchema, month: limitAmountSchema })
  .strict();
export type DepositLimitsRequest = z.infer<typeof depositLimitsRequestSchema>;

/**
 * PUT /api/responsible-gaming/loss-limits: the most the member may lose (stakes less winnings, of
 * the rounds placed) per 24 hours, 7 days and 30 days, with the deposit limits' periods and rules.
 */
export const lossLimitsRequestSchema = depositLimitsRequestSchema;
export type LossLimitsRequest = DepositLimitsRequest;

export const depositLimitSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** The limit in force now; null: none. */
  amount: z.string().nullable(),
  /** Deposits asked for in the window (pending and credited). */
  used: z.string(),
  /** What may still be deposited in the window; null without a limit. */
  remaining: z.string().nullable(),
  /** A raise (or a removal: amount null) waiting for its 24 hours. */
  pending: z.object({ amount: z.string().nullable(), effectiveAt: z.string() }).nullable(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const EXCLUSION_KINDS = ['timeOut', 'selfExclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** POST /api/responsible-gaming/exclusion: a break from play, which cannot be ended early. */
export const exclusionRequestSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('timeOut'),
      days: z
        .number({ message: 'validation.invalid' })
        .int('validation.invalid')
        .min(TIME_OUT_DAYS_MIN, 'validation.tooSmall')
        .max(TIME_OUT_DAYS_MAX, 'validation.tooBig'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('selfExclusion'),
      months: z
        .number({ message: 'validation.invalid' })
        .int('validation.invalid')
        .min(SELF_EXCLUSION_MONTHS_MIN, 'validation.tooSmall')
        .max(SELF_EXCLUSION_MONTHS_MAX, 'validation.tooBig'),
    })
    .strict(),
]);
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

/** The reality check's intervals a member may choose, in minutes (null: off). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** A session-time limit, in minutes: from a quarter of an hour to a whole day (null: none). */
export const SESSION_LIMIT_MINUTES_MIN = 15;
export const SESSION_LIMIT_MINUTES_MAX = 24 * 60;

/** PUT /api/responsible-gaming/play-settings: the reality check and the session-time limit. */
export const playSettingsRequestSchema = z
  .object({
    realityCheckMinutes: z
      .number({ message: 'validation.invalid' })
      .refine((minutes) => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes), {
        message: 'validation.invalid',
      })
      .nullable(),
    sessionLimitMinutes: z
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(SESSION_LIMIT_MINUTES_MIN, 'validation.tooSmall')
      .max(SESSION_LIMIT_MINUTES_MAX, 'validation.tooBig')
      .nullable(),
  })
  .strict();
export type PlaySettingsRequest = z.infer<typeof playSettingsRequestSchema>;

export const playSettingsSchema = z.object({
  realityCheckMinutes: z.number().nullable(),
  /** The session-time limit in force; null: none. */
  sessionLimitMinutes: z.number().nullable(),
  /** A raise (or a removal: minutes null) waiting for its 24 hours. */
  pendingSessionLimit: z.object({ minutes: z.number().nullable(), effectiveAt: z.string() }).nullable(),
});
export type PlaySettings = z.infer<typeof playSettingsSchema>;

/** GET /api/responsible-gaming: the member's limits, with what each leaves. */
export const responsibleGamingSchema = z.object({
  depositLimits: z.array(depositLimitSchema),
  /** The loss limits, in the deposit limits' shape: `used` is the net loss in the window (never below 0). */
  lossLimits: z.array(depositLimitSchema),
  exclusion: exclusionSchema.nullable(),
  play: playSettingsSchema,
});
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

/**
 * GET /api/responsible-gaming/session: this sign-in as the reality check shows it: when it began,
 * when it ends, and the money staked and won in the rounds placed since.
 */
export const playSessionSchema = z.object({
  signedInAt: z.string(),
  /** The session's end: its lifetime, or the session-time limit's. */
  endsAt: z.string(),
  /** The server's clock when it answered, so that a wrong device clock does not move the checks. */
  now: z.string(),
  realityCheckMinutes: z.number().nullable(),
  rounds: z.number(),
  staked: z.string(),
  won: z.string(),
  /** won − staked: negative when the member has lost. */
  net: z.string(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** The operator's look at one member (issue 19 item 5): every limit and break, read only. */
export const operatorResponsibleGamingQuerySchema = z.object({
  username: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
});
export type OperatorResponsibleGamingQuery = z.infer<typeof operatorResponsibleGamingQuerySchema>;

export const operatorResponsibleGamingSchema = responsibleGamingSchema.extend({
  member: z.object({ id: z.number(), username: z.string(), status: z.string() }),
  /** Every break the member ever took, the latest first (they are never edited or removed). */
  breaks: z.array(exclusionSchema.extend({ ip: z.string().nullable() })),
});
export type OperatorResponsibleGaming = z.infer<typeof operatorResponsibleGamingSchema>;

/**
 * POST /api/operator/responsible-gaming/payout: the balance of a member on a time-out or a
 * self-exclusion (who cannot sign in) paid out to their bank account, with the operator's reason.
 */
export const operatorPayoutRequestSchema = z
  .object({
    username: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
    reason: z.string().trim().min(3, 'validation.tooShort').max(200, 'validation.tooLong'),
  })
  .strict();
export type OperatorPayoutRequest = z.infer<typeof operatorPayoutRequestSchema>;
export const OPERATOR_PAYOUT_REASON_MAX = 200;

export const operatorPayoutSchema = z.object({
  withdrawalId: z.number(),
  amount: z.string(),
  bankName: z.string(),
  /** Masked, as the payments desk shows it. */
  accountNumber: z.string(),
});
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;

export const responsibleGamingPaths = {
  operatorMember: '/api/operator/responsible-gaming',
  operatorPayout: '/api/operator/responsible-gaming/payout',
  summary: '/api/responsible-gaming',
  playSettings: '/api/responsible-gaming/play-settings',
  session: '/api/responsible-gaming/session',
  depositLimits: '/api/responsible-gaming/deposit-limits',
  lossLimits: '/api/responsible-gaming/loss-limits',
  exclusion: '/api/responsible-gaming/exclusion',
} as const;
