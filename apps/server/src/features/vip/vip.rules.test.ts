// Proves the pure VIP rules: a level needs both thresholds met, the highest met level is the member's,
// the next level is the lowest above it, skipped levels are all due once, the starting level is never
// an upgrade, and trial members, agents and operators never hold a level.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import {
  currentLevel,
  isStartingLevel,
  isVipEligible,
  levelsMet,
  nextLevel,
  shortfall,
  upgradesDue,
  type LadderLevel,
} from './vip.rules';

const level = (number: number, validBet: bigint, deposit: bigint, bonus = 0n): LadderLevel => ({
  level: number,
  name: `VIP ${number}`,
  minValidBetMinor: validBet,
  minDepositMinor: deposit,
  upgradeBonusMinor: bonus,
});

// Written out of order on purpose: the rules sort by level themselves.
const LADDER = [
  level(2, 100_000n, 20_000n, 2_800n),
  level(0, 0n, 0n),
  level(3, 500_000n, 100_000n, 8_800n),
  level(1, 10_000n, 0n, 800n),
];

const totals = (validBetMinor: bigint, depositMinor: bigint) => ({ validBetMinor, depositMinor });

describe('currentLevel', () => {
  it('is the starting level for a member with nothing yet', () => {
    expect(currentLevel(LADDER, totals(0n, 0n))?.level).toBe(0);
  });

  it('is reached exactly at both thresholds, not one minor unit below either', () => {
    expect(currentLevel(LADDER, totals(10_000n, 0n))?.level).toBe(1);
    expect(currentLevel(LADDER, totals(9_999n, 0n))?.level).toBe(0);
    expect(currentLevel(LADDER, totals(100_000n, 20_000n))?.level).toBe(2);
    expect(currentLevel(LADDER, totals(100_000n, 19_999n))?.level).toBe(1);
    expect(currentLevel(LADDER, totals(99_999n, 1_000_000n))?.level).toBe(1);
  });

  it('is the highest level whose thresholds are both met', () => {
    expect(currentLevel(LADDER, totals(10_000_000n, 10_000_000n))?.level).toBe(3);
  });

  it('is null when the ladder is empty or its lowest level is not reached', () => {
    expect(currentLevel([], totals(1n, 1n))).toBeNull();
    expect(currentLevel([level(1, 100n, 0n)], totals(99n, 0n))).toBeNull();
  });
});

describe('nextLevel', () => {
  it('is the lowest level above the current one, and null at the top', () => {
    expect(nextLevel(LADDER, LADDER[1]!)?.level).toBe(1);
    expect(nextLevel(LADDER, LADDER[3]!)?.level).toBe(2);
    expect(nextLevel(LADDER, LADDER[2]!)).toBeNull();
  });

  it('is the lowest level when none is reached yet', () => {
    expect(nextLevel([level(2, 5n, 0n), level(1, 1n, 0n)], null)?.level).toBe(1);
  });
});

describe('upgradesDue', () => {
  it('lists every skipped level, lowest first, and leaves out the starting level', () => {
    const due = upgradesDue(LADDER, totals(600_000n, 100_000n), new Set());
    expect(due.map((entry) => entry.level)).toEqual([1, 2, 3]);
  });

  it('leaves out levels already recorded', () => {
    const due = upgradesDue(LADDER, totals(600_000n, 100_000n), new Set([1, 2]));
    expect(due.map((entry) => entry.level)).toEqual([3]);
    expect(upgradesDue(LADDER, totals(600_000n, 100_000n), new Set([1, 2, 3]))).toEqual([]);
  });

  it('records a level that needs nothing but pays a bonus (it is a real upgrade)', () => {
    const welcome = level(0, 0n, 0n, 500n);
    expect(isStartingLevel(welcome)).toBe(false);
    expect(upgradesDue([welcome], totals(0n, 0n), new Set()).map((entry) => entry.level)).toEqual([0]);
    expect(isStartingLevel(level(0, 0n, 0n))).toBe(true);
  });
});

describe('levelsMet', () => {
  it('needs the valid bet AND the deposit', () => {
    expect(levelsMet(LADDER, totals(1_000_000n, 0n)).map((entry) => entry.level)).toEqual([0, 1]);
  });
});

describe('shortfall', () => {
  it('is what is missing, never below zero', () => {
    expect(shortfall(10_000n, 2_500n)).toBe(7_500n);
    expect(shortfall(10_000n, 12_500n)).toBe(0n);
  });
});

describe('isVipEligible', () => {
  it('admits ordinary members only', () => {
    expect(isVipEligible(ACCOUNT_TYPES.member)).toBe(true);
    expect(isVipEligible(7)).toBe(true);
    for (const type of [1, 2, 41, 42, ACCOUNT_TYPES.trial, ACCOUNT_TYPES.operator]) {
      expect(isVipEligible(type)).toBe(false);
    }
  });
});
