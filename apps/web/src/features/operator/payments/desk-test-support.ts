// What the desk's component tests share: an operator session, and a fetch stub that answers the API
// calls a test names (in the API's envelope) and records every call it was asked.
import { vi } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { startSession } from '../../../lib/session';

export const OPERATOR_TOKEN = 'operator-token';

export function startOperatorSession() {
  startSession(OPERATOR_TOKEN, { account: 'operator', type: ACCOUNT_TYPES.operator });
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers a call, or undefined to let the stub answer 404. */
export type ApiHandler = (call: ApiCall) => Response | undefined;

export const ok = (value: unknown) => Response.json({ success: true, value });

export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ success: false, code, message, ...(fields ? { fields } : {}) }, { status });

/** Stubs the global fetch with the handler; the answer lists the calls as they come. */
export function stubApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call) ?? refusal(404, 'NOT_FOUND', 'Not found');
    }),
  );
  return calls;
}

/** One page of a list, as the API answers it. */
export const page = <Row>(list: Row[]) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  total: list.length,
  totalPages: list.length > 0 ? 1 : 0,
});
