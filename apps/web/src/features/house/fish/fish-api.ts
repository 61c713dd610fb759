// The fish rooms' calls (contract: @playdeck/contract/fish), made with the game session's token.
import {
  fishPaths,
  fishScenePath,
  type FishBatchRequest,
  type FishBatchValue,
  type FishRoomValue,
  type FishSceneValue,
} from '@playdeck/contract/fish';
import { housePaths, type HouseBalanceValue } from '@playdeck/contract/house';
import type { HouseApi } from '../api/house-api';
import type { FishApi } from './pond-game';

export function fishApi(api: HouseApi): FishApi & { room(): Promise<FishRoomValue> } {
  return {
    room: () => api.get<FishRoomValue>(fishPaths.room),
    scene: (sceneIndex: number) => api.get<FishSceneValue>(fishScenePath(sceneIndex)),
    fire: (request: FishBatchRequest) => api.post<FishBatchValue>(fishPaths.batches, request),
    balance: async () => (await api.get<HouseBalanceValue>(housePaths.balance)).balance,
  };
}
