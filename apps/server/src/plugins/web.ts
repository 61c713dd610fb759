// Serves the built member site with history-mode routing: a GET for a page path that is not an API
// call or a file answers index.html, and the web router takes it from there, or, for the pages the
// server renders (plugins/ssr.ts), the page itself. Unknown API paths answer the JSON error
// envelope, never HTML.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';
import { SITE_CHANGED_CHANNEL } from './site-changes';
import { createPageRenderer } from './ssr';

const API_PREFIXES = ['/api/', '/api', '/healthz', '/readyz', '/house/api/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) =>
      url === prefix ||
      url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
      url.startsWith(`${prefix}?`),
  );
}

/** A GET (or HEAD) of a page path: neither an API call nor a file. */
function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    !/\.[a-z0-9]{1,8}$/i.test(path)
  );
}

/**
 * The files of the installable app (docs/decisions/018-app-download.md) that a browser must check
 * with the server on every use: the service worker (a new build's worker must be found at once, and
 * its cache names the build), what registers it, the manifest and the offline page that the worker
 * keeps.
 */
const REVALIDATED_FILES =
  /[\\/](sw\.js|pwa\.js|manifest\.webmanifest|offline\.html|offline\.js)(\.(br|gz))?$/;

/**
 * The build's files under assets/ are named by their content and never change; the installable
 * app's own files are checked every time; any other public file may be kept for five minutes.
 */
export function cacheControlOf(distDir: string, path: string): string {
  if (path.startsWith(`${join(distDir, 'assets')}`)) return 'public, max-age=31536000, immutable';
  if (REVALIDATED_FILES.test(path)) return 'no-cache';
  return 'public, max-age=300';
}

export const webPlugin = fp<{ distDir: string | undefined; ssrWorker: string | undefined }>(
  async (app: FastifyInstance, { distDir, ssrWorker }) => {
    const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
    const renderer =
      hasWeb && ssrWorker !== undefined ? createPageRenderer({ app, distDir, workerPath: ssrWorker }) : null;
    if (renderer) {
      app.addHook('onClose', () => renderer.close());
      // A page kept must not outlive an operator's change to what it shows (plugins/site-changes.ts).
      const stopListening = app.bus.subscribe(SITE_CHANGED_CHANNEL, () => renderer.forgetPages());
      app.addHook('onClose', async () => stopListening());
    }
    /** A page: rendered on the server when it is one of those, else index.html. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      const document = await renderer?.documentFor(request);
      if (document) return reply.type('text/html; charset=utf-8').send(document);
      return reply.sendFile('index.html');
    };
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each file (apps/web/vite.config.ts): sent as they are.
        preCompressed: true,
        setHeaders: (response, path) => {
          response.header('Cache-Control', cacheControlOf(distDir, path));
          // A web app manifest has a type of its own (W3C Application Manifest, "Media type
          // registration"); the static server's table would send a generic one.
          if (/\.webmanifest(\.(br|gz))?$/.test(path)) {
            response.header('Content-Type', 'application/manifest+json; charset=utf-8');
          }
        },
      });
      // Every other GET is a page of the app's router, unless it names an API call or a file. A route
      // rather than the not-found handler, so that a rendered page is compressed like any answer.
      app.get('/*', { schema: { hide: true } }, (request, reply) =>
        wantsPage(request) ? sendPage(request, reply) : sendError(reply, 404, 'NOT_FOUND'),
      );
    }
    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'NOT_FOUND'));
  },
  { name: 'web', dependencies: ['errors'] },
);
