// The mobile number as the SMS login and the phone password reset take it (SPEC.md §5: required,
// then format-checked; the code is required).
import { z } from 'zod';
import { COUNTRY_CODES, MOBILE_NUMBER_PATTERN } from '@playdeck/contract/sms';

export const mobileFormSchema = z.object({
  countryDialingCode: z.string().min(1, 'validation.required'),
  mobileNum: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .regex(MOBILE_NUMBER_PATTERN, 'validation.mobileInvalid'),
});

export const verificationCodeSchema = z.string().trim().min(1, 'validation.codeRequired');

/** The visitor's own country's dialing code when it is offered, else the first of the list. */
export function defaultDialingCodeOf(country: string | null): string {
  const own = COUNTRY_CODES.find((entry) => entry.countryCode === country?.toUpperCase());
  return (own ?? COUNTRY_CODES[0])?.countryDialingCode ?? '+84';
}

/** An empty number with the visitor's default dialing code. */
export function emptyMobile(country: string | null) {
  return { countryDialingCode: defaultDialingCodeOf(country), mobileNum: '' };
}
