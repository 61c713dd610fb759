// Site access: while the site is under maintenance (503) or the visitor's IP or country is blocked
// (403), member API calls are refused. The start-up call, operator calls, vendor callbacks and
// sign-in (which checks the site itself, so that operators can still sign in) stay open.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isOperatorType } from '@playdeck/contract/account';
import { SYSTEM_STATUS, type SystemStatus } from '@playdeck/contract/site';
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
    // An onRequest hook, after auth's (which knows an operator), so that a refused request goes no
    // further and a route's own onRequest (a kept answer) comes after it. A callback hook answered at
    // once from the settings kept (re-read every few seconds): the check costs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.accessExempt) return done();
      if (OPEN_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return done();
      if (request.account && isOperatorType(request.account.type)) return done();
      const ip = clientIp(request);
      const decide = (status: SystemStatus) => {
        if (status === SYSTEM_STATUS.restricted) return void sendError(reply, 403, 'ACCESS_RESTRICTED');
        if (status === SYSTEM_STATUS.maintenance) return void sendError(reply, 503, 'MAINTENANCE');
        done();
      };
      const now = site.accessForNow(ip);
      if (now !== undefined) return decide(now);
      site.accessFor(ip).then(decide, done);
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
