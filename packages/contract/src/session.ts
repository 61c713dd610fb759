// Sign-in and sign-out (SPEC.md §3 "Login form", §4 "Session", §6 roles). The login body travels
// as a compact JWE (DESIGN.md "Encrypted payloads"); loginPayloadSchema is what it decrypts to.
import { z } from 'zod';
import { memberInfoSchema } from './account';
import { phoneTokenFieldsSchema } from './sms';

export const sessionPaths = {
  session: '/api/session',
  trial: '/api/session/trial',
  remembered: '/api/session/remembered',
  secondFactorCode: '/api/session/second-factor-code',
} as const;

export const encryptedBodySchema = z.object({ jwe: z.string().min(1).max(20_000) });

export const LOGIN_SITES = ['member', 'agent', 'operator'] as const;

export const SECOND_FACTOR_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

const secondFactorSchema = z.object({
  method: z.enum(SECOND_FACTOR_METHODS),
  code: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
});

const usernameLoginSchema = z.object({
  type: z.literal('username').default('username'),
  username: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  password: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
  site: z.enum(LOGIN_SITES).default('member'),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(10).optional(),
  /** Ask for a 1-day httpOnly remember cookie that signs the member back in (never the password). */
  remember: z.boolean().default(false),
  secondFactor: secondFactorSchema.optional(),
});

const smsLoginSchema = z.object({
  type: z.literal('sms'),
  mobileNum: z
    .string()
    .trim()
    .regex(/^\d{6,14}$/, 'validation.mobileInvalid'),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'validation.invalidOption'),
  verificationCode: z.string().trim().min(1, 'validation.required').max(10, 'validation.tooLong'),
  site: z.literal('member').default('member'),
  remember: z.boolean().default(false),
  ...phoneTokenFieldsSchema.shape,
});

export const loginPayloadSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('type' in value)
      ? { ...value, type: 'username' }
      : value,
  z.discriminatedUnion('type', [usernameLoginSchema, smsLoginSchema]),
);
export type LoginPayload = z.input<typeof usernameLoginSchema> | z.input<typeof smsLoginSchema>;

/** Sent with 403 SECOND_FACTOR_REQUIRED: the account signs in from an IP it has not used before. */
export const secondFactorRequiredSchema = z.object({ methods: z.array(z.enum(SECOND_FACTOR_METHODS)) });
/**
 * Sent with 403 SECOND_FACTOR_ENROL_REQUIRED when the staff desk requires an authenticator at operator
 * sign-in (issue 19 item 3) and the operator has none: it adds this key to an app and signs in again
 * with the app's code (`secondFactor: { method: 'totp', code }`).
 */
export const secondFactorEnrolmentSchema = z.object({
  methods: z.array(z.literal('totp')),
  enrolment: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});
export const secondFactorCodeRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  method: z.enum(['sms', 'email']),
});

export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the operator's insecure default: the forced change opens (SPEC.md §4). */
  passwordIsDefault: z.boolean(),
  member: memberInfoSchema,
  /** When this account last signed in before this one (null the first time): shown at sign-in. */
  previousLoginAt: z.string().nullable(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

export const ipLockSchema = z.object({ ip: z.string(), reason: z.string(), lockedAt: z.string() });
export const ipLockPaths = { list: '/api/operator/ip-locks', unlock: '/api/operator/ip-locks/:ip' } as const;
