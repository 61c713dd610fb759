// Pure rules of registration (SPEC.md §3 "Registration field configuration", §5 "Registration",
// "Field rule"): the default configuration, the rules that always hold whatever the operator set,
// which field messages a registration earns, and how an operator's change applies. No I/O here.
import { isMessageKey } from '@playdeck/contract/messages';
import { checkFieldRule, PATTERN_CATALOGUE, type FieldRule } from '@playdeck/contract/patterns';
import type {
  RegistrationField,
  RegistrationMethod,
  RegistrationRules,
  RegistrationRulesUpdate,
} from '@playdeck/contract/registration';
import { REGISTRATION_FIELDS } from '@playdeck/contract/registration';
import { isOfferedDialingCode, MOBILE_NUMBER_PATTERN } from '@playdeck/contract/sms';
import type { FieldMessage } from '../../plugins/errors';

/** A field message as a key with its placeholder values (what AppError's `fields` accepts). */
export type KeyedFieldMessage = Extract<FieldMessage, { key: unknown }>;

function catalogueRule(
  patternId: number,
  minLength: number,
  maxLength: number,
  flags: { enabled: boolean; required: boolean },
): FieldRule {
  return {
    ...flags,
    acceptedPattern: PATTERN_CATALOGUE[patternId]!.pattern,
    patternId,
    minLength,
    maxLength,
  };
}

const ON_REQUIRED = { enabled: true, required: true };
const ON_OPTIONAL = { enabled: true, required: false };
const OFF = { enabled: false, required: false };

/** The configuration of a new site; the service falls back to it for any field without a stored rule. */
export const DEFAULT_REGISTRATION_RULES: RegistrationRules = {
  username: catalogueRule(1, 6, 16, ON_REQUIRED),
  password: catalogueRule(4, 6, 20, ON_REQUIRED),
  payeeName: catalogueRule(7, 2, 50, ON_OPTIONAL),
  paymentPassword: catalogueRule(5, 6, 6, OFF),
  qqNum: catalogueRule(5, 5, 12, OFF),
  line: catalogueRule(8, 1, 50, OFF),
  whatsapp: catalogueRule(5, 6, 15, OFF),
  facebook: catalogueRule(8, 1, 100, OFF),
  wechat: catalogueRule(8, 1, 50, OFF),
  idNumber: catalogueRule(4, 6, 20, OFF),
  email: catalogueRule(3, 6, 100, ON_OPTIONAL),
  mobileNum: catalogueRule(5, 6, 14, ON_OPTIONAL),
  recommenderId: catalogueRule(4, 1, 32, OFF),
  affiliateCode: catalogueRule(0, 1, 32, ON_OPTIONAL),
  captcha: catalogueRule(0, 1, 10, ON_REQUIRED),
};

/** Fields that every registration must carry, whatever the stored configuration says. */
const ALWAYS_REQUIRED: readonly RegistrationField[] = ['username', 'password'];

/** Stored rules over the defaults, so that all fields are answered even before the seed ran. */
export function completeRules(stored: Partial<RegistrationRules>): RegistrationRules {
  const rules = { ...DEFAULT_REGISTRATION_RULES };
  for (const field of REGISTRATION_FIELDS) {
    const rule = stored[field];
    if (rule) rules[field] = rule;
  }
  return rules;
}

/**
 * The rules a registration of this method is checked with: username and password always on and
 * required; for mobile registration the username is the mobile number, so the username rule gives
 * way to the mobile number's, which is then required.
 */
function rulesForMethod(
  rules: RegistrationRules,
  method: RegistrationMethod,
): Map<RegistrationField, FieldRule> {
  const effective = new Map<RegistrationField, FieldRule>();
  for (const field of REGISTRATION_FIELDS) {
    const rule = rules[field];
    effective.set(field, ALWAYS_REQUIRED.includes(field) ? { ...rule, ...ON_REQUIRED } : rule);
  }
  if (method === 'mobile') {
    effective.delete('username');
    const mobile = rules.mobileNum.enabled ? rules.mobileNum : DEFAULT_REGISTRATION_RULES.mobileNum;
    effective.set('mobileNum', { ...mobile, ...ON_REQUIRED });
  }
  return effective;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The message a value earns from one field's rule (required, pattern, length), or undefined. */
export function fieldRuleMessage(rule: FieldRule, value: unknown): KeyedFieldMessage | undefined {
  const failure = checkFieldRule(rule, textOf(value));
  if (!failure) return undefined;
  return { key: isMessageKey(failure.key) ? failure.key : 'pattern.0', params: failure.params };
}

/**
 * The username and password messages of an account someone else creates (an agent's register
 * centre): the same rules as registration, both always required; the password is checked only when
 * one is given (else the operator's default is used).
 */
export function downlineFieldMessages(
  values: { username: string; password?: string },
  rules: RegistrationRules,
): Record<string, KeyedFieldMessage> {
  const messages: Record<string, KeyedFieldMessage> = {};
  const username = fieldRuleMessage({ ...rules.username, ...ON_REQUIRED }, values.username);
  if (username) messages.username = username;
  if (values.password !== undefined) {
    const password = fieldRuleMessage({ ...rules.password, ...ON_REQUIRED }, values.password);
    if (password) messages.password = password;
  }
  return messages;
}

/**
 * Every field message a registration earns from the field rules, first failure per field: required
 * fields left empty, pattern and length failures (message `pattern.<id>` with {length}), a mobile
 * number that is not 6 to 14 digits, a missing or unknown dialing code, and a missing SMS code when
 * one is due.
 * `values` may be the raw decrypted body: anything that is not a string counts as empty.
 */
export function registrationFieldMessages(
  values: Readonly<Record<string, unknown>>,
  rules: RegistrationRules,
  options: { method: RegistrationMethod; smsCodeRequired: boolean },
): Record<string, KeyedFieldMessage> {
  const messages: Record<string, KeyedFieldMessage> = {};
  for (const [field, rule] of rulesForMethod(rules, options.method)) {
    const message = fieldRuleMessage(rule, values[field]);
    if (message) messages[field] = message;
  }
  const mobileNum = textOf(values.mobileNum);
  const mobileShown = options.method === 'mobile' || rules.mobileNum.enabled;
  if (!mobileShown || mobileNum === '') return messages;
  // An SMS can only reach 6 to 14 digits behind an offered dialing code, whatever the field's rule.
  if (!messages.mobileNum && !MOBILE_NUMBER_PATTERN.test(mobileNum)) {
    messages.mobileNum = { key: 'validation.mobileInvalid' };
  }
  const dialingCode = textOf(values.countryDialingCode);
  if (dialingCode === '') messages.countryDialingCode = { key: 'validation.required' };
  else if (!isOfferedDialingCode(dialingCode))
    messages.countryDialingCode = { key: 'validation.invalidOption' };
  if (options.smsCodeRequired && textOf(values.verificationCode) === '') {
    messages.verificationCode = { key: 'validation.codeRequired' };
  }
  return messages;
}

/**
 * Applies an operator's change to the current rules. Picking a catalogue entry without a pattern
 * takes the entry's pattern. Returns the new rules, or the field messages that refuse the change
 * (minimum above maximum once merged; username or password turned off or optional).
 */
export function applyRulesUpdate(
  current: RegistrationRules,
  update: RegistrationRulesUpdate,
): { rules: RegistrationRules; messages: Record<string, KeyedFieldMessage> } {
  const rules = { ...current };
  const messages: Record<string, KeyedFieldMessage> = {};
  for (const field of REGISTRATION_FIELDS) {
    const change = update[field];
    if (!change) continue;
    const next: FieldRule = { ...current[field], ...change };
    if (change.patternId !== undefined && change.acceptedPattern === undefined) {
      next.acceptedPattern = PATTERN_CATALOGUE[change.patternId]!.pattern;
    }
    if (next.minLength > next.maxLength) messages[`${field}.minLength`] = { key: 'validation.minAboveMax' };
    if (ALWAYS_REQUIRED.includes(field) && !(next.enabled && next.required)) {
      messages[`${field}.${next.enabled ? 'required' : 'enabled'}`] = { key: 'validation.alwaysRequired' };
    }
    rules[field] = next;
  }
  return { rules, messages };
}
