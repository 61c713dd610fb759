// Whether the login popup is open; any part of the site may ask for it (SPEC.md §4 "Action guard").
import { createStore, useStore } from '../../lib/store';

export const loginModalStore = createStore(false);

export const openLogin = () => loginModalStore.set(true);
export const closeLogin = () => loginModalStore.set(false);

export function useLoginModalOpen(): boolean {
  return useStore(loginModalStore);
}
