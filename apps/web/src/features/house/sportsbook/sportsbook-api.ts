// The house sportsbook's calls (contract: @playdeck/contract/sportsbook), made with the game session.
import {
  sportsbookPaths,
  type SportsbookBetRequest,
  type SportsbookBetValue,
  type SportsbookBetsValue,
  type SportsbookCashOutValue,
  type SportsbookFixturesValue,
  type SportsbookSport,
} from '@playdeck/contract/sportsbook';
import type { HouseApi } from '../api/house-api';

export type BetsTab = 'open' | 'settled';

export function sportsbookApi(api: HouseApi) {
  return {
    fixtures: (sport: SportsbookSport) =>
      api.get<SportsbookFixturesValue>(sportsbookPaths.fixtures, { sport }),
    bets: (status: BetsTab) => api.get<SportsbookBetsValue>(sportsbookPaths.bets, { status }),
    place: (request: SportsbookBetRequest) => api.post<SportsbookBetValue>(sportsbookPaths.bets, request),
    cashOut: (betId: string, offer: string) =>
      api.post<SportsbookCashOutValue>(sportsbookPaths.cashOut.replace(':betId', encodeURIComponent(betId)), {
        offer,
      }),
  };
}

export type SportsbookApi = ReturnType<typeof sportsbookApi>;
