// What the game popup shows (SPEC.md §2 "Modals: game popup (iframe)"): a launched game's page in a
// frame, or a vassalage vendor's game list. Any part of the site may open it; RootShell mounts it.
import { createStore, useStore } from '../../lib/store';

export type GamePopupState =
  | { kind: 'game'; title: string; url: string }
  | { kind: 'vendorGames'; title: string; vendorCode: string }
  | null;

export const gamePopupStore = createStore<GamePopupState>(null);

export const openGamePopup = (state: Exclude<GamePopupState, null>) => gamePopupStore.set(state);
export const closeGamePopup = () => gamePopupStore.set(null);
export const useGamePopup = () => useStore(gamePopupStore);
