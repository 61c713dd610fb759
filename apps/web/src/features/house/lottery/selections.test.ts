// Proves the lottery page's pickers and selection strings match what the server reads, and that its
// payout preview, stake limits and draw phases agree with the server's rules.
import { describe, expect, it } from 'vitest';
import {
  amountMinor,
  bettingProgress,
  digitsTyped,
  drawPhase,
  isCompleteSelection,
  luckyDigits,
  pickerOf,
  positionSelection,
  potentialPayout,
  readPositionSelection,
  stakeWithinLimits,
  TWO_DIGIT_NUMBERS,
} from './selections';

const name = { en: 'x', vi: 'x' };
const betType = (
  code: string,
  selectionPattern: string,
  choices: { value: string; name: typeof name }[] = [],
) => ({
  code,
  selectionPattern,
  choices,
});

describe('pickerOf', () => {
  it('picks buttons for named choices, a position grid, a 00–99 grid and a digit entry', () => {
    const bigSmall = betType('big-small', '^(big|small)$', [
      { value: 'big', name },
      { value: 'small', name },
    ]);
    expect(pickerOf(bigSmall, 5)).toEqual({ kind: 'choice', choices: bigSmall.choices });
    expect(pickerOf(betType('digit-at-position', '^[1-5]:[0-9]$'), 5)).toEqual({
      kind: 'position',
      positions: 5,
    });
    expect(pickerOf(betType('digit-at-position', '^[1-4]:[0-9]$'), 4)).toEqual({
      kind: 'position',
      positions: 4,
    });
    expect(pickerOf(betType('last-two', '^[0-9]{2}$'), 5)).toEqual({ kind: 'grid', width: 2 });
    expect(pickerOf(betType('lo', '^[0-9]{2}$'), 6)).toEqual({ kind: 'grid', width: 2 });
    expect(pickerOf(betType('three-cang', '^[0-9]{3}$'), 6)).toEqual({ kind: 'digits', width: 3 });
  });
});

describe('selection strings', () => {
  it('writes and reads position:digit', () => {
    expect(positionSelection(3, 5)).toBe('3:5');
    expect(readPositionSelection('3:5')).toEqual({ position: 3, digit: 5 });
    expect(readPositionSelection('35')).toBeUndefined();
    expect(readPositionSelection('0:5')).toBeUndefined();
  });

  it('lists 00 to 99 for the grid', () => {
    expect(TWO_DIGIT_NUMBERS).toHaveLength(100);
    expect(TWO_DIGIT_NUMBERS[0]).toBe('00');
    expect(TWO_DIGIT_NUMBERS[7]).toBe('07');
    expect(TWO_DIGIT_NUMBERS[99]).toBe('99');
  });

  it('keeps typed digits only, up to the width', () => {
    expect(digitsTyped('1a2-34', 3)).toBe('123');
    expect(digitsTyped(' 0 7', 3)).toBe('07');
  });

  it('makes zero-padded lucky picks', () => {
    expect(luckyDigits(3, () => 0.007)).toBe('007');
    expect(luckyDigits(3, () => 0.9999)).toBe('999');
    expect(luckyDigits(2, () => 0)).toBe('00');
  });

  it('calls a selection complete only when it matches the published pattern', () => {
    expect(isCompleteSelection({ selectionPattern: '^[0-9]{3}$' }, '007')).toBe(true);
    expect(isCompleteSelection({ selectionPattern: '^[0-9]{3}$' }, '07')).toBe(false);
    expect(isCompleteSelection({ selectionPattern: '^[1-5]:[0-9]$' }, '6:1')).toBe(false);
    expect(isCompleteSelection({ selectionPattern: '(' }, '1')).toBe(false);
  });
});

describe('money', () => {
  it('reads amounts with at most two decimals', () => {
    expect(amountMinor('12.3')).toBe(1_230n);
    expect(amountMinor(' 1 ')).toBe(100n);
    expect(amountMinor('1.234')).toBeUndefined();
    expect(amountMinor('-1')).toBeUndefined();
    expect(amountMinor('')).toBeUndefined();
  });

  it('previews the payout as the server floors it', () => {
    expect(potentialPayout('2.00', '9.8')).toBe('19.60');
    expect(potentialPayout('1.01', '1.96')).toBe('1.97');
    expect(potentialPayout('1', '970')).toBe('970.00');
    expect(potentialPayout('0.33', '3.5')).toBe('1.15');
    expect(potentialPayout('abc', '9.8')).toBeUndefined();
  });

  it('checks the stake limits', () => {
    const limits = { stakeMin: '1.00', stakeMax: '500.00' };
    expect(stakeWithinLimits('1', limits)).toBe(true);
    expect(stakeWithinLimits('500.00', limits)).toBe(true);
    expect(stakeWithinLimits('0.99', limits)).toBe(false);
    expect(stakeWithinLimits('500.01', limits)).toBe(false);
    expect(stakeWithinLimits('x', limits)).toBe(false);
  });
});

describe('draw phases', () => {
  const draw = {
    opensAt: '2026-01-01T00:00:00.000Z',
    closesAt: '2026-01-01T00:00:50.000Z',
    drawAt: '2026-01-01T00:01:00.000Z',
  };
  const at = (iso: string) => Date.parse(iso);

  it('is open until the close, closed until the draw, then drawing', () => {
    expect(drawPhase(draw, at('2026-01-01T00:00:49.999Z'))).toBe('open');
    expect(drawPhase(draw, at('2026-01-01T00:00:50.000Z'))).toBe('closed');
    expect(drawPhase(draw, at('2026-01-01T00:01:00.000Z'))).toBe('drawing');
  });

  it('measures the betting window from 0 to 1', () => {
    expect(bettingProgress(draw, at('2026-01-01T00:00:00.000Z'))).toBe(0);
    expect(bettingProgress(draw, at('2026-01-01T00:00:25.000Z'))).toBe(0.5);
    expect(bettingProgress(draw, at('2026-01-01T00:02:00.000Z'))).toBe(1);
  });
});
