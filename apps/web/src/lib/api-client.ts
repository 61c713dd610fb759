// The one HTTP client of the web app, typed by the contract: it sends the language and the session
// token, unwraps the { success, value } envelope and turns failures into ApiError with the server's
// translated message and per-field errors.
import type { ErrorEnvelope } from '@playdeck/contract/envelope';
import i18next from 'i18next';
import { endSession, sessionStore } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const REQUEST_TIMEOUT_MS = 20_000;

type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Another bearer token than the member's session (a house game page's game session); its 401 does
   * not end the member's session.
   */
  bearer?: string;
};

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18next.language || 'vi',
  };
  const token = options.bearer ?? sessionStore.get().token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const signal = options.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18next.t('errors.network'));
  }
  const envelope = (await response.json().catch(() => null)) as
    { success: true; value: T } | ErrorEnvelope | null;
  if (!envelope) throw new ApiError(response.status, 'NETWORK', i18next.t('errors.network'));
  if (envelope.success) return envelope.value;
  // A token the server no longer knows ends the browser session too.
  if (response.status === 401 && token && options.bearer === undefined) endSession();
  throw new ApiError(response.status, envelope.code, envelope.message, envelope.fields, envelope.value);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, { body }),
};
