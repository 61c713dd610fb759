// The username of an account that a provider's sign-in creates (SPEC.md §7 "Third-party sign-in"):
// derived from the e-mail's local part (or the provider's subject) so that the member recognises it,
// shaped to the operator's username rule, and made unique with a number. Pure: the service tries the
// candidates in order against the accounts.
import { checkFieldRule, type FieldRule } from '@playdeck/contract/patterns';

/** Candidates tried before giving up on the readable stem: numbered 2, 3, … then random. */
export const USERNAME_CANDIDATES_MAX = 20;

/** Letters and digits only, starting with a letter; the shape of the default rule (pattern 1). */
function stemOf(seed: string): string {
  const cleaned = seed
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  return /^[a-z]/.test(cleaned) ? cleaned : `m${cleaned}`;
}

/**
 * The candidates for a new username, best first: the stem, then the stem with a number, each cut
 * or padded to the rule's lengths; only those the rule accepts. `randomDigits` gives the last resort
 * a part nobody can guess in advance.
 */
export function usernameCandidates(seed: string, rule: FieldRule, randomDigits: () => string): string[] {
  const minLength = Math.max(rule.minLength, 1);
  const maxLength = Math.max(rule.maxLength, minLength);
  const shaped = (stem: string, suffix: string) => {
    const head = stem.slice(0, Math.max(1, maxLength - suffix.length));
    return (head + suffix).padEnd(minLength, '0').slice(0, maxLength);
  };
  const stem = stemOf(seed);
  const candidates = [shaped(stem, '')];
  for (let number = 2; candidates.length < USERNAME_CANDIDATES_MAX; number += 1) {
    candidates.push(shaped(stem, String(number)));
  }
  candidates.push(shaped('member', randomDigits()), shaped('m', randomDigits()));
  const accepted = candidates.filter(
    (candidate) => checkFieldRule({ ...rule, required: true }, candidate) === null,
  );
  return [...new Set(accepted)];
}
