// SMS codes (SPEC.md §7 "login code (sms)", "sms for register"), country dialing codes.
import { z } from 'zod';
import { captchaFieldsSchema } from './captcha';

export const smsPaths = {
  code: '/api/sms/code',
  countryCodes: '/api/sms/country-codes',
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
