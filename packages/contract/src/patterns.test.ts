// Proves the registration field rule (SPEC.md §5 "Field rule", "Catalogue patterns"): every catalogue
// pattern accepts a good value and refuses a bad one, '*' accepts anything, lengths bound the value,
// and the failure message carries (min)-(max), or a single number when both are equal.
import { describe, expect, it } from 'vitest';
import {
  checkFieldRule,
  isValidPattern,
  matchesPattern,
  PATTERN_CATALOGUE,
  type FieldRule,
} from './patterns';
import { formatMessage } from './messages';

function ruleFor(patternId: number, overrides: Partial<FieldRule> = {}): FieldRule {
  return {
    enabled: true,
    required: true,
    acceptedPattern: PATTERN_CATALOGUE[patternId]!.pattern,
    patternId,
    minLength: 1,
    maxLength: 100,
    ...overrides,
  };
}

/** patternId → [a value it accepts, a value it refuses]. */
const EXAMPLES: Record<number, [string, string]> = {
  0: ['anything at all ✓', ''],
  1: ['player01', '1player'],
  2: ['中文123', 'abc中文'],
  3: ['member@example.com', 'member@example'],
  4: ['Abc123', 'abc-123'],
  5: ['0912345678', '09123a5678'],
  6: ['passWord', 'password'],
  7: ['Nguyễn Văn An', 'Nguyen 2'],
  8: ['no-spaces_here', 'has space'],
  9: ['2026-02-28', '28-02-2026'],
  10: ['02-28-2026', '2026-02-28'],
  11: ['홍길동', 'Hong'],
  12: ['สมชาย', 'Somchai'],
  13: ['Aa1!aaaa', 'Aa1aaaaa'],
};

describe('PATTERN_CATALOGUE', () => {
  it('has an example for every entry and every entry compiles with the u flag', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(PATTERN_CATALOGUE).sort());
    for (const { pattern } of Object.values(PATTERN_CATALOGUE)) expect(isValidPattern(pattern)).toBe(true);
  });

  for (const [id, [good, bad]] of Object.entries(EXAMPLES)) {
    const patternId = Number(id);
    it(`pattern ${patternId} (${PATTERN_CATALOGUE[patternId]!.name}) accepts "${good}" and refuses "${bad}"`, () => {
      expect(checkFieldRule(ruleFor(patternId), good)).toBeNull();
      const failure = checkFieldRule(ruleFor(patternId), bad);
      expect(failure).not.toBeNull();
      // An empty value is "required", not a pattern failure.
      expect(failure!.key).toBe(bad === '' ? 'validation.required' : `pattern.${patternId}`);
    });
  }
});

describe('checkFieldRule', () => {
  it("treats '*' as matching anything, within the lengths", () => {
    const anything = ruleFor(0, { acceptedPattern: '*', minLength: 2, maxLength: 5 });
    expect(checkFieldRule(anything, '!@ #')).toBeNull();
    expect(checkFieldRule(anything, 'x')).toMatchObject({ key: 'pattern.0' });
    expect(checkFieldRule(anything, 'xxxxxx')).toMatchObject({ key: 'pattern.0' });
    expect(matchesPattern('*', '\u0000')).toBe(true);
  });

  it('refuses a value that matches the pattern but not the lengths, and says (min)-(max)', () => {
    const username = ruleFor(1, { minLength: 6, maxLength: 16 });
    const failure = checkFieldRule(username, 'abc');
    expect(failure).toEqual({ key: 'pattern.1', params: { min: 6, max: 16, length: '6-16' } });
    expect(formatMessage('pattern.1', 'en', failure!.params)).toBe(
      'Please enter 6-16 letters or digits, starting with a letter',
    );
    expect(checkFieldRule(username, 'a'.repeat(17))).toMatchObject({ key: 'pattern.1' });
    expect(checkFieldRule(username, 'a'.repeat(16))).toBeNull();
  });

  it('gives a single {length} when minLength equals maxLength', () => {
    const pin = ruleFor(5, { minLength: 6, maxLength: 6 });
    const failure = checkFieldRule(pin, '12345');
    expect(failure?.params.length).toBe('6');
    expect(formatMessage('pattern.5', 'en', failure!.params)).toBe('Please enter 6 digits only');
    expect(formatMessage('pattern.5', 'vi', failure!.params)).toBe('Vui lòng chỉ nhập 6 chữ số');
  });

  it('asks for a required empty value, trims, and lets an optional empty one pass', () => {
    expect(checkFieldRule(ruleFor(1), '   ')).toMatchObject({ key: 'validation.required' });
    expect(checkFieldRule(ruleFor(1), undefined)).toMatchObject({ key: 'validation.required' });
    expect(checkFieldRule(ruleFor(1, { required: false }), '')).toBeNull();
    expect(checkFieldRule(ruleFor(1, { minLength: 6, maxLength: 6 }), '  abcdef  ')).toBeNull();
  });

  it('checks nothing on a disabled field', () => {
    expect(checkFieldRule(ruleFor(1, { enabled: false }), '')).toBeNull();
    expect(checkFieldRule(ruleFor(1, { enabled: false }), '1 bad')).toBeNull();
  });

  it('explains an unknown patternId with the generic message', () => {
    expect(checkFieldRule(ruleFor(4, { patternId: 99 }), '!!')).toMatchObject({ key: 'pattern.0' });
  });
});

describe('isValidPattern', () => {
  it("accepts '*' and RegExp sources, refuses what does not compile with the u flag", () => {
    expect(isValidPattern('*')).toBe(true);
    expect(isValidPattern('^[a-z]+$')).toBe(true);
    expect(isValidPattern('([')).toBe(false);
    // '\q' compiles without the u flag but not with it, and the server checks values with 'u'.
    expect(() => new RegExp('\\q')).not.toThrow();
    expect(isValidPattern('\\q')).toBe(false);
  });
});
