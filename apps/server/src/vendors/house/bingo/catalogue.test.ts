// Proves that the lobby's catalogue lists exactly the bingo rooms the game server plays, under their
// own names and art, in the BINGO studio, with free play offered and one room marked hot.
import { describe, expect, it } from 'vitest';
import { houseCatalogue } from '../catalogue';
import { findStudio } from '../studios';
import { bingoModule, BINGO_VENDOR_CODE } from './bingo.service';
import { BINGO_ROOMS } from './rooms';

describe('the bingo rooms in the catalogue', () => {
  const rows = houseCatalogue().filter((row) => row.vendorCode === BINGO_VENDOR_CODE);

  it('lists every room under its names and art, and nothing else', () => {
    expect(rows.map((row) => [row.gameCode, row.name, row.nameVi, row.iconUrl])).toEqual(
      BINGO_ROOMS.map((room) => [
        room.roomCode,
        room.name.en,
        room.name.vi,
        `/house/art/bingo/${room.roomCode}.svg`,
      ]),
    );
    expect(rows.every((row) => row.gameType === 'BINGO' && row.supportPlay === 0)).toBe(true);
    expect(rows.filter((row) => row.isHot === 1).map((row) => row.gameCode)).toEqual(['BG02']);
  });

  it('launches every listed room from the bingo studio', () => {
    expect(findStudio(BINGO_VENDOR_CODE)).toMatchObject({ gameType: 'BINGO', kind: 'bingo' });
    for (const row of rows) expect(bingoModule.hasGame(BINGO_VENDOR_CODE, row.gameCode!)).toBe(true);
    expect(bingoModule.hasGame('PDCOCK', 'BG01')).toBe(false);
  });
});
