// Whether the page has been hydrated (or rendered in the browser from the start). A server-rendered
// page is a visitor's first screen; what depends on the browser alone (popups remembered as closed in
// sessionStorage, a notice seen, open windows) is rendered only once the browser has taken the page
// over, so that hydration meets exactly the markup the server sent.
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/** False while the server renders and while React hydrates; true in the browser after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
