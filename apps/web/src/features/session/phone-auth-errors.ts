// The third-party SMS provider's errors (docs/decisions/016-third-party-sms.md) and the messages of
// SPEC.md §8 "Phone-auth errors" they show. The provider answers Google's error body, whose message
// starts with the reason ("INVALID_CODE", or "INVALID_PHONE_NUMBER : Invalid format."); a popup
// closed before the human check is our own reason. Pure, so that every reason is tested.

/** i18n keys (session.phoneAuth.*) by the provider's reason. */
export const PHONE_AUTH_ERROR_MESSAGES = {
  INVALID_PHONE_NUMBER: 'session.phoneAuth.invalidPhoneNumber',
  MISSING_PHONE_NUMBER: 'session.phoneAuth.missingPhoneNumber',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'session.phoneAuth.tooManyRequests',
  INVALID_CODE: 'session.phoneAuth.invalidCode',
  MISSING_CODE: 'session.phoneAuth.invalidCode',
  // No code was sent in this page (or it was already answered): the code cannot be checked.
  MISSING_SESSION_INFO: 'session.phoneAuth.invalidCode',
  INVALID_SESSION_INFO: 'session.phoneAuth.invalidCode',
  CAPTCHA_CHECK_FAILED: 'session.phoneAuth.captchaFailed',
  QUOTA_EXCEEDED: 'session.phoneAuth.quotaExceeded',
  OPERATION_NOT_ALLOWED: 'session.phoneAuth.notEnabled',
  SESSION_EXPIRED: 'session.phoneAuth.codeExpired',
  CODE_EXPIRED: 'session.phoneAuth.codeExpired',
  POPUP_CLOSED: 'session.phoneAuth.popupClosed',
} as const;

export const PHONE_AUTH_UNKNOWN_MESSAGE = 'session.phoneAuth.unknown';

export type PhoneAuthReason = keyof typeof PHONE_AUTH_ERROR_MESSAGES;

/** A refusal of the provider (or of the human check), with the provider's reason. */
export class PhoneAuthError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PhoneAuthError';
  }
}

/** The reason at the head of the provider's error message ("CODE : detail" → "CODE"). */
export function phoneAuthReasonOf(message: unknown): string {
  if (typeof message !== 'string') return 'UNKNOWN';
  return message.trim().split(/[\s:]/, 1)[0] || 'UNKNOWN';
}

/** The i18n key of the message for a reason; any reason we do not know is "unknown error". */
export function phoneAuthMessageKey(reason: string): string {
  return Object.hasOwn(PHONE_AUTH_ERROR_MESSAGES, reason)
    ? PHONE_AUTH_ERROR_MESSAGES[reason as PhoneAuthReason]
    : PHONE_AUTH_UNKNOWN_MESSAGE;
}
