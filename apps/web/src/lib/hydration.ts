// The browser's taking over of a server-rendered page (decision record 006).
//
// useHydrated: whether the page has been hydrated (or rendered in the browser from the start). What
// depends on the browser alone (popups remembered as closed in sessionStorage, a notice seen) is
// rendered only once the browser has taken the page over, so that hydration meets exactly the
// markup the server sent.
import { startTransition, useEffect, useState } from 'react';

/** Set once the first page has been taken over: what mounts later renders the browser's at once. */
let hydrated = false;
/** The page has been taken over (App's first effect). */
export function finishHydration() {
  hydrated = true;
}

/**
 * False while the server renders and while React hydrates; true in the browser after that. The
 * switch is a transition, so that what it brings (a popup) renders in slices, not in one long task.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}
