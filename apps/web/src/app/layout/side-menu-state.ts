// Side menu state: collapsed (desktop, remembered) and open (mobile off-canvas, not remembered).
import { createStore, useStore } from '../../lib/store';

const COLLAPSED_KEY = 'playdeck.sideMenuCollapsed';

export const sideMenuStore = createStore(
  {
    collapsed: typeof localStorage !== 'undefined' && localStorage.getItem(COLLAPSED_KEY) === '1',
    mobileOpen: false,
  },
  // The server renders the menu expanded; a remembered collapse applies right after hydration.
  { collapsed: false, mobileOpen: false },
);

export function useSideMenu() {
  return useStore(sideMenuStore);
}

export function toggleSideMenu() {
  const wide = window.matchMedia?.('(min-width: 960px)').matches ?? true;
  sideMenuStore.set((state) => {
    if (!wide) return { ...state, mobileOpen: !state.mobileOpen };
    localStorage.setItem(COLLAPSED_KEY, state.collapsed ? '0' : '1');
    return { ...state, collapsed: !state.collapsed };
  });
}

export function closeMobileSideMenu() {
  sideMenuStore.set((state) => (state.mobileOpen ? { ...state, mobileOpen: false } : state));
}
