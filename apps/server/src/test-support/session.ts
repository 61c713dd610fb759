// Signs in through the real encrypted login call, as the browser does.
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import type { LoginValue } from '@playdeck/contract/session';

export async function encryptFor(app: FastifyInstance, payload: unknown): Promise<string> {
  const permission = await app.inject({ method: 'GET', url: '/api/permission' });
  const { jwk } = permission.json().value.encryption;
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}

export async function login(
  app: FastifyInstance,
  credentials: { username: string; password: string; site?: 'member' | 'agent' | 'operator' },
  headers: Record<string, string> = {},
  /** The visitor's address (the injected default otherwise). */
  remoteAddress?: string,
) {
  const { username, password, site } = credentials;
  const jwe = await encryptFor(app, { username, password, site });
  return app.inject({ method: 'POST', url: '/api/session', payload: { jwe }, headers, remoteAddress });
}

/** The Authorization header of a fresh session for the account; fails the test if sign-in fails. */
export async function authHeader(
  app: FastifyInstance,
  credentials: { username: string; password: string; site?: 'member' | 'agent' | 'operator' },
): Promise<{ authorization: string }> {
  const response = await login(app, credentials);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const value = response.json().value as LoginValue;
  return { authorization: `Bearer ${value.token}` };
}

/** The operator's ledger check (GET /api/operator/ledger/verify), as the operator console calls it. */
export async function ledgerVerify(
  app: FastifyInstance,
): Promise<{ balanced: boolean; differences: unknown[] }> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/operator/ledger/verify',
    headers: await authHeader(app, { username: 'operator', password: 'Operator2026', site: 'operator' }),
  });
  if (response.statusCode !== 200) throw new Error(`ledger verify failed: ${response.body}`);
  return response.json().value;
}
