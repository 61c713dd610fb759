// Proves the bet rules: every bet type's selection format accepts what it documents and refuses the rest, and tickets pay exactly floor(stake × odds × hits) on hand-made results (ties refund, lô pays per appearance, losses pay 0).
import { describe, expect, it } from 'vitest';
import {
  betTypesOf,
  findBetType,
  formatOdds,
  payoutMinor,
  selectionsOf,
  validateSelection,
  validateStake,
} from './bets';
import type { DigitsResult, VietnamResult } from './draw';
import { findLotteryGame, type LotteryGame, type VietnamGame } from './games';

const gameOf = (gameCode: string): LotteryGame => {
  const game = findLotteryGame(gameCode);
  if (!game) throw new Error(`no game ${gameCode}`);
  return game;
};
const FIVE_D = gameOf('SEA5D1');
const FOUR_D = gameOf('TH4D5');
const NORTH = gameOf('VNNORTH5') as VietnamGame;
const SOUTH = gameOf('VNSOUTH2') as VietnamGame;

const digits = (number: string): DigitsResult => ({ kind: 'digits', numbers: [...number] });

/**
 * A Vietnamese result from its numbers in drawing order; every number not given ends in a
 * distinct two digits from 40 up (never 07, 08 or 307), so only the numbers a test places can win.
 */
function vietnamResult(game: VietnamGame, placed: Readonly<Record<number, string>> = {}): VietnamResult {
  let index = 0;
  const prizes = game.prizes.map((tier) => ({
    prize: tier.prize,
    numbers: Array.from({ length: tier.count }, () => {
      const number = placed[index] ?? String(40 + index).padStart(tier.digits, '1');
      index += 1;
      if (number.length !== tier.digits) throw new Error(`${number} is not ${tier.digits} digits`);
      return number;
    }),
  }));
  return { kind: 'vietnam', prizes };
}

const accepts = (game: LotteryGame, code: string, entered: string, stored: string) =>
  expect(validateSelection(game, code, entered)).toEqual({ ok: true, selection: stored });
const refuses = (game: LotteryGame, code: string, entered: string, reason: string) =>
  expect(validateSelection(game, code, entered)).toEqual({ ok: false, reason });

describe('selection validation', () => {
  it('reads digit at position as position:digit, positions counted from 1 on the left', () => {
    accepts(FIVE_D, 'digit-at-position', '3:5', '3:5');
    accepts(FIVE_D, 'digit-at-position', ' 5:0 ', '5:0');
    accepts(FIVE_D, 'digit-at-position', '1:9', '1:9');
    accepts(FOUR_D, 'digit-at-position', '4:0', '4:0');
    const format = 'Pick a position and a digit as position:digit, e.g. 3:5.';
    for (const entered of ['', '35', '3-5', '3:', ':5', '3:10', '10:5', '3: 5', 'a:5', '3:5:1'])
      refuses(FIVE_D, 'digit-at-position', entered, format);
    refuses(FIVE_D, 'digit-at-position', '0:5', 'The position must be 1 to 5.');
    refuses(FIVE_D, 'digit-at-position', '6:5', 'The position must be 1 to 5.');
    refuses(FOUR_D, 'digit-at-position', '5:5', 'The position must be 1 to 4.');
  });

  it('reads big / small and odd / even in any case, stored in lower case', () => {
    accepts(FIVE_D, 'big-small', 'big', 'big');
    accepts(FIVE_D, 'big-small', ' SMALL ', 'small');
    accepts(FOUR_D, 'odd-even', 'Odd', 'odd');
    accepts(FIVE_D, 'odd-even', 'even', 'even');
    for (const entered of ['', 'bigger', 'b', 'tài', 'odd', '1'])
      refuses(FIVE_D, 'big-small', entered, 'Pick big or small.');
    for (const entered of ['', 'evens', 'big', '0'])
      refuses(FIVE_D, 'odd-even', entered, 'Pick odd or even.');
  });

  it('reads last two, lô and đề as exactly two digits, last three and 3 càng as exactly three', () => {
    const two = 'Pick exactly 2 digits from 00 to 99, e.g. 07.';
    const three = 'Pick exactly 3 digits from 000 to 999, e.g. 007.';
    for (const [game, code] of [
      [FIVE_D, 'last-two'],
      [NORTH, 'lo'],
      [SOUTH, 'de'],
    ] as const) {
      accepts(game, code, '07', '07');
      accepts(game, code, ' 99 ', '99');
      accepts(game, code, '00', '00');
      for (const entered of ['', '7', '007', '7a', '-7', '0.7', '٠٧', '1e1'])
        refuses(game, code, entered, two);
    }
    for (const [game, code] of [
      [FOUR_D, 'last-three'],
      [NORTH, 'three-cang'],
    ] as const) {
      accepts(game, code, '007', '007');
      accepts(game, code, '999', '999');
      for (const entered of ['', '7', '07', '0007', 'abc', '12 3']) refuses(game, code, entered, three);
    }
  });

  it('refuses a bet type the game does not offer', () => {
    refuses(FIVE_D, 'lo', '07', 'SEA5D1 does not offer the bet type "lo".');
    refuses(NORTH, 'big-small', 'big', 'VNNORTH5 does not offer the bet type "big-small".');
    refuses(NORTH, 'toString', '07', 'VNNORTH5 does not offer the bet type "toString".');
    expect(findBetType(FIVE_D, 'de')).toBeUndefined();
  });

  it('lists every selection once, each valid as stored and matching the published pattern', () => {
    const counts: [LotteryGame, string, number][] = [
      [FIVE_D, 'digit-at-position', 50],
      [FOUR_D, 'digit-at-position', 40],
      [FIVE_D, 'big-small', 2],
      [FIVE_D, 'odd-even', 2],
      [FIVE_D, 'last-two', 100],
      [FIVE_D, 'last-three', 1000],
      [NORTH, 'lo', 100],
      [NORTH, 'de', 100],
      [SOUTH, 'three-cang', 1000],
    ];
    for (const [game, code, count] of counts) {
      const selections = selectionsOf(game, code);
      const pattern = new RegExp(findBetType(game, code)?.selectionPattern ?? '(?!)');
      expect(selections.length, code).toBe(count);
      expect(new Set(selections).size, code).toBe(count);
      for (const selection of selections) {
        expect(validateSelection(game, code, selection), selection).toEqual({ ok: true, selection });
        expect(pattern.test(selection), selection).toBe(true);
      }
    }
    expect(new RegExp(findBetType(FOUR_D, 'digit-at-position')!.selectionPattern).test('5:1')).toBe(false);
  });
});

describe('bet types', () => {
  it('publishes the odds of each game, lô by region', () => {
    const odds = (game: LotteryGame) =>
      Object.fromEntries(
        betTypesOf(game).map((betType) => [betType.code, formatOdds(betType.oddsBasisPoints)]),
      );
    expect(odds(FIVE_D)).toEqual({
      'digit-at-position': '9.8',
      'big-small': '1.96',
      'odd-even': '1.96',
      'last-two': '97',
      'last-three': '970',
    });
    expect(odds(NORTH)).toEqual({ lo: '3.5', de: '95', 'three-cang': '900' });
    expect(odds(SOUTH)).toEqual({ lo: '5.2', de: '95', 'three-cang': '900' });
    expect(odds(gameOf('VNCENTRAL3'))).toEqual({ lo: '5.2', de: '95', 'three-cang': '900' });
  });

  it('describes every bet type in both languages with limits that make sense', () => {
    for (const game of [FIVE_D, FOUR_D, NORTH, SOUTH])
      for (const betType of betTypesOf(game)) {
        expect(betType.name.en && betType.name.vi && betType.selectionFormat.vi, betType.code).toBeTruthy();
        expect(validateSelection(game, betType.code, betType.selectionExample).ok, betType.code).toBe(true);
        expect(betType.stakeMinMinor, betType.code).toBeGreaterThan(0n);
        expect(betType.stakeMaxMinor, betType.code).toBeGreaterThan(betType.stakeMinMinor);
      }
    expect(findBetType(FOUR_D, 'big-small')?.selectionFormat.en).toContain('exactly 18 refunds the stake');
    expect(findBetType(FIVE_D, 'big-small')?.selectionFormat.en).not.toContain('refunds');
  });

  it('checks stakes against the bet type limits', () => {
    const { stakeMinMinor, stakeMaxMinor } = findBetType(FIVE_D, 'last-three')!;
    expect(validateStake(FIVE_D, 'last-three', stakeMinMinor)).toEqual({ ok: true });
    expect(validateStake(FIVE_D, 'last-three', stakeMaxMinor)).toEqual({ ok: true });
    const reason = `The stake must be ${stakeMinMinor} to ${stakeMaxMinor} minor units.`;
    expect(validateStake(FIVE_D, 'last-three', stakeMinMinor - 1n)).toEqual({ ok: false, reason });
    expect(validateStake(FIVE_D, 'last-three', stakeMaxMinor + 1n)).toEqual({ ok: false, reason });
    expect(validateStake(FIVE_D, 'de', 100n)).toEqual({
      ok: false,
      reason: 'SEA5D1 does not offer the bet type "de".',
    });
  });
});

describe('payouts on a 4D/5D draw', () => {
  const pay = (game: LotteryGame, code: string, selection: string, number: string, stake = 1000n) =>
    payoutMinor(game, code, selection, stake, digits(number));

  it('pays 9.8 for the digit at its position, counted from the left', () => {
    expect(pay(FIVE_D, 'digit-at-position', '3:9', '30917')).toBe(9800n);
    expect(pay(FIVE_D, 'digit-at-position', '1:3', '30917')).toBe(9800n);
    expect(pay(FIVE_D, 'digit-at-position', '5:7', '30917')).toBe(9800n);
    expect(pay(FIVE_D, 'digit-at-position', '3:7', '30917')).toBe(0n);
    expect(pay(FIVE_D, 'digit-at-position', '5:3', '30917')).toBe(0n);
  });

  it('pays 1.96 for big above the midpoint and small below it', () => {
    // 3+0+9+1+7 = 20 < 22.5; 9+9+9+0+1 = 28 > 22.5; 23 and 22 sit either side of the 5D midpoint.
    expect(pay(FIVE_D, 'big-small', 'small', '30917')).toBe(1960n);
    expect(pay(FIVE_D, 'big-small', 'big', '30917')).toBe(0n);
    expect(pay(FIVE_D, 'big-small', 'big', '99901')).toBe(1960n);
    expect(pay(FIVE_D, 'big-small', 'big', '99500')).toBe(1960n);
    expect(pay(FIVE_D, 'big-small', 'small', '99400')).toBe(1960n);
    expect(pay(FOUR_D, 'big-small', 'big', '9901')).toBe(1960n);
    expect(pay(FOUR_D, 'big-small', 'small', '9701')).toBe(1960n);
  });

  it('refunds big and small alike when a 4D sum is exactly 18', () => {
    expect(pay(FOUR_D, 'big-small', 'big', '9900')).toBe(1000n);
    expect(pay(FOUR_D, 'big-small', 'small', '4545')).toBe(1000n);
  });

  it('pays 1.96 for the parity of the digit sum', () => {
    expect(pay(FIVE_D, 'odd-even', 'even', '30917')).toBe(1960n);
    expect(pay(FIVE_D, 'odd-even', 'odd', '30917')).toBe(0n);
    expect(pay(FOUR_D, 'odd-even', 'odd', '0001')).toBe(1960n);
    expect(pay(FOUR_D, 'odd-even', 'even', '0000')).toBe(1960n);
  });

  it('pays 97 for the exact last two digits and 970 for the exact last three', () => {
    expect(pay(FIVE_D, 'last-two', '17', '30917')).toBe(97_000n);
    expect(pay(FIVE_D, 'last-two', '71', '30917')).toBe(0n);
    expect(pay(FIVE_D, 'last-two', '09', '30917')).toBe(0n);
    expect(pay(FIVE_D, 'last-three', '917', '30917')).toBe(970_000n);
    expect(pay(FIVE_D, 'last-three', '017', '30917')).toBe(0n);
    expect(pay(FOUR_D, 'last-three', '007', '1007')).toBe(970_000n);
  });

  it('floors each payout to whole minor units and pays nothing on a zero stake', () => {
    // 101 × 1.96 = 197.96; 3 × 9.8 = 29.4.
    expect(pay(FIVE_D, 'big-small', 'big', '99901', 101n)).toBe(197n);
    expect(pay(FIVE_D, 'digit-at-position', '1:3', '30917', 3n)).toBe(29n);
    expect(pay(FIVE_D, 'last-two', '17', '30917', 0n)).toBe(0n);
  });

  it('reads the selection the same way validation does', () => {
    expect(pay(FIVE_D, 'big-small', ' BIG ', '99901')).toBe(1960n);
    expect(pay(FIVE_D, 'last-two', ' 17', '30917')).toBe(97_000n);
  });
});

describe('payouts on a Vietnamese draw', () => {
  // North in drawing order: 0 special, 1 first, 2–3 second, 4–9 third, 10–13 fourth, 14–19 fifth,
  // 20–22 sixth, 23–26 seventh.
  const north = vietnamResult(NORTH, { 0: '12307', 1: '55508', 12: '4507', 26: '07' });
  // South: 0 special (6 digits), …, 16 seventh (3 digits), 17 eighth (2 digits).
  const south = vietnamResult(SOUTH, { 0: '998307', 17: '07' });

  it('pays lô 3.5 per appearance in the North and 5.2 in the South, over every prize', () => {
    expect(payoutMinor(NORTH, 'lo', '07', 1000n, north)).toBe(10_500n); // 3 appearances
    expect(payoutMinor(NORTH, 'lo', '08', 1000n, north)).toBe(3500n); // the first prize only
    expect(payoutMinor(NORTH, 'lo', '09', 1000n, north)).toBe(0n);
    expect(payoutMinor(SOUTH, 'lo', '07', 1000n, south)).toBe(10_400n); // special and eighth
    // One floor for the whole ticket: 33 × 3.5 × 3 = 346.5.
    expect(payoutMinor(NORTH, 'lo', '07', 33n, north)).toBe(346n);
  });

  it('pays đề 95 and 3 càng 900 on the special prize only', () => {
    expect(payoutMinor(NORTH, 'de', '07', 1000n, north)).toBe(95_000n);
    expect(payoutMinor(NORTH, 'de', '08', 1000n, north)).toBe(0n); // the first prize does not count
    expect(payoutMinor(NORTH, 'three-cang', '307', 1000n, north)).toBe(900_000n);
    expect(payoutMinor(NORTH, 'three-cang', '507', 1000n, north)).toBe(0n); // a fourth prize's ending
    expect(payoutMinor(SOUTH, 'de', '07', 1000n, south)).toBe(95_000n);
    expect(payoutMinor(SOUTH, 'three-cang', '307', 1000n, south)).toBe(900_000n);
    expect(payoutMinor(SOUTH, 'three-cang', '830', 1000n, south)).toBe(0n);
  });
});

describe('payouts that are bugs, not losses', () => {
  it('throws for an unoffered bet type, an invalid selection, a negative stake or the wrong result', () => {
    expect(() => payoutMinor(FIVE_D, 'lo', '07', 100n, digits('30917'))).toThrow(RangeError);
    expect(() => payoutMinor(FIVE_D, 'last-two', '7', 100n, digits('30917'))).toThrow(/Invalid selection/);
    expect(() => payoutMinor(FIVE_D, 'last-two', '17', -1n, digits('30917'))).toThrow(/negative/);
    expect(() => payoutMinor(NORTH, 'de', '07', 100n, digits('30917'))).toThrow(/cannot settle/);
    expect(() => selectionsOf(NORTH, 'big-small')).toThrow(RangeError);
  });
});
