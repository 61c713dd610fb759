// The card room's calls (contract: @playdeck/contract/poker), made with the game session, and the
// address of the table's stream.
import {
  pokerPaths,
  type PokerActRequest,
  type PokerSitRequest,
  type PokerTableValue,
} from '@playdeck/contract/poker';
import { housePaths, type HouseBalanceValue } from '@playdeck/contract/house';
import type { HouseApi } from '../api/house-api';

export function pokerApi(api: HouseApi) {
  return {
    table: () => api.get<PokerTableValue>(pokerPaths.table),
    sit: (request: PokerSitRequest) => api.post<PokerTableValue>(pokerPaths.sit, request),
    leave: () => api.post<PokerTableValue>(pokerPaths.leave),
    act: (request: PokerActRequest) => api.post<PokerTableValue>(pokerPaths.act, request),
    balance: async () => (await api.get<HouseBalanceValue>(housePaths.balance)).balance,
  };
}

export type PokerApi = ReturnType<typeof pokerApi>;

/** The WebSocket address of a table's stream, on the page's own host (the token goes in a message). */
export function pokerStreamUrl(
  tableCode: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${pokerPaths.stream}?table=${encodeURIComponent(tableCode)}`;
}
