// The audit trail's net: every operator call that changes something (a non-GET /api/operator/… call
// that succeeds) is recorded, with the route, its parameters, the body without its secrets, and the
// answer's status, unless the route wrote an entry of its own with the state before and after (a
// specific entry, written in the change's transaction through auditWriterOf). So no operator action
// is missing from the trail, and the actions that matter most say exactly what they changed. Like
// plugins/site-changes.ts, a hook added to those routes only, as they are registered.
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { record, SECRET_FIELD, type AuditActor, type AuditWriter } from '../features/audit/audit.service';
import type { Database } from './database';
import { clientIp } from './client-ip';

declare module 'fastify' {
  interface FastifyRequest {
    /** A specific audit entry was written for this request: the net records nothing more. */
    auditRecorded: boolean;
  }
}

/** A body larger than this is cut: the trail says what was asked, it is no archive of uploads. */
const BODY_TEXT_MAX = 8_000;

/** The body as the trail keeps it: secrets replaced, binary bodies described, large ones cut. */
export function redactedBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (Buffer.isBuffer(body)) return { binaryBytes: body.length };
  if (typeof body !== 'object') return body;
  const text = JSON.stringify(body, (key, value: unknown) =>
    key !== '' && SECRET_FIELD.test(key) ? '[removed]' : value,
  );
  if (text === undefined) return null;
  return text.length > BODY_TEXT_MAX ? { truncated: text.slice(0, BODY_TEXT_MAX) } : JSON.parse(text);
}

function actorOf(request: FastifyRequest): AuditActor {
  return {
    accountId: request.account?.id ?? null,
    username: request.account?.username ?? '',
    ip: clientIp(request),
  };
}

/**
 * The trail's writer for a route's service: entries carry the request's operator and IP, and the
 * net then leaves the request alone.
 */
export function auditWriterOf(request: FastifyRequest): AuditWriter {
  const actor = actorOf(request);
  return async (transaction, change) => {
    await record(transaction, { ...actor, ...change });
    request.auditRecorded = true;
  };
}

export const auditNetPlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('auditRecorded', false);
    const net: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode >= 400 || request.auditRecorded) return payload;
      const route = request.routeOptions.url ?? request.url;
      try {
        await record(db, {
          ...actorOf(request),
          action: `${request.method} ${route}`,
          targetType: 'request',
          targetId: '',
          before: null,
          after: {
            params: request.params ?? null,
            query: request.query ?? null,
            body: redactedBody(request.body),
            status: reply.statusCode,
          },
        });
      } catch (error) {
        // The change is done and answered: a trail that cannot be written is an alarm, not a refusal.
        request.log.error({ err: error }, 'audit net: the call could not be recorded');
      }
      return payload;
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!route.url.startsWith('/api/operator/')) return;
      if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      route.onSend = [...[route.onSend ?? []].flat(), net];
    });
  },
  { name: 'audit-net' },
);
