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

/** The longest device description kept (a User-Agent header can be as long as a client likes). */
const DEVICE_LENGTH_MAX = 300;

/** The client's device as its browser describes it (the User-Agent header), kept with a sign-in. */
export function clientDevice(request: FastifyRequest): string | undefined {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && agent.trim() !== ''
    ? agent.trim().slice(0, DEVICE_LENGTH_MAX)
    : undefined;
}
