// Proves the operator's notice calls: a notice written, changed and taken down shows in (and leaves)
// the header bell's public list, every bad input is refused field by field with nothing stored, an
// unknown id is 404, and only an operator may call them.
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
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = operator,
) => testApp.app.inject({ method, url, payload: payload as object, headers });

const notice = (overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title: 'Bonus weekend',
  content: 'Deposit bonuses are doubled this weekend.',
  ...overrides,
});
const hour = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const publicTitles = async (lang: string) =>
  (await get(`/api/content/notices?lang=${lang}`)).json().value.map((item: { title: string }) => item.title);
const operatorNotices = async () => (await get('/api/operator/notices', operator)).json().value;

describe('operator notices', () => {
  it('publishes a notice that the bell shows first, trimmed and as plain text', async () => {
    const response = await write(
      'POST',
      '/api/operator/notices',
      notice({ title: '  Bonus weekend ', content: '  Doubled <b>bonuses</b>  ' }),
    );
    expect(response.statusCode).toBe(200);
    const created = response.json().value;
    expect(created).toEqual({
      id: expect.any(Number),
      language: 'en',
      title: 'Bonus weekend',
      content: 'Doubled <b>bonuses</b>',
      publishedAt: expect.any(String),
      expiresAt: null,
    });
    expect(Date.now() - Date.parse(created.publishedAt)).toBeLessThan(60_000);
    const live = (await get('/api/content/notices?lang=en')).json().value;
    expect(live[0]).toEqual({
      id: created.id,
      title: 'Bonus weekend',
      content: 'Doubled <b>bonuses</b>',
      publishedAt: created.publishedAt,
    });
    expect(await publicTitles('vi')).not.toContain('Bonus weekend');
    expect((await operatorNotices()).map((item: { id: number }) => item.id)).toContain(created.id);
    await write('DELETE', `/api/operator/notices/${created.id}`);
  });

  it('lists future and expired notices to the operator but not to the bell', async () => {
    const future = (
      await write('POST', '/api/operator/notices', notice({ title: 'Later', publishedAt: hoursFromNow(2) }))
    ).json().value;
    const expired = (
      await write(
        'POST',
        '/api/operator/notices',
        notice({ title: 'Over', publishedAt: hoursFromNow(-3), expiresAt: hoursFromNow(-1) }),
      )
    ).json().value;
    const listed = (await operatorNotices()).map((item: { title: string }) => item.title);
    expect(listed).toEqual(
      expect.arrayContaining(['Later', 'Over', 'Welcome to Playdeck', 'Bảo trì định kỳ']),
    );
    expect(listed[0]).toBe('Later');
    expect(await publicTitles('en')).toEqual([
      'Welcome to Playdeck',
      'Scheduled maintenance',
      'Play responsibly',
    ]);
    for (const { id } of [future, expired]) await write('DELETE', `/api/operator/notices/${id}`);
  });

  it('changes a notice and the bell shows the change, then takes it down', async () => {
    const { id } = (await write('POST', '/api/operator/notices', notice())).json().value;
    const changed = await write(
      'PUT',
      `/api/operator/notices/${id}`,
      notice({ title: 'Bonus week', language: 'vi', expiresAt: hoursFromNow(24) }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value).toMatchObject({
      id,
      title: 'Bonus week',
      language: 'vi',
      expiresAt: expect.any(String),
    });
    expect(await publicTitles('vi')).toContain('Bonus week');
    expect(await publicTitles('en')).not.toContain('Bonus weekend');

    expect((await write('DELETE', `/api/operator/notices/${id}`)).json()).toEqual({
      success: true,
      value: null,
    });
    expect(await publicTitles('vi')).not.toContain('Bonus week');
  });

  it('answers 404 for an unknown notice, in the reader language', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await write(
        method,
        '/api/operator/notices/999999',
        method === 'PUT' ? notice() : undefined,
        {
          ...operator,
          'accept-language': 'vi',
        },
      );
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'NOTICE_NOT_FOUND',
        message: 'Tin thông báo này không tồn tại',
      });
    }
    const english = await write('DELETE', '/api/operator/notices/999999', undefined, {
      ...operator,
      'accept-language': 'en',
    });
    expect(english.json().message).toBe('This notice does not exist');
    const badId = await write('DELETE', '/api/operator/notices/abc');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fields)).toEqual(['id']);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await operatorNotices();
    for (const [body, field] of [
      [notice({ language: 'fr' }), 'language'],
      [notice({ language: undefined }), 'language'],
      [notice({ title: undefined }), 'title'],
      [notice({ title: '   ' }), 'title'],
      [notice({ title: 'x'.repeat(121) }), 'title'],
      [notice({ content: '' }), 'content'],
      [notice({ content: 'x'.repeat(501) }), 'content'],
      [notice({ content: 42 }), 'content'],
      [notice({ publishedAt: 'tomorrow' }), 'publishedAt'],
      [notice({ expiresAt: '2026-13-01T00:00:00Z' }), 'expiresAt'],
      [notice({ publishedAt: '2026-01-02T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' }), 'expiresAt'],
      [notice({ publishedAt: '2026-01-02T00:00:00Z', expiresAt: '2026-01-02T00:00:00Z' }), 'expiresAt'],
      // 20:00 UTC is before midnight at +07:00 on the next day (17:00 UTC) only when read as text.
      [notice({ publishedAt: '2026-01-01T20:00:00Z', expiresAt: '2026-01-02T00:00:00+07:00' }), 'expiresAt'],
      // Without a start the notice starts now, so an end in the past is refused too.
      [notice({ expiresAt: hoursFromNow(-1) }), 'expiresAt'],
    ] as const) {
      const response = await write('POST', '/api/operator/notices', body);
      expect(response.statusCode, `${field} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().fields), JSON.stringify(body)).toEqual([field]);
    }
    expect(await operatorNotices()).toEqual(before);
  });

  it('names the rule in the reader language', async () => {
    const english = await write('POST', '/api/operator/notices', notice({ content: 'x'.repeat(501) }), {
      ...operator,
      'accept-language': 'en',
    });
    expect(english.json().fields).toEqual({ content: 'Please enter at most 500 characters' });
    const vietnamese = await write(
      'POST',
      '/api/operator/notices',
      notice({ publishedAt: '2026-01-02T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' }),
      { ...operator, 'accept-language': 'vi' },
    );
    expect(vietnamese.json().fields).toEqual({ expiresAt: 'Thời điểm kết thúc phải sau thời điểm bắt đầu' });
  });

  it('compares the start and the end as instants, whatever their offsets', async () => {
    // Midnight at +07:00 is 17:00 UTC, so an end at 20:00 UTC the same day comes after it.
    const response = await write(
      'POST',
      '/api/operator/notices',
      notice({ publishedAt: '2026-01-02T00:00:00+07:00', expiresAt: '2026-01-01T20:00:00Z' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      publishedAt: '2026-01-01T17:00:00.000Z',
      expiresAt: '2026-01-01T20:00:00.000Z',
    });
    await write('DELETE', `/api/operator/notices/${response.json().value.id}`);
  });

  it('leaves a notice unchanged when a change is refused', async () => {
    const { id } = (await write('POST', '/api/operator/notices', notice({ title: 'Keep me' }))).json().value;
    const refused = await write('PUT', `/api/operator/notices/${id}`, notice({ title: '' }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['title']);
    expect(await publicTitles('en')).toContain('Keep me');
    await write('DELETE', `/api/operator/notices/${id}`);
  });

  it('is for operators only', async () => {
    const member = await authHeader(testApp.app, { username: 'demo', password: 'Demo2026' });
    const { id } = (await write('POST', '/api/operator/notices', notice({ title: 'Guarded' }))).json().value;
    expect((await get('/api/operator/notices')).statusCode).toBe(401);
    expect((await write('POST', '/api/operator/notices', notice(), {})).statusCode).toBe(401);
    expect((await get('/api/operator/notices', member)).statusCode).toBe(403);
    expect((await write('POST', '/api/operator/notices', notice(), member)).statusCode).toBe(403);
    expect((await write('PUT', `/api/operator/notices/${id}`, notice(), member)).statusCode).toBe(403);
    expect((await write('DELETE', `/api/operator/notices/${id}`, undefined, member)).statusCode).toBe(403);
    expect(await publicTitles('en')).toContain('Guarded');
    await write('DELETE', `/api/operator/notices/${id}`);
  });
});
