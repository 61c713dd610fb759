// Proves the operator's help-topic calls: a topic written or replaced per code and language reaches
// the help centre sanitised and in its order, a topic taken down leaves it, every bad code, language
// and body is refused field by field with nothing stored, an unknown topic is 404, and only an
// operator may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { operatorHeaders } from '../../test-support/payments';
import { helpTopicsTable } from './content.table';

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
  method: 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = operator,
) => testApp.app.inject({ method, url, payload: payload as object, headers });

const topic = (overrides: Record<string, unknown> = {}) => ({
  title: 'Deposit guide',
  content: '<p>Choose a channel, then an amount.</p>',
  sortOrder: 3,
  ...overrides,
});
type PublicTopic = { code: string; title: string; contentHtml: string };
const publicTopics = async (lang: string): Promise<PublicTopic[]> =>
  (await get(`/api/content/help?lang=${lang}`)).json().value;
const operatorTopics = async () => (await get('/api/operator/help-topics', operator)).json().value;

describe('operator help topics', () => {
  it('lists every topic in every language with its order', async () => {
    const topics = await operatorTopics();
    expect(topics).toHaveLength(12);
    expect(topics[0]).toEqual({
      code: 'about',
      language: 'en',
      title: 'About us',
      contentHtml: expect.stringContaining('<p>Playdeck is an online gaming platform'),
      sortOrder: 0,
    });
    expect(topics.filter((item: { language: string }) => item.language === 'vi')).toHaveLength(6);
  });

  it('writes a new topic that the help centre shows sanitised, in its order', async () => {
    const response = await write(
      'PUT',
      '/api/operator/help-topics/deposit-guide/en',
      topic({
        content: '<p onclick="steal()">Steps<script>alert(1)</script><a href="javascript:x()">go</a></p>',
        sortOrder: 2,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      code: 'deposit-guide',
      language: 'en',
      title: 'Deposit guide',
      contentHtml: '<p>Steps<a>go</a></p>',
      sortOrder: 2,
    });
    // Equal orders keep the older topic first (privacy is also 2).
    const topics = await publicTopics('en');
    expect(topics.map((item) => item.code)).toEqual([
      'about',
      'term',
      'privacy',
      'deposit-guide',
      'responsible',
      'faq',
      'contact',
    ]);
    expect(topics[3]).toEqual({
      code: 'deposit-guide',
      title: 'Deposit guide',
      contentHtml: '<p>Steps<a>go</a></p>',
    });
    expect((await publicTopics('vi')).map((item) => item.code)).not.toContain('deposit-guide');
    await write('DELETE', '/api/operator/help-topics/deposit-guide/en');
  });

  it('replaces the topic of an existing code and language instead of adding one', async () => {
    const response = await write(
      'PUT',
      '/api/operator/help-topics/term/en',
      topic({ title: 'Terms of use', content: '<p>New terms.</p>', sortOrder: 1 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await operatorTopics()).toHaveLength(12);
    const term = (await publicTopics('en')).find((item) => item.code === 'term');
    expect(term).toEqual({ code: 'term', title: 'Terms of use', contentHtml: '<p>New terms.</p>' });
    const vietnamese = (await publicTopics('vi')).find((item) => item.code === 'term');
    expect(vietnamese?.title).not.toBe('Terms of use');
  });

  it('takes a topic down in one language only, and answers 404 for an unknown one', async () => {
    await write('PUT', '/api/operator/help-topics/bonus-rules/en', topic({ title: 'Bonus rules' }));
    await write('PUT', '/api/operator/help-topics/bonus-rules/vi', topic({ title: 'Quy định thưởng' }));
    const removed = await write('DELETE', '/api/operator/help-topics/bonus-rules/en');
    expect(removed.json()).toEqual({ success: true, value: null });
    expect((await publicTopics('en')).map((item) => item.code)).not.toContain('bonus-rules');
    expect((await publicTopics('vi')).map((item) => item.title)).toContain('Quy định thưởng');

    const missing = await write('DELETE', '/api/operator/help-topics/bonus-rules/en', undefined, {
      ...operator,
      'accept-language': 'en',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'HELP_TOPIC_NOT_FOUND',
      message: 'This help topic does not exist',
    });
    const vietnamese = await write('DELETE', '/api/operator/help-topics/nowhere/vi', undefined, {
      ...operator,
      'accept-language': 'vi',
    });
    expect(vietnamese.json().message).toBe('Mục trợ giúp này không tồn tại');
    await write('DELETE', '/api/operator/help-topics/bonus-rules/vi');
  });

  it('refuses a bad code or language in the address', async () => {
    for (const [path, field] of [
      ['Term/en', 'code'],
      ['terms_and_conditions/en', 'code'],
      ['with%20space/en', 'code'],
      [`${'x'.repeat(41)}/en`, 'code'],
      ['term/fr', 'lang'],
    ] as const) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await write(
          method,
          `/api/operator/help-topics/${path}`,
          method === 'PUT' ? topic() : undefined,
          { ...operator, 'accept-language': 'en' },
        );
        expect(response.statusCode, `${method} ${path}`).toBe(400);
        expect(Object.keys(response.json().fields), `${method} ${path}`).toEqual([field]);
      }
    }
    const named = await write('PUT', '/api/operator/help-topics/Term/en', topic(), {
      ...operator,
      'accept-language': 'en',
    });
    expect(named.json().fields.code).toBe('Please enter 1 to 40 lower-case letters, digits or hyphens');
    expect((await write('PUT', `/api/operator/help-topics/${'x'.repeat(40)}/en`, topic())).statusCode).toBe(
      200,
    );
    await write('DELETE', `/api/operator/help-topics/${'x'.repeat(40)}/en`);
  });

  it('refuses a bad body field by field and stores nothing', async () => {
    const before = await operatorTopics();
    for (const [body, field] of [
      [topic({ title: undefined }), 'title'],
      [topic({ title: '  ' }), 'title'],
      [topic({ title: 'x'.repeat(121) }), 'title'],
      [topic({ content: '' }), 'content'],
      [topic({ content: 'x'.repeat(20_001) }), 'content'],
      [topic({ content: '<script>alert(1)</script>' }), 'content'],
      [topic({ sortOrder: -1 }), 'sortOrder'],
      [topic({ sortOrder: 1.5 }), 'sortOrder'],
      [topic({ sortOrder: 10_001 }), 'sortOrder'],
      [topic({ sortOrder: '2' }), 'sortOrder'],
    ] as const) {
      for (const code of ['term', 'brand-new']) {
        const response = await write('PUT', `/api/operator/help-topics/${code}/en`, body);
        expect(response.statusCode, `${code} ${field}`).toBe(400);
        expect(Object.keys(response.json().fields), `${code} ${JSON.stringify(body).slice(0, 80)}`).toEqual([
          field,
        ]);
      }
    }
    expect(await operatorTopics()).toEqual(before);
  });

  it('sanitises on read too, for a row written by other means', async () => {
    await testApp.database.db.insert(helpTopicsTable).values({
      code: 'raw',
      language: 'en',
      title: 'Raw',
      contentHtml: '<p>Raw<script>alert(1)</script></p>',
      sortOrder: 99,
    });
    const listed = (await operatorTopics()).find((item: { code: string }) => item.code === 'raw');
    expect(listed.contentHtml).toBe('<p>Raw</p>');
    expect((await publicTopics('en')).find((item) => item.code === 'raw')?.contentHtml).toBe('<p>Raw</p>');
    await write('DELETE', '/api/operator/help-topics/raw/en');
  });

  it('is for operators only', async () => {
    const member = await authHeader(testApp.app, { username: 'demo', password: 'Demo2026' });
    expect((await get('/api/operator/help-topics')).statusCode).toBe(401);
    expect((await write('PUT', '/api/operator/help-topics/term/en', topic(), {})).statusCode).toBe(401);
    expect((await get('/api/operator/help-topics', member)).statusCode).toBe(403);
    expect((await write('PUT', '/api/operator/help-topics/term/en', topic(), member)).statusCode).toBe(403);
    expect((await write('DELETE', '/api/operator/help-topics/term/en', undefined, member)).statusCode).toBe(
      403,
    );
    expect((await publicTopics('en')).map((item) => item.code)).toContain('term');
  });
});
