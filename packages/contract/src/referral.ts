// Referral, "invite friends" (SPEC.md §1 "referral/invite earning", §2 side menu item only when the
// referral promotion is enabled and member centre "referral", §3 availablePromo.REFERRAL.enabled):
// each member has a referral code and link (/register?referralCode=CODE, with a QR code); a friend who
// registers with it is the member's referral; the member earns a share of the friends' valid bet
// (paid per site day by a job) and a reward for each friend's first deposit of at least the
// operator's minimum, both through the ledger.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountSchema } from './money';

/** A share in percent of valid bet: 0 to 5, at most 3 decimals (as rebate rates). */
const shareSchema = z
  .string()
  .trim()
  .regex(/^\d(\.\d{1,3})?$/, 'validation.rebateRateInvalid')
  .refine((rate) => Number(rate) <= 5, 'validation.rebateRateInvalid');

export const referralSettingsSchema = z
  .object({
    /** The referral promotion: the side-menu item, the member screen and the earnings. */
    enabled: z.boolean(),
    /** Percent of each friend's valid bet paid to the member, per site day. */
    betSharePercent: shareSchema,
    /** Paid once per friend whose first credited deposit is at least firstDepositMin. */
    firstDepositReward: amountSchema,
    firstDepositMin: amountSchema,
    /** Friends who count: registered through the code at most this many days ago (0: always). */
    friendDays: z.coerce
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.tooSmall')
      .max(3650, 'validation.tooBig'),
  })
  .strict();
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** GET /api/referral: the member's code and totals. */
export const referralSummarySchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  friends: z.number().int(),
  /** Friends who made a first deposit. */
  depositedFriends: z.number().int(),
  earnedTotal: z.string(),
  /** The share of today's valid bet so far, paid tomorrow. */
  pendingToday: z.string(),
  rules: z.object({
    betSharePercent: z.string(),
    firstDepositReward: z.string(),
    firstDepositMin: z.string(),
  }),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralFriendSchema = z.object({
  /** Masked username. */
  name: z.string(),
  registeredAt: z.string(),
  firstDepositAt: z.string().nullable(),
  validBet: z.string(),
  /** Everything this friend earned the member. */
  earned: z.string(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;
export const referralFriendsSchema = pageSchema(referralFriendSchema);

export const REFERRAL_EARNING_KINDS = ['BET_SHARE', 'FIRST_DEPOSIT'] as const;
export const referralEarningSchema = z.object({
  kind: z.enum(REFERRAL_EARNING_KINDS),
  /** BET_SHARE: the site day; FIRST_DEPOSIT: the friend's masked name. */
  label: z.string(),
  amount: z.string(),
  createdAt: z.string(),
});
export type ReferralEarning = z.infer<typeof referralEarningSchema>;
export const referralEarningsSchema = pageSchema(referralEarningSchema);
export const referralPageQuerySchema = pageQuerySchema;

export const referralPaths = {
  summary: '/api/referral',
  friends: '/api/referral/friends',
  earnings: '/api/referral/earnings',
  operatorSettings: '/api/operator/referral/settings',
} as const;

/** Member referral codes: 8 characters of A–Z and 2–9 without look-alikes. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
