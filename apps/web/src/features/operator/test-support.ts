// What the desks' component tests share: an operator session, and a stand-in for fetch that answers
// "METHOD /path" routes in the API's envelope and remembers every call (method, address, query and
// body) for the test to check.
import { afterEach, beforeEach, vi } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { endSession, startSession } from '../../lib/session';

/**
 * Call at the top of a test file: each test starts with an operator signed in, and ends with the
 * session ended and fetch given back.
 */
export function setUpOperatorTests() {
  beforeEach(() => startSession('operator-token', { account: 'operator', type: ACCOUNT_TYPES.operator }));
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });
}

export interface ApiCall {
  method: string;
  /** The address as it was asked, query included. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A route's answer to a call: a value (sent as a success), or a Response the test built (a refusal). */
export type Route = (call: ApiCall) => unknown;

/**
 * Routes by "METHOD /path", or by "METHOD /path?query" for that query alone (tried first). The table
 * is read at each call, so a test may add or replace routes after stubbing; other calls answer 404.
 */
export type Routes = Record<string, Route>;

/** A refusal in the API's envelope, with per-field messages for a 400. */
export function refusal(status: number, code: string, message: string, fields?: Record<string, string>) {
  return Response.json({ success: false, code, message, ...(fields ? { fields } : {}) }, { status });
}

/** Stubs the global fetch with the routes (setUpOperatorTests gives it back after each test). */
export function stubApi(routes: Routes) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      url,
      path: address.pathname,
      query: address.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${call.path}`];
    if (!route) return refusal(404, 'NOT_FOUND', `No route for ${method} ${url}`);
    const answer = route(call);
    return answer instanceof Response ? answer : Response.json({ success: true, value: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls of one method, to one path when given. */
  const callsTo = (method: string, path?: string) =>
    calls.filter((call) => call.method === method && (path === undefined || call.path === path));
  /** The calls other than reads: what the screen changed. */
  const changes = () => calls.filter((call) => call.method !== 'GET');
  return { calls, callsTo, changes };
}

/** One page holding the whole list, as the API answers a paged list. */
export function page<Row>(list: Row[]) {
  return { list, pageNo: 1, pageSize: 20, total: list.length, totalPages: list.length > 0 ? 1 : 0 };
}
