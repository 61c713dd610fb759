// Proves the ID token checks on a real provider's token: a token whose payload was changed after the
// provider signed it, and a token for another client, are refused; the untouched one is accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../plugins/errors';
import {
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test-support/oidc-provider';
import { createOidcClient, type OidcClientConfig } from './oidc.client';

const REDIRECT = 'http://127.0.0.1:9/callback';
let provider: TestOidcProvider;
let config: OidcClientConfig;
const client = createOidcClient({ now: () => new Date() });

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [REDIRECT] });
  config = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret };
});
afterAll(() => provider.close());

/** A real ID token of the provider for `login`, fetched the way our client does, kept raw. */
async function realIdToken(login: string, nonce: string): Promise<string> {
  const flow = {
    state: 'state-'.padEnd(43, 's'),
    nonce,
    codeVerifier: 'v'.repeat(64),
    redirectUri: REDIRECT,
  };
  const returned = await signInAtProvider(await client.authorizationUrl(config, flow), login);
  const discovery = await client.discover(provider.issuer);
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: returned.searchParams.get('code')!,
      redirect_uri: REDIRECT,
      code_verifier: flow.codeVerifier,
    }),
  });
  return ((await response.json()) as { id_token: string }).id_token;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? error.code : String(error);
}

describe('verifyIdToken', () => {
  it('accepts the provider’s token and refuses it changed, for another client, or for another nonce', async () => {
    const nonce = 'n'.repeat(43);
    const token = await realIdToken('carol', nonce);
    const discovery = await client.discover(provider.issuer);
    await expect(client.verifyIdToken(config, discovery, token, nonce)).resolves.toMatchObject({
      subject: 'carol',
      email: 'carol@provider.test',
      emailVerified: true,
    });

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect(
      await refusal(client.verifyIdToken(config, discovery, `${header}.${forged}.${signature}`, nonce)),
    ).toBe('OIDC_TOKEN_INVALID');
    expect(
      await refusal(client.verifyIdToken({ ...config, clientId: 'another-client' }, discovery, token, nonce)),
    ).toBe('OIDC_TOKEN_INVALID');
    expect(await refusal(client.verifyIdToken(config, discovery, token, 'x'.repeat(43)))).toBe(
      'OIDC_NONCE_INVALID',
    );
  });

  it('refuses an issuer whose discovery document names another issuer', async () => {
    expect(await refusal(client.discover(`${provider.issuer}/`))).toBe('OIDC_PROVIDER_ERROR');
  });
});
