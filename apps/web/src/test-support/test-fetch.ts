// For the agent centre's tests (its reports and the contracts): a stand-in for the API behind
// `fetch`, answering each call by its method and path from the handlers a test gives (an answer
// value, or a function of the request), and remembering every request so that a test can read what
// the screen asked for.
import { vi } from 'vitest';

export type AgentRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body: unknown };
/** An answer's value, or a function of the request that answers. */
export type Handler = ((request: AgentRequest) => Answer) | Record<string, unknown> | unknown[];

export const ok = (value: unknown): Answer => ({ body: { success: true, value } });
export const refusal = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  /** What the refusal carries besides its message (a 409's conflicting records). */
  value?: unknown,
): Answer => ({
  status,
  body: { success: false, code, message, fields, value },
});

/** Stubs `fetch`; handlers are keyed "METHOD /api/path" (a value answers success with it). */
export function stubAgentApi(handlers: Record<string, Handler>) {
  const requests: AgentRequest[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site');
    const request: AgentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    if (handler === undefined)
      return Response.json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    const answer =
      typeof handler === 'function' ? (handler as (request: AgentRequest) => Answer)(request) : ok(handler);
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests to one "METHOD /api/path". */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
    /** The last request to one "METHOD /api/path". */
    last: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key).at(-1),
  };
}

/** The payload of a body the test's stand-in encryption "encrypted" (JSON in the jwe field). */
export const decrypted = (body: unknown) =>
  JSON.parse((body as { jwe: string }).jwe) as Record<string, unknown>;
