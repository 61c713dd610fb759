// Test support for the content desk's component tests: a stand-in for fetch that answers by
// "METHOD /path" (the query string ignored unless the key names it) in the API's envelope, and
// remembers every call with its parsed body.
import { vi } from 'vitest';

export type ApiCall = { method: string; url: string; body: unknown };
type Answer = Response | { value: unknown };
export type Routes = Record<string, ((call: ApiCall) => Answer) | Answer>;

/** A success envelope around a value. */
export const ok = (value: unknown): Answer => ({ value });

/** A refusal in the API's envelope, with per-field messages for a 400. */
export const refuse = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ success: false, code, message, ...(fields ? { fields } : {}) }, { status });

export function stubApi(routes: Routes) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const call = { method, url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${method} ${input}`] ?? routes[`${method} ${input.split('?')[0]}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === undefined) return refuse(404, 'NOT_FOUND', `No route for ${method} ${input}`);
    return answer instanceof Response ? answer : Response.json({ success: true, value: answer.value });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
  return { calls, callsTo, fetchMock };
}
