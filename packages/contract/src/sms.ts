// SMS codes (SPEC.md §7 "login code (sms)", "sms for register"), country dialing codes.
import { z } from 'zod';
import { captchaFieldsSchema } from './captcha';

export const smsPaths = {
  code: '/api/sms/code',
  countryCodes: '/api/sms/country-codes',
  /** Which flow the web client uses for SMS codes: the built-in outbox or the third-party provider. */
  phoneAuth: '/api/sms/phone-auth',
  operatorPhoneAuth: '/api/operator/sms/phone-auth',
} as const;

export const SMS_PURPOSES = ['login', 'register', 'reset', 'verify'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** A national number: 6 to 14 digits, without the country dialing code. */
export const MOBILE_NUMBER_PATTERN = /^\d{6,14}$/;

export const mobileNumberSchema = z.string().trim().regex(MOBILE_NUMBER_PATTERN, 'validation.mobileInvalid');
export const countryDialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'validation.invalidOption')
  .transform((value) => (value.startsWith('+') ? value : `+${value}`));

export const smsCodeRequestSchema = captchaFieldsSchema.extend({
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  purpose: z.enum(SMS_PURPOSES),
});
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int() });

export const countryCodeSchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** The dialing codes the sign-up and sign-in forms offer; SMS is sent only to these countries. */
export const COUNTRY_CODES: readonly CountryCode[] = [
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '+65', name: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '+855', name: 'Cambodia' },
  { countryCode: 'LA', countryDialingCode: '+856', name: 'Laos' },
  { countryCode: 'MM', countryDialingCode: '+95', name: 'Myanmar' },
  { countryCode: 'BN', countryDialingCode: '+673', name: 'Brunei' },
  { countryCode: 'CN', countryDialingCode: '+86', name: 'China' },
  { countryCode: 'HK', countryDialingCode: '+852', name: 'Hong Kong' },
  { countryCode: 'MO', countryDialingCode: '+853', name: 'Macau' },
  { countryCode: 'TW', countryDialingCode: '+886', name: 'Taiwan' },
  { countryCode: 'JP', countryDialingCode: '+81', name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '+82', name: 'South Korea' },
  { countryCode: 'MN', countryDialingCode: '+976', name: 'Mongolia' },
  { countryCode: 'IN', countryDialingCode: '+91', name: 'India' },
  { countryCode: 'BD', countryDialingCode: '+880', name: 'Bangladesh' },
  { countryCode: 'PK', countryDialingCode: '+92', name: 'Pakistan' },
  { countryCode: 'LK', countryDialingCode: '+94', name: 'Sri Lanka' },
  { countryCode: 'NP', countryDialingCode: '+977', name: 'Nepal' },
  { countryCode: 'AU', countryDialingCode: '+61', name: 'Australia' },
  { countryCode: 'NZ', countryDialingCode: '+64', name: 'New Zealand' },
  { countryCode: 'AE', countryDialingCode: '+971', name: 'United Arab Emirates' },
  { countryCode: 'SA', countryDialingCode: '+966', name: 'Saudi Arabia' },
  { countryCode: 'TR', countryDialingCode: '+90', name: 'Turkey' },
  { countryCode: 'RU', countryDialingCode: '+7', name: 'Russia' },
  { countryCode: 'BR', countryDialingCode: '+55', name: 'Brazil' },
  { countryCode: 'MX', countryDialingCode: '+52', name: 'Mexico' },
  { countryCode: 'US', countryDialingCode: '+1', name: 'United States' },
  { countryCode: 'CA', countryDialingCode: '+1', name: 'Canada' },
  { countryCode: 'GB', countryDialingCode: '+44', name: 'United Kingdom' },
  { countryCode: 'DE', countryDialingCode: '+49', name: 'Germany' },
  { countryCode: 'FR', countryDialingCode: '+33', name: 'France' },
];

export const countryCodesSchema = z.array(countryCodeSchema);

/** Whether a dialing code ('+84' or '84') is one of COUNTRY_CODES. */
export function isOfferedDialingCode(countryDialingCode: string): boolean {
  const normalised = `+${countryDialingCode.replace(/^\+/, '')}`;
  return COUNTRY_CODES.some((country) => country.countryDialingCode === normalised);
}

/**
 * The E.164 form of a mobile number ('+84', '0912345678' → '+84912345678'). People often type the
 * national trunk prefix 0; it is not part of the international number, so leading zeros are dropped
 * (none of the offered countries has mobile numbers that start with 0 after the trunk prefix).
 */
export function toE164Phone(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.trim().replace(/^\+/, '')}${mobileNum.trim().replace(/^0+/, '')}`;
}

/**
 * Who sends and checks SMS codes (docs/decisions/016-third-party-sms.md): 'builtin' (our outbox, the
 * default) or 'firebase' (a provider speaking the Firebase Identity Toolkit protocol; the browser asks
 * it for the code and hands us the provider's signed ID token instead of the code).
 */
export const PHONE_AUTH_PROVIDERS = ['builtin', 'firebase'] as const;
export type PhoneAuthProvider = (typeof PHONE_AUTH_PROVIDERS)[number];
/** The value of firebaseChannel that goes with a firebaseIdToken (SPEC.md §3). */
export const PHONE_AUTH_CHANNEL = 'firebase';
/** The resend countdown of the third-party flow (SPEC.md §4 "60 for third-party sms"). */
export const PHONE_AUTH_COUNTDOWN_SECONDS = 60;
/** Google's Identity Toolkit, the base URL when the operator names none. */
export const DEFAULT_PHONE_AUTH_BASE_URL = 'https://identitytoolkit.googleapis.com/v1';

/** The third-party fields that registration, SMS login and reset by phone accept (SPEC.md §3, §7). */
export const phoneTokenFieldsSchema = z.object({
  firebaseChannel: z.literal(PHONE_AUTH_CHANNEL, 'validation.invalidOption').optional(),
  firebaseIdToken: z.string().trim().max(4_096, 'validation.tooLong').optional(),
});
export type PhoneTokenFields = z.infer<typeof phoneTokenFieldsSchema>;

/** What the web client needs to speak to the provider; the API key of such a provider is public by design. */
export const phoneAuthSchema = z.object({
  provider: z.enum(PHONE_AUTH_PROVIDERS),
  projectId: z.string(),
  apiKey: z.string(),
  baseUrl: z.string(),
  countdownSeconds: z.number().int(),
});
export type PhoneAuth = z.infer<typeof phoneAuthSchema>;

/** The operator's setting (console Site desk, "SMS codes" tab). */
export const phoneAuthSettingsSchema = z.object({
  provider: z.enum(PHONE_AUTH_PROVIDERS),
  projectId: z.string(),
  apiKey: z.string(),
  baseUrl: z.string(),
});
export type PhoneAuthSettings = z.infer<typeof phoneAuthSettingsSchema>;

/** A Firebase project id: 6 to 30 lower-case letters, digits and hyphens, starting with a letter. */
export const PHONE_AUTH_PROJECT_ID_PATTERN = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
export const PHONE_AUTH_API_KEY_PATTERN = /^[A-Za-z0-9_-]{10,100}$/;

/** The operator's change; the provider's fields are required when the provider is third-party. */
export const phoneAuthSettingsUpdateSchema = z
  .object({
    provider: z.enum(PHONE_AUTH_PROVIDERS, 'validation.invalidOption'),
    projectId: z.string().trim().max(30, 'validation.tooLong').default(''),
    apiKey: z.string().trim().max(100, 'validation.tooLong').default(''),
    baseUrl: z.string().trim().max(300, 'validation.tooLong').default(''),
  })
  .superRefine((settings, context) => {
    if (settings.provider === 'builtin') return;
    if (!PHONE_AUTH_PROJECT_ID_PATTERN.test(settings.projectId)) {
      context.addIssue({ code: 'custom', path: ['projectId'], message: 'validation.invalid' });
    }
    if (!PHONE_AUTH_API_KEY_PATTERN.test(settings.apiKey)) {
      context.addIssue({ code: 'custom', path: ['apiKey'], message: 'validation.invalid' });
    }
    if (settings.baseUrl !== '' && !isHttpUrl(settings.baseUrl)) {
      context.addIssue({ code: 'custom', path: ['baseUrl'], message: 'validation.invalid' });
    }
  });
export type PhoneAuthSettingsUpdate = z.input<typeof phoneAuthSettingsUpdateSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.search === ''
    );
  } catch {
    return false;
  }
}
