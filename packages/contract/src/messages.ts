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
  'validation.termsRequired': 'not empty?',
  'validation.amountInvalid': 'Please enter an amount with at most two decimals',
  'validation.amountPositive': 'The amount must be above zero',
  'validation.mobileInvalid': 'Please enter a valid mobile number',
  'validation.emailInvalid': 'Please enter a valid e-mail address',
  'validation.confirmMismatch': 'Inconsistent confirmation input',
  'validation.confirmIncorrect': 'Incorrect confirmation input',
  'validation.codeRequired': 'Please enter the valid verification code',
  'validation.passwordLength': 'Please fill in your password with {min} - {max} characters',
  'validation.invalidPattern': 'Please enter a valid regular expression, or * for anything',
  'validation.minAboveMax': 'The minimum length must not be above the maximum length',
  'validation.alwaysRequired': 'Username and password are always shown and required',
  'validation.dateInvalid': 'Please enter a date as yyyy-MM-dd',
  'validation.dateRangeOrder': 'The end date must not be before the start date',
  'validation.dateRangeTooLong': 'Please choose a period of at most {max} days',
  'validation.bankAccountNumber': 'Please enter a bank account number of 6 to 30 digits',
  'validation.holderName': 'Please enter the account holder name in letters and spaces',
  'validation.paymentPasswordFormat': 'The payment password is 6 digits',
  'validation.sameWallet': 'Please choose two different wallets',
  'validation.mainWalletSide': 'One side of a transfer must be the main wallet',
  'validation.amountRange': 'The maximum amount must not be below the minimum',
  // Registration field rules by patternId ({length} is "min-max", or one number when both are equal).
  'pattern.0': 'Please enter {length} characters',
  'pattern.1': 'Please enter {length} letters or digits, starting with a letter',
  'pattern.2': 'Please enter {length} Chinese characters or digits',
  'pattern.3': 'Please enter a valid e-mail address of {length} characters',
  'pattern.4': 'Please enter {length} letters or digits only',
  'pattern.5': 'Please enter {length} digits only',
  'pattern.6': 'Please enter {length} characters with at least one uppercase letter',
  'pattern.7': 'Real name format is incorrect: {length} letters and spaces only',
  'pattern.8': 'Please enter {length} characters without spaces',
  'pattern.9': 'Please enter a date as yyyy-MM-dd',
  'pattern.10': 'Please enter a date as MM-dd-yyyy',
  'pattern.11': 'Please enter {length} Korean characters only',
  'pattern.12': 'Please enter {length} Thai characters only',
  'pattern.13':
    'Please enter {length} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
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
  'error.CAPTCHA_REQUIRED': 'Please complete verification first',
  'error.CAPTCHA_INVALID': 'Captcha check failed, please try again',
  'error.IP_LOCKED': 'Your IP is blocked after repeated failures. Please contact online support to unlock',
  'error.SECOND_FACTOR_REQUIRED': 'This device is new to your account: please verify it is you',
  'error.SECOND_FACTOR_INVALID': 'The verification answer is not correct',
  'error.SMS_CODE_INVALID': 'Invalid verification code',
  'error.SMS_CODE_EXPIRED': 'Code expired, send again',
  'error.SMS_TOO_MANY': 'Too many requests, try again after 5 minutes',
  'error.USERNAME_TAKEN': 'This username is already registered',
  'error.MOBILE_TAKEN': 'This mobile number is already registered',
  'error.AFFILIATE_INVALID': 'Invalid invitation code',
  'error.FEATURE_DISABLED': 'Function not enabled, contact customer service',
  'error.ACCOUNT_NOT_FOUND': 'Username/Email does not exist',
  'error.MOBILE_NOT_FOUND': 'Wrong phone number format or the number is not registered',
  'error.OLD_PASSWORD_INCORRECT': 'The current password is not correct',
  'error.REAL_ACCOUNT_REQUIRED': 'A real account is needed for this: please register',
  'error.PASSWORD_CHANGE_REQUIRED': 'Please change your password first',
  'error.INSUFFICIENT_FUNDS': 'Insufficient balance',
  'error.DUPLICATE_CONFLICT': 'This transaction id was already used with different details',
  'error.INVALID_SIGNATURE': 'The request signature is missing or not valid',
  'error.PLAYER_NOT_FOUND': 'No such player',
  'error.ROUND_CLOSED': 'This round is already settled or cancelled',
  'error.ROUND_NOT_FOUND': 'This round has no bet',
  'error.WALLET_UNAVAILABLE':
    'The wallet did not answer; your bet is being checked, please try again shortly',
  'error.ROUND_TOO_SOON': 'Please wait a moment before the next round',
  'error.LAUNCH_EXPIRED': 'This game link has expired or was already used, please open the game again',
  'error.GAME_SESSION_EXPIRED': 'Your game session has ended, please open the game again',
  'error.GAME_NOT_FOUND': 'This game is not available',
  'error.VENDOR_UNAVAILABLE': 'Game maintenance',
  'error.VENDOR_NOT_FOUND': 'This game provider is not available',
  'error.FAVOURITES_FULL': 'Your favourites list is full, please remove a game first',
  'error.BETTING_CLOSED': 'Betting is closed for this round, please bet on the next one',
  'error.STAKE_OUT_OF_LIMITS': 'The stake must be between {min} and {max}',
  'error.SELECTION_INVALID': 'This selection is not valid for the chosen bet',
  'error.AMOUNT_OUT_OF_LIMITS': 'The amount must be between {min} and {max}',
  'error.CHANNEL_NOT_FOUND': 'This payment channel is not available',
  'error.PAYMENT_PASSWORD_REQUIRED': 'Please set a payment password in the security centre first',
  'error.PAYMENT_PASSWORD_INCORRECT': 'The payment password is not correct ({remaining} attempts left)',
  'error.PAYMENT_PASSWORD_LOCKED':
    'Too many wrong payment passwords: please try again after {minutes} minutes',
  'error.BANK_ACCOUNT_REQUIRED': 'Please bind a bank account in the security centre first',
  'error.BANK_ACCOUNT_NOT_FOUND': 'This bank account is not one of yours',
  'error.BANK_ACCOUNT_LIMIT': 'You can bind at most {max} bank accounts',
  'error.BANK_ACCOUNT_DUPLICATE': 'This bank account is already bound',
  'error.PAYMENT_NOT_FOUND': 'No such request',
  'error.PAYMENT_STATE_CONFLICT': 'This request was already handled',
  'error.TOO_MANY_PENDING': 'You have {max} requests waiting: please wait until they are handled',
  'error.NO_UPLINE': 'Your account has no agent to transfer to',
  'error.VENDOR_NOT_TRANSFER': 'This game provider does not use a transfer wallet',
  'error.CALLBACK_MISMATCH': 'The payment does not match the deposit',
  'error.MESSAGE_NOT_FOUND': 'No such message',
  // Internal messages (SPEC.md §3 "Messages"), written in the reader's language when read.
  'inbox.depositCredited.title': 'Deposit credited',
  'inbox.depositCredited.content': 'Your deposit of {amount} on {site} has been credited to your wallet.',
  'inbox.depositFailed.title': 'Deposit failed',
  'inbox.depositFailed.content': 'Your deposit of {amount} on {site} failed: {reason}.',
  'inbox.withdrawalApproved.title': 'Withdrawal approved',
  'inbox.withdrawalApproved.content':
    'Your withdrawal of {amount} on {site} was approved and paid to your bank account.',
  'inbox.withdrawalRejected.title': 'Withdrawal rejected',
  'inbox.withdrawalRejected.content':
    'Your withdrawal of {amount} on {site} was rejected: {reason}. The amount is back in your wallet.',
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
  'validation.termsRequired': 'Không được để trống?',
  'validation.amountInvalid': 'Vui lòng nhập số tiền có tối đa hai chữ số thập phân',
  'validation.amountPositive': 'Số tiền phải lớn hơn 0',
  'validation.mobileInvalid': 'Vui lòng nhập số điện thoại hợp lệ',
  'validation.emailInvalid': 'Vui lòng nhập địa chỉ e-mail hợp lệ',
  'validation.confirmMismatch': 'Nội dung xác nhận không khớp',
  'validation.confirmIncorrect': 'Nội dung xác nhận không chính xác',
  'validation.codeRequired': 'Vui lòng nhập mã xác minh hợp lệ',
  'validation.passwordLength': 'Vui lòng nhập mật khẩu từ {min} - {max} ký tự',
  'validation.invalidPattern': 'Vui lòng nhập biểu thức chính quy hợp lệ, hoặc * để chấp nhận mọi giá trị',
  'validation.minAboveMax': 'Độ dài tối thiểu không được lớn hơn độ dài tối đa',
  'validation.alwaysRequired': 'Tên đăng nhập và mật khẩu luôn được hiển thị và bắt buộc',
  'validation.dateInvalid': 'Vui lòng nhập ngày theo dạng yyyy-MM-dd',
  'validation.dateRangeOrder': 'Ngày kết thúc không được trước ngày bắt đầu',
  'validation.dateRangeTooLong': 'Vui lòng chọn khoảng thời gian tối đa {max} ngày',
  'validation.bankAccountNumber': 'Vui lòng nhập số tài khoản ngân hàng gồm 6 đến 30 chữ số',
  'validation.holderName': 'Vui lòng nhập tên chủ tài khoản chỉ gồm chữ cái và khoảng trắng',
  'validation.paymentPasswordFormat': 'Mật khẩu thanh toán gồm 6 chữ số',
  'validation.sameWallet': 'Vui lòng chọn hai ví khác nhau',
  'validation.mainWalletSide': 'Một bên của giao dịch chuyển phải là ví chính',
  'validation.amountRange': 'Số tiền tối đa không được nhỏ hơn số tiền tối thiểu',
  'pattern.0': 'Vui lòng nhập {length} ký tự',
  'pattern.1': 'Vui lòng nhập {length} chữ cái hoặc chữ số, bắt đầu bằng chữ cái',
  'pattern.2': 'Vui lòng nhập {length} chữ Hán hoặc chữ số',
  'pattern.3': 'Vui lòng nhập địa chỉ e-mail hợp lệ gồm {length} ký tự',
  'pattern.4': 'Vui lòng chỉ nhập {length} chữ cái hoặc chữ số',
  'pattern.5': 'Vui lòng chỉ nhập {length} chữ số',
  'pattern.6': 'Vui lòng nhập {length} ký tự có ít nhất một chữ in hoa',
  'pattern.7': 'Định dạng họ tên không đúng: chỉ gồm {length} chữ cái và khoảng trắng',
  'pattern.8': 'Vui lòng nhập {length} ký tự không có khoảng trắng',
  'pattern.9': 'Vui lòng nhập ngày theo dạng yyyy-MM-dd',
  'pattern.10': 'Vui lòng nhập ngày theo dạng MM-dd-yyyy',
  'pattern.11': 'Vui lòng chỉ nhập {length} ký tự tiếng Hàn',
  'pattern.12': 'Vui lòng chỉ nhập {length} ký tự tiếng Thái',
  'pattern.13': 'Vui lòng nhập {length} ký tự gồm chữ in hoa, chữ thường, chữ số và ký hiệu',
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
  'error.CAPTCHA_REQUIRED': 'Vui lòng hoàn tất xác minh trước',
  'error.CAPTCHA_INVALID': 'Mã xác minh hình ảnh không đúng, vui lòng thử lại',
  'error.IP_LOCKED':
    'IP của bạn đã bị khóa sau nhiều lần thất bại. Vui lòng liên hệ hỗ trợ trực tuyến để mở khóa',
  'error.SECOND_FACTOR_REQUIRED': 'Thiết bị này mới với tài khoản của bạn: vui lòng xác minh danh tính',
  'error.SECOND_FACTOR_INVALID': 'Thông tin xác minh không đúng',
  'error.SMS_CODE_INVALID': 'Mã xác minh không hợp lệ',
  'error.SMS_CODE_EXPIRED': 'Mã đã hết hạn, vui lòng gửi lại',
  'error.SMS_TOO_MANY': 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
  'error.USERNAME_TAKEN': 'Tên đăng nhập này đã được đăng ký',
  'error.MOBILE_TAKEN': 'Số điện thoại này đã được đăng ký',
  'error.AFFILIATE_INVALID': 'Mã mời không hợp lệ',
  'error.FEATURE_DISABLED': 'Chức năng chưa được bật, vui lòng liên hệ chăm sóc khách hàng',
  'error.ACCOUNT_NOT_FOUND': 'Tên đăng nhập/E-mail không tồn tại',
  'error.MOBILE_NOT_FOUND': 'Sai định dạng số điện thoại hoặc số chưa được đăng ký',
  'error.OLD_PASSWORD_INCORRECT': 'Mật khẩu hiện tại không đúng',
  'error.REAL_ACCOUNT_REQUIRED': 'Cần tài khoản thật để thực hiện: vui lòng đăng ký',
  'error.PASSWORD_CHANGE_REQUIRED': 'Vui lòng đổi mật khẩu trước',
  'error.INSUFFICIENT_FUNDS': 'Số dư không đủ',
  'error.DUPLICATE_CONFLICT': 'Mã giao dịch này đã được dùng với nội dung khác',
  'error.INVALID_SIGNATURE': 'Chữ ký của yêu cầu bị thiếu hoặc không hợp lệ',
  'error.PLAYER_NOT_FOUND': 'Không tìm thấy người chơi',
  'error.ROUND_CLOSED': 'Ván này đã được thanh toán hoặc đã hủy',
  'error.ROUND_NOT_FOUND': 'Ván này chưa có cược',
  'error.WALLET_UNAVAILABLE':
    'Ví chưa phản hồi; cược của bạn đang được kiểm tra, vui lòng thử lại sau giây lát',
  'error.ROUND_TOO_SOON': 'Vui lòng đợi một chút trước ván tiếp theo',
  'error.LAUNCH_EXPIRED': 'Liên kết trò chơi đã hết hạn hoặc đã được dùng, vui lòng mở lại trò chơi',
  'error.GAME_SESSION_EXPIRED': 'Phiên trò chơi đã kết thúc, vui lòng mở lại trò chơi',
  'error.GAME_NOT_FOUND': 'Trò chơi này hiện không khả dụng',
  'error.VENDOR_UNAVAILABLE': 'Trò chơi đang bảo trì',
  'error.VENDOR_NOT_FOUND': 'Nhà cung cấp trò chơi này hiện không khả dụng',
  'error.FAVOURITES_FULL': 'Danh sách yêu thích đã đầy, vui lòng bỏ bớt một trò chơi',
  'error.BETTING_CLOSED': 'Đã hết thời gian đặt cược cho kỳ này, vui lòng cược kỳ sau',
  'error.STAKE_OUT_OF_LIMITS': 'Tiền cược phải từ {min} đến {max}',
  'error.SELECTION_INVALID': 'Lựa chọn này không hợp lệ với loại cược đã chọn',
  'error.AMOUNT_OUT_OF_LIMITS': 'Số tiền phải từ {min} đến {max}',
  'error.CHANNEL_NOT_FOUND': 'Kênh thanh toán này hiện không khả dụng',
  'error.PAYMENT_PASSWORD_REQUIRED': 'Vui lòng đặt mật khẩu thanh toán trong trung tâm bảo mật trước',
  'error.PAYMENT_PASSWORD_INCORRECT': 'Mật khẩu thanh toán không đúng (còn {remaining} lần thử)',
  'error.PAYMENT_PASSWORD_LOCKED':
    'Nhập sai mật khẩu thanh toán quá nhiều lần: vui lòng thử lại sau {minutes} phút',
  'error.BANK_ACCOUNT_REQUIRED': 'Vui lòng liên kết tài khoản ngân hàng trong trung tâm bảo mật trước',
  'error.BANK_ACCOUNT_NOT_FOUND': 'Tài khoản ngân hàng này không phải của bạn',
  'error.BANK_ACCOUNT_LIMIT': 'Bạn chỉ được liên kết tối đa {max} tài khoản ngân hàng',
  'error.BANK_ACCOUNT_DUPLICATE': 'Tài khoản ngân hàng này đã được liên kết',
  'error.PAYMENT_NOT_FOUND': 'Không tìm thấy yêu cầu này',
  'error.PAYMENT_STATE_CONFLICT': 'Yêu cầu này đã được xử lý',
  'error.TOO_MANY_PENDING': 'Bạn đang có {max} yêu cầu chờ xử lý: vui lòng đợi đến khi chúng được xử lý',
  'error.NO_UPLINE': 'Tài khoản của bạn không có đại lý để chuyển tiền',
  'error.VENDOR_NOT_TRANSFER': 'Nhà cung cấp trò chơi này không dùng ví chuyển khoản',
  'error.CALLBACK_MISMATCH': 'Khoản thanh toán không khớp với lệnh nạp tiền',
  'error.MESSAGE_NOT_FOUND': 'Không tìm thấy tin nhắn này',
  'inbox.depositCredited.title': 'Nạp tiền thành công',
  'inbox.depositCredited.content': 'Khoản nạp {amount} của bạn tại {site} đã được cộng vào ví.',
  'inbox.depositFailed.title': 'Nạp tiền thất bại',
  'inbox.depositFailed.content': 'Khoản nạp {amount} của bạn tại {site} không thành công: {reason}.',
  'inbox.withdrawalApproved.title': 'Rút tiền đã được duyệt',
  'inbox.withdrawalApproved.content':
    'Lệnh rút {amount} của bạn tại {site} đã được duyệt và chuyển vào tài khoản ngân hàng của bạn.',
  'inbox.withdrawalRejected.title': 'Rút tiền bị từ chối',
  'inbox.withdrawalRejected.content':
    'Lệnh rút {amount} của bạn tại {site} đã bị từ chối: {reason}. Số tiền đã được hoàn lại vào ví.',
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
