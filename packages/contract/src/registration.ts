// Registration (SPEC.md §3 "Registration user", "Registration field configuration", §4, §5).
import { z } from 'zod';
import { isValidPattern, PATTERN_CATALOGUE } from './patterns';
import { calendarDayMs } from './records';
import { loginValueSchema } from './session';
import { phoneTokenFieldsSchema } from './sms';

export const registrationPaths = {
  rules: '/api/registration/rules',
  register: '/api/registration',
  registerMobile: '/api/registration/mobile',
  affiliate: '/api/registration/affiliate',
  operatorRules: '/api/operator/registration/rules',
} as const;

/** Username registration, or mobile registration where the username is the mobile number (SPEC.md §4). */
export const REGISTRATION_METHODS = ['username', 'mobile'] as const;
export type RegistrationMethod = (typeof REGISTRATION_METHODS)[number];

/** Fields whose presence and rules the operator configures. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});

export const registrationRulesSchema = z.record(z.enum(REGISTRATION_FIELDS), fieldRuleSchema);
export type RegistrationRules = z.infer<typeof registrationRulesSchema>;

const optionalText = z.string().trim().max(200, 'validation.tooLong').optional();

/** The youngest a member may be (SPEC.md §9 "Minimum age 18"). */
export const MINIMUM_AGE = 18;
/** The earliest birth date taken: anything before is a typing slip. */
export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * Whole years from a birth date to a day (both YYYY-MM-DD): a birthday counts from its day, and a
 * 29 February birthday from 1 March in other years.
 */
export function ageOn(birthDate: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const beforeBirthday = month < birthMonth || (month === birthMonth && date < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}

/**
 * What is wrong with a birth date on the site's `today`, as a message key, or undefined: not a
 * date, before 1900 or in the future, or under MINIMUM_AGE.
 */
export function birthDateProblem(
  birthDate: string,
  today: string,
): 'validation.dateInvalid' | 'validation.underAge' | undefined {
  if (calendarDayMs(birthDate) === undefined || birthDate < BIRTH_DATE_MIN || birthDate > today) {
    return 'validation.dateInvalid';
  }
  return ageOn(birthDate, today) < MINIMUM_AGE ? 'validation.underAge' : undefined;
}

/**
 * Date of birth (YYYY-MM-DD) as a form sends it: a calendar day. The server checks MINIMUM_AGE on the
 * site's today (birthDateProblem). The registration form and the third-party sign-in's step share it.
 */
export const birthDateSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine((value) => calendarDayMs(value) !== undefined, 'validation.dateInvalid');

/** What a registration body decrypts to; field rules are applied by the service from the operator's configuration. */
export const registerPayloadSchema = z
  .object({
    username: z.string().trim().max(64, 'validation.tooLong').optional(),
    // Trimmed like the sign-in form trims it, so that the password typed at sign-in is the one stored.
    password: z.string().trim().max(128, 'validation.tooLong'),
    confirmPassword: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
    payeeName: optionalText,
    email: optionalText,
    qqNum: optionalText,
    mobileNum: z.string().trim().max(20, 'validation.tooLong').optional(),
    countryDialingCode: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/, 'validation.invalid')
      .optional(),
    recommenderId: optionalText,
    captcha: z.string().trim().max(10).optional(),
    captchaId: z.string().max(64).optional(),
    verificationCode: z.string().trim().max(10).optional(),
    affiliateCode: optionalText,
    referralCode: optionalText,
    paymentPassword: z.string().max(64).optional(),
    line: optionalText,
    whatsapp: optionalText,
    facebook: optionalText,
    wechat: optionalText,
    idNumber: optionalText,
    domain: z.string().max(200).optional(),
    registerUrl: z.string().max(500).optional(),
    registerMethod: z.literal('WEB').default('WEB'),
    login: z.boolean().default(true),
    /** The 18+ terms box (SPEC.md §4): must be ticked. */
    terms: z.literal(true, 'validation.termsRequired'),
    birthDate: birthDateSchema,
    ...phoneTokenFieldsSchema.shape,
  })
  .refine((payload) => payload.password === payload.confirmPassword, {
    message: 'validation.confirmMismatch',
    path: ['confirmPassword'],
    // Compare whenever both are strings, so the mismatch is reported with the other fields' errors.
    when: ({ value }) => {
      const payload = value as { password?: unknown; confirmPassword?: unknown } | null;
      return typeof payload?.password === 'string' && typeof payload.confirmPassword === 'string';
    },
  });
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** What a registration answers: the new account's username and, when `login` was asked, its session. */
export const registerValueSchema = z.object({
  username: z.string(),
  login: loginValueSchema.nullable(),
});
export type RegisterValue = z.infer<typeof registerValueSchema>;

/** The operator's change to one field's rule: only the named properties change. */
export const fieldRuleUpdateSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(500, 'validation.tooLong')
      .refine(isValidPattern, 'validation.invalidPattern'),
    /** A catalogue entry; given without acceptedPattern, the entry's pattern is used. */
    patternId: z
      .number()
      .int()
      .refine((id) => Object.hasOwn(PATTERN_CATALOGUE, id), 'validation.invalidOption'),
    minLength: z.number().int().min(0, 'validation.tooSmall').max(500, 'validation.tooBig'),
    maxLength: z.number().int().min(1, 'validation.tooSmall').max(500, 'validation.tooBig'),
  })
  .partial()
  .strict()
  .refine(
    (rule) =>
      rule.minLength === undefined || rule.maxLength === undefined || rule.minLength <= rule.maxLength,
    { message: 'validation.minAboveMax', path: ['minLength'] },
  );
export type FieldRuleUpdate = z.infer<typeof fieldRuleUpdateSchema>;

/** PATCH body: a part of the rules object, e.g. `{ "username": { "minLength": 8 } }`. */
export const registrationRulesUpdateSchema = z.partialRecord(
  z.enum(REGISTRATION_FIELDS),
  fieldRuleUpdateSchema,
);
export type RegistrationRulesUpdate = z.infer<typeof registrationRulesUpdateSchema>;

export const affiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(200).optional(),
});
export const affiliateValueSchema = z.object({ valid: z.boolean(), agentNickname: z.string().nullable() });
