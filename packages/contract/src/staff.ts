// Staff roles (issue 19 item 3): each operator account has a role, and each role may read, change or
// not see each desk of the operator API. The server checks every /api/operator/ call against
// `permits` before it reads the body; the console hides the desks a role cannot see. Pure: no I/O.
import { z } from 'zod';

export const staffPaths = {
  me: '/api/operator/staff/me',
  list: '/api/operator/staff',
  create: '/api/operator/staff',
  role: '/api/operator/staff/:id/role',
  status: '/api/operator/staff/:id/status',
  settings: '/api/operator/staff/settings',
} as const;

export const STAFF_ROLES = ['admin', 'finance', 'support', 'content', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The desks of the operator API. Most are the first segment after /api/operator/ grouped by the
 * console desk that uses them; `member-balance` is the members desk's balance adjustments (money,
 * so finance's and not support's), and `self` is the one call every role makes: who am I.
 */
export const STAFF_DESKS = [
  'payments',
  'content',
  'games',
  'vip',
  'contracts',
  'promotions',
  'site',
  'support',
  'chat',
  'responsible-gaming',
  'reports',
  'members',
  'member-balance',
  'audit',
  'staff',
  'self',
] as const;
export type StaffDesk = (typeof STAFF_DESKS)[number];

export type Permission = 'none' | 'read' | 'write';

/** The first segment after /api/operator/ → its desk. A segment not listed belongs to no desk: admins only. */
export const DESK_OF_SEGMENT: Readonly<Record<string, StaffDesk>> = {
  deposits: 'payments',
  withdrawals: 'payments',
  'payment-channels': 'payments',
  'payment-settings': 'payments',
  ledger: 'payments',
  announcements: 'content',
  banners: 'content',
  'help-topics': 'content',
  notices: 'content',
  licence: 'content',
  games: 'games',
  vendors: 'games',
  'house-settings': 'games',
  sportsbook: 'games',
  vip: 'vip',
  contracts: 'contracts',
  settlement: 'contracts',
  promotions: 'promotions',
  points: 'promotions',
  missions: 'promotions',
  raffle: 'promotions',
  rebate: 'promotions',
  referral: 'promotions',
  'site-settings': 'site',
  'ip-locks': 'site',
  outbox: 'site',
  registration: 'site',
  sms: 'site',
  'oidc-providers': 'site',
  feedback: 'support',
  livechat: 'support',
  chat: 'chat',
  'responsible-gaming': 'responsible-gaming',
  reports: 'reports',
  members: 'members',
  audit: 'audit',
  staff: 'staff',
};

const everywhere = (permission: Permission) =>
  Object.fromEntries(STAFF_DESKS.map((desk) => [desk, permission])) as Record<StaffDesk, Permission>;

/** role → desk → what the role may do there (read: GET and HEAD only). */
export const STAFF_PERMISSIONS: Readonly<Record<StaffRole, Readonly<Record<StaffDesk, Permission>>>> = {
  admin: everywhere('write'),
  finance: {
    ...everywhere('none'),
    payments: 'write',
    // Agents' contracts and their commission settlement are money paid out.
    contracts: 'write',
    members: 'write',
    'member-balance': 'write',
    // To find a member on a break whose balance is to be paid out.
    'responsible-gaming': 'read',
    reports: 'read',
    self: 'read',
  },
  support: {
    ...everywhere('none'),
    support: 'write',
    chat: 'write',
    members: 'write',
    'member-balance': 'read',
    'responsible-gaming': 'read',
    reports: 'read',
    self: 'read',
  },
  content: {
    ...everywhere('none'),
    content: 'write',
    games: 'write',
    promotions: 'write',
    vip: 'write',
    reports: 'read',
    self: 'read',
  },
  readonly: { ...everywhere('read'), staff: 'none' },
};

const OPERATOR_PREFIX = '/api/operator/';

/** The desk of an operator API path (its query ignored), or null for a path of no known desk. */
export function deskOfPath(path: string): StaffDesk | null {
  const pathname = path.split('?')[0]!;
  if (!pathname.startsWith(OPERATOR_PREFIX)) return null;
  if (pathname === staffPaths.me) return 'self';
  const segments = pathname.slice(OPERATOR_PREFIX.length).split('/');
  const desk = Object.hasOwn(DESK_OF_SEGMENT, segments[0]!) ? DESK_OF_SEGMENT[segments[0]!]! : null;
  // A member's balance adjustment (…/members/:id/balance…, …/members/:id/adjust…) is money.
  if (desk === 'members' && segments.slice(1).some((segment) => /^(balance|adjust)/.test(segment))) {
    return 'member-balance';
  }
  // The payout of the balance of a member on a break is money as well.
  if (desk === 'responsible-gaming' && segments[1] === 'payout') return 'member-balance';
  return desk;
}

/** What a role may do on a desk; a path of no known desk is the admin's only (fail closed). */
export function permissionOn(role: StaffRole, desk: StaffDesk | null): Permission {
  if (desk === null) return role === 'admin' ? 'write' : 'none';
  return STAFF_PERMISSIONS[role][desk];
}

/** Whether a role may make this call: a read (GET, HEAD) needs 'read', anything else 'write'. */
export function permits(role: StaffRole, method: string, path: string): boolean {
  const permission = permissionOn(role, deskOfPath(path));
  if (permission === 'write') return true;
  const reading = method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD';
  return permission === 'read' && reading;
}

/** The desks a role can at least read, in the order of STAFF_DESKS. */
export function readableDesks(role: StaffRole): StaffDesk[] {
  return STAFF_DESKS.filter((desk) => STAFF_PERMISSIONS[role][desk] !== 'none');
}

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'validation.invalidOption' });

/** GET /api/operator/staff/me: the signed-in operator's role and what it may do on each desk. */
export const staffMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRoleSchema,
  permissions: z.record(z.enum(STAFF_DESKS), z.enum(['none', 'read', 'write'])),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: staffRoleSchema,
  /** 'active' or 'disabled': a disabled account cannot sign in and has no live session. */
  status: z.enum(['active', 'disabled']),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST body: a new staff account. The username and password follow the registration rules. */
export const staffCreateSchema = z.object({
  username: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  password: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
  role: staffRoleSchema,
});
export type StaffCreate = z.input<typeof staffCreateSchema>;

export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const staffRoleUpdateSchema = z.object({ role: staffRoleSchema });
export const staffStatusUpdateSchema = z.object({
  status: z.enum(['active', 'disabled'], { error: 'validation.invalidOption' }),
});

/** The staff desk's setting: an authenticator code is required at every operator sign-in. */
export const staffSettingsSchema = z.object({ secondFactorRequired: z.boolean() });
export type StaffSettings = z.infer<typeof staffSettingsSchema>;
