// Proves that a hand's record survives jsonb: every bigint amount of the engine's state (stacks, bets,
// pots, events) and of the game server's notes comes back as the same bigint, and the rest unchanged.
import { describe, expect, it } from 'vitest';
import { recordFromJson, recordToJson, type HandRecord } from './hand-record';
import { act } from './hand';
import { call, check, handWithCards } from './poker.test-helpers';

describe('hand record', () => {
  it('round-trips a finished hand through JSON', () => {
    let state = handWithCards({
      tableCode: 'NLH01',
      stacks: { 1: 1_000n, 3: 800n },
      buttonSeat: 1,
      holeBySeat: { 1: 'As Ks', 3: 'Qh Qd' },
      board: '2c 7d 9s Jh 3c',
    });
    state = act(state, 1, call);
    while (state.result === null) state = act(state, state.toActSeat!, check);
    const record: HandRecord = {
      state,
      uncertainDebits: [{ roundId: 'NLH01-1-7', step: 3, amountCents: 25n }],
      voided: false,
    };
    const json = recordToJson(record);
    // Plain JSON: JSON.stringify would throw on a bigint left in it.
    expect(() => JSON.stringify(json)).not.toThrow();
    expect(recordFromJson(JSON.parse(JSON.stringify(json)))).toEqual(record);
  });
});
