// The browser's side of taking over a server-rendered page.
import type { createRouter } from '../app/router';

type BrowserRouter = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the code of the page's route (a route loaded on demand). */
export function routerReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

declare global {
  interface Window {
    /** Hydration mismatches React recovered from: the journeys check that there are none. */
    __playdeckHydrationErrors?: string[];
  }
}

/**
 * React recovers from markup that differs from the server's by rendering that part again in the
 * browser: correct, but the work the server saved is done twice. Each case is logged and kept for the
 * journeys, which fail on any.
 */
export function reportHydrationError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  (window.__playdeckHydrationErrors ??= []).push(message);
  console.error('Hydration mismatch:', message);
}
