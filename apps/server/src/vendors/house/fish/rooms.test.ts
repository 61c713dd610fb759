// Proves the fish rooms are what the catalogue sells: at least two rooms with their own bets (all of
// them bets the engine accepts), the catalogue's rows naming exactly these rooms with their art, one
// of them hot, and each room's scene clock already running.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { houseCatalogue } from '../catalogue';
import { findStudio } from '../studios';
import { sceneIndexAt } from './batch';
import { FISH_ROOMS, FISH_VENDOR_CODE, findFishRoom, roomBetsAreEngineBets } from './rooms';
import { DEFAULT_RTP_PPM } from './species';

const webPublic = (path: string) =>
  fileURLToPath(new URL(`../../../../../web/public${path}`, import.meta.url));

describe('the fish rooms', () => {
  it('are at least two, with distinct codes, seeds and bets the engine accepts, smallest first', () => {
    expect(FISH_ROOMS.length).toBeGreaterThanOrEqual(2);
    expect(new Set(FISH_ROOMS.map((room) => room.gameCode)).size).toBe(FISH_ROOMS.length);
    expect(new Set(FISH_ROOMS.map((room) => room.sceneSeed)).size).toBe(FISH_ROOMS.length);
    expect(roomBetsAreEngineBets()).toBe(true);
    for (const room of FISH_ROOMS) {
      expect(room.betsCents.length).toBeGreaterThan(0);
      expect([...room.betsCents].sort((a, b) => Number(a - b))).toEqual(room.betsCents);
      expect(room.rtpPpm).toBe(DEFAULT_RTP_PPM);
    }
  });

  it('offer a low-stakes and a high-stakes pond', () => {
    const [low, high] = [findFishRoom('coral-reef')!, findFishRoom('dragon-deep')!];
    expect(low.betsCents.at(-1)! <= high.betsCents[0]!).toBe(true);
    expect(low.betsCents[0]).toBe(10n);
    expect(high.betsCents.at(-1)).toBe(500n);
  });

  it('are served by the PDFISH studio of game type FISH', () => {
    expect(findStudio(FISH_VENDOR_CODE)).toMatchObject({ gameType: 'FISH', kind: 'fish' });
  });

  it('run scene clocks that have started', () => {
    for (const room of FISH_ROOMS) expect(sceneIndexAt(room, Date.now())).toBeGreaterThan(0);
  });

  it('are the catalogue’s fish games, with their names, art and one hot room', () => {
    const rows = houseCatalogue().filter((row) => row.vendorCode === FISH_VENDOR_CODE);
    expect(rows.map((row) => row.gameCode)).toEqual(FISH_ROOMS.map((room) => room.gameCode));
    for (const row of rows) {
      const room = findFishRoom(row.gameCode)!;
      expect(row).toMatchObject({
        name: room.name.en,
        nameVi: room.name.vi,
        gameType: 'FISH',
        supportPlay: 0,
      });
      expect(row.iconUrl).toBe(`/house/art/fish/${row.gameCode}.svg`);
      expect(existsSync(webPublic(row.iconUrl!))).toBe(true);
    }
    expect(rows.filter((row) => row.isHot === 1)).toHaveLength(1);
    expect(existsSync(webPublic(`/vendors/${FISH_VENDOR_CODE}.svg`))).toBe(true);
  });
});
