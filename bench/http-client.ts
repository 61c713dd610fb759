// The bench's signed seamless-wallet call over a keep-alive HTTP agent: the same bytes a vendor
// sends (JSON body, X-Signature = HMAC-SHA256 of it), answered with the status and the raw body.
import { Agent, request } from 'node:http';
import { signBody } from '../apps/server/src/features/vendors/vendors.signature';

export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * The code of the answer nginx gives (bench/nginx.ts) when no API process answered a request: it was
 * lost under a kill, or no process was alive. The API itself never answers with it.
 */
export const PROXY_UNAVAILABLE_CODE = 'UPSTREAM_UNAVAILABLE';

export type Answer = { status: number; body: string };

export function keepAliveAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets });
}

/** POSTs `body` signed with `secret`; rejects on a connection error or no answer in time ('timeout'). */
export function postSigned(
  agent: Agent,
  url: URL,
  path: string,
  body: string,
  secret: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-signature': signBody(secret, body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
