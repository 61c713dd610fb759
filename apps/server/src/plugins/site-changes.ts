// Every change the operator console makes (a non-GET /api/operator/… call that succeeds) is
// announced on the bus, so that whatever a process keeps of what the operator sets is dropped in
// every API process at once: the pages it rendered (plugins/ssr.ts), the site settings, the VIP
// ladder, the phone sign-in provider, the vendors' rows and the lobby's lanes and catalogue (app.ts
// subscribes them; docs/decisions/021-scale-out.md). A hook on those routes only, added as they are
// registered: the site's other calls do not pay for it.
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';

export const SITE_CHANGED_CHANNEL = 'site:changed';

export const siteChangesPlugin = fp(
  async (app: FastifyInstance) => {
    const announce: onResponseHookHandler = (_request, reply, done) => {
      if (reply.statusCode < 400) app.bus.publish(SITE_CHANGED_CHANNEL, {});
      done();
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!route.url.startsWith('/api/operator/')) return;
      if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      route.onResponse = [...[route.onResponse ?? []].flat(), announce];
    });
  },
  { name: 'site-changes' },
);
