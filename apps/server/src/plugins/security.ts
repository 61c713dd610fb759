// Safety baseline: security headers with a Content-Security-Policy that the built web app satisfies,
// and rate limits (shared through Redis when REDIS_URL is set, so that every API process counts
// together).
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export const securityPlugin = fp<{ redis?: Redis; ratePerMinute: number }>(
  async (app: FastifyInstance, { redis, ratePerMinute }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      global: true,
      max: ratePerMinute,
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
