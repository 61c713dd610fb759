// Proves that a provider's new member gets a username from its e-mail that the username rule accepts,
// numbered when taken, cut to the rule's maximum and padded to its minimum.
import { describe, expect, it } from 'vitest';
import { usernameCandidates } from './registration.username';
import { DEFAULT_REGISTRATION_RULES } from './registration.rules';

const rule = DEFAULT_REGISTRATION_RULES.username;
const digits = () => '4821';

describe('usernameCandidates', () => {
  it('starts with the e-mail local part in letters and digits, then numbers it', () => {
    const candidates = usernameCandidates('Anna.Nguyen+games', rule, digits);
    expect(candidates.slice(0, 3)).toEqual(['annanguyengames', 'annanguyengames2', 'annanguyengames3']);
    // The number replaces the stem's end where the rule's maximum (16) would be passed.
    expect(candidates).toContain('annanguyengame10');
  });

  it('starts a stem with a letter, pads a short one and cuts a long one to the rule', () => {
    expect(usernameCandidates('42', rule, digits)[0]).toBe('m42000');
    expect(usernameCandidates('a'.repeat(40), rule, digits)[0]).toBe('a'.repeat(16));
    for (const candidate of usernameCandidates('x', rule, digits)) {
      expect(candidate.length).toBeGreaterThanOrEqual(rule.minLength);
      expect(candidate.length).toBeLessThanOrEqual(rule.maxLength);
    }
  });

  it('keeps only what an operator rule accepts', () => {
    const digitsOnly = { ...rule, acceptedPattern: '^[0-9]+$', patternId: 5 };
    expect(usernameCandidates('anna', digitsOnly, digits)).toEqual([]);
  });
});
