// Safety baseline: security headers with a Content-Security-Policy that the built web app satisfies,
// and rate limits (shared through Redis when REDIS_URL is set, so that every API process counts
// together). Documents (the web app, static files, an API route that answers HTML) get helmet's
// whole set; JSON answers of the API get the set OWASP's REST cheat sheet asks for, since the
// others (XSS filter, DNS prefetch, download options, the page CSP) only mean something to a
// document a browser renders. Rate-limit headers are sent with a refusal, not on every answer.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and Swiper set element styles and Radix injects a scroll-lock <style>; no script runs from CSS.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An API route that answers a document (HTML) rather than JSON: it gets the page headers. */
    answersDocument?: boolean;
  }
}

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  // The third-party SMS provider's human check opens in a popup that answers the page by
  // postMessage (docs/decisions/016-third-party-sms.md); same-origin would cut the popup off.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * The page's CSP with more origins in connect-src: the third-party SMS provider the operator has
 * configured, which the browser calls directly (docs/decisions/016-third-party-sms.md).
 */
export function withConnectSources(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy.replace(/(^|;)connect-src ([^;]*)/, (_match, start: string, sources: string) => {
    return `${start}connect-src ${sources} ${origins.join(' ')}`;
  });
}

/**
 * The headers @fastify/helmet adds with these options, asked once of a throw-away instance: the
 * headers of an answer with helmet less those of the same answer without. @fastify/helmet rebuilds
 * helmet's whole middleware chain (parsing the CSP again) on every request, a tenth of a small API
 * call's time, for headers that never change.
 */
async function helmetHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  probe.get('/without', async () => 'probe');
  await probe.register(async (scope) => {
    await scope.register(helmet, options);
    scope.get('/with', async () => 'probe');
  });
  try {
    const [without, withHelmet] = await Promise.all(
      ['/without', '/with'].map((url) => probe.inject({ method: 'GET', url })),
    );
    return Object.fromEntries(
      Object.entries(withHelmet!.headers).flatMap(([name, value]) =>
        name in without!.headers || value === undefined ? [] : [[name, String(value)]],
      ),
    );
  } finally {
    await probe.close();
  }
}

/**
 * The headers of a JSON answer (OWASP REST Security cheat sheet, "Security headers"): nothing may
 * load or frame it, its type is not sniffed, HTTPS is kept, other origins may not embed it and no
 * referrer leaves with it. HSTS is helmet's own value.
 */
export function apiHeadersOf(documentHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'strict-transport-security': documentHeaders['strict-transport-security']!,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}

export const securityPlugin = fp<{
  redis?: Redis;
  ratePerMinute: number;
  /** Origins the page may also connect to, read on every document (an operator setting). */
  connectSources?: () => readonly string[];
}>(
  async (app: FastifyInstance, { redis, ratePerMinute, connectSources }) => {
    // The headers never change, so they are worked out once rather than by @fastify/helmet on every
    // request (it rebuilds helmet's middleware chain, parsing the CSP again, each time).
    const documentHeaders = await helmetHeadersOf(HELMET_OPTIONS);
    const apiHeaders = apiHeadersOf(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      const isApi = request.url.startsWith('/api/') && !request.routeOptions.config.answersDocument;
      reply.headers(isApi ? apiHeaders : documentHeaders);
      const origins = isApi ? [] : (connectSources?.() ?? []);
      if (origins.length > 0) {
        const policy = documentHeaders['content-security-policy']!;
        reply.header('content-security-policy', withConnectSources(policy, origins));
      }
      done();
    });
    await app.register(rateLimit, {
      global: true,
      max: ratePerMinute,
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'playdeck-rate-limit-', skipOnError: true } : {}),
      allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/house/api/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: 'rate limited',
      }),
    });
  },
  { name: 'security' },
);

/**
 * A route's own limit counted per signed-in account rather than per address (many members share a
 * carrier's address), checked once the session is known; visitors without one count by address.
 */
export function perAccountRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.account ? `account:${request.account.id}` : `ip:${request.ip}`,
    },
  };
}
