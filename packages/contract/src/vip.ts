// VIP (SPEC.md §1 "VIP bonuses", §2 "VIP label" and "VIP items only if the site has VIP", §3 public
// state hasVip, vipLabelName, vipRankLevel): the operator's ladder of levels, reached by a member's
// lifetime valid bets and approved deposits, each paying its upgrade bonus once. Money is a decimal
// string with 2 places.
import { z } from 'zod';
import { amountSchema } from './money';

export const vipPaths = {
  status: '/api/vip',
  operatorLevels: '/api/operator/vip/levels',
} as const;

/** Levels run from 0 (where members start) to 99. */
export const VIP_LEVEL_MIN = 0;
export const VIP_LEVEL_MAX = 99;
export const VIP_LEVELS_MAX = VIP_LEVEL_MAX - VIP_LEVEL_MIN + 1;
export const VIP_NAME_LENGTH_MAX = 30;
/** The upgrade history a member reads is the newest this many. */
export const VIP_UPGRADES_SHOWN_MAX = 100;

/** One rung of the ladder: what reaching it needs and what it pays once. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  /** The label members see, e.g. "VIP 3". */
  name: z.string(),
  minValidBet: z.string(),
  minDeposit: z.string(),
  upgradeBonus: z.string(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** A level the member reached, with the bonus it paid ("0.00" when the level has none). */
export const vipUpgradeSchema = z.object({
  level: z.number().int(),
  /** The level's label now; null when the operator has since removed the level. */
  labelName: z.string().nullable(),
  bonus: z.string(),
  reachedAt: z.string(),
});
export type VipUpgrade = z.infer<typeof vipUpgradeSchema>;

/** The next level: its thresholds and what is still missing to reach each (never below 0.00). */
export const vipNextLevelSchema = z.object({
  level: z.number().int(),
  labelName: z.string(),
  minValidBet: z.string(),
  minDeposit: z.string(),
  validBetNeeded: z.string(),
  depositNeeded: z.string(),
  upgradeBonus: z.string(),
});
export type VipNextLevel = z.infer<typeof vipNextLevelSchema>;

/** GET /api/vip: the member's level, progress, the ladder and the upgrade history. */
export const vipStatusSchema = z.object({
  /** The operator has configured at least one level. */
  hasVip: z.boolean(),
  /** Ordinary members only: agents (and operators) never hold a VIP level. */
  eligible: z.boolean(),
  level: z.number().int().nullable(),
  labelName: z.string().nullable(),
  /** Lifetime valid bets of settled rounds. */
  validBet: z.string(),
  /** Lifetime approved (credited) deposits. */
  deposit: z.string(),
  next: vipNextLevelSchema.nullable(),
  levels: z.array(vipLevelSchema),
  upgrades: z.array(vipUpgradeSchema),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

const ladderLevelSchema = z.object({
  level: z
    .number({ error: 'validation.vipLevelRange' })
    .int('validation.vipLevelRange')
    .min(VIP_LEVEL_MIN, 'validation.vipLevelRange')
    .max(VIP_LEVEL_MAX, 'validation.vipLevelRange'),
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(VIP_NAME_LENGTH_MAX, 'validation.tooLong'),
  minValidBet: amountSchema,
  minDeposit: amountSchema,
  upgradeBonus: amountSchema,
});
export type VipLadderLevelInput = z.infer<typeof ladderLevelSchema>;

/** "12.30" → 1230: exact for amounts the amount rule admits (at most 15 digits and 2 decimals). */
function cents(amount: string): bigint {
  const [units = '0', fraction = ''] = amount.split('.');
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * PUT /api/operator/vip/levels replaces the whole ladder (an empty one turns VIP off). Levels are
 * unique; taken in level order, neither threshold may go down, so that reaching a level means having
 * reached every level below it.
 */
export const vipLadderSchema = z
  .object({
    levels: z.array(ladderLevelSchema).max(VIP_LEVELS_MAX, 'validation.tooLong'),
  })
  .superRefine(({ levels }, context) => {
    const indexOfLevel = new Map<number, number>();
    levels.forEach((entry, index) => {
      if (indexOfLevel.has(entry.level)) {
        context.addIssue({
          code: 'custom',
          path: ['levels', index, 'level'],
          message: 'validation.vipLevelDuplicate',
        });
      } else indexOfLevel.set(entry.level, index);
    });
    const ordered = [...indexOfLevel.entries()].sort(([left], [right]) => left - right);
    for (let position = 1; position < ordered.length; position += 1) {
      const below = levels[ordered[position - 1]![1]]!;
      const index = ordered[position]![1];
      const entry = levels[index]!;
      for (const field of ['minValidBet', 'minDeposit'] as const) {
        if (cents(entry[field]) < cents(below[field])) {
          context.addIssue({
            code: 'custom',
            path: ['levels', index, field],
            message: 'validation.vipThresholdOrder',
          });
        }
      }
    }
  });
export type VipLadder = z.infer<typeof vipLadderSchema>;
