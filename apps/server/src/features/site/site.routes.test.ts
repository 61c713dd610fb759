// Proves the start-up call returns the operator's settings from the database, and that maintenance
// and the IP/country block list change the system status and close member calls, but not the
// operator's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';

let testApp: TestApp;
let operator: { authorization: string };
const VIETNAM_IP = '14.160.0.1';

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
});
afterAll(() => testApp.close());

const permission = (remoteAddress = '127.0.0.1') =>
  testApp.app
    .inject({ method: 'GET', url: '/api/permission', remoteAddress })
    .then((response) => response.json().value);

const patchSettings = (payload: unknown, headers: Record<string, string> = operator) =>
  testApp.app.inject({
    method: 'PATCH',
    url: '/api/operator/site-settings',
    payload: payload as object,
    headers,
  });

describe('GET /api/permission', () => {
  it('returns the seeded start-up state', async () => {
    const value = await permission('203.0.113.9');
    expect(value).toMatchObject({
      systemStatus: 0,
      maintenance: false,
      regionRestriction: false,
      location: '203.0.113.9',
      siteName: 'Playdeck',
      currencySymbol: '$',
      timeZoneOffsetMinutes: 480,
      footerVendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
    });
    expect(value.resources).toMatchObject({
      ANDROID: expect.stringMatching(/^https:/),
      FACEBOOK: expect.any(String),
    });
    // The demo has no iOS link of its own: the side menu opens the site's app download page.
    expect(value.resources.IOS).toBeUndefined();
    expect(value.resources.YOUTUBE).toBeUndefined();
    expect(value.customerService[0]).toMatchObject({ csType: 'LIVECHAT', path: expect.any(String) });
    expect(value.whitelabel.flags).toMatchObject({
      USERNAMEREG3: true,
      CHNGPASSMAIL3: true,
      FREEPLAY3: true,
      SMSLOGIN3: true,
    });
    expect(value.whitelabel.tree[0]).toMatchObject({ modId: 'REGISTER3', enabled: true });
    expect(value.whitelabel.tree[0].childrenNodes.length).toBeGreaterThan(0);
    expect(value.encryption).toMatchObject({
      kid: expect.any(String),
      jwk: { kty: 'RSA', alg: 'RSA-OAEP-256' },
    });
  });

  it('reflects a whitelabel change at once', async () => {
    expect((await patchSettings({ whitelabel: { REGISTER3: false } })).statusCode).toBe(200);
    const value = await permission();
    expect(value.whitelabel.flags).toMatchObject({
      REGISTER3: false,
      USERNAMEREG3: false,
      MOBILENUMREG3: false,
    });
    await patchSettings({ whitelabel: { REGISTER3: true } });
  });
});

describe('maintenance and block list', () => {
  it('shows status 1 under maintenance and refuses member calls with 503', async () => {
    await patchSettings({ maintenance: true, maintenanceMessage: 'Back at 10:00' });
    const value = await permission();
    expect(value).toMatchObject({ systemStatus: 1, maintenance: true, maintenanceMessage: 'Back at 10:00' });
    const lobby = await testApp.app.inject({
      method: 'GET',
      url: '/api/lobby/vendors',
      headers: { 'accept-language': 'en' },
    });
    expect(lobby.statusCode).toBe(503);
    expect(lobby.json()).toEqual({ success: false, code: 'MAINTENANCE', message: 'System maintenance' });
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/site-settings',
      headers: operator,
    });
    expect(settings.statusCode).toBe(200);
    await patchSettings({ maintenance: false });
    expect((await permission()).systemStatus).toBe(0);
  });

  it('shows status 2 with the visitor IP for a blocked IP or range', async () => {
    await patchSettings({ blockedIps: ['198.51.100.0/24'] });
    expect(await permission('198.51.100.20')).toMatchObject({
      systemStatus: 2,
      regionRestriction: true,
      location: '198.51.100.20',
    });
    expect((await permission('198.51.101.20')).systemStatus).toBe(0);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/content/notices',
      remoteAddress: '198.51.100.20',
      headers: { 'accept-language': 'vi' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCESS_RESTRICTED',
      message: 'Truy cập bị hạn chế (IP hoặc khu vực)',
    });
    await patchSettings({ blockedIps: [] });
  });

  it('shows status 2 for a blocked country, from the IP-to-country dataset', async () => {
    await patchSettings({ blockedCountries: ['vn'] });
    expect(await permission(VIETNAM_IP)).toMatchObject({ systemStatus: 2, country: 'VN' });
    expect((await permission('8.8.8.8')).systemStatus).toBe(0);
    await patchSettings({ blockedCountries: [] });
  });
});

describe('PATCH /api/operator/site-settings', () => {
  it('needs a session (401) and an operator (403)', async () => {
    expect((await patchSettings({ maintenance: true }, {})).statusCode).toBe(401);
    const member = await authHeader(testApp.app, DEMO_ACCOUNTS.member);
    const refused = await patchSettings({ maintenance: true }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await permission()).systemStatus).toBe(0);
  });

  it('refuses bad input with per-field translated messages and changes nothing', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/site-settings',
      headers: { ...operator, 'accept-language': 'en' },
      payload: {
        blockedIps: ['999.1.1.1'],
        blockedCountries: ['Vietnam'],
        siteName: '',
        timeZoneOffsetMinutes: 5000,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fields: {
        'blockedIps.0': 'Please enter a valid IP address or IP range',
        'blockedCountries.0': 'Please enter a two-letter country code',
        siteName: 'Input cannot be empty',
        timeZoneOffsetMinutes: 'The value must be at most 840',
      },
    });
    const unknown = await patchSettings({ colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect((await permission()).siteName).toBe('Playdeck');
  });
});
