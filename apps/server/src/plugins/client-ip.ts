// The visitor's IP as rules and logs should see it: Node reports IPv4 clients of a dual-stack socket
// as ::ffff:a.b.c.d, while operators write a.b.c.d. Behind a proxy, TRUST_PROXY makes request.ip the
// forwarded address.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

export function clientIp(request: FastifyRequest): string {
  return normaliseIp(request.ip);
}
