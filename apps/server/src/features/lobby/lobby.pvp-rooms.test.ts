// Proves GET /api/lobby/pvp-rooms (SPEC.md §7 "pvp room list"): the house card tables with their
// stakes, buy-in range and seats, named in the asked language; a member sitting down and the house
// bots the dealer seats beside them show in the list (bots labelled as bots) with the hand in play;
// a table the operator switches off leaves the list; a bad language is refused per field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PvpRoom } from '@playdeck/contract/lobby';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import { operatorHeaders } from '../../test-support/payments';
import { openTable, runDealer, tableCalls } from '../../vendors/house/poker/game-server.test-helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: 'house-secret-for-pvp-rooms' }, listen: true });
});
afterAll(() => testApp.close());

const roomsIn = async (language?: string): Promise<PvpRoom[]> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/lobby/pvp-rooms${language ? `?language=${language}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value.rooms;
};

describe('the PVP room list', () => {
  it('lists the hold’em tables with stakes, buy-ins and empty seats', async () => {
    const rooms = await roomsIn('en');
    expect(rooms.map((room) => room.gameCode)).toEqual(['NLH01', 'NLH02', 'NLH03', 'NLH04', 'NLHP1']);
    expect(rooms[0]).toMatchObject({
      vendorCode: 'PDPVP',
      gameName: "Hold'em Starter",
      iconUrl: '/house/art/poker/NLH01.svg',
      variant: 'HOLDEM',
      smallBlind: '0.05',
      bigBlind: '0.10',
      buyInMin: '4.00',
      buyInMax: '10.00',
      seatCount: 6,
      membersSeated: 0,
      botsSeated: 0,
      handInPlay: false,
    });
    expect(rooms[0]!.seats.every((seat) => seat.occupant === 'EMPTY')).toBe(true);
    expect(rooms[3]).toMatchObject({ seatCount: 2, bigBlind: '1.00', buyInMax: '100.00' });
    expect((await roomsIn('vi')).map((room) => room.gameName)[1]).toBe("Hold'em Sài Gòn");
  });

  it('shows a seated member, the labelled bots beside them and the hand in play', async () => {
    const member = await fundedMember(testApp.database.db, 50_00n);
    const game = await openTable(testApp.app, member, 'NLH02');
    expect((await tableCalls(testApp.app).sit(game, { stack: '20.00' })).statusCode).toBe(200);
    await runDealer(testApp.app);
    const room = (await roomsIn('en')).find((entry) => entry.gameCode === 'NLH02')!;
    expect(room).toMatchObject({ membersSeated: 1, botsSeated: 2, handInPlay: true });
    const bots = room.seats.filter((seat) => seat.occupant === 'BOT');
    expect(bots.map((seat) => seat.name)).toEqual([
      expect.stringMatching(/^Bot /),
      expect.stringMatching(/^Bot /),
    ]);
    expect(room.seats.find((seat) => seat.occupant === 'MEMBER')!.name).toMatch(/^#[0-9A-F]{4}$/);
    expect(JSON.stringify(room)).not.toContain(member.username);
  });

  it('leaves out a table the operator switches off, and refuses a bad language', async () => {
    const operator = await operatorHeaders(testApp.app);
    const games = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/games?vendorCode=PDPVP',
      headers: operator,
    });
    const starter = games.json().value.list.find((game: { gameCode: string }) => game.gameCode === 'NLH01');
    const off = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/operator/games/${starter.id as number}`,
      headers: operator,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await roomsIn()).map((room) => room.gameCode)).toEqual(['NLH02', 'NLH03', 'NLH04', 'NLHP1']);
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/lobby/pvp-rooms?language=xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { language: expect.any(String) } });
  });
});
