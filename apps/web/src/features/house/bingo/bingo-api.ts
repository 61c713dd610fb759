// The bingo room's calls (contract: @playdeck/contract/bingo), made with the game session, and the
// address of the room's public stream.
import {
  bingoPaths,
  type BingoBuyRequest,
  type BingoBuyValue,
  type BingoRoomValue,
} from '@playdeck/contract/bingo';
import { housePaths, type HouseBalanceValue } from '@playdeck/contract/house';
import type { HouseApi } from '../api/house-api';

export function bingoApi(api: HouseApi) {
  return {
    room: () => api.get<BingoRoomValue>(bingoPaths.room),
    buy: (request: BingoBuyRequest) => api.post<BingoBuyValue>(bingoPaths.cards, request),
    balance: async () => (await api.get<HouseBalanceValue>(housePaths.balance)).balance,
  };
}

export type BingoApi = ReturnType<typeof bingoApi>;

/** The WebSocket address of a room's stream, on the page's own host. */
export function bingoStreamUrl(
  roomCode: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${bingoPaths.stream}?room=${encodeURIComponent(roomCode)}`;
}
