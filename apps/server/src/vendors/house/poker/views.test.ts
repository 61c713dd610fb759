// Proves the contract's views of a hand: a player sees their own two cards and nobody else's (nor the
// coming board) until a showdown shows them, a spectator sees none, names never carry the platform's
// id, amounts are decimal strings, the seed stays hidden while the hand is played, and only the player
// to act gets legal actions.
import { describe, expect, it } from 'vitest';
import { act } from './hand';
import { call, check, handWithCards } from './poker.test-helpers';
import type { HandRecord } from './hand-record';
import type { HandState } from './hand-state';
import { handViewOf, tableInfo, type HandFacts } from './views';
import { findPokerTable } from './tables';

const open: HandFacts = {
  status: 'open',
  serverSeed: 's'.repeat(64),
  serverSeedHash: 'h'.repeat(64),
  turnStartedAt: new Date('2026-11-28T04:00:00Z'),
  turnEndsAt: new Date('2026-11-28T04:00:15Z'),
};

function hand(): HandState {
  const state = handWithCards({
    tableCode: 'NLH01',
    stacks: { 1: 1_000n, 3: 800n, 5: 600n },
    buttonSeat: 1,
    holeBySeat: { 1: 'As Ks', 3: 'Qh Qd', 5: '7c 2d' },
    board: '2c 7d 9s Jh 3c',
  });
  return {
    ...state,
    seats: state.seats.map((seat, index) => ({
      ...seat,
      playerId: index === 2 ? 'bot:Bot Mai' : `m${900 + index}`,
      isBot: index === 2,
    })),
  };
}

describe('hand views', () => {
  it('shows a player only their own cards, a spectator none, and never the coming board', () => {
    const record: HandRecord = { state: hand(), uncertainDebits: [], voided: false };
    const mine = handViewOf(record, open, 3, 'NLH01-1-901');
    expect(mine.seats.map((seat) => seat.holeCards !== null)).toEqual([false, true, false]);
    expect(mine.seats.find((seat) => seat.isBot)!.name).toBe('Bot Mai');
    expect(JSON.stringify(mine)).not.toMatch(/\bm90\d/);
    expect(JSON.stringify(mine)).not.toContain('"deal"');
    expect(mine.board).toEqual([]);
    expect(mine.serverSeed).toBeNull();
    // Seat 3 posted the small blind.
    expect(mine.seats[1]).toMatchObject({ stack: '7.95', committed: '0.05', startingStack: '8.00' });
    const spectator = handViewOf(record, open, null, null);
    expect(spectator.seats.every((seat) => seat.holeCards === null)).toBe(true);
    expect(spectator.legalActions).toBeNull();
    const toAct = handViewOf(record, open, record.state.toActSeat, null);
    expect(toAct.legalActions).toMatchObject({ toCall: '0.10', check: false });
  });

  it('shows the hands a showdown shows, and the seed once the hand has ended', () => {
    let state = hand();
    state = act(state, state.toActSeat!, call);
    state = act(state, state.toActSeat!, call);
    while (state.result === null) state = act(state, state.toActSeat!, check);
    const view = handViewOf(
      { state, uncertainDebits: [], voided: false },
      { ...open, status: 'ended' },
      1,
      null,
    );
    expect(view.seats.every((seat) => seat.holeCards !== null)).toBe(true);
    expect(view.serverSeed).toBe('s'.repeat(64));
    expect(view.toActSeat).toBeNull();
    expect(view.result!.winnings.map((entry) => entry.won).every((won) => /^\d+\.\d{2}$/.test(won))).toBe(
      true,
    );
  });

  it('describes a table in the contract’s words', () => {
    expect(tableInfo(findPokerTable('NLH03')!)).toMatchObject({
      smallBlind: '1.00',
      bigBlind: '2.00',
      buyInMin: '100.00',
      buyInMax: '200.00',
      rakePercent: '4.50',
      rakeCap: '4.00',
    });
  });
});
