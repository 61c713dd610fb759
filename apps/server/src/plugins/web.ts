// Serves the built member site with history-mode routing: a GET for a page path that is not an API
// call or a file answers index.html, and the web router takes it from there. Unknown API paths
// answer the JSON error envelope, never HTML.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const API_PREFIXES = ['/api/', '/api', '/healthz', '/house/api/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) =>
      url === prefix ||
      url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
      url.startsWith(`${prefix}?`),
  );
}

export const webPlugin = fp<{ distDir: string | undefined }>(
  async (app: FastifyInstance, { distDir }) => {
    const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each file (apps/web/vite.config.ts): sent as they are.
        preCompressed: true,
        setHeaders: (response, path) => {
          const immutable = path.includes(`${join(distDir, 'assets')}`);
          response.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
      );
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' && !isApiPath(path) && !/\.[a-z0-9]{1,8}$/i.test(path);
      if (hasWeb && wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return sendError(reply, 404, 'NOT_FOUND');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
