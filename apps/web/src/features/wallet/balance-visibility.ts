// Whether the member chose to hide the balance (SPEC.md §2 "balance (hide/show toggle)"); the choice
// is kept in localStorage so that it survives a reload.
import { createStore, useStore } from '../../lib/store';

export const BALANCE_HIDDEN_KEY = 'playdeck.balanceHidden';

const readHidden = () => {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};

const hiddenStore = createStore(readHidden());

export function useBalanceHidden(): boolean {
  return useStore(hiddenStore);
}

export function setBalanceHidden(hidden: boolean) {
  localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  hiddenStore.set(hidden);
}
