// Third-party sign-in (SPEC.md §7 "Third-party sign-in (Facebook and Google)", §4 "Login": the
// third-party type skips the forced password change) through OpenID Connect. The browser goes to
// the start address, the provider sends it back to the callback, and the callback sends it to the
// site with a one-time hand-off code (never a session token) that the page exchanges by POST.
import { z } from 'zod';
import { birthDateSchema } from './registration';
import { loginValueSchema } from './session';

export const OIDC_PROVIDERS = ['google', 'facebook'] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

export const oidcPaths = {
  providers: '/api/session/oidc/providers',
  start: '/api/session/oidc/:provider/start',
  callback: '/api/session/oidc/:provider/callback',
  exchange: '/api/session/oidc/exchange',
  link: '/api/session/oidc/link',
  birthDate: '/api/session/oidc/birth-date',
  signInMethods: '/api/member/sign-in-methods',
  unlink: '/api/member/sign-in-methods/:provider',
  operatorProviders: '/api/operator/oidc-providers',
  operatorProvider: '/api/operator/oidc-providers/:provider',
} as const;

export const oidcProviderParamSchema = z.object({ provider: z.enum(OIDC_PROVIDERS) });

/** The providers the operator has configured and switched on: only these show a button. */
export const oidcProvidersValueSchema = z.array(z.enum(OIDC_PROVIDERS));

export const oidcStartQuerySchema = z.object({
  /** The affiliate or referral code the visitor arrived with, for a new account's placement. */
  invitationCode: z.string().trim().max(64).optional(),
});

/** What the provider sends back: a code and our state, or an error (the member cancelled). */
export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(2_048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

const handoffSchema = z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong');

export const oidcExchangeRequestSchema = z.object({ handoff: handoffSchema });

/**
 * A signed-in member; or an identity whose e-mail belongs to an existing account: the member proves
 * that account by its password to link the two (the same hand-off code, once more, with the password);
 * or a member the site has no date of birth for (a new account, or one made before it was asked): the
 * member gives it with the 18+ declaration (the same hand-off code, once more) before signing in.
 */
export const oidcExchangeValueSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), login: loginValueSchema }),
  z.object({
    status: z.literal('linkRequired'),
    provider: z.enum(OIDC_PROVIDERS),
    username: z.string(),
    email: z.string(),
  }),
  z.object({
    status: z.literal('birthDateRequired'),
    provider: z.enum(OIDC_PROVIDERS),
    /** The existing account's username; null when the sign-in creates the account. */
    username: z.string().nullable(),
    email: z.string(),
  }),
]);
export type OidcExchangeValue = z.infer<typeof oidcExchangeValueSchema>;

/**
 * The date of birth a third-party sign-in asks for, with the 18+ declaration: the registration form's
 * rules (a calendar day, MINIMUM_AGE on the site's today, the box ticked) and its messages.
 */
export const oidcBirthDateRequestSchema = z.object({
  handoff: handoffSchema,
  birthDate: birthDateSchema,
  /** The 18+ declaration (SPEC.md §4 terms box): must be ticked. */
  adult: z.literal(true, 'validation.termsRequired'),
});
export type OidcBirthDateRequest = z.infer<typeof oidcBirthDateRequestSchema>;

/** The link call's body decrypts to this (the password travels encrypted, as in the login call). */
export const oidcLinkPayloadSchema = z.object({
  handoff: handoffSchema,
  password: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
});
export type OidcLinkPayload = z.infer<typeof oidcLinkPayloadSchema>;

export const signInMethodsSchema = z.object({
  /** The member knows the account's password (an account made by a provider's sign-in does not). */
  password: z.boolean(),
  identities: z.array(
    z.object({ provider: z.enum(OIDC_PROVIDERS), email: z.string().nullable(), linkedAt: z.string() }),
  ),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** The operator's view of a provider; the client secret is write-only and only its presence shows. */
export const oidcProviderSettingSchema = z.object({
  provider: z.enum(OIDC_PROVIDERS),
  enabled: z.boolean(),
  clientId: z.string(),
  issuer: z.string(),
  secretSet: z.boolean(),
  /** The address to register at the provider as the redirect URI. */
  redirectUri: z.string(),
});
export type OidcProviderSetting = z.infer<typeof oidcProviderSettingSchema>;

export const oidcProviderUpdateSchema = z
  .object({
    enabled: z.boolean(),
    clientId: z.string().trim().max(256, 'validation.tooLong'),
    issuer: z
      .string()
      .trim()
      .max(512, 'validation.tooLong')
      .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'validation.invalidUrl'),
    /** Empty or absent keeps the stored secret. */
    clientSecret: z.string().trim().max(512, 'validation.tooLong').optional(),
  })
  .strict();
export type OidcProviderUpdate = z.infer<typeof oidcProviderUpdateSchema>;
