// Proves the dealer's seating rules: a comfortable table never fills every seat of a full ring, bots
// take spread-out empty seats with free names that say they are bots, their stacks stay in the buy-in
// range, the button moves clockwise among the seats in the hand, members are keyed and named without
// their account, a member who has gone or left is not present and has their turn cut short, and a bot's
// pause and decision come from the hand's own seeds.
import { describe, expect, it } from 'vitest';
import {
  BOT_NAMES,
  botPauseMs,
  botRandom,
  botStackCents,
  comfortablePlayers,
  CONNECTED_MS,
  freeBotNames,
  GONE_TURN_MS,
  isPresent,
  memberIdOf,
  memberKey,
  memberName,
  memberTurnEndsAtMs,
  nameOfEngineKey,
  nextButton,
  seatsForBots,
} from './seating';
import { buyInRangeCents, POKER_TABLES } from './tables';

describe('seating', () => {
  it('keeps a comfortable table: three at a full ring, two heads-up, never every seat of a ring', () => {
    expect(comfortablePlayers({ seatCount: 6 })).toBe(3);
    expect(comfortablePlayers({ seatCount: 2 })).toBe(2);
    expect(comfortablePlayers({ seatCount: 4 })).toBe(2);
  });

  it('seats bots in free seats away from the players, at most as many as asked', () => {
    expect(seatsForBots(6, [1], 2)).toEqual([4, 2]);
    expect(seatsForBots(6, [1, 2, 3, 4, 5], 3)).toEqual([6]);
    expect(seatsForBots(2, [1], 1)).toEqual([2]);
    expect(seatsForBots(6, [], 0)).toEqual([]);
  });

  it('names bots as bots and gives them stacks in the buy-in range', () => {
    for (const name of BOT_NAMES) expect(name).toMatch(/^Bot /);
    expect(freeBotNames(['Bot Mai'])).not.toContain('Bot Mai');
    for (const table of POKER_TABLES) {
      const { minCents, maxCents } = buyInRangeCents(table);
      for (let index = 0; index < 8; index += 1) {
        const stack = botStackCents(table, index);
        expect(stack >= minCents && stack <= maxCents).toBe(true);
      }
    }
  });

  it('moves the button clockwise among the seats in the hand', () => {
    expect(nextButton([1, 3, 5], null)).toBe(1);
    expect(nextButton([1, 3, 5], 1)).toBe(3);
    expect(nextButton([1, 3, 5], 4)).toBe(5);
    expect(nextButton([1, 3, 5], 5)).toBe(1);
  });

  it('keys and names members without their account, bots by their name', () => {
    expect(memberKey(42)).toBe('m42');
    expect(memberIdOf('m42')).toBe(42);
    expect(memberIdOf('bot:Bot Mai')).toBeNull();
    expect(memberName(42)).toMatch(/^#[0-9A-F]{4}$/);
    expect(memberName(42)).not.toContain('42');
    expect(memberName(42)).toBe(memberName(42));
    expect(nameOfEngineKey('bot:Bot Mai')).toBe('Bot Mai');
    expect(nameOfEngineKey('m42')).toBe(memberName(42));
  });

  it('counts a member present only when seen lately and not leaving, and cuts an absent turn short', () => {
    const now = 1_000_000;
    expect(isPresent({ sittingOut: false, lastSeenAt: new Date(now - CONNECTED_MS) }, now)).toBe(true);
    expect(isPresent({ sittingOut: false, lastSeenAt: new Date(now - CONNECTED_MS - 1) }, now)).toBe(false);
    expect(isPresent({ sittingOut: true, lastSeenAt: new Date(now) }, now)).toBe(false);
    expect(isPresent(undefined, now)).toBe(false);
    expect(memberTurnEndsAtMs(now, 15, true)).toBe(now + 15_000);
    expect(memberTurnEndsAtMs(now, 15, false)).toBe(now + GONE_TURN_MS);
  });

  it('draws a bot’s pause from the hand’s own seeds, the same in every process', () => {
    const pause = botPauseMs(botRandom('seed', 'poker:NLH01:1', 4));
    expect(pause).toBeGreaterThanOrEqual(1_000);
    expect(pause).toBeLessThan(2_000);
    expect(botPauseMs(botRandom('seed', 'poker:NLH01:1', 4))).toBe(pause);
  });
});
