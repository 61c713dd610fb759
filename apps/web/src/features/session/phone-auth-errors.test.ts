// Proves every error of the third-party SMS provider (and a closed human-check popup) shows SPEC.md
// §8's phone-auth message, in English and Vietnamese, whatever detail follows the reason, and that a
// reason we do not know is "unknown error".
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import vi from '../../i18n/locales/vi.json';
import {
  PHONE_AUTH_ERROR_MESSAGES,
  phoneAuthMessageKey,
  phoneAuthReasonOf,
  PhoneAuthError,
} from './phone-auth-errors';

function text(catalogue: unknown, key: string): string | undefined {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue) as
    string | undefined;
}

const SPEC_MESSAGES: Record<string, { en: string; vi: string }> = {
  INVALID_PHONE_NUMBER: { en: 'Invalid phone number format', vi: 'Định dạng số điện thoại không hợp lệ' },
  MISSING_PHONE_NUMBER: { en: 'Please enter a valid phone number', vi: 'Vui lòng nhập số điện thoại hợp lệ' },
  TOO_MANY_ATTEMPTS_TRY_LATER: {
    en: 'Too many requests, try again after 5 minutes',
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
  },
  INVALID_CODE: { en: 'Invalid or missing verification code', vi: 'Mã xác minh không hợp lệ hoặc bị thiếu' },
  MISSING_CODE: { en: 'Invalid or missing verification code', vi: 'Mã xác minh không hợp lệ hoặc bị thiếu' },
  MISSING_SESSION_INFO: {
    en: 'Invalid or missing verification code',
    vi: 'Mã xác minh không hợp lệ hoặc bị thiếu',
  },
  INVALID_SESSION_INFO: {
    en: 'Invalid or missing verification code',
    vi: 'Mã xác minh không hợp lệ hoặc bị thiếu',
  },
  CAPTCHA_CHECK_FAILED: { en: 'Captcha check failed', vi: 'Kiểm tra captcha thất bại' },
  QUOTA_EXCEEDED: {
    en: 'Quota not sufficient, contact customer service',
    vi: 'Hạn mức không đủ, vui lòng liên hệ chăm sóc khách hàng',
  },
  OPERATION_NOT_ALLOWED: {
    en: 'Function not enabled, contact customer service',
    vi: 'Chức năng chưa được bật, vui lòng liên hệ chăm sóc khách hàng',
  },
  SESSION_EXPIRED: { en: 'Code expired, send again', vi: 'Mã đã hết hạn, vui lòng gửi lại' },
  CODE_EXPIRED: { en: 'Code expired, send again', vi: 'Mã đã hết hạn, vui lòng gửi lại' },
  POPUP_CLOSED: {
    en: 'Login failure, try again if the popup is closed',
    vi: 'Đăng nhập thất bại, vui lòng thử lại nếu cửa sổ bật lên đã bị đóng',
  },
  UNKNOWN: { en: 'Unknown error', vi: 'Lỗi không xác định' },
  INTERNAL_ERROR: { en: 'Unknown error', vi: 'Lỗi không xác định' },
};

describe('phone-auth error messages', () => {
  it.each(Object.entries(SPEC_MESSAGES))(
    '%s shows its message in English and Vietnamese',
    (reason, messages) => {
      const key = phoneAuthMessageKey(reason);
      expect(text(en, key)).toBe(messages.en);
      expect(text(vi, key)).toBe(messages.vi);
    },
  );

  it('covers every reason the client knows', () => {
    for (const reason of Object.keys(PHONE_AUTH_ERROR_MESSAGES)) expect(SPEC_MESSAGES).toHaveProperty(reason);
  });

  it("reads the reason at the head of the provider's message", () => {
    expect(phoneAuthReasonOf('INVALID_PHONE_NUMBER : Invalid format.')).toBe('INVALID_PHONE_NUMBER');
    expect(phoneAuthReasonOf('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    expect(phoneAuthReasonOf('API key not valid. Please pass a valid API key.')).toBe('API');
    expect(phoneAuthMessageKey(phoneAuthReasonOf('API key not valid.'))).toBe('session.phoneAuth.unknown');
    expect(phoneAuthReasonOf(undefined)).toBe('UNKNOWN');
    expect(phoneAuthReasonOf('')).toBe('UNKNOWN');
    expect(new PhoneAuthError('QUOTA_EXCEEDED').reason).toBe('QUOTA_EXCEEDED');
  });
});
