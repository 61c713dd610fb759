// Proves GET /api/operator/outbox lists sent messages, paged and filtered, to operators only
// (401 without a session, 403 for a member or an agent) and refuses bad paging with per-field errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { createOutboxService } from './outbox.service';

let testApp: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await authHeader(testApp.app, {
    username: 'operator',
    password: 'Operator2026',
    site: 'operator',
  });
  const outbox = createOutboxService({ db: testApp.database.db });
  for (let index = 1; index <= 3; index += 1) {
    await outbox.send({ channel: 'sms', recipient: '+84911111111', body: `sms ${index}` });
  }
  await outbox.send({ channel: 'email', recipient: 'member@example.com', subject: 'Hello', body: 'mail' });
});
afterAll(() => testApp.close());

const listOutbox = (query: string, headers: Record<string, string> = operator) =>
  testApp.app.inject({ method: 'GET', url: `/api/operator/outbox${query}`, headers });

describe('GET /api/operator/outbox', () => {
  it('lists every message newest first for the operator', async () => {
    const response = await listOutbox('');
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ pageNo: 1, pageSize: 20, total: 4, totalPages: 1 });
    expect(value.list[0]).toMatchObject({
      id: expect.any(Number),
      channel: 'email',
      recipient: 'member@example.com',
      subject: 'Hello',
      body: 'mail',
      provider: 'outbox',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by recipient and channel and pages', async () => {
    const { value } = (await listOutbox('?recipient=%2B84911111111&channel=sms&pageNo=2&pageSize=2')).json();
    expect(value).toMatchObject({ pageNo: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(value.list.map((entry: { body: string }) => entry.body)).toEqual(['sms 1']);
  });

  it('answers 401 without a session', async () => {
    const response = await listOutbox('', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('answers 403 to a member and to an agent', async () => {
    const member = await authHeader(testApp.app, DEMO_ACCOUNTS.member);
    const agent = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.agent, site: 'agent' });
    for (const headers of [member, agent]) {
      const response = await listOutbox('', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('refuses bad paging and an unknown channel field by field', async () => {
    const response = await listOutbox('?pageNo=0&pageSize=101&channel=fax', {
      ...operator,
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        pageNo: 'The value must be at least 1',
        pageSize: 'The value must be at most 100',
        channel: 'Please choose one of the offered options',
      },
    });
  });
});
