// For the desk's component tests: a fetch that answers the API calls a test names, in the API's
// envelope, and remembers every call (method, path with its query, body) for the test to check.
import { vi } from 'vitest';

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
}

export interface StubRoute {
  method?: string;
  /** The path without its query, or a pattern over the whole URL. */
  path: string | RegExp;
  status?: number;
  /** An envelope, or a function of the call that answers one. */
  reply: object | ((call: StubCall) => object);
}

export const ok = (value: unknown) => ({ success: true, value });
export const refused = (code: string, message: string, fields?: Record<string, string>) => ({
  success: false,
  code,
  message,
  ...(fields ? { fields } : {}),
});

/** Stubs the global fetch; unnamed calls answer 404. Undo with vi.unstubAllGlobals(). */
export function stubApi(routes: StubRoute[]) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === call.method &&
        (typeof candidate.path === 'string'
          ? call.url.split('?')[0] === candidate.path
          : candidate.path.test(call.url)),
    );
    if (!route) return Response.json(refused('NOT_FOUND', 'Not found'), { status: 404 });
    const payload = typeof route.reply === 'function' ? route.reply(call) : route.reply;
    return Response.json(payload, { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls of one method (and path, when given). */
  const callsOf = (method: string, path?: string) =>
    calls.filter((call) => call.method === method && (!path || call.url.split('?')[0] === path));
  return { calls, callsOf, fetchMock };
}
