// Proves the pot arithmetic on plain numbers: the uncalled bet goes back, side pots for all-ins of different sizes, folded chips stay in the pots they reached, the rake's percentage, cap and "no flop, no drop", its share over the pots, and even splits with the odd cents to the first winner clockwise.
import { describe, expect, it } from 'vitest';
import { potsOf, rakeByPot, rakeOf, splitPot, uncalledReturn, type Contribution } from './pots';

const entry = (seat: number, committedCents: bigint, folded = false): Contribution => ({
  seat,
  committedCents,
  folded,
});

describe('the uncalled bet', () => {
  it('goes back to the seat that put in more than anyone else matched', () => {
    expect(uncalledReturn([entry(1, 500n), entry(2, 200n), entry(3, 50n, true)])).toEqual({
      seat: 1,
      amountCents: 300n,
    });
    expect(uncalledReturn([entry(1, 500n), entry(2, 500n), entry(3, 100n)])).toBeNull();
    expect(uncalledReturn([])).toBeNull();
  });
});

describe('the pots', () => {
  it('make a main pot and two side pots for three all-ins of different sizes', () => {
    // Seats 1, 2 and 3 are all-in for 100, 250 and 600; seat 4 covers them and calls 600.
    const { pots, returned } = potsOf([entry(1, 100n), entry(2, 250n), entry(3, 600n), entry(4, 600n)]);
    expect(returned).toBeNull();
    expect(pots).toEqual([
      { amountCents: 400n, eligibleSeats: [1, 2, 3, 4] },
      { amountCents: 450n, eligibleSeats: [2, 3, 4] },
      { amountCents: 700n, eligibleSeats: [3, 4] },
    ]);
  });

  it('give back the uncalled part before the pots are made', () => {
    const { pots, returned } = potsOf([entry(1, 100n), entry(2, 900n), entry(3, 300n)]);
    expect(returned).toEqual({ seat: 2, amountCents: 600n });
    expect(pots).toEqual([
      { amountCents: 300n, eligibleSeats: [1, 2, 3] },
      { amountCents: 400n, eligibleSeats: [2, 3] },
    ]);
  });

  it('keep folded chips in the layers they reached without making the folder eligible', () => {
    // Seat 2 folds after putting in 200; seat 1 is all-in for 100; seats 3 and 4 go on to 500.
    const { pots } = potsOf([entry(1, 100n), entry(2, 200n, true), entry(3, 500n), entry(4, 500n)]);
    expect(pots).toEqual([
      { amountCents: 400n, eligibleSeats: [1, 3, 4] },
      { amountCents: 900n, eligibleSeats: [3, 4] },
    ]);
    const total = pots.reduce((sum, pot) => sum + pot.amountCents, 0n);
    expect(total).toBe(1_300n);
  });

  it('make one pot when nobody is all-in', () => {
    expect(potsOf([entry(1, 50n, true), entry(2, 300n), entry(3, 300n)]).pots).toEqual([
      { amountCents: 650n, eligibleSeats: [2, 3] },
    ]);
  });
});

describe('the rake', () => {
  const rake = (pot: bigint, flopDealt = true) =>
    rakeOf(pot, { rakeBasisPoints: 500, capCents: 300n, flopDealt });

  it('is 5 % of the pot floored to the cent, at most the cap, and nothing without a flop', () => {
    expect(rake(1_000n)).toBe(50n);
    expect(rake(1_019n)).toBe(50n);
    expect(rake(6_000n)).toBe(300n);
    expect(rake(60_000n)).toBe(300n);
    expect(rake(19n)).toBe(0n);
    expect(rake(60_000n, false)).toBe(0n);
  });

  it('is shared over the pots in proportion, the spare cents from the main pot on, adding up exactly', () => {
    const pots = [
      { amountCents: 400n, eligibleSeats: [1, 2, 3, 4] },
      { amountCents: 450n, eligibleSeats: [2, 3, 4] },
      { amountCents: 700n, eligibleSeats: [3, 4] },
    ];
    // 77 × 400 / 1550 = 19.9, 77 × 450 / 1550 = 22.4, 77 × 700 / 1550 = 34.8: floored 19 + 22 + 34 = 75,
    // and the two cents left go one each to the main pot and the first side pot.
    expect(rakeByPot(pots, 77n)).toEqual([20n, 23n, 34n]);
    expect(rakeByPot(pots, 0n)).toEqual([0n, 0n, 0n]);
    for (let rakeCents = 0n; rakeCents <= 300n; rakeCents++) {
      const parts = rakeByPot(pots, rakeCents);
      expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(rakeCents);
    }
  });
});

describe('a split pot', () => {
  it('shares evenly and gives the odd cents to the first winner clockwise from the button', () => {
    expect(splitPot(1_001n, [5, 2])).toEqual([
      { seat: 5, amountCents: 501n },
      { seat: 2, amountCents: 500n },
    ]);
    expect(splitPot(1_000n, [3, 4, 6])).toEqual([
      { seat: 3, amountCents: 334n },
      { seat: 4, amountCents: 333n },
      { seat: 6, amountCents: 333n },
    ]);
    expect(splitPot(1_001n, [3, 4, 6])[0]).toEqual({ seat: 3, amountCents: 335n });
    expect(() => splitPot(10n, [])).toThrow('a pot needs a winner');
  });
});
