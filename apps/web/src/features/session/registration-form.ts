// The registration form's rules as pure functions (SPEC.md §4 "Registration", §5 "Registration",
// "Field rule"): which fields a tab shows, what each value must satisfy, and the body that is sent.
// No React and no I/O, so every rule is tested with plain inputs.
import { checkFieldRule, type FieldRule, type RuleFailure } from '@playdeck/contract/patterns';
import {
  birthDateProblem,
  MINIMUM_AGE,
  REGISTRATION_FIELDS,
  type RegisterPayload,
  type RegistrationField,
  type RegistrationMethod,
  type RegistrationRules,
} from '@playdeck/contract/registration';
import { MOBILE_NUMBER_PATTERN } from '@playdeck/contract/sms';

/** The whitelabel switches the form reads (USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3). */
export type RegisterFlags = {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  /** Mobile registration asks for an SMS code. */
  smsVerification: boolean;
};

/** An invitation code from the address (?referralCode= or ?affiliateCode=) and its check's answer. */
export type Invitation = { code: string; valid: boolean };

export type RegisterFormValues = {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName: string;
  paymentPassword: string;
  qqNum: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  recommenderId: string;
  affiliateCode: string;
  captcha: string;
  captchaId: string;
  /** Date of birth, YYYY-MM-DD (a date input's value). */
  birthDate: string;
  terms: boolean;
};

export type FormField = Exclude<keyof RegisterFormValues, 'captchaId'>;

/** What a failed check says: a message key of the i18n catalogue and its placeholders. */
export type FieldFailure = { key: string; params?: Record<string, string | number> };

export type RegisterContext = {
  rules: RegistrationRules;
  method: RegistrationMethod;
  flags: RegisterFlags;
  invitation: Invitation | null;
  /** The site's today (YYYY-MM-DD), for the minimum age; without it the server alone checks the age. */
  today?: string;
};

/**
 * The operator-configured fields that follow username/mobile and the two passwords, in the order the
 * form shows them. Username and mobile number are placed by the tab; captcha always comes last.
 */
export type ConfiguredField = Exclude<RegistrationField, 'username' | 'password'>;
const CONFIGURED_FIELDS = REGISTRATION_FIELDS.filter(
  (field): field is ConfiguredField => field !== 'username' && field !== 'password',
);

export function emptyRegisterValues(countryDialingCode: string, affiliateCode = ''): RegisterFormValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    payeeName: '',
    paymentPassword: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    email: '',
    mobileNum: '',
    countryDialingCode,
    verificationCode: '',
    recommenderId: '',
    affiliateCode,
    captcha: '',
    captchaId: '',
    birthDate: '',
    // SPEC.md §4: the terms (18+) box is ticked by default and must stay ticked.
    terms: true,
  };
}

/** The tabs to offer, in order; empty when the operator has turned both methods off. */
export function availableMethods(flags: RegisterFlags): RegistrationMethod[] {
  const methods: RegistrationMethod[] = [];
  if (flags.usernameRegistration) methods.push('username');
  if (flags.mobileRegistration) methods.push('mobile');
  return methods;
}

/**
 * The configured fields this tab shows, in order. On the mobile tab the number sits at the top (it is
 * the username), so it is not repeated here; the affiliate field hides when the address carried a
 * valid code (SPEC.md §4).
 */
export function visibleConfiguredFields({
  rules,
  method,
  invitation,
}: Omit<RegisterContext, 'flags'>): ConfiguredField[] {
  return CONFIGURED_FIELDS.filter((field) => {
    if (!rules[field].enabled) return false;
    if (field === 'mobileNum' && method === 'mobile') return false;
    if (field === 'affiliateCode' && invitation?.valid) return false;
    return true;
  });
}

export function showsSmsCode({ method, flags }: Pick<RegisterContext, 'method' | 'flags'>): boolean {
  return method === 'mobile' && flags.smsVerification;
}

/**
 * The rule a field is checked against. Username and password are always required (SPEC.md §5) and the
 * captcha too once it is shown: a captcha one may leave empty would verify nothing.
 */
export function effectiveRule(rules: RegistrationRules, field: RegistrationField): FieldRule {
  const rule = rules[field];
  if (field === 'username' || field === 'password' || field === 'captcha') {
    return { ...rule, enabled: true, required: true };
  }
  return rule;
}

const required: FieldFailure = { key: 'validation.required' };

function ruleFailure(failure: RuleFailure | null): FieldFailure | null {
  return failure ? { key: failure.key, params: failure.params } : null;
}

function checkMobile(value: string, rule: FieldRule, isRequired: boolean): FieldFailure | null {
  const number = value.trim();
  if (number === '') return isRequired ? required : null;
  if (!MOBILE_NUMBER_PATTERN.test(number)) return { key: 'validation.mobileInvalid' };
  return rule.enabled ? ruleFailure(checkFieldRule({ ...rule, required: false }, number)) : null;
}

/**
 * Every failed check of the form, at most one per field (the first that fails). An empty object means
 * the values may be sent.
 */
export function validateRegisterForm(
  values: RegisterFormValues,
  context: RegisterContext,
): Partial<Record<FormField, FieldFailure>> {
  const { rules, method } = context;
  const failures: Partial<Record<FormField, FieldFailure>> = {};
  const add = (field: FormField, failure: FieldFailure | null) => {
    if (failure && !failures[field]) failures[field] = failure;
  };

  if (method === 'username') {
    add('username', ruleFailure(checkFieldRule(effectiveRule(rules, 'username'), values.username)));
  } else {
    add('mobileNum', checkMobile(values.mobileNum, rules.mobileNum, true));
    if (showsSmsCode(context) && values.verificationCode.trim() === '') add('verificationCode', required);
  }
  add('password', ruleFailure(checkFieldRule(effectiveRule(rules, 'password'), values.password)));
  if (values.confirmPassword === '') add('confirmPassword', required);
  else if (values.confirmPassword !== values.password)
    add('confirmPassword', { key: 'validation.confirmMismatch' });

  for (const field of visibleConfiguredFields(context)) {
    const rule = effectiveRule(rules, field);
    if (field === 'mobileNum') add(field, checkMobile(values.mobileNum, rule, rule.required));
    else add(field, ruleFailure(checkFieldRule(rule, values[field])));
  }
  const birthDate = values.birthDate.trim();
  if (birthDate === '') add('birthDate', required);
  else if (context.today) {
    const problem = birthDateProblem(birthDate, context.today);
    if (problem) add('birthDate', { key: problem, params: { min: MINIMUM_AGE } });
  }
  if (!values.terms) add('terms', { key: 'validation.termsRequired' });
  return failures;
}

const optional = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Where the page is, for the server's records (SPEC.md §7 "register": domain and registerUrl). */
export type PageAddress = { host: string; href: string };

/**
 * The registration body (SPEC.md §7 "register", "mobile register"): every shown field's value, the
 * invitation code, login:true and registerMethod WEB. For mobile registration the username is the
 * mobile number (SPEC.md §4).
 */
export function buildRegisterPayload(
  values: RegisterFormValues,
  context: RegisterContext,
  page: PageAddress,
): RegisterPayload {
  const { method, invitation } = context;
  const shown = new Set<string>(visibleConfiguredFields(context));
  const valueOf = (field: ConfiguredField) => (shown.has(field) ? optional(values[field]) : undefined);
  const mobileNum = method === 'mobile' ? values.mobileNum.trim() : valueOf('mobileNum');
  return {
    username: method === 'mobile' ? mobileNum : values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    payeeName: valueOf('payeeName'),
    // Passwords are sent as typed: a space may be part of one.
    paymentPassword:
      shown.has('paymentPassword') && values.paymentPassword !== '' ? values.paymentPassword : undefined,
    qqNum: valueOf('qqNum'),
    line: valueOf('line'),
    whatsapp: valueOf('whatsapp'),
    facebook: valueOf('facebook'),
    wechat: valueOf('wechat'),
    idNumber: valueOf('idNumber'),
    email: valueOf('email'),
    mobileNum,
    countryDialingCode: mobileNum ? values.countryDialingCode : undefined,
    verificationCode: showsSmsCode(context) ? values.verificationCode.trim() : undefined,
    recommenderId: valueOf('recommenderId'),
    affiliateCode: invitation?.valid ? invitation.code : valueOf('affiliateCode'),
    // Only a code the check accepted travels as the referral: an invalid one is in the field instead,
    // where the visitor can see and correct it.
    referralCode: invitation?.valid ? invitation.code : undefined,
    captcha: valueOf('captcha'),
    captchaId: shown.has('captcha') && values.captchaId ? values.captchaId : undefined,
    domain: page.host,
    registerUrl: page.href.slice(0, 500),
    registerMethod: 'WEB',
    login: true,
    terms: true,
    birthDate: values.birthDate.trim(),
  };
}

/** Error codes the server answers that belong to one field of the form rather than a dialog. */
const FIELD_OF_ERROR_CODE: Record<string, FormField> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
  PHONE_TOKEN_INVALID: 'verificationCode',
  PHONE_TOKEN_USED: 'verificationCode',
};

/**
 * The field a server error code belongs to on this tab, or null for a dialog. On the mobile tab the
 * username is the number, so a taken username is shown on the number.
 */
export function fieldOfErrorCode(code: string, context: RegisterContext): FormField | null {
  const field = FIELD_OF_ERROR_CODE[code];
  if (!field) return null;
  if (field === 'username') return context.method === 'mobile' ? 'mobileNum' : 'username';
  return isFieldShown(field, context) ? field : null;
}

/** Whether a form field is on screen for this tab and configuration. */
export function isFieldShown(field: string, context: RegisterContext): field is FormField {
  switch (field) {
    case 'username':
      return context.method === 'username';
    case 'mobileNum':
      return context.method === 'mobile' || context.rules.mobileNum.enabled;
    case 'verificationCode':
      return showsSmsCode(context);
    case 'password':
    case 'confirmPassword':
    case 'terms':
      return true;
    default:
      return (visibleConfiguredFields(context) as string[]).includes(field);
  }
}
