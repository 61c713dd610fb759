// Promotions (SPEC.md §1 "Other features", §2 /promotions and the reward centre, §3 activity statuses
// and periods, §5 application images): promotions the operator configures without code, each with a
// period, an audience, a trigger, a reward and a turnover requirement; a member's entry per period
// moves through the activity statuses; bonus money carries a turnover lock that keeps that much of
// the balance from withdrawal until the member's valid bet since the award reaches it.
//
// Money is a decimal string with 2 places; instants are ISO strings; periods are the site's time zone.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { uploadImagesSchema } from './images';
import { GAME_TYPES } from './lobby';
import { amountSchema } from './money';

export const PROMOTION_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'RANGE'] as const;
export const promotionPeriodSchema = z.enum(PROMOTION_PERIODS, { message: 'validation.invalidOption' });
export type PromotionPeriod = z.infer<typeof promotionPeriodSchema>;

/** Who may join: everyone, members of some VIP levels, members registered in the last N days, or
 * members who have made a first deposit. */
export const PROMOTION_AUDIENCES = ['ALL', 'VIP_LEVELS', 'NEW_MEMBERS', 'FIRST_DEPOSITORS'] as const;
export const promotionAudienceSchema = z.enum(PROMOTION_AUDIENCES, { message: 'validation.invalidOption' });
export type PromotionAudience = z.infer<typeof promotionAudienceSchema>;

/** What qualifies an entry in its period. */
export const PROMOTION_TRIGGERS = [
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'VALID_BET',
  'SIGN_IN_DAYS',
  'APPLICATION',
] as const;
export const promotionTriggerSchema = z.enum(PROMOTION_TRIGGERS, { message: 'validation.invalidOption' });
export type PromotionTrigger = z.infer<typeof promotionTriggerSchema>;

/** What a qualified entry receives. VIP_BONUS pays rewardAmount for each VIP level the member holds (level × amount). */
export const PROMOTION_REWARDS = ['BONUS', 'POINTS', 'RAFFLE_TICKETS', 'VIP_BONUS'] as const;
export const promotionRewardSchema = z.enum(PROMOTION_REWARDS, { message: 'validation.invalidOption' });
export type PromotionReward = z.infer<typeof promotionRewardSchema>;

/**
 * A member's state of a promotion (SPEC.md §3): coming (not started), close (ended, or not for this
 * member), join (may join), process (joined, condition not met yet), signed (a sign-in promotion,
 * signed today), applying (application waiting for review), rejected (application refused), claim
 * (condition met: the reward waits for the claim), claimed (claimed by the member), issued (paid by
 * the site without a claim).
 */
export const ACTIVITY_STATUSES = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming',
] as const;
export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

const localizedText = (max: number) =>
  z.object({
    vi: z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong'),
    en: z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong'),
  });

/** A multiplier of the bonus that must be bet (valid bet) before it may be withdrawn: 0 to 100. */
const turnoverMultiplierSchema = z.coerce
  .number()
  .int('validation.invalid')
  .min(0, 'validation.tooSmall')
  .max(100, 'validation.tooBig');

/** The operator's promotion (create and replace). */
export const promotionInputSchema = z
  .object({
    title: localizedText(80),
    /** Sanitised HTML, per language. */
    content: localizedText(20_000),
    imageUrl: z.string().trim().max(500, 'validation.tooLong').default(''),
    period: promotionPeriodSchema,
    /** The promotion runs from startsAt; until endsAt when given (a RANGE promotion needs both). */
    startsAt: z.iso.datetime({ offset: true, message: 'validation.dateInvalid' }),
    endsAt: z.iso.datetime({ offset: true, message: 'validation.dateInvalid' }).nullable().default(null),
    audience: promotionAudienceSchema,
    /** VIP_LEVELS: the levels that may join. */
    vipLevels: z.array(z.coerce.number().int().min(0).max(100)).max(100).default([]),
    /** NEW_MEMBERS: registered at most this many days ago. */
    newMemberDays: z.coerce
      .number()
      .int()
      .min(1, 'validation.tooSmall')
      .max(365, 'validation.tooBig')
      .default(7),
    trigger: promotionTriggerSchema,
    /** DEPOSIT, FIRST_DEPOSIT: the least deposit; VALID_BET: the least valid bet in the period. */
    minAmount: amountSchema.default('0.00'),
    /** VALID_BET: one category's rounds, or all. */
    category: z.enum(['ALL', ...GAME_TYPES]).default('ALL'),
    /** SIGN_IN_DAYS: the days signed in the period that qualify. */
    signInDays: z.coerce.number().int().min(1, 'validation.tooSmall').max(31, 'validation.tooBig').default(1),
    /** A member must press Join before the period's activity counts. */
    requiresJoin: z.boolean().default(false),
    /** Claimed by the member (true) or paid by the site when met (false). */
    requiresClaim: z.boolean().default(true),
    reward: promotionRewardSchema,
    /** BONUS: a fixed amount, or a percent of the qualifying deposit (rewardPercent) up to the amount. */
    rewardAmount: amountSchema.default('0.00'),
    rewardPercent: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'validation.rateInvalid')
      .nullable()
      .default(null),
    /** POINTS and RAFFLE_TICKETS: how many. */
    rewardUnits: z.coerce.number().int().min(0).max(1_000_000).default(0),
    turnoverMultiplier: turnoverMultiplierSchema.default(0),
    enabled: z.boolean().default(true),
    sortOrder: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.endsAt !== null && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.expiresBeforePublished' });
    }
    if (value.period === 'RANGE' && value.endsAt === null) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.required' });
    }
    if (value.audience === 'VIP_LEVELS' && value.vipLevels.length === 0) {
      context.addIssue({ code: 'custom', path: ['vipLevels'], message: 'validation.required' });
    }
    if (value.reward === 'BONUS' && !/[1-9]/.test(value.rewardAmount)) {
      context.addIssue({ code: 'custom', path: ['rewardAmount'], message: 'validation.amountPositive' });
    }
    if ((value.reward === 'POINTS' || value.reward === 'RAFFLE_TICKETS') && value.rewardUnits < 1) {
      context.addIssue({
        code: 'custom',
        path: ['rewardUnits'],
        message: 'validation.tooSmall',
        params: { min: 1 },
      });
    }
    if (value.rewardPercent !== null && Number(value.rewardPercent) > 100) {
      context.addIssue({ code: 'custom', path: ['rewardPercent'], message: 'validation.rateInvalid' });
    }
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** A promotion as the operator reads it. */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.object({ vi: z.string(), en: z.string() }),
  content: z.object({ vi: z.string(), en: z.string() }),
  imageUrl: z.string(),
  period: promotionPeriodSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  audience: promotionAudienceSchema,
  vipLevels: z.array(z.number().int()),
  newMemberDays: z.number().int(),
  trigger: promotionTriggerSchema,
  minAmount: z.string(),
  category: z.string(),
  signInDays: z.number().int(),
  requiresJoin: z.boolean(),
  requiresClaim: z.boolean(),
  reward: promotionRewardSchema,
  rewardAmount: z.string(),
  rewardPercent: z.string().nullable(),
  rewardUnits: z.number().int(),
  turnoverMultiplier: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A promotion as a member (or a visitor) sees it, in the reader's language, with its state. */
export const memberPromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  period: promotionPeriodSchema,
  /** The current period's key (DAILY 2026-01-05, WEEKLY 2026-W02, SEMIMONTHLY 2026-01-H1, MONTHLY 2026-01, RANGE the id). */
  periodKey: z.string(),
  periodFrom: z.string(),
  periodTo: z.string().nullable(),
  trigger: promotionTriggerSchema,
  minAmount: z.string(),
  category: z.string(),
  signInDays: z.number().int(),
  reward: promotionRewardSchema,
  rewardAmount: z.string(),
  rewardPercent: z.string().nullable(),
  rewardUnits: z.number().int(),
  turnoverMultiplier: z.number().int(),
  /** The member's state; a visitor sees `join` (sign in to take part), `coming` or `close`. */
  status: activityStatusSchema,
  /** Progress toward the condition: valid bet or deposit so far, or days signed. */
  progress: z.string(),
  /** What the entry was awarded, once met (bonus amount, points or tickets as a number string). */
  award: z.string().nullable(),
  entryId: z.number().int().nullable(),
  reviewNote: z.string().nullable(),
});
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;
export const memberPromotionsSchema = z.object({
  list: z.array(memberPromotionSchema),
  /** Promotions with something to do now (join, claim): the side menu's and member centre's count. */
  availablePromoCount: z.number().int(),
  /** SPEC.md §3 availablePromo: the promotions with a screen of their own; REFERRAL shows "invite friends". */
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
});
export type MemberPromotions = z.infer<typeof memberPromotionsSchema>;

/** An application's note and images (SPEC.md §5; images.ts): png or jpg, 5 MB each, at most 3. */
export const applicationPayloadSchema = z
  .object({
    note: z.string().trim().max(500, 'validation.tooLong').default(''),
    /** Base64 data of each image (no data: prefix). */
    images: uploadImagesSchema.default([]),
  })
  .strict();
export type ApplicationPayload = z.input<typeof applicationPayloadSchema>;

export const promotionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A bonus with a turnover requirement, as the member's bonus details and withdraw screen show it. */
export const turnoverLockSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  bonus: z.string(),
  required: z.string(),
  /** Valid bet since the award, at most `required`. */
  progress: z.string(),
  status: z.enum(['ACTIVE', 'MET', 'CANCELLED']),
  awardedAt: z.string(),
  metAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type TurnoverLock = z.infer<typeof turnoverLockSchema>;

/** GET /api/promotions/turnover: what is locked from withdrawal now, and the locks. */
export const turnoverStateSchema = z.object({
  balance: z.string(),
  locked: z.string(),
  withdrawable: z.string(),
  locks: z.array(turnoverLockSchema),
});
export type TurnoverState = z.infer<typeof turnoverStateSchema>;

/** Operator: an application waiting for review, and the entries of a promotion. */
export const promotionEntrySchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  member: z.object({ id: z.number().int(), username: z.string() }),
  periodKey: z.string(),
  status: activityStatusSchema,
  progress: z.string(),
  award: z.string().nullable(),
  note: z.string(),
  images: z.array(z.string()),
  reviewNote: z.string().nullable(),
  appliedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PromotionEntry = z.infer<typeof promotionEntrySchema>;
export const promotionEntriesQuerySchema = pageQuerySchema.extend({
  promotionId: z.coerce.number().int().positive().optional(),
  status: activityStatusSchema.optional(),
});
export const promotionEntriesSchema = pageSchema(promotionEntrySchema);
export const reviewPayloadSchema = z
  .object({ approve: z.boolean(), note: z.string().trim().max(200, 'validation.tooLong').default('') })
  .strict();
export const cancelLockPayloadSchema = z
  .object({ reason: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong') })
  .strict();
export const turnoverLocksQuerySchema = pageQuerySchema.extend({
  accountId: z.coerce.number().int().positive().optional(),
  status: z.enum(['ACTIVE', 'MET', 'CANCELLED']).optional(),
});
export const operatorTurnoverLockSchema = turnoverLockSchema.extend({
  member: z.object({ id: z.number().int(), username: z.string() }),
});
export const operatorTurnoverLocksSchema = pageSchema(operatorTurnoverLockSchema);

export const promotionsPaths = {
  /** GET: the promotions with the reader's state (visitors too). */
  list: '/api/promotions',
  /** POST: join the current period. */
  join: '/api/promotions/:id/join',
  /** POST: sign in for today (SIGN_IN_DAYS promotions). */
  sign: '/api/promotions/:id/sign',
  /** POST: apply with images (APPLICATION promotions). */
  apply: '/api/promotions/:id/apply',
  /** POST: claim the current period's reward. */
  claim: '/api/promotions/:id/claim',
  /** GET: what the member can claim now (the reward centre). */
  rewards: '/api/promotions/rewards',
  /** GET: turnover locks and the withdrawable balance. */
  turnover: '/api/promotions/turnover',
  // Operator.
  operatorList: '/api/operator/promotions',
  operatorOne: '/api/operator/promotions/:id',
  operatorEntries: '/api/operator/promotions/entries',
  operatorReview: '/api/operator/promotions/entries/:id/review',
  operatorLocks: '/api/operator/promotions/turnover-locks',
  operatorCancelLock: '/api/operator/promotions/turnover-locks/:id/cancel',
} as const;
