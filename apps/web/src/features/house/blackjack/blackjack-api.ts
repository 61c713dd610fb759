// The blackjack table's calls (contract: @playdeck/contract/blackjack), made with the game session.
import {
  blackjackPaths,
  type BlackjackAction,
  type BlackjackHandValue,
  type BlackjackHintValue,
  type BlackjackPlayValue,
  type BlackjackTableValue,
} from '@playdeck/contract/blackjack';
import type { HouseApi } from '../api/house-api';

export function blackjackApi(api: HouseApi) {
  return {
    table: () => api.get<BlackjackTableValue>(blackjackPaths.table),
    hand: () => api.get<BlackjackHandValue>(blackjackPaths.hand),
    deal: (stake: string) => api.post<BlackjackPlayValue>(blackjackPaths.deal, { stake }),
    act: (action: BlackjackAction) => api.post<BlackjackPlayValue>(blackjackPaths.act, { action }),
    hint: () => api.get<BlackjackHintValue>(blackjackPaths.hint),
  };
}

export type BlackjackApi = ReturnType<typeof blackjackApi>;
