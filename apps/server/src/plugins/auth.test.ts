// Authorisation comes before validation (issue 19): a caller without the right to a route learns
// nothing but 401 or 403 from it, whatever they send, never the field rules of its body or query.
// Every operator and agent route of the OpenAPI document is called with a malformed body and query
// by a visitor, a trial member, a member and (for the operator's routes) an agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { signedInMember } from '../test-support/payments';
import { authHeader } from '../test-support/session';

type Call = { method: string; url: string };

let testApp: TestApp;
let calls: Call[];

beforeAll(async () => {
  testApp = await buildTestApp();
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  calls = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      // Path parameters get a value no route accepts either ("x" for a numeric id).
      url: path.replace(/\{[^}]+\}/g, 'x'),
    })),
  );
});
afterAll(() => testApp.close());

/** The call with a body and a query that no route's contract accepts. */
function malformed(call: Call, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: call.method as 'GET',
    url: `${call.url}?pageNum=-1&pageSize=abc&unexpected=%00`,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(call.method === 'GET' || call.method === 'HEAD' ? {} : { payload: '{"unexpected": [1, {"deep"' }),
  });
}

async function answersOf(prefix: string, headers?: Record<string, string>) {
  const answers: string[] = [];
  for (const call of calls.filter((candidate) => candidate.url.startsWith(prefix))) {
    const response = await malformed(call, headers);
    answers.push(`${call.method} ${call.url} ${response.statusCode} ${response.json().code}`);
  }
  return answers;
}

const everyAnswerIs = (answers: string[], status: number, code: string) =>
  expect(answers.filter((answer) => !answer.endsWith(` ${status} ${code}`))).toEqual([]);

describe('authorisation before validation', () => {
  it('covers the operator and agent routes of the document', () => {
    expect(calls.filter((call) => call.url.startsWith('/api/operator/')).length).toBeGreaterThan(50);
    expect(calls.filter((call) => call.url.startsWith('/api/agent/')).length).toBeGreaterThan(10);
  });

  it('answers a visitor 401 on every operator and agent route, whatever the body', async () => {
    everyAnswerIs(await answersOf('/api/operator/'), 401, 'NOT_LOGGED_IN');
    everyAnswerIs(await answersOf('/api/agent/'), 401, 'NOT_LOGGED_IN');
  });

  it('answers a member, a trial member and an agent 403 on every operator route', async () => {
    const member = await signedInMember(testApp, 0n);
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    const agent = await authHeader(testApp.app, { username: 'agent1', password: 'Agent2026', site: 'agent' });
    everyAnswerIs(await answersOf('/api/operator/', member.headers), 403, 'FORBIDDEN');
    everyAnswerIs(await answersOf('/api/operator/', trial.headers), 403, 'FORBIDDEN');
    everyAnswerIs(await answersOf('/api/operator/', agent), 403, 'FORBIDDEN');
    everyAnswerIs(await answersOf('/api/agent/', member.headers), 403, 'FORBIDDEN');
  });

  it("answers a trial member 403 on a member's money call before reading its body", async () => {
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    for (const url of ['/api/payments/deposits', '/api/payments/withdrawals', '/api/points/redeem']) {
      const response = await malformed({ method: 'POST', url }, trial.headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('REAL_ACCOUNT_REQUIRED');
    }
  });
});
