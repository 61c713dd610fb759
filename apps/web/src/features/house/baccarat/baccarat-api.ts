// The live baccarat table's calls (contract: @playdeck/contract/baccarat), made with the game session,
// and the address of the table's public stream.
import {
  baccaratPaths,
  type BaccaratBetRequest,
  type BaccaratBetValue,
  type BaccaratTableValue,
} from '@playdeck/contract/baccarat';
import { housePaths, type HouseBalanceValue } from '@playdeck/contract/house';
import type { HouseApi } from '../api/house-api';

export function baccaratApi(api: HouseApi) {
  return {
    table: () => api.get<BaccaratTableValue>(baccaratPaths.table),
    bet: (request: BaccaratBetRequest) => api.post<BaccaratBetValue>(baccaratPaths.bets, request),
    balance: async () => (await api.get<HouseBalanceValue>(housePaths.balance)).balance,
  };
}

export type BaccaratApi = ReturnType<typeof baccaratApi>;

/** The WebSocket address of a table's stream, on the page's own host. */
export function baccaratStreamUrl(
  tableCode: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${baccaratPaths.stream}?table=${encodeURIComponent(tableCode)}`;
}
