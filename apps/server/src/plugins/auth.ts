// Authentication: one hook reads the Bearer token of every request and attaches the signed-in
// account (or null); route trees then declare what they need with the guards below, as onRequest
// hooks: a caller without the right learns nothing but 401 or 403, never the shape of a body that
// validation (which runs after onRequest) would have described to them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isOperatorType, isTrialType } from '@playdeck/contract/account';
import type { AccountRow } from '../features/account/account.service';
import type { SessionService } from '../features/session/session.service';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    account: AccountRow | null;
    sessionToken: string | null;
    /** The session may only change its password (default or expired password). */
    mustChangePassword: boolean;
  }
  interface FastifyContextConfig {
    /** The route stays open to a session that must change its password first. */
    allowDuringPasswordChange?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export const authPlugin = fp<{ sessions: SessionService }>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('account', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('mustChangePassword', false);
    // A callback hook, so that a request without a token (every visitor's) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request);
      if (!token || !request.url.startsWith('/api/')) return done();
      sessions.resolve(token).then((resolved) => {
        if (resolved) {
          request.account = resolved.account;
          request.sessionToken = token;
          request.mustChangePassword = resolved.mustChangePassword;
        }
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/** onRequest: a signed-in account is needed (401 NOT_LOGGED_IN otherwise). */
export async function requireAccount(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.account) throw new AppError('NOT_LOGGED_IN', 401);
  if (request.mustChangePassword && !request.routeOptions.config.allowDuringPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 403);
  }
}

/** onRequest: a real (not trial) account is needed. */
export async function requireRealAccount(request: FastifyRequest, reply: FastifyReply) {
  await requireAccount(request, reply);
  if (isTrialType(request.account!.type)) throw new AppError('REAL_ACCOUNT_REQUIRED', 403);
}

/** onRequest: an operator account is needed. */
export async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
  await requireAccount(request, reply);
  if (!isOperatorType(request.account!.type)) throw new AppError('FORBIDDEN', 403);
}

/** The account of a route behind requireAccount. */
export function signedInAccount(request: FastifyRequest): AccountRow {
  if (!request.account) throw new AppError('NOT_LOGGED_IN', 401);
  return request.account;
}
