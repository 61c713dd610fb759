// The OpenID Connect relying party: discovery from the issuer, the authorization address (code flow
// with PKCE S256, state and nonce), the code exchange at the token endpoint, and the ID token checked
// against the issuer's JWKS (signature, issuer, audience, expiry) and the flow's nonce. Google and
// Facebook are two configurations of this one client; nothing here is specific to either.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { AppError } from '../../../plugins/errors';

export type OidcClientConfig = { issuer: string; clientId: string; clientSecret: string };

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });

/** The identity an ID token proves. */
export type OidcIdentity = { subject: string; email: string | null; emailVerified: boolean };

/** How long a provider's discovery document and keys are reused before they are fetched again. */
const DISCOVERY_CACHE_MS = 10 * 60 * 1000;
/** A provider slower than this is treated as unreachable: the member is waiting on the page. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** Clock difference allowed between us and the provider when checking the token's times. */
const CLOCK_TOLERANCE_SECONDS = 30;

export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

async function providerFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw new AppError('OIDC_PROVIDER_ERROR', 502);
  }
}

export type OidcClient = ReturnType<typeof createOidcClient>;

export function createOidcClient(options: { now: () => Date }) {
  const discoveries = new Map<string, { value: Discovery; fetchedAt: number }>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  /** The issuer's discovery document; its `issuer` must be the configured one (OIDC Discovery §4.3). */
  async function discover(issuer: string): Promise<Discovery> {
    const cached = discoveries.get(issuer);
    if (cached && Date.now() - cached.fetchedAt < DISCOVERY_CACHE_MS) return cached.value;
    const response = await providerFetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    const parsed = discoverySchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
    if (!parsed.success || parsed.data.issuer !== issuer) throw new AppError('OIDC_PROVIDER_ERROR', 502);
    discoveries.set(issuer, { value: parsed.data, fetchedAt: Date.now() });
    return parsed.data;
  }

  function keySetOf(jwksUri: string) {
    let keySet = keySets.get(jwksUri);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
      keySets.set(jwksUri, keySet);
    }
    return keySet;
  }

  /** The provider's address the browser goes to. Errors: OIDC_PROVIDER_ERROR 502. */
  async function authorizationUrl(
    config: OidcClientConfig,
    flow: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
  ): Promise<string> {
    const discovery = await discover(config.issuer);
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: config.clientId,
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: flow.redirectUri,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: codeChallengeOf(flow.codeVerifier),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /**
   * Exchanges the code for tokens and verifies the ID token.
   * Errors: OIDC_PROVIDER_ERROR 502 (unreachable, or the code refused), OIDC_TOKEN_EXPIRED 400,
   * OIDC_TOKEN_INVALID 400 (signature, issuer, audience, missing subject), OIDC_NONCE_INVALID 400.
   */
  async function redeemCode(
    config: OidcClientConfig,
    flow: { code: string; nonce: string; codeVerifier: string; redirectUri: string },
  ): Promise<OidcIdentity> {
    const discovery = await discover(config.issuer);
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: flow.code,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.codeVerifier,
    });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    // client_secret_basic is the default of OAuth 2.0 (RFC 6749 §2.3.1); post only if that is all it takes.
    const methods = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic')) {
      const user = encodeURIComponent(config.clientId);
      const secret = encodeURIComponent(config.clientSecret);
      headers.authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
    } else {
      body.set('client_id', config.clientId);
      body.set('client_secret', config.clientSecret);
    }
    const response = await providerFetch(discovery.token_endpoint, { method: 'POST', headers, body });
    const tokens = tokenResponseSchema.safeParse(
      response.ok ? await response.json().catch(() => null) : null,
    );
    if (!tokens.success) throw new AppError('OIDC_PROVIDER_ERROR', 502);
    return verifyIdToken(config, discovery, tokens.data.id_token, flow.nonce);
  }

  async function verifyIdToken(
    config: OidcClientConfig,
    discovery: Discovery,
    idToken: string,
    nonce: string,
  ): Promise<OidcIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySetOf(discovery.jwks_uri), {
        issuer: config.issuer,
        audience: config.clientId,
        algorithms: discovery.id_token_signing_alg_values_supported?.filter((alg) => alg !== 'none') ?? [
          'RS256',
        ],
        currentDate: options.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('OIDC_TOKEN_EXPIRED', 400);
      if (error instanceof joseErrors.JWKSTimeout) throw new AppError('OIDC_PROVIDER_ERROR', 502);
      throw new AppError('OIDC_TOKEN_INVALID', 400);
    }
    if (payload.nonce !== nonce) throw new AppError('OIDC_NONCE_INVALID', 400);
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
    return {
      subject: String(payload.sub),
      email: email || null,
      emailVerified: payload.email_verified === true,
    };
  }

  return { authorizationUrl, redeemCode, verifyIdToken, discover };
}
