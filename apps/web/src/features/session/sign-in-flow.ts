// What follows a successful sign-in (SPEC.md §4 "Login"), shared by the username and SMS forms, the
// agent page, the phone password reset and the remember-me cookie.
import type { LoginValue } from '@playdeck/contract/session';
import { markFirstLogin } from '../../lib/session';

export type SignInType = 'username' | 'sms' | 'remembered' | 'thirdParty';

/**
 * The default or an expired password forces a change before anything else, except for SMS and
 * third-party sign-in, where the member typed no password (SPEC.md §4: "not sms or third-party").
 */
export function needsPasswordChange(
  value: Pick<LoginValue, 'passwordIsDefault' | 'passwordExpired'>,
  type: SignInType,
) {
  return type !== 'sms' && type !== 'thirdParty' && (value.passwordIsDefault || value.passwordExpired);
}

/**
 * SPEC.md §4 "run the first-login action if firstTimeLogin is set": the session is marked as a first
 * sign-in, so that the home lobby adds the "F" (first-time login) announcement popups.
 */
export function runFirstLoginAction(_value: LoginValue) {
  markFirstLogin();
}
