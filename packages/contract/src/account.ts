// Accounts and member info (SPEC.md §3 "Member info", "Account type values").
import { z } from 'zod';

export const accountPaths = {
  member: '/api/member',
  totpSetup: '/api/account/totp/setup',
  totpEnable: '/api/account/totp/enable',
} as const;

/** Account types: 1, 2, 41, 42 agents; 4 trial; 9 operator; anything else an ordinary member (0). */
export const ACCOUNT_TYPES = {
  member: 0,
  agent: 1,
  agentSenior: 2,
  trial: 4,
  operator: 9,
  agentShare: 41,
  agentShareSenior: 42,
} as const;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export function isAgentType(type: number): boolean {
  return AGENT_ACCOUNT_TYPES.includes(type);
}
export function isTrialType(type: number): boolean {
  return type === ACCOUNT_TYPES.trial;
}
export function isOperatorType(type: number): boolean {
  return type === ACCOUNT_TYPES.operator;
}

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  /** An authenticator app is set up as a second factor. */
  totpEnabled: z.boolean(),
  /**
   * The VIP level's label (SPEC.md §3 vipLabelName, e.g. "VIP 3") and number (vipRankLevel); null when
   * the site has no VIP ladder, the member has not reached its first level, or is a trial member or agent.
   */
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int().nullable(),
  /** GET /api/member only: this session signed in with the default or an expired password and must change it. */
  passwordChangeRequired: z.boolean().optional(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpEnableSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.codeRequired'),
});
