// Message catalogue shared by the server (API error messages, translated by Accept-Language) and the
// web (field errors from the same contract schemas). Schemas carry a key from here as their zod
// message; both sides turn the key into text in the reader's language.
export const MESSAGE_LANGUAGES = ['vi', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const DEFAULT_MESSAGE_LANGUAGE: MessageLanguage = 'vi';

type Catalogue = Record<string, string>;

const en = {
  // Field-level validation.
  'validation.required': 'Input cannot be empty',
  'validation.invalid': 'The value is not valid',
  'validation.invalidType': 'Expected {expected}',
  'validation.tooShort': 'Please enter at least {min} characters',
  'validation.tooLong': 'Please enter at most {max} characters',
  'validation.tooSmall': 'The value must be at least {min}',
  'validation.tooBig': 'The value must be at most {max}',
  'validation.invalidOption': 'Please choose one of the offered options',
  'validation.unknownField': 'Unknown field: {keys}',
  'validation.invalidIp': 'Please enter a valid IP address or IP range',
  'validation.invalidCountry': 'Please enter a two-letter country code',
  'validation.invalidUrl': 'Please enter a valid URL',
  // Request-level errors (code → message).
  'error.VALIDATION_FAILED': 'Some fields are not valid',
  'error.INVALID_JSON': 'The request body is not valid JSON',
  'error.PAYLOAD_TOO_LARGE': 'The request is too large',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Unsupported content type',
  'error.NOT_FOUND': 'Not found',
  'error.METHOD_NOT_ALLOWED': 'Method not allowed',
  'error.NOT_LOGGED_IN': 'You are not logged in, please login',
  'error.FORBIDDEN': 'You do not have permission to do this',
  'error.RATE_LIMITED': 'Too many requests, please try again later',
  'error.MAINTENANCE': 'System maintenance',
  'error.ACCESS_RESTRICTED': 'Access restricted (IP or location)',
  'error.ENCRYPTION_REQUIRED': 'This request must be encrypted',
  'error.DECRYPTION_FAILED': 'The encrypted request could not be read, please reload the page',
  'error.INVALID_CREDENTIALS': 'Incorrect username or password',
  'error.NON_AGENT_LOGIN': 'Non-agents cannot log in',
  'error.NON_MEMBER_LOGIN': 'Non-member account unable to login',
  'error.NON_OPERATOR_LOGIN': 'Only operator accounts can sign in here',
  'error.ACCOUNT_DISABLED': 'This account is disabled, please contact customer service',
  'error.INTERNAL_ERROR': 'Network link is abnormal, please try again',
} satisfies Catalogue;

export type MessageKey = keyof typeof en;

const vi: Record<MessageKey, string> = {
  'validation.required': 'Không được để trống',
  'validation.invalid': 'Giá trị không hợp lệ',
  'validation.invalidType': 'Cần nhập {expected}',
  'validation.tooShort': 'Vui lòng nhập ít nhất {min} ký tự',
  'validation.tooLong': 'Vui lòng nhập tối đa {max} ký tự',
  'validation.tooSmall': 'Giá trị phải từ {min} trở lên',
  'validation.tooBig': 'Giá trị phải không quá {max}',
  'validation.invalidOption': 'Vui lòng chọn một trong các lựa chọn có sẵn',
  'validation.unknownField': 'Trường không xác định: {keys}',
  'validation.invalidIp': 'Vui lòng nhập địa chỉ IP hoặc dải IP hợp lệ',
  'validation.invalidCountry': 'Vui lòng nhập mã quốc gia gồm hai chữ cái',
  'validation.invalidUrl': 'Vui lòng nhập URL hợp lệ',
  'error.VALIDATION_FAILED': 'Một số trường không hợp lệ',
  'error.INVALID_JSON': 'Nội dung yêu cầu không phải JSON hợp lệ',
  'error.PAYLOAD_TOO_LARGE': 'Yêu cầu quá lớn',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Kiểu nội dung không được hỗ trợ',
  'error.NOT_FOUND': 'Không tìm thấy',
  'error.METHOD_NOT_ALLOWED': 'Phương thức không được phép',
  'error.NOT_LOGGED_IN': 'Bạn chưa đăng nhập, vui lòng đăng nhập',
  'error.FORBIDDEN': 'Bạn không có quyền thực hiện thao tác này',
  'error.RATE_LIMITED': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  'error.MAINTENANCE': 'Hệ thống đang bảo trì',
  'error.ACCESS_RESTRICTED': 'Truy cập bị hạn chế (IP hoặc khu vực)',
  'error.ENCRYPTION_REQUIRED': 'Yêu cầu này phải được mã hóa',
  'error.DECRYPTION_FAILED': 'Không đọc được yêu cầu đã mã hóa, vui lòng tải lại trang',
  'error.INVALID_CREDENTIALS': 'Tên đăng nhập hoặc mật khẩu không đúng',
  'error.NON_AGENT_LOGIN': 'Tài khoản không phải đại lý không thể đăng nhập',
  'error.NON_MEMBER_LOGIN': 'Tài khoản không phải thành viên không thể đăng nhập',
  'error.NON_OPERATOR_LOGIN': 'Chỉ tài khoản nhà điều hành mới đăng nhập được tại đây',
  'error.ACCOUNT_DISABLED': 'Tài khoản này đã bị khóa, vui lòng liên hệ chăm sóc khách hàng',
  'error.INTERNAL_ERROR': 'Kết nối mạng bất thường, vui lòng thử lại',
};

export const MESSAGES: Record<MessageLanguage, Record<MessageKey, string>> = { en, vi };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Picks the first supported language of an Accept-Language header; the default when none is. */
export function pickMessageLanguage(acceptLanguage: string | undefined): MessageLanguage {
  if (!acceptLanguage) return DEFAULT_MESSAGE_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...options] = part.trim().split(';');
      const quality = options.find((option) => option.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), weight: quality ? Number(quality.trim().slice(2)) || 0 : 1 };
    })
    .sort((left, right) => right.weight - left.weight);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    const match = MESSAGE_LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return DEFAULT_MESSAGE_LANGUAGE;
}

/** Text of a message key with `{name}` placeholders filled in. */
export function formatMessage(
  key: MessageKey,
  language: MessageLanguage,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[language][key] ?? MESSAGES.en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
