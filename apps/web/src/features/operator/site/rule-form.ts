// One registration field's rule in the operator's edit form: the form's values from the saved rule,
// the change of only the properties that differ, the contract's check of it, and where each message of
// a refusal goes (the server names them "<field>.<property>", e.g. "username.minLength").
import { PATTERN_CATALOGUE, type FieldRule } from '@playdeck/contract/patterns';
import {
  fieldRuleUpdateSchema,
  type FieldRuleUpdate,
  type RegistrationField,
} from '@playdeck/contract/registration';

export interface RuleFormValues {
  enabled: boolean;
  required: boolean;
  /** A select's value: the catalogue entry's id as text. */
  patternId: string;
  acceptedPattern: string;
  minLength: string;
  maxLength: string;
}

export const RULE_PROPERTIES = [
  'enabled',
  'required',
  'patternId',
  'acceptedPattern',
  'minLength',
  'maxLength',
] as const satisfies readonly (keyof RuleFormValues)[];
export type RuleProperty = (typeof RULE_PROPERTIES)[number];

/** Username and password are on every registration form, whatever their rule says (the server's rule). */
export const ALWAYS_REQUIRED_FIELDS: readonly RegistrationField[] = ['username', 'password'];

/** The catalogue's entries in id order, for the pattern select. */
export const PATTERN_OPTIONS = Object.entries(PATTERN_CATALOGUE)
  .map(([id, entry]) => ({ id: Number(id), ...entry }))
  .sort((a, b) => a.id - b.id);

export function toRuleForm(rule: FieldRule): RuleFormValues {
  return {
    enabled: rule.enabled,
    required: rule.required,
    patternId: String(rule.patternId),
    acceptedPattern: rule.acceptedPattern,
    minLength: String(rule.minLength),
    maxLength: String(rule.maxLength),
  };
}

/** A whole number typed in a box, or NaN (which the contract refuses) for anything else. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The properties whose value differs from the saved rule. */
export function changedRule(values: RuleFormValues, saved: FieldRule): FieldRuleUpdate {
  const change: FieldRuleUpdate = {};
  if (values.enabled !== saved.enabled) change.enabled = values.enabled;
  if (values.required !== saved.required) change.required = values.required;
  if (Number(values.patternId) !== saved.patternId) change.patternId = Number(values.patternId);
  if (values.acceptedPattern.trim() !== saved.acceptedPattern)
    change.acceptedPattern = values.acceptedPattern;
  const minLength = wholeNumber(values.minLength);
  if (minLength !== saved.minLength) change.minLength = minLength;
  const maxLength = wholeNumber(values.maxLength);
  if (maxLength !== saved.maxLength) change.maxLength = maxLength;
  return change;
}

/**
 * The contract's check of a change: property → message key. A length that is not a whole number is
 * "not valid" rather than zod's type message, which would speak of NaN.
 */
export function checkRule(change: FieldRuleUpdate): Partial<Record<RuleProperty, string>> {
  const messages: Partial<Record<RuleProperty, string>> = {};
  for (const property of ['minLength', 'maxLength'] as const) {
    if (Number.isNaN(change[property])) messages[property] = 'validation.invalid';
  }
  const result = fieldRuleUpdateSchema.safeParse(change);
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const property = issue.path[0];
    if (typeof property === 'string' && (RULE_PROPERTIES as readonly string[]).includes(property)) {
      messages[property as RuleProperty] ??= issue.message;
    }
  }
  return messages;
}

/** A refusal's messages for one field: those on its properties, and the rest. */
export function placeRuleErrors(
  messages: Record<string, string>,
  field: RegistrationField,
): { properties: Partial<Record<RuleProperty, string>>; others: string[] } {
  const placed: { properties: Partial<Record<RuleProperty, string>>; others: string[] } = {
    properties: {},
    others: [],
  };
  for (const [path, message] of Object.entries(messages)) {
    const [head, property] = path.split('.');
    if (head === field && property && (RULE_PROPERTIES as readonly string[]).includes(property)) {
      placed.properties[property as RuleProperty] ??= message;
    } else {
      placed.others.push(message);
    }
  }
  return placed;
}
