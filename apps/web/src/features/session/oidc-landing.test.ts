// Proves the login popup reads a third-party sign-in's return: the hand-off code, or an error code
// (anything else in ?oidcError= is ignored, so the address cannot put text in the popup).
import { describe, expect, it } from 'vitest';
import { oidcLandingOf } from './oidc-landing';

describe('oidcLandingOf', () => {
  it('reads the hand-off code or the error code', () => {
    expect(oidcLandingOf('oidc=abc_DEF-123')).toEqual({ kind: 'handoff', code: 'abc_DEF-123' });
    expect(oidcLandingOf('oidcError=OIDC_STATE_INVALID')).toEqual({
      kind: 'error',
      code: 'OIDC_STATE_INVALID',
    });
  });

  it('ignores anything else', () => {
    expect(oidcLandingOf(null)).toBeNull();
    expect(oidcLandingOf('referralCode=X')).toBeNull();
    expect(oidcLandingOf('oidcError=<b>hello</b>')).toBeNull();
  });
});
