// The server-rendering worker: a worker thread of the API server (apps/server/src/plugins/ssr.ts)
// that renders visitors' pages with ssr/render.tsx. It has no database or network of its own: the
// page's API calls (`fetch` of /api/…) are asked of the API server, which answers them in its own
// process as it answers any call. Pages are rendered one at a time, in the order asked.
import { parentPort } from 'node:worker_threads';
import type { Permission } from '@playdeck/contract/site';
import { renderPage, type RenderedPage } from './render';

type RenderRequest = { type: 'render'; id: number; url: string; permission: Permission; language: string };
type FetchAnswer = { type: 'fetched'; id: number; status: number; body: string };
export type WorkerMessage = RenderRequest | FetchAnswer;
export type WorkerReply =
  | { type: 'rendered'; id: number; page: RenderedPage | null; error?: string }
  | { type: 'fetch'; id: number; url: string; headers: Record<string, string> };

if (!parentPort) throw new Error('ssr/worker runs as a worker thread of the API server');
const port = parentPort;

const pendingFetches = new Map<number, (answer: FetchAnswer) => void>();
let nextFetchId = 0;

/** The page's calls go to the API server's process; only GET of /api/… is asked. */
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? 'GET';
  if (method !== 'GET' || !url.startsWith('/api/'))
    throw new Error(`not asked while rendering: ${method} ${url}`);
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  const id = (nextFetchId += 1);
  const answer = await new Promise<FetchAnswer>((resolve) => {
    pendingFetches.set(id, resolve);
    port.postMessage({ type: 'fetch', id, url, headers } satisfies WorkerReply);
  });
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
};

let queue: Promise<void> = Promise.resolve();

port.on('message', (message: WorkerMessage) => {
  if (message.type === 'fetched') {
    pendingFetches.get(message.id)?.(message);
    pendingFetches.delete(message.id);
    return;
  }
  queue = queue.then(async () => {
    try {
      const page = await renderPage(message.url, message.permission, message.language);
      port.postMessage({ type: 'rendered', id: message.id, page } satisfies WorkerReply);
    } catch (error) {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ type: 'rendered', id: message.id, page: null, error: text } satisfies WorkerReply);
    }
  });
});
