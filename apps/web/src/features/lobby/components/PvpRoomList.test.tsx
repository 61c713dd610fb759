// Proves the /pvp room list: each card room with its art, name, blinds, stack range and seats (empty,
// a member, or a house bot labelled Bot) and a hand in play; a visitor who opens a room is asked to
// sign in and nothing is launched; a member's click launches the room's table; and an empty list says
// so.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PvpRoomsResponse } from '@playdeck/contract/lobby';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { renderWithSite } from '../../../test-support/render-with-site';
import { stubAgentApi } from '../../../test-support/test-fetch';
import { PvpRoomList } from './PvpRoomList';

const rooms: PvpRoomsResponse = {
  serverTime: '2026-11-28T03:00:00.000Z',
  rooms: [
    {
      gameId: 71,
      vendorCode: 'PDPVP',
      gameCode: 'NLH01',
      gameName: "Hold'em Starter",
      iconUrl: '/house/art/poker/NLH01.svg',
      variant: 'HOLDEM',
      smallBlind: '0.05',
      bigBlind: '0.10',
      buyInMin: '4.00',
      buyInMax: '10.00',
      seatCount: 6,
      membersSeated: 1,
      botsSeated: 2,
      seats: [
        { seat: 1, occupant: 'MEMBER', name: '#7F3A' },
        { seat: 2, occupant: 'EMPTY', name: null },
        { seat: 3, occupant: 'BOT', name: 'Bot Mai' },
        { seat: 4, occupant: 'EMPTY', name: null },
        { seat: 5, occupant: 'BOT', name: 'Bot Linh' },
        { seat: 6, occupant: 'EMPTY', name: null },
      ],
      handInPlay: true,
      playMoney: false,
    },
  ],
};

/** The practice table: play money, open to a visitor. */
const practice: PvpRoomsResponse['rooms'][number] = {
  ...rooms.rooms[0]!,
  gameId: 75,
  gameCode: 'NLHP1',
  gameName: "Hold'em Practice",
  iconUrl: '/house/art/poker/NLHP1.svg',
  handInPlay: false,
  playMoney: true,
};

function renderList(signedIn: boolean, answer: PvpRoomsResponse = rooms) {
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => signedIn),
    requireRealAccount: vi.fn(() => signedIn),
    startFreePlay: vi.fn(async () => {}),
  };
  const server = stubAgentApi({
    'POST /api/lobby/launch': {
      url: '/house/poker/NLH01?launch=t',
      vendorCode: 'PDPVP',
      gameCode: 'NLH01',
      gameType: 'PVP',
    },
    'POST /api/lobby/demo': {
      url: '/house/poker/NLHP1?launch=p',
      vendorCode: 'PDPVP',
      gameCode: 'NLHP1',
      gameType: 'PVP',
    },
  });
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <PvpRoomList />
    </ActionGuardsProvider>,
    { cache: [[['lobby', 'pvp-rooms', 'en'], answer]] },
  );
  return { ...rendered, guards, server };
}

describe('PvpRoomList', () => {
  it('lists each room with its stakes and seats, bots labelled', () => {
    renderList(false);
    expect(screen.getByRole('heading', { name: 'Card rooms' })).toBeInTheDocument();
    const room = screen.getByTestId('pvp-room-NLH01');
    expect(room).toHaveAccessibleName("Open the table Hold'em Starter");
    expect(room).toHaveTextContent("Hold'em Starter");
    expect(room).toHaveTextContent('Hand in play');
    expect(room).toHaveTextContent("No-limit Texas hold'em");
    expect(room).toHaveTextContent('Blinds 0.05 / 0.10');
    expect(room).toHaveTextContent('Stack 4.00 – 10.00');
    expect(room).toHaveTextContent('Players 1 · Bots 2 · Seats 6');
    expect(room.querySelector('img')).toHaveAttribute('src', '/house/art/poker/NLH01.svg');
    const seats = within(room).getByLabelText('3 of 6 seats free');
    const occupants = [...seats.querySelectorAll('[data-occupant]')].map((seat) =>
      seat.getAttribute('data-occupant'),
    );
    expect(occupants).toEqual(['MEMBER', 'EMPTY', 'BOT', 'EMPTY', 'BOT', 'EMPTY']);
    expect(seats.querySelector('[data-occupant="BOT"]')).toHaveTextContent('Bot');
    expect(seats.querySelector('[data-occupant="BOT"]')).toHaveAttribute('title', 'Bot Mai: a house bot');
  });

  it('asks a visitor to sign in and launches nothing', async () => {
    const { user, guards, server } = renderList(false);
    await user.click(screen.getByTestId('pvp-room-NLH01'));
    expect(guards.requireLogin).toHaveBeenCalled();
    expect(server.to('POST /api/lobby/launch')).toHaveLength(0);
  });

  it('launches the room’s table for a member', async () => {
    const { user, server } = renderList(true);
    await user.click(screen.getByTestId('pvp-room-NLH01'));
    await vi.waitFor(() => expect(server.to('POST /api/lobby/launch')).toHaveLength(1));
    expect(server.last('POST /api/lobby/launch')?.body).toEqual({ gameId: 71 });
  });

  it('opens the practice table in play money for a visitor, without signing in', async () => {
    const { user, guards, server } = renderList(false, { serverTime: rooms.serverTime, rooms: [practice] });
    const room = screen.getByTestId('pvp-room-NLHP1');
    expect(room).toHaveTextContent('Play money');
    await user.click(room);
    await vi.waitFor(() => expect(server.to('POST /api/lobby/demo')).toHaveLength(1));
    expect(server.last('POST /api/lobby/demo')?.body).toEqual({ gameId: 75 });
    expect(guards.requireLogin).not.toHaveBeenCalled();
    expect(server.to('POST /api/lobby/launch')).toHaveLength(0);
  });

  it('says when no room is open', () => {
    renderList(false, { serverTime: rooms.serverTime, rooms: [] });
    expect(screen.getByText('No card room is open right now.')).toBeInTheDocument();
  });
});
