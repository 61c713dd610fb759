// Proves the action guard's decisions and the forced password change rule (SPEC.md §4): a visitor is
// sent to log in, a trial member is told a real account is needed, a member goes ahead; the default
// or an expired password forces a change except after an SMS sign-in.
import { describe, expect, it } from 'vitest';
import { decideAction } from './action-guard';
import { needsPasswordChange } from './sign-in-flow';

describe('decideAction', () => {
  it('asks a visitor to log in', () => {
    expect(decideAction({ isLogin: false, isTrial: false })).toBe('login');
  });

  it('tells a trial member that a real account is needed', () => {
    expect(decideAction({ isLogin: true, isTrial: true })).toBe('realAccountNeeded');
  });

  it('lets a real member go ahead', () => {
    expect(decideAction({ isLogin: true, isTrial: false })).toBe('allow');
  });
});

describe('needsPasswordChange', () => {
  const fresh = { passwordIsDefault: false, passwordExpired: false };
  it('forces the change for the default or an expired password', () => {
    expect(needsPasswordChange({ ...fresh, passwordIsDefault: true }, 'username')).toBe(true);
    expect(needsPasswordChange({ ...fresh, passwordExpired: true }, 'username')).toBe(true);
    expect(needsPasswordChange({ ...fresh, passwordExpired: true }, 'remembered')).toBe(true);
  });

  it('does not force it after an SMS sign-in or for a good password', () => {
    expect(needsPasswordChange({ passwordIsDefault: true, passwordExpired: true }, 'sms')).toBe(false);
    expect(needsPasswordChange(fresh, 'username')).toBe(false);
  });
});
