// What the game server keeps of a hand in `house_poker_hands.state` (jsonb): the engine's state, secrets
// included (it is never sent as is: every player gets `viewOf` their seat), and the game server's own
// notes about the hand's money. The engine's amounts are bigints, which JSON cannot hold: every field
// the engine names `…Cents` is written as a decimal string and read back as a bigint.
import type { HandState } from './hand-state';

/**
 * A debit of a member's round whose answer was lost (the wallet did not answer): it may or may not
 * have moved money. Settlement sends the same debit again (its step keys it, so it moves at most
 * once) and, once it is known to be taken, gives it back with the winnings, since the engine never
 * counted it.
 */
export type UncertainDebit = { roundId: string; step: number; amountCents: bigint };

export type HandRecord = {
  state: HandState;
  uncertainDebits: UncertainDebit[];
  /** Called off before a card was played (a blind could not be debited): every stake goes back. */
  voided: boolean;
};

const isCentsKey = (key: string) => key.endsWith('Cents');

/** The record as jsonb can hold it: bigints as decimal strings. */
export function recordToJson(record: HandRecord): unknown {
  return JSON.parse(
    JSON.stringify(record, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  );
}

/** The record read back from jsonb: every `…Cents` field a bigint again. */
export function recordFromJson(json: unknown): HandRecord {
  return revive(json) as HandRecord;
}

function revive(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => revive(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, revive(item, inner)]));
  }
  if (isCentsKey(key) && typeof value === 'string') return BigInt(value);
  return value;
}
