// Proves the CSV export's text: a header row, quoting of commas, quotes and line breaks, CRLF lines,
// and cells a spreadsheet would run as a formula made inert (negative amounts left as they are).
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes the header then each row, quoting only where needed', () => {
    expect(
      toCsv(
        ['Game', 'Stake'],
        [
          ['Lucky, Dragon', '1,234.50'],
          ['Say "hi"', '-20.00'],
          ['two\nlines', '0.00'],
        ],
      ),
    ).toBe('Game,Stake\r\n"Lucky, Dragon","1,234.50"\r\n"Say ""hi""",-20.00\r\n"two\nlines",0.00\r\n');
  });

  it('makes formula-like cells inert', () => {
    expect(toCsv(['a'], [['=1+1'], ['@cmd'], ['+1']])).toBe("a\r\n'=1+1\r\n'@cmd\r\n'+1\r\n");
  });

  it('writes a header alone for an empty table', () => {
    expect(toCsv(['Day', 'GGR'], [])).toBe('Day,GGR\r\n');
  });
});
