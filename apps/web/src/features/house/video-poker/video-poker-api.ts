// The video poker machine's calls (contract: @playdeck/contract/video-poker), made with the game session.
import {
  videoPokerPaths,
  type VideoPokerDealRequest,
  type VideoPokerGameValue,
  type VideoPokerHandValue,
  type VideoPokerHintValue,
  type VideoPokerPlayValue,
} from '@playdeck/contract/video-poker';
import type { HouseApi } from '../api/house-api';

export function videoPokerApi(api: HouseApi) {
  return {
    game: () => api.get<VideoPokerGameValue>(videoPokerPaths.game),
    hand: () => api.get<VideoPokerHandValue>(videoPokerPaths.hand),
    deal: (request: VideoPokerDealRequest) => api.post<VideoPokerPlayValue>(videoPokerPaths.deal, request),
    draw: (held: boolean[]) => api.post<VideoPokerPlayValue>(videoPokerPaths.draw, { held }),
    hint: () => api.get<VideoPokerHintValue>(videoPokerPaths.hint),
  };
}

export type VideoPokerApi = ReturnType<typeof videoPokerApi>;
