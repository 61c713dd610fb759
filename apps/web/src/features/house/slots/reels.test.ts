// Proves the slot page lights exactly the cells of the winning lines and scatters.
import { describe, expect, it } from 'vitest';
import { spinningGrid, winningCells } from './reels';

const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [0, 1, 2, 1, 0],
];

describe('winningCells', () => {
  it('lights the first count reels of each winning line', () => {
    const cells = winningCells(
      { grid: [], lineWins: [{ line: 2, symbol: 'h1', count: 3, amount: '1.00' }], scatter: null },
      LINES,
    );
    expect([...cells].sort()).toEqual(['0:0', '1:1', '2:2']);
  });

  it('lights every scatter when scatters pay', () => {
    const grid = [
      ['scatter', 'l1', 'l2', 'l3', 'scatter'],
      ['l1', 'l1', 'scatter', 'l2', 'l3'],
      ['l1', 'l1', 'l2', 'l2', 'l3'],
    ];
    const cells = winningCells(
      { grid, lineWins: [], scatter: { symbol: 'scatter', count: 3, amount: '2.00' } },
      LINES,
    );
    expect([...cells].sort()).toEqual(['0:0', '0:4', '1:2']);
  });

  it('lights nothing for a losing spin', () => {
    expect(winningCells({ grid: [], lineWins: [], scatter: null }, LINES).size).toBe(0);
  });
});

describe('spinningGrid', () => {
  it('keeps the grid shape and only uses the machine symbols', () => {
    const idle = [
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g', 'h', 'i', 'j'],
      ['k', 'l', 'm', 'n', 'o'],
    ];
    const turning = spinningGrid(idle, 12_345);
    expect(turning).toHaveLength(3);
    expect(
      turning.every((row) => row.length === 5 && row.every((symbol) => idle.flat().includes(symbol))),
    ).toBe(true);
  });
});
