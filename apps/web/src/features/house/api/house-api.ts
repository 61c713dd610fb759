// The house game server's calls (contract: @playdeck/contract/house), made with the game session's
// bearer token rather than the member's: the game page is the vendor's page, as in a real studio.
import {
  housePaths,
  type HouseFairnessValue,
  type HouseSeedsValue,
  type HouseSessionValue,
  type HouseVerifyRequest,
  type HouseVerifyValue,
  type HouseRoundItem,
} from '@playdeck/contract/house';
import { api, apiRequest } from '../../../lib/api-client';

export type HousePage<T> = { list: T[]; pageNo: number; pageSize: number; total: number; totalPages: number };

export const openHouseSession = (launchToken: string) =>
  api.post<HouseSessionValue>(housePaths.session, { launchToken });

/** Calls of one game session. */
export function houseApi(sessionToken: string) {
  const get = <T>(path: string, query?: Record<string, string | number>) =>
    apiRequest<T>('GET', path, { query, bearer: sessionToken });
  const post = <T>(path: string, body?: unknown) =>
    apiRequest<T>('POST', path, { body, bearer: sessionToken });
  return {
    get,
    post,
    seeds: () => get<HouseSeedsValue>(housePaths.seeds),
    rotateSeeds: (clientSeed?: string) =>
      post<HouseSeedsValue>(housePaths.rotateSeeds, clientSeed ? { clientSeed } : {}),
    rounds: (pageNo: number, pageSize: number) =>
      get<HousePage<HouseRoundItem>>(housePaths.rounds, { pageNo, pageSize }),
  };
}

export type HouseApi = ReturnType<typeof houseApi>;

export const fetchFairness = (roundId: string) =>
  api.get<HouseFairnessValue>(housePaths.round.replace(':roundId', encodeURIComponent(roundId)));

export const verifyOutcome = (request: HouseVerifyRequest) =>
  api.post<HouseVerifyValue>(housePaths.verify, request);
