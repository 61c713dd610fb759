// Points and the points mall (SPEC.md §1 "a points mall", §2 /pointMall, §3 points types and redeem
// statuses, §7 "Points": balance, reward list, redeem with the payment-password check, redeem list,
// config, member transaction detail, convert with the payment-password check; §9 points never
// expire). Points are whole numbers kept in their own ledger (not money): earned per game category's
// valid bet and per deposit at the operator's rates, from promotions and missions; spent on goods
// the operator keeps in a catalogue, or converted to money at the operator's rate.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import type { GameType } from './lobby';

/**
 * SPEC.md §3's seven points types (live, lottery, pvp, slots, sports, redeem, deposit) and the three
 * this platform adds: PROMOTION (a promotion's points reward), MISSION (a mission's reward) and
 * CONVERT (points turned into money). REDEEM entries are negative (a redemption) or positive (a
 * rejected redemption's points coming back).
 */
export const POINTS_TYPES = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'REDEEM',
  'DEPOSIT',
  'PROMOTION',
  'MISSION',
  'CONVERT',
] as const;
export const pointsTypeSchema = z.enum(POINTS_TYPES, { message: 'validation.invalidOption' });
export type PointsType = z.infer<typeof pointsTypeSchema>;

/** The points types earned by valid bet, and the game categories each one counts. */
export const BET_POINTS_TYPES = ['LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS'] as const;
export type BetPointsType = (typeof BET_POINTS_TYPES)[number];
export const POINTS_TYPE_OF_CATEGORY: Record<GameType, BetPointsType> = {
  LIVE: 'LIVE',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  PVP: 'PVP',
  RNG: 'SLOTS',
  FISH: 'SLOTS',
  BINGO: 'SLOTS',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};

/** SPEC.md §3 redeem statuses: in process, approved, rejected. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export const redeemStatusSchema = z.enum(REDEEM_STATUSES, { message: 'validation.invalidOption' });
export type RedeemStatus = z.infer<typeof redeemStatusSchema>;

/** Points per 100.00 of valid bet or deposit: 0 to 1000, at most 2 decimals ("1", "0.5"). */
export const pointsRateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'validation.pointsRateInvalid')
  .refine((rate) => Number(rate) <= 1000, 'validation.pointsRateInvalid');

const wholePoints = (max: number) =>
  z.coerce
    .number({ message: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.tooSmall')
    .max(max, 'validation.tooBig');

/** The operator's points settings. */
export const pointsSettingsSchema = z
  .object({
    /** Points per 100.00 of valid bet, per bet points type. */
    betRates: z
      .object({
        LIVE: pointsRateSchema,
        LOTTERY: pointsRateSchema,
        PVP: pointsRateSchema,
        SLOTS: pointsRateSchema,
        SPORTS: pointsRateSchema,
      })
      .strict(),
    /** Points per 100.00 deposited (credited deposits). */
    depositRate: pointsRateSchema,
    convertEnabled: z.boolean(),
    /** How many points make 1.00 when converted (1 to 1,000,000). */
    pointsPerUnit: z.coerce
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.tooSmall')
      .max(1_000_000, 'validation.tooBig'),
    /** The fewest points one conversion may take. */
    convertMinPoints: wholePoints(100_000_000),
  })
  .strict();
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;

/** GET /api/points (the member's balance) and GET /api/points/config (the rules, also for visitors). */
export const pointsConfigSchema = z.object({
  betRates: z.record(z.string(), z.string()),
  depositRate: z.string(),
  convertEnabled: z.boolean(),
  pointsPerUnit: z.number().int(),
  convertMinPoints: z.number().int(),
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

export const pointsBalanceSchema = z.object({
  balance: z.number().int(),
  earnedTotal: z.number().int(),
  spentTotal: z.number().int(),
  /** Redemptions waiting for the operator. */
  inProcess: z.number().int(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** A good of the catalogue, as members see it (the "reward list"). */
export const pointsGoodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
});
export type PointsGood = z.infer<typeof pointsGoodSchema>;
export const pointsGoodsSchema = z.object({ list: z.array(pointsGoodSchema) });

const goodName = z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong');

/** The operator's good (create and replace). */
export const pointsGoodInputSchema = z
  .object({
    name: z.object({ vi: goodName, en: goodName }).strict(),
    /** An https URL or a site path of the picture. */
    imageUrl: z.string().trim().max(500, 'validation.tooLong').default(''),
    points: z.coerce
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.tooSmall')
      .max(100_000_000, 'validation.tooBig'),
    stock: wholePoints(1_000_000),
    enabled: z.boolean().default(true),
    sortOrder: wholePoints(10_000).default(0),
  })
  .strict();
export type PointsGoodInput = z.input<typeof pointsGoodInputSchema>;

export const operatorPointsGoodSchema = z.object({
  id: z.number().int(),
  name: z.object({ vi: z.string(), en: z.string() }),
  imageUrl: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Units redeemed so far (not rejected). */
  redeemed: z.number().int(),
});
export type OperatorPointsGood = z.infer<typeof operatorPointsGoodSchema>;
export const operatorPointsGoodsSchema = z.object({ list: z.array(operatorPointsGoodSchema) });

/** The decrypted body of POST /api/points/redeem (sent encrypted: SPEC.md §7). */
export const pointsRedeemPayloadSchema = z
  .object({
    goodId: z.coerce.number().int().min(1),
    quantity: z.coerce
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.tooSmall')
      .max(10, 'validation.tooBig')
      .default(1),
    paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
    /** One id per press: the same id again answers the first redemption and spends nothing more. */
    requestId: z.string().trim().min(8).max(64),
  })
  .strict();

export const pointsRedemptionSchema = z.object({
  id: z.number().int(),
  good: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
  quantity: z.number().int(),
  points: z.number().int(),
  status: redeemStatusSchema,
  /** The operator's remark (a rejection's reason). */
  remark: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PointsRedemption = z.infer<typeof pointsRedemptionSchema>;
export const pointsRedemptionsSchema = pageSchema(pointsRedemptionSchema);
export const pointsRedemptionsQuerySchema = pageQuerySchema.extend({
  status: redeemStatusSchema.optional(),
});

/** The decrypted body of POST /api/points/convert (sent encrypted). */
export const pointsConvertPayloadSchema = z
  .object({
    points: z.coerce
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.tooSmall')
      .max(100_000_000, 'validation.tooBig'),
    paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
    requestId: z.string().trim().min(8).max(64),
  })
  .strict();

export const pointsConversionSchema = z.object({
  points: z.number().int(),
  amount: z.string(),
  /** The member's money balance after the conversion. */
  balance: z.string(),
  pointsBalance: z.number().int(),
});
export type PointsConversion = z.infer<typeof pointsConversionSchema>;

/** The member's points transaction detail: every earning and spending, newest first. */
export const pointsEntrySchema = z.object({
  id: z.number().int(),
  type: pointsTypeSchema,
  /** Signed: earnings positive, spending negative. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  /** What it came from: a site day, a redemption, a promotion or mission title. */
  reference: z.string(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;
export const pointsEntriesSchema = pageSchema(pointsEntrySchema);
export const pointsEntriesQuerySchema = pageQuerySchema.extend({ type: pointsTypeSchema.optional() });

/** The operator's redemption list and decision. */
export const operatorRedemptionSchema = pointsRedemptionSchema.extend({
  member: z.object({ id: z.number().int(), username: z.string() }),
});
export type OperatorRedemption = z.infer<typeof operatorRedemptionSchema>;
export const operatorRedemptionsSchema = pageSchema(operatorRedemptionSchema);
export const redemptionDecisionSchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED'], { message: 'validation.invalidOption' }),
    remark: z.string().trim().max(200, 'validation.tooLong').default(''),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.decision === 'REJECTED' && value.remark === '') {
      context.addIssue({ code: 'custom', path: ['remark'], message: 'validation.required' });
    }
  });

export const pointsPaths = {
  balance: '/api/points',
  config: '/api/points/config',
  goods: '/api/points/goods',
  redeem: '/api/points/redeem',
  redemptions: '/api/points/redemptions',
  entries: '/api/points/entries',
  convert: '/api/points/convert',
  operatorSettings: '/api/operator/points/settings',
  operatorGoods: '/api/operator/points/goods',
  operatorGood: '/api/operator/points/goods/:id',
  operatorRedemptions: '/api/operator/points/redemptions',
  operatorRedemption: '/api/operator/points/redemptions/:id',
} as const;

/** Whole points of `minor` (valid bet or deposit) at `rate` points per 100.00, rounded down. */
export function pointsOf(minor: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const rateHundredths = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return (minor * rateHundredths) / 1_000_000n;
}

/** The money (minor units) `points` make at `pointsPerUnit` points per 1.00, rounded down. */
export function moneyOfPoints(points: number, pointsPerUnit: number): bigint {
  return (BigInt(points) * 100n) / BigInt(pointsPerUnit);
}
