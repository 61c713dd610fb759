// Staff roles on every operator route (issue 19 item 3): as each /api/operator/ route is registered,
// an onRequest hook is added after its own guards (which have proven an operator) that refuses, with
// 403 ROLE_FORBIDDEN, a call the operator's role may not make by the contract's matrix. onRequest runs
// before the body is read and validated, so a refused caller never learns the body's field rules; a
// route of no known desk is the admin's only (fail closed). A WebSocket route authenticates by its first
// message instead, and checks the role itself (app.ts gives it `permits`).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { deskOfPath, permits, type StaffRole } from '@playdeck/contract/staff';
import { requireOperator } from './auth';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator's staff role, once the staff-access hook has run (null elsewhere). */
    staffRole: StaffRole | null;
  }
}

const OPERATOR_PREFIX = '/api/operator/';

export const staffAccessPlugin = fp<{ roleOf: (accountId: number) => Promise<StaffRole> }>(
  async (app: FastifyInstance, { roleOf }) => {
    app.decorateRequest('staffRole', null);
    const check: onRequestAsyncHookHandler = async (request: FastifyRequest, reply) => {
      // The route's own guard has run already; asked again so that a route that forgot it is still closed.
      await requireOperator(request, reply);
      const role = await roleOf(request.account!.id);
      request.staffRole = role;
      const path = request.routeOptions.url ?? request.url;
      if (!permits(role, request.method, path)) {
        throw new AppError('ROLE_FORBIDDEN', 403, {
          params: { role, desk: deskOfPath(path) ?? path.slice(OPERATOR_PREFIX.length).split('/')[0]! },
        });
      }
    };
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(OPERATOR_PREFIX)) return;
      if ((route as { websocket?: boolean }).websocket) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), check];
    });
  },
  { name: 'staff-access', dependencies: ['auth'] },
);
