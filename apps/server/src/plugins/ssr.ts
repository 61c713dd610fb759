// Server rendering of the member site's first screens (decision record 006). A visitor who opens
// the lobby or a game list gets the page's markup at once, with the answers it was made from; the
// browser takes it over as it is (apps/web/src/main.tsx). The pages are rendered by the web app's own
// code in a worker thread (apps/web/dist-ssr/worker.js, built with the web app), so that rendering
// never holds up this process's event loop and the web app's globals never meet the server's; the
// page's API calls are answered here through `inject`, as any call is.
//
// Whatever goes wrong (no build, a page the web app does not render on the server, a failed call, a
// slow or crashed worker, too many renders waiting) the visitor gets index.html, which the browser
// renders itself as before: rendering on the server only ever makes a page come sooner.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@playdeck/contract/site';

/** What the web app's renderer answers (apps/web/src/ssr/render.tsx, RenderedPage). */
type RenderedPage = {
  html: string;
  state: { language: string; queries: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] } };
  modules: string[];
};
type WorkerReply =
  | { type: 'rendered'; id: number; page: RenderedPage | null; error?: string }
  | { type: 'fetch'; id: number; url: string; headers: Record<string, string> };

/** The language the server renders in: the site's default, which a first visit reads. */
const RENDER_LANGUAGE = 'vi';
/** A page rendered is kept this long for every visitor who asks for it (it is the same for all). */
const PAGE_KEPT_MS = 5_000;
/**
 * A page older than PAGE_KEPT_MS but not this old is still sent at once, while it is rendered again
 * for the next visitors: a visitor never waits for a render but the first. (Jackpot and winners may
 * be that much behind until the browser asks again; an operator's change drops every page at once.)
 */
const PAGE_STALE_MAX_MS = 60_000;
const PAGES_KEPT_MAX = 200;
/** Renders waiting for the worker at most; beyond, visitors get index.html at once. */
const RENDERS_WAITING_MAX = 16;
/** A render that takes longer is given up (the visitor gets index.html). */
const RENDER_TIMEOUT_MS = 3_000;
/** After the worker fails, it is started again no sooner than this. */
const WORKER_RESTART_DELAY_MS = 5_000;
/** The element the page state travels in (apps/web/src/ssr/page-state.ts). */
const PAGE_STATE_ELEMENT_ID = 'playdeck-page-state';

export type PageRenderer = {
  /** The whole document for a visitor's GET of a page, or null to send index.html. */
  documentFor(request: FastifyRequest): Promise<string | null>;
  /** Drops the pages kept, e.g. after the operator changed what they show. */
  forgetPages(): void;
  close(): Promise<void>;
};

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The build's link to public/pwa.js (apps/web/vite-plugins/service-worker.ts). */
const PWA_SCRIPT = /<script src="\/pwa\.js"[^>]*><\/script>/;

/**
 * The page's document: index.html with the markup, the state, the route's styles and the boot. The
 * styles of a route loaded on demand come inline (the CSP allows inline styles): a style sheet the
 * page links is one more round trip before anything is painted.
 */
export function assembleDocument(template: string, page: RenderedPage, styles: string[], state: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  // The app's code is asked for after the page has been painted (public/boot.js): the markup is the
  // first screen, and nothing competes with its style sheet and pictures for the connection.
  const boot = [
    `<meta name="playdeck-entry" content="${entry[1]}">`,
    ...preloads.map((href) => `<meta name="playdeck-preload" content="${href}">`),
    '<script type="module" src="/boot.js"></script>',
  ].join('');
  const links = styles.map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`).join('');
  return (
    template
      .replace(entry[0], boot)
      .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      // The installable app's script (docs/decisions/018-app-download.md) is asked for by boot.js once
      // the app has started: in the markup, its download held the page's load event past the moment
      // boot.js asks for the app's entry, and so behind the whole entry.
      .replace(PWA_SCRIPT, '')
      .replace('</head>', `${links}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${state}</script>`,
      )
  );
}

/** The style sheets of `modules` and of what they import, less those index.html already links. */
export function styleSheetsOf(manifest: ViteManifest, modules: string[]): string[] {
  const entryCss = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? []),
  );
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) if (!entryCss.has(css)) sheets.add(`/${css}`);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...sheets];
}

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's state with this visitor's start-up answer (it names the visitor's address). */
function stateFor(page: RenderedPage, permission: Permission): string {
  const queries = page.state.queries.queries.map((query) =>
    query.queryKey.length === 1 && query.queryKey[0] === 'permission'
      ? { ...query, state: { ...query.state, data: permission } }
      : query,
  );
  return scriptJson({ ...page.state, queries: { ...page.state.queries, queries } });
}

export function createPageRenderer(options: {
  app: FastifyInstance;
  distDir: string;
  workerPath: string;
}): PageRenderer | null {
  const { app, distDir, workerPath } = options;
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(workerPath) || !existsSync(manifestPath)) return null;
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const styleTexts = new Map<string, string>();
  /** A built style sheet's text (read once: the build's files never change under a running server). */
  const styleText = (path: string) => {
    let text = styleTexts.get(path);
    if (text === undefined) {
      text = readFileSync(join(distDir, path), 'utf8');
      styleTexts.set(path, text);
    }
    return text;
  };

  let worker: Worker | null = null;
  let failedAt = 0;
  let nextRenderId = 0;
  const waiting = new Map<number, (page: RenderedPage | null) => void>();
  const kept = new Map<string, { page: Promise<RenderedPage | null>; at: number; renewing?: boolean }>();

  /** Answers one of the page's API calls in this process, as the visitor's browser would be answered. */
  async function answerFetch(message: Extract<WorkerReply, { type: 'fetch' }>) {
    const response = await app.inject({ method: 'GET', url: message.url, headers: message.headers });
    worker?.postMessage({
      type: 'fetched',
      id: message.id,
      status: response.statusCode,
      body: response.body,
    });
  }

  function failAll() {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  }

  function startedWorker(): Worker | null {
    if (worker) return worker;
    if (Date.now() - failedAt < WORKER_RESTART_DELAY_MS) return null;
    const started = new Worker(workerPath);
    started.unref();
    started.on('message', (message: WorkerReply) => {
      if (message.type === 'fetch') {
        answerFetch(message).catch((error: unknown) => {
          app.log.warn({ err: error, url: message.url }, 'server rendering: a call failed');
          worker?.postMessage({ type: 'fetched', id: message.id, status: 500, body: 'null' });
        });
        return;
      }
      if (message.error) app.log.warn({ error: message.error }, 'server rendering failed; index.html sent');
      waiting.get(message.id)?.(message.page);
      waiting.delete(message.id);
    });
    const forget = (error?: unknown) => {
      if (worker !== started) return;
      if (error) app.log.error({ err: error }, 'server-rendering worker stopped; index.html sent meanwhile');
      worker = null;
      failedAt = Date.now();
      failAll();
    };
    started.on('error', forget);
    started.on('exit', (code) => forget(code === 0 ? undefined : new Error(`exit code ${code}`)));
    worker = started;
    return started;
  }

  function render(url: string, permission: Permission): Promise<RenderedPage | null> {
    const running = startedWorker();
    if (!running || waiting.size >= RENDERS_WAITING_MAX) return Promise.resolve(null);
    const id = (nextRenderId += 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(null);
      }, RENDER_TIMEOUT_MS);
      waiting.set(id, (page) => {
        clearTimeout(timer);
        resolve(page);
      });
      running.postMessage({ type: 'render', id, url, permission, language: RENDER_LANGUAGE });
    });
  }

  /**
   * The page for an address: rendered once for every visitor asking within PAGE_KEPT_MS, and after
   * that sent as it is while a new render is made (up to PAGE_STALE_MAX_MS).
   */
  function pageFor(url: string, permission: Permission): Promise<RenderedPage | null> {
    const now = Date.now();
    const known = kept.get(url);
    if (known && now - known.at <= PAGE_KEPT_MS) return known.page;
    if (known && now - known.at <= PAGE_STALE_MAX_MS) {
      if (!known.renewing) {
        known.renewing = true;
        const renewed = render(url, permission);
        void renewed.then((page) => {
          // Only a rendered page replaces the one kept, and only if nothing dropped it meanwhile.
          if (page && kept.get(url) === known) kept.set(url, { page: renewed, at: Date.now() });
          else known.renewing = false;
        });
      }
      return known.page;
    }
    if (kept.size >= PAGES_KEPT_MAX) kept.delete(kept.keys().next().value!);
    const page = render(url, permission);
    kept.set(url, { page, at: now });
    return page;
  }

  return {
    async documentFor(request) {
      // A visitor's page only: a member's browser (which sends its session with API calls, not with
      // the page) is told by main.tsx to render itself, whatever it receives.
      const answer = await app.inject({
        method: 'GET',
        url: '/api/permission',
        headers: { 'accept-language': RENDER_LANGUAGE },
        remoteAddress: request.ip,
      });
      if (answer.statusCode !== 200) return null;
      const permission = (answer.json() as { value: Permission }).value;
      if (permission.systemStatus !== 0) return null;
      const page = await pageFor(request.url, permission);
      if (!page) return null;
      const styles = styleSheetsOf(manifest, page.modules).map(styleText);
      return assembleDocument(template, page, styles, stateFor(page, permission));
    },
    forgetPages() {
      kept.clear();
    },
    async close() {
      failAll();
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
