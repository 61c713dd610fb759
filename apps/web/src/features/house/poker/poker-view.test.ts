// Proves the card room's page rules: amounts to cents and back without floats, the viewer's seat at
// the bottom of the felt and the others clockwise, the quick bet sizes inside the allowed range, each
// seat's last move on the street, the turn clock on the server's time, the newer of two table values,
// and the stack range capped by the balance.
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  centsOf,
  lastActions,
  newerTable,
  quickSizes,
  seatPlace,
  stackRange,
  turnLeft,
  turnSecondsLeft,
} from './poker-view';
import { testHand, testTable, testTableInfo } from './test-tables';

const nowMs = Date.parse('2026-11-28T04:00:00Z');

describe('poker view rules', () => {
  it('turns amounts into cents and back', () => {
    expect(centsOf('12.34')).toBe(1234);
    expect(centsOf('0.5')).toBe(50);
    expect(centsOf('7')).toBe(700);
    expect(amountOf(1234)).toBe('12.34');
    expect(amountOf(5)).toBe('0.05');
  });

  it('puts the anchor seat at the bottom and the next seats clockwise (to its left)', () => {
    expect(seatPlace(3, 6, 3)).toEqual({ left: 50, top: 100 });
    expect(seatPlace(4, 6, 3)).toEqual({ left: 5, top: 76 });
    expect(seatPlace(2, 6, 3)).toEqual({ left: 95, top: 76 });
    expect(seatPlace(6, 6, 3)).toEqual({ left: 50, top: 0 });
    expect(seatPlace(2, 2, 1)).toEqual({ left: 50, top: 0 });
  });

  it('offers quick raise sizes inside the allowed range, without repeats', () => {
    const hand = testHand(nowMs);
    const sizes = quickSizes(hand, hand.legalActions!);
    // Pot 0.80, to call 0.20, already in 0.10 on the street: half the pot after the call on top.
    expect(sizes).toEqual([
      { key: 'min', totalCents: 50 },
      { key: 'half', totalCents: 80 },
      { key: 'threeQuarters', totalCents: 105 },
      { key: 'pot', totalCents: 130 },
    ]);
    const short = { ...hand.legalActions!, raise: { min: '0.50', max: '0.60' } };
    expect(quickSizes(hand, short)).toEqual([
      { key: 'min', totalCents: 50 },
      { key: 'half', totalCents: 60 },
    ]);
    expect(quickSizes(hand, { ...short, raise: null })).toEqual([]);
  });

  it('knows each seat’s last move on the current street', () => {
    const last = lastActions(testHand(nowMs));
    expect(last.get(1)).toMatchObject({ action: 'bet', streetTotal: '0.10' });
    expect(last.get(4)).toMatchObject({ action: 'raise', streetTotal: '0.30' });
  });

  it('runs the turn clock on the server’s time', () => {
    const hand = testHand(nowMs);
    expect(turnLeft(hand, nowMs)).toBeCloseTo(10 / 15);
    expect(turnSecondsLeft(hand, nowMs + 2_500)).toBe(8);
    expect(turnSecondsLeft(hand, nowMs + 60_000)).toBe(0);
    expect(turnLeft(testHand(nowMs, { turnEndsAt: null }), nowMs)).toBeNull();
  });

  it('keeps the newer of two table values', () => {
    const older = testTable(nowMs);
    const newer = testTable(nowMs + 1_000);
    expect(newerTable(newer, older)).toBe(newer);
    expect(newerTable(older, newer)).toBe(newer);
    expect(newerTable(null, older)).toBe(older);
  });

  it('caps the stack range by the balance, and has none below the least buy-in', () => {
    expect(stackRange(testTableInfo, '100.00')).toEqual({ minCents: 400, maxCents: 1000 });
    expect(stackRange(testTableInfo, '6.50')).toEqual({ minCents: 400, maxCents: 650 });
    expect(stackRange(testTableInfo, '3.99')).toBeNull();
  });
});
