// Proves the signature rule: the hex HMAC-SHA256 of the exact raw body, any change refused.
import { describe, expect, it } from 'vitest';
import { signBody, signatureMatches } from './vendors.signature';

const secret = 'a-secret-of-sixteen-chars';
const body = '{"playerId":7}';

describe('signatureMatches', () => {
  it('accepts the body signed with the secret, in either letter case', () => {
    expect(signatureMatches(secret, body, signBody(secret, body))).toBe(true);
    expect(signatureMatches(secret, body, signBody(secret, body).toUpperCase())).toBe(true);
  });

  it('refuses a missing, malformed, other-secret or other-body signature', () => {
    expect(signatureMatches(secret, body, undefined)).toBe(false);
    expect(signatureMatches(secret, body, 'zz')).toBe(false);
    expect(signatureMatches(secret, body, signBody('another-secret-here', body))).toBe(false);
    expect(signatureMatches(secret, body, signBody(secret, '{"playerId": 7}'))).toBe(false);
  });
});
