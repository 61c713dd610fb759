// Pure rules of the protocol's signature (DESIGN.md "Game vendors"): the hex HMAC-SHA256 of the raw
// request body, keyed with the vendor's secret, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** The signature a vendor sends in X-Signature for this raw body. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** True when the header is the body's signature; a missing or malformed header is simply false. */
export function signatureMatches(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header || !HEX_SHA256.test(header)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
