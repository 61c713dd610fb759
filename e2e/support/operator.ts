// Operator calls the journeys make through the real API (encrypted sign-in, then site settings), so
// that a test changes the site the way an operator would.
import type { APIRequestContext, Page } from '@playwright/test';
import { CompactEncrypt, importJWK } from 'jose';

export const DEMO = {
  member: { username: 'demo', password: 'Demo2026' },
  agent: { username: 'agent1', password: 'Agent2026' },
  operator: { username: 'operator', password: 'Operator2026' },
} as const;

/** Encrypts a body as compact JWE to the server's key from /api/permission, as the browser does. */
export async function encrypt(request: APIRequestContext, payload: unknown): Promise<string> {
  const permission = await (await request.get('/api/permission')).json();
  const { jwk } = permission.value.encryption;
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}

/** Signs in through the API with encrypted credentials, as the browser does; answers the session token. */
export async function sessionToken(
  request: APIRequestContext,
  credentials: { username: string; password: string },
  site: 'member' | 'operator',
): Promise<string> {
  const jwe = await encrypt(request, { ...credentials, site });
  const response = await request.post('/api/session', { data: { jwe } });
  if (!response.ok()) throw new Error(`${site} sign-in failed: ${await response.text()}`);
  return (await response.json()).value.token as string;
}

export function operatorToken(request: APIRequestContext): Promise<string> {
  return sessionToken(request, DEMO.operator, 'operator');
}

export async function updateSiteSettings(
  request: APIRequestContext,
  token: string,
  settings: Record<string, unknown>,
) {
  const response = await request.patch('/api/operator/site-settings', {
    data: settings,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`settings update failed: ${await response.text()}`);
}

/** Signs the demo operator in on the console's sign-in page; the console opens at its first desk. */
export async function signInAsOperator(page: Page) {
  await page.goto('/operator/login');
  // The page's own form: the site header has a sign-in button of the same name.
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(DEMO.operator.username);
  await form.getByRole('textbox', { name: 'Mật khẩu' }).fill(DEMO.operator.password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL(/\/operator\/payments$/);
}
