// Site access: while the site is under maintenance (503) or the visitor's IP or country is blocked
// (403), member API calls are refused. The start-up call, operator calls, vendor callbacks and
// sign-in (which checks the site itself, so that operators can still sign in) stay open.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isOperatorType } from '@playdeck/contract/account';
import { SYSTEM_STATUS } from '@playdeck/contract/site';
import { clientIp } from './client-ip';
import type { SiteService } from '../features/site/site.service';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers whatever the site's access state (start-up call, sign-in). */
    accessExempt?: boolean;
  }
}

const OPEN_PREFIXES = ['/api/operator/', '/api/vendor/'];

export const accessPlugin = fp<{ site: SiteService }>(
  async (app: FastifyInstance, { site }) => {
    app.addHook('preHandler', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.accessExempt) return;
      if (OPEN_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      if (request.account && isOperatorType(request.account.type)) return;
      const status = await site.accessFor(clientIp(request));
      if (status === SYSTEM_STATUS.restricted) return sendError(reply, 403, 'ACCESS_RESTRICTED');
      if (status === SYSTEM_STATUS.maintenance) return sendError(reply, 503, 'MAINTENANCE');
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
