// Missions (SPEC.md §1 "missions", §2 member centre "mission leaderboard" and the red count badge on
// missions, §7 "Mission summary and leaderboard"): daily and weekly missions the operator defines
// (play N rounds, bet X in a category, deposit X, sign in on N days), progress measured from real
// rounds, deposits and sign-ins in the site's day or week (Monday to Sunday), a reward (money,
// points, or both) the member claims once per period, and mission points that rank the week's
// leaderboard.
import { z } from 'zod';
import { GAME_TYPES } from './lobby';
import { amountSchema } from './money';

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export const missionPeriodSchema = z.enum(MISSION_PERIODS, { message: 'validation.invalidOption' });
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/**
 * ROUNDS: settled rounds played (count); VALID_BET: valid bet (amount); DEPOSIT: credited deposits
 * (amount); SIGN_IN: days signed in (count).
 */
export const MISSION_KINDS = ['ROUNDS', 'VALID_BET', 'DEPOSIT', 'SIGN_IN'] as const;
export const missionKindSchema = z.enum(MISSION_KINDS, { message: 'validation.invalidOption' });
export type MissionKind = z.infer<typeof missionKindSchema>;

/** A member's state of a mission in its current period (SPEC.md §3 activity statuses). */
export const MISSION_STATUSES = ['process', 'claim', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

const missionTitle = z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong');
const count = (max: number) =>
  z.coerce
    .number({ message: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.tooSmall')
    .max(max, 'validation.tooBig');

/** The operator's mission (create and replace). */
export const missionInputSchema = z
  .object({
    title: z.object({ vi: missionTitle, en: missionTitle }).strict(),
    period: missionPeriodSchema,
    kind: missionKindSchema,
    /** ROUNDS and VALID_BET: one category's rounds, or all. */
    category: z.enum(['ALL', ...GAME_TYPES], { message: 'validation.invalidOption' }).default('ALL'),
    /** ROUNDS: rounds; SIGN_IN: days (at most 1 for a daily mission, 7 for a weekly one). */
    targetCount: count(100_000).default(0),
    /** VALID_BET and DEPOSIT: the amount. */
    targetAmount: amountSchema.default('0.00'),
    rewardAmount: amountSchema.default('0.00'),
    rewardPoints: count(1_000_000).default(0),
    /** What a claim adds to the week's leaderboard. */
    missionPoints: count(10_000).default(10),
    enabled: z.boolean().default(true),
    sortOrder: count(10_000).default(0),
  })
  .strict()
  .superRefine((value, context) => {
    const countKind = value.kind === 'ROUNDS' || value.kind === 'SIGN_IN';
    if (countKind && value.targetCount < 1) {
      context.addIssue({
        code: 'custom',
        path: ['targetCount'],
        message: 'validation.tooSmall',
        params: { min: 1 },
      });
    }
    if (value.kind === 'SIGN_IN' && value.targetCount > (value.period === 'DAILY' ? 1 : 7)) {
      context.addIssue({
        code: 'custom',
        path: ['targetCount'],
        message: 'validation.tooBig',
        params: { max: value.period === 'DAILY' ? 1 : 7 },
      });
    }
    if (!countKind && !/[1-9]/.test(value.targetAmount)) {
      context.addIssue({ code: 'custom', path: ['targetAmount'], message: 'validation.amountPositive' });
    }
    if (!/[1-9]/.test(value.rewardAmount) && value.rewardPoints === 0) {
      context.addIssue({
        code: 'custom',
        path: ['rewardAmount'],
        message: 'validation.missionRewardRequired',
      });
    }
  });
export type MissionInput = z.input<typeof missionInputSchema>;

export const operatorMissionSchema = z.object({
  id: z.number().int(),
  title: z.object({ vi: z.string(), en: z.string() }),
  period: missionPeriodSchema,
  kind: missionKindSchema,
  category: z.string(),
  targetCount: z.number().int(),
  targetAmount: z.string(),
  rewardAmount: z.string(),
  rewardPoints: z.number().int(),
  missionPoints: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Claims in the current period. */
  claims: z.number().int(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;
export const operatorMissionsSchema = z.object({ list: z.array(operatorMissionSchema) });

/** A mission as the member sees it in its current period. */
export const memberMissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: missionPeriodSchema,
  kind: missionKindSchema,
  category: z.string(),
  /** A count ("20") or an amount ("500.00"), as the kind measures. */
  target: z.string(),
  /** Same unit as target; may pass it. */
  progress: z.string(),
  status: z.enum(MISSION_STATUSES),
  rewardAmount: z.string(),
  rewardPoints: z.number().int(),
  missionPoints: z.number().int(),
  /** The end of the current period (exclusive). */
  periodEndsAt: z.string(),
});
export type MemberMission = z.infer<typeof memberMissionSchema>;

/** GET /api/missions: the mission summary. */
export const missionSummarySchema = z.object({
  list: z.array(memberMissionSchema),
  /** Missions whose reward waits for the claim (the red badge). */
  claimable: z.number().int(),
  /** The member's mission points this week, and rank (null: none yet). */
  weekMissionPoints: z.number().int(),
  weekRank: z.number().int().nullable(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionClaimPayloadSchema = z
  .object({ requestId: z.string().trim().min(8).max(64).optional() })
  .strict();
export const missionClaimSchema = z.object({
  mission: memberMissionSchema,
  /** The money balance after the reward (unchanged when it paid points only). */
  balance: z.string(),
});

export const LEADERBOARD_SIZE = 20;
export const leaderboardQuerySchema = z.object({
  week: z.enum(['current', 'previous'], { message: 'validation.invalidOption' }).default('current'),
});
export const leaderboardSchema = z.object({
  /** The site day the week starts (Monday) and ends (Sunday). */
  weekFrom: z.string(),
  weekTo: z.string(),
  list: z.array(
    z.object({
      rank: z.number().int(),
      /** The username masked: first two and last character ("tu***2"). */
      name: z.string(),
      missionPoints: z.number().int(),
      self: z.boolean(),
    }),
  ),
  /** The signed-in member's own line (null for a visitor or without points). */
  self: z.object({ rank: z.number().int(), missionPoints: z.number().int() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const missionsPaths = {
  summary: '/api/missions',
  claim: '/api/missions/:id/claim',
  leaderboard: '/api/missions/leaderboard',
  operatorList: '/api/operator/missions',
  operatorMission: '/api/operator/missions/:id',
} as const;

/** "tuananh92" → "tu***2"; names of 3 characters or fewer keep their first character only. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
