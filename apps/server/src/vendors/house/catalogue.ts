// Every game the house studios really serve, as rows of the platform's game catalogue: the demo data
// seeds them so that the lobby lists, pages, searches and launches real games.
import type { gamesTable } from '../../features/lobby/lobby.table';
import { SLOT_THEMES } from './slots/themes';
import { SLOTS_VENDOR_CODE } from './slots/slots.service';
import { LOTTERY_GAMES } from './lottery/games';
import { lotteryIconUrl } from './lottery/lottery.service';
import { BACCARAT_TABLES } from './baccarat/tables';
import { BACCARAT_VENDOR_CODE } from './baccarat/baccarat.service';
import { COCKFIGHT_ARENAS } from './cockfight/arenas';
import { COCKFIGHT_VENDOR_CODE } from './cockfight/cockfight.service';
import { SPORTSBOOK_BOOKS, sportsOfBook } from './sportsbook/books';
import { sportOf } from './sportsbook/teams';
import { BINGO_ROOMS } from './bingo/rooms';
import { FISH_ROOMS } from './fish/rooms';
import { SCRATCH_CARDS } from './scratch/cards';
import { VIDEO_POKER_GAMES } from './video-poker/games';
import { BLACKJACK_TABLES } from './blackjack/tables';
import { POKER_TABLES } from './poker/tables';

type GameRow = typeof gamesTable.$inferInsert;

/**
 * SPEC.md §3 `supportPlay`: 0 means the tile offers a free trial. Every house game can be tried in play
 * money (the house's own demo wallet), so the demo catalogue offers it; the operator may switch it off
 * per game.
 */
const FREE_PLAY_OFFERED = 0;

/** Slots whose themes are marked hot in the demo lobby. */
const HOT_SLOTS = new Set(['lucky-dragon', 'golden-lotus', 'fruit-fiesta', 'pharaoh-gold']);
/** The fastest draw of each lottery studio. */
const HOT_LOTTERY_GAMES = new Set(['SEA5D1', 'VNSOUTH2']);
/** The live table with the lowest limits, where most players sit down first. */
const HOT_BACCARAT_TABLES = new Set(['BAC01']);
/** The cockfight arena with the lowest limits. */
const HOT_COCKFIGHT_ARENAS = new Set(['CF01']);

export function houseCatalogue(): GameRow[] {
  const slots = SLOT_THEMES.map((theme, index): GameRow => ({
    vendorCode: SLOTS_VENDOR_CODE,
    gameCode: theme.id,
    name: theme.name.en,
    nameVi: theme.name.vi,
    gameType: 'RNG',
    // Every house slot feeds the progressive jackpot pool (GET /api/lobby/jackpot).
    gameClassify: 'JP',
    iconUrl: `/house/art/slots/${theme.id}.webp`,
    isHot: HOT_SLOTS.has(theme.id) ? 1 : 0,
    supportPlay: FREE_PLAY_OFFERED,
    sortOrder: index,
  }));
  const lottery = LOTTERY_GAMES.map((game, index): GameRow => ({
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    name: game.name.en,
    nameVi: game.name.vi,
    gameType: game.gameType,
    iconUrl: lotteryIconUrl(game.gameCode),
    isHot: HOT_LOTTERY_GAMES.has(game.gameCode) ? 1 : 0,
    supportPlay: FREE_PLAY_OFFERED,
    sortOrder: index,
  }));
  const baccarat = BACCARAT_TABLES.map((table, index): GameRow => ({
    vendorCode: BACCARAT_VENDOR_CODE,
    gameCode: table.tableCode,
    name: table.name.en,
    nameVi: table.name.vi,
    gameType: 'LIVE',
    gameClassify: 'BACCARAT',
    iconUrl: `/house/art/baccarat/${table.tableCode}.webp`,
    isHot: HOT_BACCARAT_TABLES.has(table.tableCode) ? 1 : 0,
    supportPlay: FREE_PLAY_OFFERED,
    sortOrder: index,
  }));
  const cockfight = COCKFIGHT_ARENAS.map((arena, index): GameRow => ({
    vendorCode: COCKFIGHT_VENDOR_CODE,
    gameCode: arena.arenaCode,
    name: arena.name.en,
    nameVi: arena.name.vi,
    gameType: 'COCKFIGHT',
    iconUrl: `/house/art/cockfight/${arena.arenaCode}.svg`,
    isHot: HOT_COCKFIGHT_ARENAS.has(arena.arenaCode) ? 1 : 0,
    supportPlay: FREE_PLAY_OFFERED,
    sortOrder: index,
  }));
  // Each sportsbook studio's games are its sports; football and LoL are marked hot.
  const sportsbook = SPORTSBOOK_BOOKS.flatMap((book) =>
    sportsOfBook(book).map((sportCode, index): GameRow => {
      const sport = sportOf(sportCode);
      return {
        vendorCode: book.vendorCode,
        gameCode: sportCode,
        name: sport.name.en,
        nameVi: sport.name.vi,
        gameType: book.category,
        iconUrl: `/house/art/sportsbook/${sportCode}.svg`,
        isHot: index === 0 ? 1 : 0,
        supportPlay: FREE_PLAY_OFFERED,
        sortOrder: index,
      };
    }),
  );
  return [
    ...slots,
    ...lottery,
    ...baccarat,
    ...cockfight,
    ...sportsbook,
    // Bingo rooms (the shortest round hot), fish ponds (the low-stakes reef hot), the RNG sub-types
    // scratch (SC), video poker (VP) and blackjack (TG), and the hold'em tables, where members play
    // each other for real, so only the practice table offers free play (the starter table hot).
    ...studioRows(
      BINGO_ROOMS.map((room) => ({ gameCode: room.roomCode, name: room.name })),
      { vendorCode: 'PDBINGO', gameType: 'BINGO', art: 'bingo', supportPlay: FREE_PLAY_OFFERED },
      new Set(['BG02']),
    ),
    ...studioRows(
      FISH_ROOMS,
      { vendorCode: 'PDFISH', gameType: 'FISH', art: 'fish', supportPlay: FREE_PLAY_OFFERED },
      new Set(['coral-reef']),
    ),
    ...studioRows(
      SCRATCH_CARDS.map((card) => ({ gameCode: card.cardCode, name: card.name })),
      {
        vendorCode: 'PDSCRATCH',
        gameType: 'RNG',
        gameClassify: 'SC',
        art: 'scratch',
        supportPlay: FREE_PLAY_OFFERED,
      },
      new Set(['SC01']),
    ),
    ...studioRows(
      VIDEO_POKER_GAMES,
      {
        vendorCode: 'PDVPOKER',
        gameType: 'RNG',
        gameClassify: 'VP',
        art: 'video-poker',
        supportPlay: FREE_PLAY_OFFERED,
      },
      new Set(),
    ),
    ...studioRows(
      BLACKJACK_TABLES,
      {
        vendorCode: 'PDTABLE',
        gameType: 'RNG',
        gameClassify: 'TG',
        art: 'blackjack',
        supportPlay: FREE_PLAY_OFFERED,
      },
      new Set(),
    ),
    ...studioRows(
      POKER_TABLES.map((table) => ({
        gameCode: table.tableCode,
        name: table.name,
        // The practice table alone is played in play money: it offers the free trial.
        supportPlay: table.playMoney ? FREE_PLAY_OFFERED : 1,
      })),
      { vendorCode: 'PDPVP', gameType: 'PVP', art: 'poker', supportPlay: 1 },
      new Set(['NLH01']),
    ),
  ];
}

/** A studio's games as catalogue rows: named from the games' own data, hot where the demo says. */
function studioRows(
  games: readonly { gameCode: string; name: { en: string; vi: string }; supportPlay?: number }[],
  studio: Pick<GameRow, 'vendorCode' | 'gameType' | 'gameClassify' | 'supportPlay'> & { art: string },
  hot: ReadonlySet<string>,
): GameRow[] {
  const { art, ...fixed } = studio;
  return games.map((game, index) => ({
    ...fixed,
    ...(game.supportPlay === undefined ? {} : { supportPlay: game.supportPlay }),
    gameCode: game.gameCode,
    name: game.name.en,
    nameVi: game.name.vi,
    iconUrl: `/house/art/${art}/${game.gameCode}.svg`,
    isHot: hot.has(game.gameCode) ? 1 : 0,
    sortOrder: index,
  }));
}
