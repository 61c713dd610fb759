// Proves the announcements and licence calls: the live list paged at 9 in the reader's language,
// the popups chosen by execution type, bad parameters refused with the field named, the operator's
// writes sanitised before they reach a page, and the licence a visitor reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { operatorHeaders } from '../../test-support/payments';

let testApp: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = operator) =>
  testApp.app.inject({ method, url, payload: payload as object, headers });

const announcement = (overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  type: 'B',
  title: 'Test notice',
  content: '<p>Hello</p>',
  ...overrides,
});

describe('GET /api/content/announcements', () => {
  it('pages the live list at 9, newest first after the pinned ones, in the asked language', async () => {
    const first = (await get('/api/content/announcements?types=B,PL,PU,PR,H&platform=W&lang=en')).json()
      .value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 9, total: 11, totalPages: 2 });
    expect(first.list).toHaveLength(9);
    expect(first.list[0]).toEqual({
      id: expect.any(Number),
      type: 'PU',
      execution: 'B',
      title: 'Welcome to Playdeck',
      content: expect.stringContaining('<strong>Free play</strong>'),
      promotionType: null,
      publishedAt: expect.any(String),
    });
    const second = (await get('/api/content/announcements?lang=en&pageNo=2')).json().value;
    expect(second.list.map((item: { title: string }) => item.title)).toEqual([
      'Sign-in protection',
      'Play responsibly',
    ]);
    const vi = (await get('/api/content/announcements', { 'accept-language': 'vi' })).json().value;
    expect(vi.list[0].title).toBe('Chào mừng đến với Playdeck');
  });

  it('filters by type', async () => {
    const value = (await get('/api/content/announcements?types=PR&lang=en')).json().value;
    expect(value.list.map((item: { promotionType: string }) => item.promotionType)).toEqual([
      'VIP',
      'JACKPOT',
    ]);
  });

  it('answers only the popups of the asked audiences', async () => {
    const titles = async (execution: string) =>
      (await get(`/api/content/announcements?lang=en&execution=${execution}`))
        .json()
        .value.list.map((item: { title: string }) => item.title);
    expect(await titles('B')).toEqual(['Welcome to Playdeck']);
    expect(await titles('A')).toEqual(['Climb the VIP ladder']);
    expect(await titles('A,F')).toEqual(['Climb the VIP ladder', 'Your account is ready']);
  });

  it('refuses bad parameters with the field named, and caps the page size', async () => {
    for (const [query, field] of [
      ['types=B,XX', 'types'],
      ['execution=Z', 'execution'],
      ['platform=TV', 'platform'],
      ['pageNo=0', 'pageNo'],
      ['pageSize=51', 'pageSize'],
      ['lang=fr', 'lang'],
    ] as const) {
      const response = await get(`/api/content/announcements?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields ?? {})[0], query).toMatch(new RegExp(`^${field}`));
    }
    const capped = await get('/api/content/announcements?pageSize=50&lang=en');
    expect(capped.json().value).toMatchObject({ pageSize: 50, totalPages: 1 });
  });

  it('leaves out disabled, future and expired announcements', async () => {
    const hour = 3_600_000;
    const created: number[] = [];
    for (const extra of [
      { enabled: false },
      { publishedAt: new Date(Date.now() + hour).toISOString() },
      {
        publishedAt: new Date(Date.now() - 2 * hour).toISOString(),
        expiresAt: new Date(Date.now() - hour).toISOString(),
      },
    ]) {
      const response = await write(
        'POST',
        '/api/operator/announcements',
        announcement({ ...extra, language: 'vi' }),
      );
      expect(response.statusCode).toBe(200);
      created.push(response.json().value.id);
    }
    const value = (await get('/api/content/announcements?lang=vi&pageSize=50')).json().value;
    expect(value.total).toBe(11);
    for (const id of created)
      expect((await write('DELETE', `/api/operator/announcements/${id}`)).statusCode).toBe(200);
  });
});

describe('operator announcements', () => {
  it('sanitises the HTML before storing it, so no script reaches a page', async () => {
    const response = await write(
      'POST',
      '/api/operator/announcements',
      announcement({
        language: 'en',
        type: 'H',
        execution: 'B',
        title: 'Sneaky',
        content: '<p onmouseover="steal()">Hi<script>alert(1)</script><img src="x" onerror="steal()"></p>',
        sortOrder: 0,
      }),
    );
    expect(response.statusCode).toBe(200);
    const { id, content } = response.json().value;
    expect(content).toBe('<p>Hi<img src="x" /></p>');
    const popups = (await get('/api/content/announcements?lang=en&execution=B')).json().value.list;
    const stored = popups.find((item: { id: number }) => item.id === id);
    expect(stored.content).not.toMatch(/script|onerror|onmouseover/);
    await write('DELETE', `/api/operator/announcements/${id}`);
  });

  it('changes and takes down an announcement, and answers 404 for an unknown one', async () => {
    const { id } = (await write('POST', '/api/operator/announcements', announcement())).json().value;
    const changed = await write(
      'PUT',
      `/api/operator/announcements/${id}`,
      announcement({ title: 'Changed', promotionType: 'VIP' }),
    );
    expect(changed.json().value).toMatchObject({ id, title: 'Changed', promotionType: 'VIP', enabled: true });
    expect((await write('DELETE', `/api/operator/announcements/${id}`)).statusCode).toBe(200);
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await write(
        method,
        `/api/operator/announcements/${id}`,
        method === 'PUT' ? announcement() : undefined,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ANNOUNCEMENT_NOT_FOUND');
    }
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = (await get('/api/operator/announcements', operator)).json().value.length;
    for (const [body, field] of [
      [announcement({ title: '  ' }), 'title'],
      [announcement({ content: '' }), 'content'],
      [announcement({ content: '<script>alert(1)</script>' }), 'content'],
      [announcement({ type: 'XX' }), 'type'],
      [announcement({ execution: 'Q' }), 'execution'],
      [announcement({ language: 'fr' }), 'language'],
      [announcement({ title: 'x'.repeat(121) }), 'title'],
      [announcement({ publishedAt: 'tomorrow' }), 'publishedAt'],
      [announcement({ publishedAt: '2026-01-02T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' }), 'expiresAt'],
    ] as const) {
      const response = await write('POST', '/api/operator/announcements', body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields), field).toEqual([field]);
    }
    expect((await get('/api/operator/announcements', operator)).json().value).toHaveLength(before);
  });

  it('is for operators only', async () => {
    const member = await authHeader(testApp.app, { username: 'demo', password: 'Demo2026' });
    expect((await get('/api/operator/announcements')).statusCode).toBe(401);
    expect((await get('/api/operator/announcements', member)).statusCode).toBe(403);
    expect((await write('POST', '/api/operator/announcements', announcement(), member)).statusCode).toBe(403);
  });
});

describe('licence', () => {
  it('answers the licence in the reader language', async () => {
    const value = (await get('/api/content/licence?lang=en')).json().value;
    expect(value).toMatchObject({ title: 'Licence', authority: 'None (demonstration site)', sealUrl: null });
    expect((await get('/api/content/licence', { 'accept-language': 'vi' })).json().value.title).toBe(
      'Giấy phép',
    );
  });

  it('lets the operator publish it, sanitised, and refuses bad input', async () => {
    const body = {
      title: 'Licence',
      authority: 'Gaming Commission',
      licenceNumber: 'GC-2026-001',
      content: '<p>Licensed.<script>x()</script></p>',
      sealUrl: '/seals/gc.svg',
    };
    const saved = await write('PUT', '/api/operator/licence/en', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({ licenceNumber: 'GC-2026-001', content: '<p>Licensed.</p>' });
    expect((await get('/api/content/licence?lang=en')).json().value.authority).toBe('Gaming Commission');

    const badSeal = await write('PUT', '/api/operator/licence/en', {
      ...body,
      sealUrl: 'javascript:alert(1)',
    });
    expect(badSeal.statusCode).toBe(400);
    expect(Object.keys(badSeal.json().fields)).toEqual(['sealUrl']);
    expect((await write('PUT', '/api/operator/licence/fr', body)).statusCode).toBe(400);
    const missing = await write('PUT', '/api/operator/licence/en', { ...body, licenceNumber: ' ' });
    expect(missing.json().fields).toEqual({ licenceNumber: expect.any(String) });
    expect((await get('/api/content/licence?lang=en')).json().value.licenceNumber).toBe('GC-2026-001');
  });
});
