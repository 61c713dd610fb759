// Registration rules for tests: a catalogue rule in one call, and a configuration with every field
// off except username and password, to which a test adds the fields it is about.
import { PATTERN_CATALOGUE, type FieldRule } from '@playdeck/contract/patterns';
import { REGISTRATION_FIELDS, type RegistrationRules } from '@playdeck/contract/registration';

export function catalogueRule(
  patternId: number,
  minLength: number,
  maxLength: number,
  flags: Partial<Pick<FieldRule, 'enabled' | 'required'>> = {},
): FieldRule {
  return {
    enabled: true,
    required: false,
    ...flags,
    acceptedPattern: PATTERN_CATALOGUE[patternId]!.pattern,
    patternId,
    minLength,
    maxLength,
  };
}

/** Every field off except username and password, then the overrides. */
export function rulesWith(overrides: Partial<RegistrationRules> = {}): RegistrationRules {
  const rules = Object.fromEntries(
    REGISTRATION_FIELDS.map((field) => [field, catalogueRule(0, 0, 100, { enabled: false })]),
  ) as RegistrationRules;
  return {
    ...rules,
    username: catalogueRule(1, 6, 12, { required: true }),
    password: catalogueRule(4, 6, 20, { required: true }),
    ...overrides,
  };
}
