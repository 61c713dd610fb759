// Proves sign-in by site and role (SPEC.md §6), encrypted bodies only, hashed tokens that work as
// Bearer sessions, and sign-out.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsTable } from './session.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { login } from '../../test-support/session';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('POST /api/session', () => {
  it('signs the demo member in and the token opens /api/member', async () => {
    const response = await login(testApp.app, DEMO_ACCOUNTS.member);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, passwordIsDefault: false });
    expect(value.member).toMatchObject({ account: 'demo', type: 0, isAgent: false, isTrial: false });
    const member = await testApp.app.inject({
      method: 'GET',
      url: '/api/member',
      headers: { authorization: `Bearer ${value.token}` },
    });
    expect(member.json().value).toMatchObject({ account: 'demo', nickname: 'Demo Player' });
    const second = await login(testApp.app, DEMO_ACCOUNTS.member);
    expect(second.json().value.firstTimeLogin).toBe(false);
  });

  it('stores only the hash of the token', async () => {
    const { token } = (await login(testApp.app, DEMO_ACCOUNTS.member)).json().value;
    const rows = await testApp.database.db.select().from(sessionsTable);
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });

  it('refuses a plain-text body with ENCRYPTION_REQUIRED', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'accept-language': 'en' },
      payload: { username: 'demo', password: 'Demo2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ENCRYPTION_REQUIRED',
      message: 'This request must be encrypted',
    });
  });

  it('refuses a JWE that is not ours', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { jwe: 'a.b.c.d.e' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('DECRYPTION_FAILED');
  });

  it('refuses a wrong password with 401 and empty fields with per-field messages', async () => {
    const wrong = await login(
      testApp.app,
      { username: 'demo', password: 'nope' },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect username or password');
    const empty = await login(testApp.app, { username: '  ', password: '' }, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      username: 'Input cannot be empty',
      password: 'Input cannot be empty',
    });
  });

  it('keeps each site to its roles', async () => {
    const memberOnAgentSite = await login(
      testApp.app,
      { ...DEMO_ACCOUNTS.member, site: 'agent' },
      { 'accept-language': 'en' },
    );
    expect(memberOnAgentSite.statusCode).toBe(403);
    expect(memberOnAgentSite.json()).toMatchObject({
      code: 'NON_AGENT_LOGIN',
      message: 'Non-agents cannot log in',
    });
    const operatorOnMemberSite = await login(testApp.app, DEMO_ACCOUNTS.operator, {
      'accept-language': 'en',
    });
    expect(operatorOnMemberSite.json()).toMatchObject({
      code: 'NON_MEMBER_LOGIN',
      message: 'Non-member account unable to login',
    });
    const agent = await login(testApp.app, { ...DEMO_ACCOUNTS.agent, site: 'agent' });
    expect(agent.json().value.member).toMatchObject({ account: 'agent1', type: 1, isAgent: true });
  });
});

describe('DELETE /api/session', () => {
  it('revokes the token', async () => {
    const { token } = (await login(testApp.app, DEMO_ACCOUNTS.member)).json().value;
    const headers = { authorization: `Bearer ${token}` };
    expect((await testApp.app.inject({ method: 'DELETE', url: '/api/session', headers })).statusCode).toBe(
      200,
    );
    const after = await testApp.app.inject({ method: 'GET', url: '/api/member', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('NOT_LOGGED_IN');
  });
});
