// Agent contracts and their settlement (SPEC.md §2 "Agent centre menu", §3 "Consolidated contract
// info", §4 "Dividend contract", §7 "Salary and dividend processing"; the rules: ../shared/AGENTS.md
// §1–§6). A contract is rate terms a direct parent (or the platform, for a top-level agent) offers a
// direct child, per type and game category, as ordered tiers; settlement jobs turn the team's figures
// of each period into bills paid through the ledger.
//
// Money is a decimal string with 2 places; a rate is a percent with at most 4 decimals ("1.25" is
// 1.25 %, stored as 12,500 parts per million); periods are the site's time zone.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { GAME_TYPES } from './lobby';
import { amountSchema } from './money';

// --- Words ---------------------------------------------------------------------------------------

/** DIVIDEND: net loss × rate per half month; DAILY / HOURLY wage: valid bet × rate (or a fixed
 * amount) per day / clock hour; REALTIME salary: valid bet × rate per 5-minute window. */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export const contractTypeSchema = z.enum(CONTRACT_TYPES, { message: 'validation.invalidOption' });
export type ContractType = z.infer<typeof contractTypeSchema>;

/** A contract covers one game category's rounds, or ALL of them. */
export const CONTRACT_CATEGORIES = ['ALL', ...GAME_TYPES] as const;
export const contractCategorySchema = z.enum(CONTRACT_CATEGORIES, { message: 'validation.invalidOption' });
export type ContractCategory = z.infer<typeof contractCategorySchema>;

export const CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED', 'EXPIRED'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** Why a contract ended: replaced by a newer one the holder accepted, a parent's rate reduced below
 * it (AGENTS.md §4), its issuer or the operator ended it, or its issuer's own contract ended. */
export const TERMINATE_REASONS = [
  'SUPERSEDED',
  'PARENT_RATE_REDUCED',
  'BY_ISSUER',
  'BY_OPERATOR',
  'UPLINE_ENDED',
] as const;
export const terminateReasonSchema = z.enum(TERMINATE_REASONS);
export type TerminateReason = z.infer<typeof terminateReasonSchema>;

export const BILL_STATUSES = [
  'CALCULATED',
  'NOT_REACHED',
  'PENDING_REVIEW',
  'PAYABLE',
  'PAID',
  'PARTIAL',
  'INSUFFICIENT',
  'DENIED',
] as const;
export const billStatusSchema = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof billStatusSchema>;

/** How a dividend period the team won (negative net loss) reduces later periods' base. */
export const CARRY_OVER_MODES = ['NONE', 'MONTH', 'UNTIL_RECOVERED'] as const;
export const carryOverModeSchema = z.enum(CARRY_OVER_MODES, { message: 'validation.invalidOption' });
export type CarryOverMode = z.infer<typeof carryOverModeSchema>;

/** Period keys (AGENTS.md §5), each in the site's time zone. */
export const PERIOD_KEY_PATTERNS: Record<ContractType, RegExp> = {
  /** DIV:2026-01:H1 (days 1–15) or H2 (16 to the month's end). */
  DIVIDEND: /^DIV:(\d{4})-(\d{2}):H([12])$/,
  /** DW:2026-01-05 */
  DAILY: /^DW:(\d{4})-(\d{2})-(\d{2})$/,
  /** HW:2026-01-05T14 (the clock hour 14:00–15:00) */
  HOURLY: /^HW:(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  /** RT:2026-01-05T10:05 (the window 10:05–10:10) */
  REALTIME: /^RT:(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/,
};

/**
 * A rate in percent, 0 to 100, at most 4 decimals ("25", "1.2", "0.0125"). Stored as parts per
 * million of the base: percent × 10,000.
 */
export const rateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'validation.rateInvalid')
  .refine((rate) => Number(rate) <= 100, 'validation.rateInvalid');

/** "1.25" → 12500 (parts per million); exact, no float. */
export function rateToPpm(rate: string): number {
  const [whole, fraction = ''] = rate.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}

/** 12500 → "1.25" (at least 2 decimals, at most 4). */
export function ppmToRate(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`;
}

// --- Tiers ---------------------------------------------------------------------------------------

/**
 * One tier: every threshold must be met for it to apply; the highest tier met wins (AGENTS.md §2).
 * Dividend: minValidBet, minNetLoss, minActive → rate. Daily and hourly wage: minValidBet, minActive,
 * optionally minNetLoss → rate, or fixedAmount instead of a rate. Real-time salary: the day-so-far
 * minValidBet and minActive → rate. Thresholds absent are 0.
 */
export const tierSchema = z
  .object({
    minValidBet: amountSchema.default('0.00'),
    minNetLoss: amountSchema.default('0.00'),
    minActive: z.coerce
      .number()
      .int()
      .min(0, 'validation.tooSmall')
      .max(1_000_000, 'validation.tooBig')
      .default(0),
    /** Percent of the base; absent when the tier pays a fixed amount. */
    rate: rateSchema.optional(),
    /** Daily and hourly wage only: a fixed amount instead of a rate. */
    fixedAmount: amountSchema.optional(),
  })
  .strict()
  .superRefine((tier, context) => {
    if ((tier.rate === undefined) === (tier.fixedAmount === undefined)) {
      context.addIssue({ code: 'custom', path: ['rate'], message: 'validation.tierRateOrFixed' });
    }
  });
export type Tier = z.infer<typeof tierSchema>;
export type TierInput = z.input<typeof tierSchema>;

/** A tier as the server answers it (every field present). */
export const tierValueSchema = z.object({
  minValidBet: z.string(),
  minNetLoss: z.string(),
  minActive: z.number().int(),
  rate: z.string().nullable(),
  fixedAmount: z.string().nullable(),
});
export type TierValue = z.infer<typeof tierValueSchema>;

/**
 * Why a set of tiers is refused, on `tiers.<index>.<field>` (AGENTS.md §2): TIERS_NOT_INCREASING,
 * TIER_COUNT (over the operator's tier count), RATE_OUT_OF_BOUNDS (outside the operator's [min, max]
 * for the type), ABOVE_PARENT (a child tier pays more than the parent's best tier at or below its
 * thresholds, or the parent has no such tier), FIXED_NOT_ALLOWED (a fixed amount on a dividend or
 * real-time salary).
 */
export const TIER_PROBLEMS = [
  'TIERS_NOT_INCREASING',
  'TIER_COUNT',
  'RATE_OUT_OF_BOUNDS',
  'ABOVE_PARENT',
  'FIXED_NOT_ALLOWED',
] as const;
export type TierProblem = (typeof TIER_PROBLEMS)[number];

// --- Contracts -----------------------------------------------------------------------------------

export const contractSchema = z.object({
  id: z.number().int(),
  type: contractTypeSchema,
  category: contractCategorySchema,
  /** The parent that offered it, or null for the platform (the operator). */
  issuer: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  holder: z.object({ id: z.number().int(), username: z.string() }),
  tiers: z.array(tierValueSchema),
  status: contractStatusSchema,
  /** The holder's own contracts to its children that these tiers would break (AGENTS.md §4). */
  downlineHigherRate: z.boolean(),
  offeredAt: z.string(),
  respondedAt: z.string().nullable(),
  /** A PENDING offer expires then (the operator's offer days). */
  expiresAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminateReason: terminateReasonSchema.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** Parent → direct child, or the operator → a top-level agent. */
export const contractOfferPayloadSchema = z
  .object({
    holderId: z.coerce.number().int().positive('validation.required'),
    type: contractTypeSchema,
    category: contractCategorySchema.default('ALL'),
    tiers: z.array(tierSchema).min(1, 'validation.tiersRequired').max(20, 'validation.tooBig'),
  })
  .strict();
export type ContractOfferPayload = z.input<typeof contractOfferPayloadSchema>;

export const contractParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Accepting a flagged offer (downlineHigherRate) must confirm the terminations it causes. */
export const contractAcceptPayloadSchema = z
  .object({ confirmTerminate: z.boolean().default(false) })
  .strict();
export type ContractAcceptPayload = z.input<typeof contractAcceptPayloadSchema>;

/**
 * 409 CONTRACT_CONFLICT's value when accepting a flagged offer without confirmTerminate: the
 * contracts that would end, the holder's own to its children and, below them, their subtrees'.
 */
export const contractConflictSchema = z.object({
  conflicts: z.array(
    z.object({
      contractId: z.number().int(),
      holder: z.object({ id: z.number().int(), username: z.string() }),
      type: contractTypeSchema,
      category: contractCategorySchema,
      /** Contracts below it that end with it. */
      subtree: z.number().int(),
    }),
  ),
});
export type ContractConflict = z.infer<typeof contractConflictSchema>;

export const contractTerminatePayloadSchema = z
  .object({ reason: z.string().trim().max(200, 'validation.tooLong').default('') })
  .strict();

/** Contracts of a type (and status) as a list: the agent's downline contracts, the operator's list. */
export const contractsQuerySchema = pageQuerySchema.extend({
  type: contractTypeSchema.optional(),
  status: contractStatusSchema.optional(),
  /** Operator only: one holder's contracts. */
  holderId: z.coerce.number().int().positive().optional(),
});
export type ContractsQuery = z.input<typeof contractsQuerySchema>;
export const contractsPageSchema = pageSchema(contractSchema);
export type ContractsPage = z.infer<typeof contractsPageSchema>;

// --- Consolidated call (SPEC.md §3) ----------------------------------------------------------------

/** One type's part of the consolidated call. */
export const contractTypeInfoSchema = z.object({
  /** The type is enabled for the site, and for this agent (it holds or is offered a contract of it). */
  enabled: z.boolean(),
  /** The agent's ACTIVE contracts of the type, one per category. */
  contracts: z.array(contractSchema),
  /** Offers of the type awaiting the agent's answer. */
  offers: z.array(contractSchema),
});
export type ContractTypeInfo = z.infer<typeof contractTypeInfoSchema>;

/**
 * GET /api/agent/consolidated. The four *req flags say whether the agent centre shows the type's
 * menu item (SPEC.md §2): the dividend when the agent has a dividend contract or offer, each salary
 * when that salary is enabled for the agent. `pendingOffers` (every type) opens the consent pop-up.
 */
export const consolidatedSchema = z.object({
  divtypereq: z.boolean(),
  dailysalreqtype: z.boolean(),
  contracthoursalreqtype: z.boolean(),
  realtimesalreqtype: z.boolean(),
  dividend: contractTypeInfoSchema,
  dailySalary: contractTypeInfoSchema,
  hourlySalary: contractTypeInfoSchema,
  salary: contractTypeInfoSchema,
  pendingOffers: z.array(contractSchema),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** The consolidated part of each type. */
export const CONSOLIDATED_KEYS: Record<ContractType, 'dividend' | 'dailySalary' | 'hourlySalary' | 'salary'> =
  {
    DIVIDEND: 'dividend',
    DAILY: 'dailySalary',
    HOURLY: 'hourlySalary',
    REALTIME: 'salary',
  };

// --- Bills (my income; the operator's bills desk) --------------------------------------------------

export const billSchema = z.object({
  id: z.number().int(),
  type: contractTypeSchema,
  category: contractCategorySchema,
  periodKey: z.string(),
  /** The period's first and last instant (ISO), [from, to). */
  periodFrom: z.string(),
  periodTo: z.string(),
  holder: z.object({ id: z.number().int(), username: z.string() }),
  issuerKind: z.enum(['PLATFORM', 'PARENT']),
  /** Valid bet of the holder's team in the period (day so far for real-time tiers). */
  teamBet: z.string(),
  /** Stake − payout − rebates − bonuses − fees of the team (positive: the team lost). */
  teamNetLoss: z.string(),
  /** Dividend: the earlier periods' result carried in (negative or 0). */
  carryIn: z.string(),
  /** Dividend: net loss + carry; wages and salary: the valid bet paid on. */
  base: z.string(),
  activeMembers: z.number().int(),
  /** The active members the tier used asked for. */
  requiredActive: z.number().int(),
  /** 1-based; null when no tier was reached. */
  tier: z.number().int().nullable(),
  rate: z.string().nullable(),
  fixedAmount: z.string().nullable(),
  gross: z.string(),
  /** Σ gross of the direct children's reached bills. */
  childrenGross: z.string(),
  /** What the holder keeps: max(gross − childrenGross, 0). */
  net: z.string(),
  /** Received so far of the gross (from the platform or the parent). */
  received: z.string(),
  /** Paid so far to the direct children. */
  paidToChildren: z.string(),
  status: billStatusSchema,
  computedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billsQuerySchema = pageQuerySchema.extend({
  type: contractTypeSchema,
  status: billStatusSchema.optional(),
  periodKey: z.string().trim().max(40).optional(),
});
export type BillsQuery = z.input<typeof billsQuerySchema>;
export const billsPageSchema = pageSchema(billSchema);
export type BillsPage = z.infer<typeof billsPageSchema>;

/** POST /api/agent/income/pay-downline: the agent pays what it still owes its children. */
export const payDownlinePayloadSchema = z.object({ type: contractTypeSchema.optional() }).strict();
export const payDownlineResultSchema = z.object({
  /** Bills completed, and those still short (the agent's wallet ran out). */
  paid: z.number().int(),
  stillOwed: z.number().int(),
  amount: z.string(),
});
export type PayDownlineResult = z.infer<typeof payDownlineResultSchema>;

// --- Operator: settings, runs ----------------------------------------------------------------------

export const contractTypeSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** The most tiers a contract of the type may have. */
    tierCount: z.number().int().min(1, 'validation.tooSmall').max(20, 'validation.tooBig'),
    minRate: rateSchema,
    maxRate: rateSchema,
    /** A team member is active with this valid bet in the period (hourly: in the hour; real-time: the day so far). */
    activeMinValidBet: amountSchema,
    /** …and, when above zero, this much credited deposit in the period. */
    activeMinDeposit: amountSchema,
  })
  .strict()
  .superRefine((value, context) => {
    if (rateToPpm(value.minRate) > rateToPpm(value.maxRate)) {
      context.addIssue({ code: 'custom', path: ['maxRate'], message: 'validation.rateMinAboveMax' });
    }
  });
export type ContractTypeSettings = z.infer<typeof contractTypeSettingsSchema>;

export const contractSettingsSchema = z
  .object({
    types: z.object({
      DIVIDEND: contractTypeSettingsSchema,
      DAILY: contractTypeSettingsSchema,
      HOURLY: contractTypeSettingsSchema,
      REALTIME: contractTypeSettingsSchema,
    }),
    carryOver: carryOverModeSchema,
    /** A PENDING offer expires after this many days. */
    offerExpiryDays: z.number().int().min(1, 'validation.tooSmall').max(90, 'validation.tooBig'),
    /** Dividend bills are payable at once instead of waiting for the operator's review. */
    dividendAutoPay: z.boolean(),
  })
  .strict();
export type ContractSettings = z.infer<typeof contractSettingsSchema>;

/** PUT: every part optional; a type's settings replace that type's whole. */
export const contractSettingsUpdateSchema = z
  .object({
    types: z
      .object({
        DIVIDEND: contractTypeSettingsSchema,
        DAILY: contractTypeSettingsSchema,
        HOURLY: contractTypeSettingsSchema,
        REALTIME: contractTypeSettingsSchema,
      })
      .partial()
      .strict(),
    carryOver: carryOverModeSchema,
    offerExpiryDays: z.number().int().min(1, 'validation.tooSmall').max(90, 'validation.tooBig'),
    dividendAutoPay: z.boolean(),
  })
  .partial()
  .strict();
export type ContractSettingsUpdate = z.infer<typeof contractSettingsUpdateSchema>;

/** POST /api/operator/settlement/run: a period settled now, through the same code as the schedule. */
export const settlementRunPayloadSchema = z
  .object({
    type: contractTypeSchema,
    periodKey: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  })
  .strict();
export type SettlementRunPayload = z.infer<typeof settlementRunPayloadSchema>;

export const SETTLEMENT_RUN_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export const settlementRunSchema = z.object({
  type: contractTypeSchema,
  periodKey: z.string(),
  status: z.enum(SETTLEMENT_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  stats: z.object({
    bills: z.number().int(),
    reached: z.number().int(),
    paid: z.number().int(),
    insufficient: z.number().int(),
    pendingReview: z.number().int(),
    gross: z.string(),
  }),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;
export const settlementRunsSchema = pageSchema(settlementRunSchema);

/** A top-level agent, with how many ACTIVE contracts it holds. */
export const topAgentsSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), username: z.string(), activeContracts: z.number().int() })),
});
export type TopAgents = z.infer<typeof topAgentsSchema>;

/** Operator review of a dividend bill: approve (its parent's bill first) or deny. */
export const billParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const contractsPaths = {
  // Agent (401 visitors, 403 non-agents; the agent's own contracts and direct children only).
  consolidated: '/api/agent/consolidated',
  /** POST an offer to a direct child. */
  offers: '/api/agent/contracts',
  /** GET: contracts the agent issued to its direct children (downline contracts). */
  downlineContracts: '/api/agent/contracts/downline',
  accept: '/api/agent/contracts/:id/accept',
  reject: '/api/agent/contracts/:id/reject',
  /** POST: the issuer ends a child's contract (and the contracts below it of that type and category). */
  terminate: '/api/agent/contracts/:id/terminate',
  /** GET: the agent's bills of one type. */
  income: '/api/agent/income',
  payDownline: '/api/agent/income/pay-downline',
  // Operator.
  operatorSettings: '/api/operator/contracts/settings',
  /** GET every contract; POST a platform contract to a top-level agent. */
  operatorContracts: '/api/operator/contracts',
  operatorTerminate: '/api/operator/contracts/:id/terminate',
  /** GET: the top-level agents (the platform's contract holders), to pick from. */
  operatorAgents: '/api/operator/contracts/agents',
  operatorBills: '/api/operator/settlement/bills',
  approveBill: '/api/operator/settlement/bills/:id/approve',
  denyBill: '/api/operator/settlement/bills/:id/deny',
  run: '/api/operator/settlement/run',
  runs: '/api/operator/settlement/runs',
} as const;
