// The scratch card's calls (contract: @playdeck/contract/scratch), made with the game session.
import {
  scratchPaths,
  type ScratchBuyRequest,
  type ScratchCardValue,
  type ScratchTicketValue,
} from '@playdeck/contract/scratch';
import type { HouseApi } from '../api/house-api';

export function scratchApi(api: HouseApi) {
  return {
    card: () => api.get<ScratchCardValue>(scratchPaths.card),
    buy: (request: ScratchBuyRequest) => api.post<ScratchTicketValue>(scratchPaths.tickets, request),
  };
}

export type ScratchApi = ReturnType<typeof scratchApi>;
