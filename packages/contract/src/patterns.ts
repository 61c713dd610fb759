// The registration field-rule catalogue (SPEC.md §5 "Field rule", "Catalogue patterns"): a value is
// valid only if it matches the server pattern ('*' matches anything) and its length is within
// minLength and maxLength. Pure, shared by the server (which enforces) and the web (which explains).

export type FieldRule = {
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
};

/** patternId → the catalogue's regular expression (used when the operator picks a catalogue entry). */
export const PATTERN_CATALOGUE: Record<number, { name: string; pattern: string }> = {
  0: { name: 'any', pattern: '*' },
  1: { name: 'letterThenLettersOrDigits', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  2: { name: 'kanjiAndDigits', pattern: '^[\\u4e00-\\u9fa50-9]+$' },
  3: { name: 'email', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$' },
  4: { name: 'alphanumeric', pattern: '^[A-Za-z0-9]+$' },
  5: { name: 'digits', pattern: '^[0-9]+$' },
  6: { name: 'oneUppercase', pattern: '^(?=.*[A-Z]).+$' },
  7: { name: 'lettersAndSpaces', pattern: '^[\\p{L} ]+$' },
  8: { name: 'noSpaces', pattern: '^\\S+$' },
  9: { name: 'dateYearFirst', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  10: { name: 'dateMonthFirst', pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  11: { name: 'korean', pattern: '^[\\uAC00-\\uD7A3 ]+$' },
  12: { name: 'thai', pattern: '^[\\u0E00-\\u0E7F ]+$' },
  13: { name: 'strongPassword', pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$' },
};

export function matchesPattern(pattern: string, value: string): boolean {
  if (pattern === '*' || pattern === '') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    // An operator's malformed pattern must not lock everyone out: it is treated as "anything".
    return true;
  }
}

/** True for '*' and for a source that compiles as a JavaScript RegExp with the 'u' flag. */
export function isValidPattern(pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The message of a failed rule: key `pattern.<id>` with (min) and (max); a single value when equal. */
export type RuleFailure = {
  key: 'validation.required' | `pattern.${number}`;
  params: { min: number; max: number; length: string };
};

export function checkFieldRule(rule: FieldRule, rawValue: string | undefined | null): RuleFailure | null {
  const value = (rawValue ?? '').trim();
  const params = {
    min: rule.minLength,
    max: rule.maxLength,
    length:
      rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`,
  };
  if (!rule.enabled) return null;
  if (value === '') return rule.required ? { key: 'validation.required', params } : null;
  const lengthOk = value.length >= rule.minLength && value.length <= rule.maxLength;
  if (lengthOk && matchesPattern(rule.acceptedPattern, value)) return null;
  return { key: `pattern.${rule.patternId in PATTERN_CATALOGUE ? rule.patternId : 0}`, params };
}
