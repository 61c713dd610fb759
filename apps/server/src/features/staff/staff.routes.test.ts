// The staff desk (issue 19 item 3): an admin creates staff accounts by the registration rules (each
// bad field named), changes their roles and disables them (a disabled account's sessions end and it
// cannot sign in); the last active admin can be neither demoted nor disabled; a support account
// calling a finance route is refused with a clear message and nothing changes; and, with the switch
// on, an operator signs in only with an authenticator code (enrolling at the first sign-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader, encryptFor, login } from '../../test-support/session';
import { totpCode } from '../../plugins/totp';

let testApp: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await authHeader(testApp.app, { username: 'operator', password: 'Operator2026', site: 'operator' });
});
afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) =>
  testApp.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

async function createStaff(username: string, role: string) {
  const response = await call('POST', '/api/operator/staff', admin, {
    username,
    password: 'Staff2026',
    role,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: number; username: string; role: string; status: string };
}

const signInAs = (username: string, secondFactor?: { method: 'totp'; code: string }) =>
  encryptFor(testApp.app, {
    username,
    password: username === 'operator' ? 'Operator2026' : 'Staff2026',
    site: 'operator',
    secondFactor,
  }).then((jwe) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { jwe },
      headers: { 'accept-language': 'en' },
    }),
  );

describe('staff accounts', () => {
  it('tells each operator its role and desks; the demo operator is an admin', async () => {
    const response = await call('GET', '/api/operator/staff/me', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ username: 'operator', role: 'admin' });
    expect(response.json().value.permissions.staff).toBe('write');
    await createStaff('meFinance', 'finance');
    const finance = await authHeader(testApp.app, {
      username: 'meFinance',
      password: 'Staff2026',
      site: 'operator',
    });
    const mine = (await call('GET', '/api/operator/staff/me', finance)).json().value;
    expect(mine.role).toBe('finance');
    expect(mine.permissions).toMatchObject({
      payments: 'write',
      reports: 'read',
      staff: 'none',
      content: 'none',
    });
  });

  it('creates a staff account that signs in to the console and is listed with its role', async () => {
    const created = await createStaff('newSupport', 'support');
    expect(created).toMatchObject({ username: 'newSupport', role: 'support', status: 'active' });
    const list = (await call('GET', '/api/operator/staff', admin)).json().value as {
      username: string;
      role: string;
    }[];
    expect(list).toContainEqual(expect.objectContaining({ username: 'operator', role: 'admin' }));
    expect(list).toContainEqual(expect.objectContaining({ username: 'newSupport', role: 'support' }));
    expect((await signInAs('newSupport')).statusCode).toBe(200);
  });

  it('names every bad field of a new staff account', async () => {
    const empty = await call('POST', '/api/operator/staff', admin, {
      username: '',
      password: '',
      role: 'boss',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(empty.json().fields).sort()).toEqual(['password', 'role', 'username']);
    expect(empty.json().fields.role).toBe('Please choose one of the offered options');
    // The registration rules: a username starts with a letter, 6 to 16 characters; a password 6 to 20.
    const rules = await call('POST', '/api/operator/staff', admin, {
      username: '1ab',
      password: 'abc',
      role: 'content',
    });
    expect(rules.statusCode).toBe(400);
    expect(Object.keys(rules.json().fields).sort()).toEqual(['password', 'username']);
    const taken = await call('POST', '/api/operator/staff', admin, {
      username: 'OPERATOR',
      password: 'Staff2026',
      role: 'content',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');
  });

  it('keeps the staff desk to admins: other roles are refused before their body is read', async () => {
    await createStaff('contentOne', 'content');
    const content = await authHeader(testApp.app, {
      username: 'contentOne',
      password: 'Staff2026',
      site: 'operator',
    });
    const response = await call('POST', '/api/operator/staff', content, {
      username: 'sneaky',
      password: 'x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ROLE_FORBIDDEN');
    expect((await call('GET', '/api/operator/staff', content)).statusCode).toBe(403);
  });

  it('refuses a support account a finance route with a clear message, and changes nothing', async () => {
    await createStaff('supportPay', 'support');
    const support = await authHeader(testApp.app, {
      username: 'supportPay',
      password: 'Staff2026',
      site: 'operator',
    });
    const before = (await call('GET', '/api/operator/payment-settings', admin)).json().value;
    const refused = await call('PATCH', '/api/operator/payment-settings', support, {
      withdrawalConfirmMinutes: 5,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ROLE_FORBIDDEN',
      message: 'Your staff role (support) may not do this on the payments desk',
    });
    expect((await call('GET', '/api/operator/payment-settings', admin)).json().value).toEqual(before);
    // A read of a desk the role cannot see is refused too.
    expect((await call('GET', '/api/operator/payment-settings', support)).statusCode).toBe(403);
  });

  it('changes a role, which applies to the next call of a live session', async () => {
    const staff = await createStaff('roleChange', 'readonly');
    const session = await authHeader(testApp.app, {
      username: 'roleChange',
      password: 'Staff2026',
      site: 'operator',
    });
    expect((await call('PATCH', '/api/operator/payment-settings', session, {})).statusCode).toBe(403);
    const changed = await call('PUT', `/api/operator/staff/${staff.id}/role`, admin, { role: 'finance' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value.role).toBe('finance');
    expect((await call('PATCH', '/api/operator/payment-settings', session, {})).statusCode).toBe(200);
    const bad = await call('PUT', `/api/operator/staff/${staff.id}/role`, admin, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.role).toBe('Please choose one of the offered options');
    const unknown = await call('PUT', '/api/operator/staff/999999/role', admin, { role: 'finance' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('STAFF_NOT_FOUND');
  });

  it('disables an account: its sessions end and it cannot sign in until enabled again', async () => {
    const staff = await createStaff('toDisable', 'support');
    const session = await authHeader(testApp.app, {
      username: 'toDisable',
      password: 'Staff2026',
      site: 'operator',
    });
    const disabled = await call('PUT', `/api/operator/staff/${staff.id}/status`, admin, {
      status: 'disabled',
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().value.status).toBe('disabled');
    expect((await call('GET', '/api/operator/staff/me', session)).statusCode).toBe(401);
    const refused = await signInAs('toDisable');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    const bad = await call('PUT', `/api/operator/staff/${staff.id}/status`, admin, { status: 'gone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe('Please choose one of the offered options');
    await call('PUT', `/api/operator/staff/${staff.id}/status`, admin, { status: 'active' });
    expect((await signInAs('toDisable')).statusCode).toBe(200);
  });

  it('never leaves the console without an active admin', async () => {
    const me = (await call('GET', '/api/operator/staff/me', admin)).json().value as { id: number };
    for (const [url, payload] of [
      [`/api/operator/staff/${me.id}/role`, { role: 'readonly' }],
      [`/api/operator/staff/${me.id}/status`, { status: 'disabled' }],
    ] as const) {
      const refused = await call('PUT', url, admin, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'LAST_ADMIN',
        message: 'This is the last active admin: make another admin first',
      });
    }
    expect((await call('GET', '/api/operator/staff/me', admin)).json().value.role).toBe('admin');
    // With a second admin, the first may step down.
    const second = await createStaff('secondAdmin', 'admin');
    const demoted = await call('PUT', `/api/operator/staff/${me.id}/role`, admin, { role: 'readonly' });
    expect(demoted.statusCode).toBe(200);
    const secondSession = await authHeader(testApp.app, {
      username: 'secondAdmin',
      password: 'Staff2026',
      site: 'operator',
    });
    const lastOne = await call('PUT', `/api/operator/staff/${second.id}/status`, secondSession, {
      status: 'disabled',
    });
    expect(lastOne.statusCode).toBe(409);
    await call('PUT', `/api/operator/staff/${me.id}/role`, secondSession, { role: 'admin' });
  });
});

describe('the operator authenticator', () => {
  it('is off by default, and only an admin switches it', async () => {
    expect((await call('GET', '/api/operator/staff/settings', admin)).json().value).toEqual({
      secondFactorRequired: false,
    });
    const bad = await call('PUT', '/api/operator/staff/settings', admin, { secondFactorRequired: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.secondFactorRequired).toBeDefined();
  });

  it('when required: enrols an operator without one, then asks every sign-in for its code', async () => {
    await createStaff('totpStaff', 'finance');
    const on = await call('PUT', '/api/operator/staff/settings', admin, { secondFactorRequired: true });
    expect(on.json().value).toEqual({ secondFactorRequired: true });

    const first = await signInAs('totpStaff');
    expect(first.statusCode).toBe(403);
    expect(first.json().code).toBe('SECOND_FACTOR_ENROL_REQUIRED');
    expect(first.json().message).toContain('authenticator');
    const { secret, otpauthUrl } = first.json().value.enrolment as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toContain(`secret=${secret}`);
    // The same key until it is confirmed, so that a second try does not undo the app's set-up.
    expect((await signInAs('totpStaff')).json().value.enrolment.secret).toBe(secret);

    const wrong = await signInAs('totpStaff', {
      method: 'totp',
      code: totpCode(secret, Date.now() - 600_000),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    const enrolled = await signInAs('totpStaff', { method: 'totp', code: totpCode(secret) });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json().value.member.totpEnabled).toBe(true);

    const withoutCode = await signInAs('totpStaff');
    expect(withoutCode.statusCode).toBe(403);
    expect(withoutCode.json()).toMatchObject({
      code: 'AUTHENTICATOR_CODE_REQUIRED',
      message: 'Please enter the code your authenticator app shows',
      value: { methods: ['totp'] },
    });
    expect((await signInAs('totpStaff', { method: 'totp', code: totpCode(secret) })).statusCode).toBe(200);

    await call('PUT', '/api/operator/staff/settings', admin, { secondFactorRequired: false });
    expect((await signInAs('totpStaff')).statusCode).toBe(200);
  });

  it('leaves the member site as it was', async () => {
    await call('PUT', '/api/operator/staff/settings', admin, { secondFactorRequired: true });
    const member = await login(testApp.app, { username: 'demo', password: 'Demo2026' });
    await call('PUT', '/api/operator/staff/settings', admin, { secondFactorRequired: false });
    expect(member.statusCode, member.body).toBe(200);
  });
});
