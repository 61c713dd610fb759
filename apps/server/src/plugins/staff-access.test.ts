// The role matrix (issue 19 item 3): every operator route of the OpenAPI document, called by a staff
// account of each role with a malformed body and query, answers 403 ROLE_FORBIDDEN exactly when the
// contract's matrix refuses the role that call, and then never 400 (authorisation before validation);
// a call the matrix allows is never refused with 403. The WebSocket stream checks the role itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livechatPaths } from '@playdeck/contract/livechat';
import { STAFF_ROLES, deskOfPath, permits, type StaffRole } from '@playdeck/contract/staff';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { authHeader } from '../test-support/session';

type Call = { method: string; path: string; url: string };

let testApp: TestApp;
let calls: Call[];
const headersOf = {} as Record<StaffRole, Record<string, string>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  calls = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/operator/') && path !== livechatPaths.operatorStream)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        // The route's own pattern (/:id), which the matrix reads, and an address no route accepts.
        path: path.replace(/\{([^}]+)\}/g, ':$1'),
        url: path.replace(/\{[^}]+\}/g, 'x'),
      })),
    );
  const admin = await authHeader(testApp.app, {
    username: 'operator',
    password: 'Operator2026',
    site: 'operator',
  });
  headersOf.admin = admin;
  for (const role of STAFF_ROLES.filter((candidate) => candidate !== 'admin')) {
    const username = `staff${role}`;
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/staff',
      headers: admin,
      payload: { username, password: 'Staff2026', role },
    });
    expect(created.statusCode, created.body).toBe(200);
    headersOf[role] = await authHeader(testApp.app, { username, password: 'Staff2026', site: 'operator' });
  }
}, 120_000);
afterAll(() => testApp.close());

function malformed(call: Call, headers: Record<string, string>) {
  return testApp.app.inject({
    method: call.method as 'GET',
    url: `${call.url}?pageNum=-1&pageSize=abc&unexpected=%00`,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(call.method === 'GET' || call.method === 'HEAD' ? {} : { payload: '{"unexpected": [1, {"deep"' }),
  });
}

describe('the role matrix on every operator route', () => {
  it('knows the desk of every route of the document (none is left to the admin by accident)', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((call) => deskOfPath(call.path) === null).map((call) => call.path)).toEqual([]);
  });

  it.each(STAFF_ROLES)('answers the %s role 403 exactly where the matrix refuses it', async (role) => {
    const wrong: string[] = [];
    for (const call of calls) {
      const response = await malformed(call, headersOf[role]);
      const refused = response.statusCode === 403 && response.json().code === 'ROLE_FORBIDDEN';
      const allowed = permits(role, call.method, call.path);
      if (allowed ? response.statusCode === 403 : !refused) {
        wrong.push(`${call.method} ${call.path} ${response.statusCode} ${response.json().code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says in the caller language which role and desk refused the call', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/payment-settings',
      headers: { ...headersOf.support, 'accept-language': 'en' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'ROLE_FORBIDDEN',
      message: 'Your staff role (support) may not do this on the payments desk',
    });
  });
});
