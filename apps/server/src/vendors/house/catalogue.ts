// Every game the house studios really serve, as rows of the platform's game catalogue: the demo data
// seeds them so that the lobby lists, pages, searches and launches real games.
import type { gamesTable } from '../../features/lobby/lobby.table';
import { SLOT_THEMES } from './slots/themes';
import { SLOTS_VENDOR_CODE } from './slots/slots.service';

type GameRow = typeof gamesTable.$inferInsert;

/** Slots whose themes are marked hot in the demo lobby. */
const HOT_SLOTS = new Set(['lucky-dragon', 'golden-lotus', 'fruit-fiesta', 'pharaoh-gold']);

export function houseCatalogue(): GameRow[] {
  const slots = SLOT_THEMES.map((theme, index): GameRow => ({
    vendorCode: SLOTS_VENDOR_CODE,
    gameCode: theme.id,
    name: theme.name.en,
    gameType: 'RNG',
    gameClassify: 'SC',
    iconUrl: `/house/art/slots/${theme.id}.svg`,
    isHot: HOT_SLOTS.has(theme.id) ? 1 : 0,
    supportPlay: 1,
    sortOrder: index,
  }));
  return [...slots];
}
