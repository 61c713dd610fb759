// The /pvp page's room list (SPEC.md §7 "pvp room list"): the card rooms the PVP vendors publish (their
// stakes, seats and who sits there, house bots labelled), kept to the games the catalogue has switched
// on and named in the visitor's language, each launched as its game. A vendor publishes through a feed
// (the house card rooms in process; a third-party adapter would read its vendor's lobby API); the list
// itself is a pure function of the feed and the catalogue.
import type { PvpRoom, PvpRoomsResponse } from '@playdeck/contract/lobby';
import type { BoardGame } from './fixture-board';
import { nameIn } from './lobby.rules';

/** A room as its vendor publishes it: everything but the catalogue's side (id, name, icon). */
export type PublishedPvpRoom = Omit<PvpRoom, 'gameId' | 'gameName' | 'iconUrl'>;

/** A vendor's published rooms. */
export type PvpRoomFeed = () => Promise<PublishedPvpRoom[]>;

/** A catalogue game as the room list needs it. */
export type RoomGame = BoardGame & { iconUrl: string };

/**
 * The room list: every published room whose game is enabled, in the order the vendors publish them,
 * with the game's id, name (in the asked language) and icon. A room of a switched-off game or vendor
 * is not listed, because it could not be launched.
 */
export function pvpRoomBoard(
  published: readonly PublishedPvpRoom[],
  games: readonly RoomGame[],
  language: string,
  serverTime: Date,
): PvpRoomsResponse {
  const gameOf = new Map(games.map((game) => [`${game.vendorCode}/${game.gameCode}`, game]));
  const rooms: PvpRoom[] = [];
  for (const room of published) {
    const game = gameOf.get(`${room.vendorCode}/${room.gameCode}`);
    if (!game) continue;
    rooms.push({ ...room, gameId: game.id, gameName: nameIn(game, language), iconUrl: game.iconUrl });
  }
  return { serverTime: serverTime.toISOString(), rooms };
}
