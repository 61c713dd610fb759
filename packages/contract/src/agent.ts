// The agent centre (SPEC.md §2 "Agent centre menu", ../shared/AGENTS.md §1 and §6): the calls behind
// its screens except contracts and the income they pay. Every call is an agent's (401 for a visitor,
// 403 for a signed-in non-agent) and sees only the agent's own team: the agent and its descendants.
// An account outside the team is answered 404 ACCOUNT_NOT_FOUND, as if it did not exist.
//
// Days and periods are the site's time zone (permission.timeZoneOffsetMinutes): `from` and `to` are
// calendar days there, both included; without them a screen shows today. Money is a decimal string.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { gameTypeSchema } from './lobby';
import { positiveAmountSchema } from './money';
import { betRecordStatusSchema, dateRangeProblem, isoDateSchema } from './records';

export const agentPaths = {
  /** GET: the team's figures for a period, and per day. */
  overview: '/api/agent/overview',
  /** POST (encrypted): a member or a sub-agent created under the agent. */
  accounts: '/api/agent/accounts',
  /** GET the agent's invite links; POST a new one. */
  inviteLinks: '/api/agent/invite-links',
  /** PATCH: switch an invite link on or off. */
  inviteLink: '/api/agent/invite-links/:code',
  /** GET: a page of the direct children of the agent, or of a descendant (`parentId`). */
  downlines: '/api/agent/downlines',
  /** POST (encrypted): money from the agent's wallet to a direct child's. */
  downlineTransfer: '/api/agent/downlines/:accountId/transfers',
  /** GET: the team's rounds, settled and open, with totals over the whole filtered set. */
  teamBets: '/api/agent/team-bets',
  /** GET: a row for the account itself, one per direct child's whole team, and a total. */
  profitLoss: '/api/agent/profit-loss',
  /** GET: the agent's own ledger moves. */
  transactions: '/api/agent/transactions',
} as const;

/** The largest page any agent list answers. */
export const AGENT_PAGE_SIZE_MAX = 100;

export const agentPageQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(AGENT_PAGE_SIZE_MAX).default(20),
});

/** Refuses a period whose `to` is before `from` or that is longer than the maximum, on the field at fault. */
function refinePeriod(value: { from?: string; to?: string }, context: z.RefinementCtx): void {
  if (value.from === undefined || value.to === undefined) return;
  const problem = dateRangeProblem(value.from, value.to);
  if (problem) {
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.key, params: problem.params });
  }
}

/**
 * A period of calendar days in the site time zone. Both ends optional (default: today); `to` before
 * `from` or a period over RECORDS_MAX_RANGE_DAYS is refused with the field named.
 */
export const agentPeriodSchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .superRefine(refinePeriod);
export type AgentPeriod = z.infer<typeof agentPeriodSchema>;

/** The period a report was computed for, as the server read it (site days, both included). */
export const agentPeriodValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The site's offset from UTC, in minutes (GMT+8: 480), that the days are read in. */
  timeZoneOffsetMinutes: z.number().int(),
});

// --- Team overview -------------------------------------------------------------------------------

export const agentOverviewQuerySchema = agentPeriodSchema;
export type AgentOverviewQuery = z.infer<typeof agentOverviewQuerySchema>;

/** The figures of the team over a period (or one day of it). */
export const teamFiguresSchema = z.object({
  /** Accounts of the team registered in the period. */
  newRegistrations: z.number().int(),
  /** Team members whose first credited deposit ever falls in the period. */
  firstDepositors: z.number().int(),
  /** Team members (the agent included, trials never) whose valid bet in the period reaches the operator's threshold. */
  activeMembers: z.number().int(),
  depositAmount: z.string(),
  depositCount: z.number().int(),
  withdrawalAmount: z.string(),
  withdrawalCount: z.number().int(),
  /** Valid bet of the rounds settled in the period. */
  validBet: z.string(),
  payout: z.string(),
  rebates: z.string(),
  bonuses: z.string(),
  /** The team's result for the site: stake − payout − rebates − bonuses (positive: the team lost). */
  profitLoss: z.string(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const agentOverviewSchema = z.object({
  period: agentPeriodValueSchema,
  /** The agent and all its descendants, now. */
  teamSize: z.number().int(),
  directChildren: z.number().int(),
  /** Team members with a session active in the last few minutes. */
  onlineNow: z.number().int(),
  /** The main wallets of the whole team, now. */
  teamBalance: z.string(),
  /** The operator's threshold of valid bet that makes a member active, over the period. */
  activeMinValidBet: z.string(),
  totals: teamFiguresSchema,
  /** One row per day of the period, oldest first, every day present. */
  days: z.array(teamFiguresSchema.extend({ day: z.string() })),
});
export type AgentOverview = z.infer<typeof agentOverviewSchema>;

// --- Register centre ---------------------------------------------------------------------------

export const AGENT_CREATED_TYPES = ['member', 'agent'] as const;
export const agentCreatedTypeSchema = z.enum(AGENT_CREATED_TYPES);
export type AgentCreatedType = z.infer<typeof agentCreatedTypeSchema>;

/**
 * Encrypted. The username follows the registration rules; without a password the account gets the
 * operator's insecure default, which forces a change at its first sign-in.
 */
export const agentCreateAccountPayloadSchema = z.object({
  username: z.string().trim().min(1, 'validation.required'),
  password: z.string().max(64, 'validation.tooLong').optional(),
  type: agentCreatedTypeSchema,
});
export type AgentCreateAccountPayload = z.input<typeof agentCreateAccountPayloadSchema>;

export const agentCreatedAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: agentCreatedTypeSchema,
  /** True when the account has the insecure default password (it must change it at first sign-in). */
  defaultPassword: z.boolean(),
});
export type AgentCreatedAccount = z.infer<typeof agentCreatedAccountSchema>;

export const inviteLinkSchema = z.object({
  code: z.string(),
  /** What a newcomer registering with it becomes. */
  type: agentCreatedTypeSchema,
  /** Accounts registered with it so far. */
  registrations: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The address to share: /register?referralCode=<code> on the site's main domain (or this site). */
  url: z.string(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const inviteLinksSchema = z.object({ list: z.array(inviteLinkSchema) });

/** Without a code, the server makes one (8 letters and digits). */
export const inviteLinkCreateSchema = z.object({
  type: agentCreatedTypeSchema,
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'validation.invalid')
    .optional(),
});
export type InviteLinkCreate = z.input<typeof inviteLinkCreateSchema>;

export const inviteLinkParamsSchema = z.object({ code: z.string().trim().min(1).max(20) });
export const inviteLinkUpdateSchema = z.object({ enabled: z.boolean() });

// --- Downline management -----------------------------------------------------------------------

export const DOWNLINE_SORTS = ['registered', 'username', 'teamSize', 'balance', 'lastLogin'] as const;

export const downlinesQuerySchema = agentPageQuerySchema.extend({
  /** Whose direct children: the agent's own when absent, else a descendant's (drill-down). */
  parentId: z.coerce.number().int().positive().optional(),
  /** Part of a username, any letter case. */
  username: z.string().trim().max(50).optional(),
  sort: z.enum(DOWNLINE_SORTS).default('registered'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type DownlinesQuery = z.input<typeof downlinesQuerySchema>;

export const downlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** The account type value (SPEC.md §3: 1, 2, 41, 42 agents; 4 trial; others members). */
  accountType: z.number().int(),
  isAgent: z.boolean(),
  /** Levels below the signed-in agent (a direct child is 1). */
  depth: z.number().int(),
  directChildren: z.number().int(),
  /** The account and all its descendants. */
  teamSize: z.number().int(),
  balance: z.string(),
  teamBalance: z.string(),
  lastLoginAt: z.string().nullable(),
  online: z.boolean(),
  registeredAt: z.string(),
  /** A direct child of the signed-in agent: it may receive a transfer. */
  directChild: z.boolean(),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesSchema = pageSchema(downlineSchema).extend({
  /** From the signed-in agent down to the account whose children are listed (the drill-down trail). */
  trail: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type Downlines = z.infer<typeof downlinesSchema>;

export const downlineParamsSchema = z.object({ accountId: z.coerce.number().int().positive() });

/** Encrypted: it carries the agent's payment password. */
export const downlineTransferPayloadSchema = z.object({
  amount: positiveAmountSchema,
  paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid')
    .optional(),
});
export type DownlineTransferPayload = z.input<typeof downlineTransferPayloadSchema>;

export const downlineTransferSchema = z.object({
  /** The agent's main wallet after the transfer. */
  balance: z.string(),
  /** The child's main wallet after the transfer. */
  childBalance: z.string(),
});
export type DownlineTransfer = z.infer<typeof downlineTransferSchema>;

// --- Team betting ------------------------------------------------------------------------------

export const TEAM_BET_SORTS = ['placedAt', 'stake', 'validBet', 'payout', 'winLoss'] as const;
export type TeamBetSort = (typeof TEAM_BET_SORTS)[number];

export const teamBetsQuerySchema = agentPageQuerySchema
  .extend({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** A team member's exact username, any letter case. */
    username: z.string().trim().max(50).optional(),
    gameType: gameTypeSchema.optional(),
    status: betRecordStatusSchema.optional(),
    /** The order of the whole filtered set (newest bet first by default). */
    sort: z.enum(TEAM_BET_SORTS).default('placedAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine(refinePeriod);
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;

export const teamBetSchema = z.object({
  /** The vendor's round id. */
  roundId: z.string(),
  username: z.string(),
  gameType: z.string(),
  vendorName: z.string(),
  gameName: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** payout − stake, from the member's side. */
  winLoss: z.string(),
  status: betRecordStatusSchema,
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetsSchema = pageSchema(teamBetSchema).extend({
  period: agentPeriodValueSchema,
  totals: z.object({
    count: z.number().int(),
    stake: z.string(),
    validBet: z.string(),
    payout: z.string(),
    winLoss: z.string(),
  }),
});
export type TeamBets = z.infer<typeof teamBetsSchema>;

// --- User profit and loss ----------------------------------------------------------------------

export const profitLossQuerySchema = agentPeriodSchema.and(
  z.object({
    /** Whose rows: the agent's own when absent, else a descendant's (drill-down). */
    accountId: z.coerce.number().int().positive().optional(),
  }),
);
export type ProfitLossQuery = z.infer<typeof profitLossQuerySchema>;

export const profitLossFiguresSchema = z.object({
  deposit: z.string(),
  withdraw: z.string(),
  bet: z.string(),
  validBet: z.string(),
  payout: z.string(),
  rebate: z.string(),
  bonus: z.string(),
  fee: z.string(),
  /** For the site: bet − payout − rebate − bonus − fee (positive: these accounts lost). */
  profitLoss: z.string(),
});

export const profitLossRowSchema = profitLossFiguresSchema.extend({
  accountId: z.number().int(),
  username: z.string(),
  /** 'self': the account alone; 'team': a direct child and all its descendants. */
  scope: z.enum(['self', 'team']),
  isAgent: z.boolean(),
  teamSize: z.number().int(),
});
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;

export const agentProfitLossSchema = z.object({
  period: agentPeriodValueSchema,
  /** The account whose rows these are, and the trail from the signed-in agent down to it. */
  trail: z.array(z.object({ id: z.number().int(), username: z.string() })),
  rows: z.array(profitLossRowSchema),
  total: profitLossFiguresSchema,
});
export type AgentProfitLoss = z.infer<typeof agentProfitLossSchema>;

// --- Transaction details -----------------------------------------------------------------------

export const AGENT_TRANSACTION_SORTS = ['createdAt', 'amount'] as const;
export type AgentTransactionSort = (typeof AGENT_TRANSACTION_SORTS)[number];

export const agentTransactionsQuerySchema = agentPageQuerySchema
  .extend({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** The order of the whole period's moves (newest first by default). */
    sort: z.enum(AGENT_TRANSACTION_SORTS).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine(refinePeriod);
export type AgentTransactionsQuery = z.input<typeof agentTransactionsQuerySchema>;

export const agentTransactionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The ledger transaction's kind (deposit, withdrawal, transfer_downline, vendor_debit…). */
  kind: z.string(),
  /** Signed: positive came in, negative went out. */
  amount: z.string(),
  balanceAfter: z.string(),
  /** The movement's reference (its idempotency key, or the payment's reference). */
  reference: z.string(),
  remark: z.string(),
});
export type AgentTransaction = z.infer<typeof agentTransactionSchema>;

export const agentTransactionsSchema = pageSchema(agentTransactionSchema).extend({
  period: agentPeriodValueSchema,
});
export type AgentTransactions = z.infer<typeof agentTransactionsSchema>;
