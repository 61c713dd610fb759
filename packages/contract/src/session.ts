// Sign-in and sign-out (SPEC.md §3 "Login form", §4 "Session", §6 roles). The login body travels
// as a compact JWE (DESIGN.md "Encrypted payloads"); loginPayloadSchema is what it decrypts to.
import { z } from 'zod';
import { memberInfoSchema } from './account';

export const sessionPaths = {
  session: '/api/session',
} as const;

export const encryptedBodySchema = z.object({ jwe: z.string().min(1).max(20_000) });

export const LOGIN_SITES = ['member', 'agent', 'operator'] as const;

export const loginPayloadSchema = z.object({
  username: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  password: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
  site: z.enum(LOGIN_SITES).default('member'),
  type: z.literal('username').default('username'),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the operator's insecure default: the forced change opens (SPEC.md §4). */
  passwordIsDefault: z.boolean(),
  member: memberInfoSchema,
});
export type LoginValue = z.infer<typeof loginValueSchema>;
