// The operator's members and agents desk (issue 19 item 1): search by username, id, mobile, e-mail
// or sign-in IP; a member's page (profile, account tree, balances, ledger moves, rounds, payments,
// bonuses, sign-ins); and the actions on a member, each with a reason kept in the audit trail.
import { z } from 'zod';
import { auditReasonSchema } from './audit';
import { pageQuerySchema, pageSchema } from './envelope';
import { isIP } from './ip';
import { positiveAmountSchema } from './money';

export const membersPaths = {
  search: '/api/operator/members',
  detail: '/api/operator/members/:id',
  lock: '/api/operator/members/:id/lock',
  unlock: '/api/operator/members/:id/unlock',
  resetPassword: '/api/operator/members/:id/reset-password',
  move: '/api/operator/members/:id/move',
  adjustBalance: '/api/operator/members/:id/adjust-balance',
  unlockIp: '/api/operator/members/:id/unlock-ip',
  endSessions: '/api/operator/members/:id/end-sessions',
  marketingAudience: '/api/operator/members/marketing-audience',
} as const;

/**
 * GET /api/operator/members/marketing-audience: the members an off-site campaign (e-mail, SMS) may
 * reach: active members with a contact, never one on a time-out or a self-exclusion (issue 19 item
 * 5: a break blocks marketing at once), nor an agent, a free-play or a locked account.
 */
export const marketingAudienceSchema = z.object({
  list: z.array(
    z.object({
      id: z.number(),
      username: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
    }),
  ),
  /** Members left out because they are on a break now. */
  onBreak: z.number(),
});
export type MarketingAudience = z.infer<typeof marketingAudienceSchema>;

export const memberPathOf = (path: string, id: number) => path.replace(':id', String(id));

export const MEMBER_SEARCH_KEYS = ['username', 'id', 'mobile', 'email', 'ip'] as const;
export type MemberSearchKey = (typeof MEMBER_SEARCH_KEYS)[number];

export const memberSearchQuerySchema = pageQuerySchema.extend({
  by: z.enum(MEMBER_SEARCH_KEYS, 'validation.invalidOption').default('username'),
  q: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const memberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  parentUsername: z.string().nullable(),
  balance: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberSearchPageSchema = pageSchema(memberSummarySchema);
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;

const treeAccountSchema = z.object({ id: z.number().int(), username: z.string(), type: z.number().int() });

export const memberDetailSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string(),
    type: z.number().int(),
    status: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    loginCount: z.number().int(),
    mustChangePassword: z.boolean(),
    totpEnabled: z.boolean(),
  }),
  /** The account tree: the parent and every agent above it, root first; the size of its own team. */
  tree: z.object({
    parent: treeAccountSchema.nullable(),
    chain: z.array(treeAccountSchema),
    teamSize: z.number().int(),
  }),
  balances: z.array(z.object({ kind: z.string(), vendorCode: z.string(), balance: z.string() })),
  ledgerMoves: z.array(
    z.object({
      transactionId: z.number().int(),
      kind: z.string(),
      amount: z.string(),
      balanceAfter: z.string(),
      detail: z.string().nullable(),
      at: z.string(),
    }),
  ),
  rounds: z.array(
    z.object({
      vendorCode: z.string(),
      roundId: z.string(),
      gameCode: z.string(),
      stake: z.string(),
      payout: z.string(),
      status: z.string(),
      placedAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      type: z.enum(['deposit', 'withdrawal']),
      id: z.number().int(),
      amount: z.string(),
      status: z.string(),
      at: z.string(),
    }),
  ),
  bonuses: z.array(z.object({ kind: z.string(), amount: z.string(), at: z.string() })),
  /** Sign-ins as the sessions table keeps them; the country is looked up from the IP. */
  signIns: z.array(
    z.object({
      at: z.string(),
      ip: z.string(),
      country: z.string().nullable(),
      /** The device in words ("Chrome 131 on Android 14"), and the browser's own description of it. */
      device: z.string().nullable(),
      userAgent: z.string().nullable(),
      site: z.string(),
      endedAt: z.string().nullable(),
      expiresAt: z.string(),
    }),
  ),
  /** Every IP the account signed in from, and whether the IP is locked now. */
  ips: z.array(
    z.object({
      ip: z.string(),
      country: z.string().nullable(),
      firstSeenAt: z.string(),
      lastSeenAt: z.string(),
      locked: z.boolean(),
    }),
  ),
  liveSessions: z.number().int(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberReasonSchema = z.object({ reason: auditReasonSchema });
export type MemberReasonBody = z.infer<typeof memberReasonSchema>;

export const memberMoveSchema = memberReasonSchema.extend({
  /** The username of the agent (or the site's root account) who becomes the parent. */
  agentUsername: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
});
export type MemberMoveBody = z.infer<typeof memberMoveSchema>;

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const memberAdjustmentSchema = memberReasonSchema.extend({
  direction: z.enum(ADJUSTMENT_DIRECTIONS, 'validation.invalidOption'),
  amount: positiveAmountSchema,
  /** The caller's key for this adjustment: the same key again answers the first result. */
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid'),
});
export type MemberAdjustmentBody = z.infer<typeof memberAdjustmentSchema>;

export const memberUnlockIpSchema = memberReasonSchema.extend({
  ip: z.string().trim().refine(isIP, 'validation.invalidIp'),
});
export type MemberUnlockIpBody = z.infer<typeof memberUnlockIpSchema>;

export const memberAdjustmentResultSchema = z.object({
  balance: z.string(),
  transactionId: z.number().int(),
});
export type MemberAdjustmentResult = z.infer<typeof memberAdjustmentResultSchema>;
