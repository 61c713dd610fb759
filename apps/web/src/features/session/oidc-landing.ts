// Where a third-party sign-in comes back to the site: the server's callback sends the browser to
// /login with a one-time hand-off code (?oidc=) or a refusal's error code (?oidcError=). The login
// route keeps it here and opens the login popup, which finishes the sign-in or shows the refusal.
import { OIDC_ERROR_PARAM, OIDC_HANDOFF_PARAM } from '@playdeck/contract/oidc-landing';
import { createStore, useStore } from '../../lib/store';

export type OidcLanding = { kind: 'handoff'; code: string } | { kind: 'error'; code: string } | null;

export const oidcLandingStore = createStore<OidcLanding>(null);

/** Reads the landing from the address's query; true when there was one. */
export function keepOidcLanding(searchParams: URLSearchParams): boolean {
  const handoff = searchParams.get(OIDC_HANDOFF_PARAM);
  const error = searchParams.get(OIDC_ERROR_PARAM);
  if (handoff) oidcLandingStore.set({ kind: 'handoff', code: handoff.slice(0, 128) });
  else if (error && /^[A-Z_]{1,64}$/.test(error)) oidcLandingStore.set({ kind: 'error', code: error });
  else return false;
  return true;
}

export const clearOidcLanding = () => oidcLandingStore.set(null);

export function useOidcLanding(): OidcLanding {
  return useStore(oidcLandingStore);
}
