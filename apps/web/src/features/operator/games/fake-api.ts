// For the desk's component tests: a stand-in for fetch that answers "METHOD /path" routes with the
// API's envelope, and remembers every call (method, path, query and body) for the test to check.
import { vi } from 'vitest';

export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };
/** A route's answer: a value (sent as a success), or a Response the test built (a refusal). */
export type FakeRoute = (call: FakeCall) => unknown;

export function refusal(status: number, code: string, message: string, fields?: Record<string, string>) {
  return Response.json({ success: false, code, message, ...(fields ? { fields } : {}) }, { status });
}

export function stubApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return refusal(404, 'NOT_FOUND', `no route for ${method} ${url.pathname}`);
    const answer = route(call);
    return answer instanceof Response ? answer : Response.json({ success: true, value: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls other than reads: what the screen changed. */
  const changes = () => calls.filter((call) => call.method !== 'GET');
  return { calls, changes };
}
