// Proves the /pvp room list: published rooms are listed in the vendors' order, joined to their
// catalogue game (id, icon, name in the asked language, English when the game has no Vietnamese
// name), with their stakes and seats as published (house bots labelled); a room whose game the
// catalogue does not have enabled is left out.
import { describe, expect, it } from 'vitest';
import { pvpRoomBoard, type PublishedPvpRoom, type RoomGame } from './pvp-room-board';

const room = (gameCode: string, seats: PublishedPvpRoom['seats'] = []): PublishedPvpRoom => ({
  vendorCode: 'PDPVP',
  gameCode,
  variant: 'HOLDEM',
  playMoney: false,
  smallBlind: '0.05',
  bigBlind: '0.10',
  buyInMin: '4.00',
  buyInMax: '10.00',
  seatCount: 6,
  membersSeated: seats.filter((seat) => seat.occupant === 'MEMBER').length,
  botsSeated: seats.filter((seat) => seat.occupant === 'BOT').length,
  seats,
  handInPlay: false,
});
const games: RoomGame[] = [
  {
    id: 31,
    vendorCode: 'PDPVP',
    gameCode: 'NLH01',
    name: "Hold'em Starter",
    nameVi: "Hold'em Tập Sự",
    iconUrl: '/a.svg',
  },
  { id: 32, vendorCode: 'PDPVP', gameCode: 'NLH02', name: "Hold'em Saigon", nameVi: null, iconUrl: '/b.svg' },
];
const at = new Date('2026-11-28T04:00:00Z');

describe('pvpRoomBoard', () => {
  it('lists the published rooms in order with their catalogue game, stakes and seats', () => {
    const seats: PublishedPvpRoom['seats'] = [
      { seat: 1, occupant: 'MEMBER', name: '#7F3A' },
      { seat: 2, occupant: 'EMPTY', name: null },
      { seat: 3, occupant: 'BOT', name: 'Bot Mai' },
    ];
    const board = pvpRoomBoard([room('NLH02'), room('NLH01', seats)], games, 'en', at);
    expect(board.serverTime).toBe(at.toISOString());
    expect(board.rooms.map((entry) => [entry.gameCode, entry.gameId, entry.gameName, entry.iconUrl])).toEqual(
      [
        ['NLH02', 32, "Hold'em Saigon", '/b.svg'],
        ['NLH01', 31, "Hold'em Starter", '/a.svg'],
      ],
    );
    expect(board.rooms[1]).toMatchObject({
      membersSeated: 1,
      botsSeated: 1,
      seats,
      bigBlind: '0.10',
      buyInMax: '10.00',
    });
  });

  it('names the games in the asked language, falling back to English', () => {
    const board = pvpRoomBoard([room('NLH01'), room('NLH02')], games, 'vi', at);
    expect(board.rooms.map((entry) => entry.gameName)).toEqual(["Hold'em Tập Sự", "Hold'em Saigon"]);
  });

  it('leaves out rooms whose game is not enabled in the catalogue', () => {
    const board = pvpRoomBoard([room('NLH03'), room('NLH01')], games, 'en', at);
    expect(board.rooms.map((entry) => entry.gameCode)).toEqual(['NLH01']);
    expect(pvpRoomBoard([], games, 'en', at).rooms).toEqual([]);
  });
});
