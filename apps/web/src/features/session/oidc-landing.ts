// Where a third-party sign-in comes back to the site: the server's callback sends the browser to
// /login with a one-time hand-off code (?oidc=) or a refusal's error code (?oidcError=). The login
// route keeps the query (login-modal.ts) and opens the login popup, which reads it here and finishes
// the sign-in or shows the refusal.
import { useMemo } from 'react';
import { OIDC_ERROR_PARAM, OIDC_HANDOFF_PARAM } from '@playdeck/contract/oidc-landing';
import { useStore } from '../../lib/store';
import { oidcReturnStore } from './login-modal';

export type OidcLanding = { kind: 'handoff'; code: string } | { kind: 'error'; code: string } | null;

/** The landing a query describes; an error code is kept only if it looks like one. */
export function oidcLandingOf(search: string | null): OidcLanding {
  if (!search) return null;
  const searchParams = new URLSearchParams(search);
  const handoff = searchParams.get(OIDC_HANDOFF_PARAM);
  const error = searchParams.get(OIDC_ERROR_PARAM);
  if (handoff) return { kind: 'handoff', code: handoff.slice(0, 128) };
  if (error && /^[A-Z_]{1,64}$/.test(error)) return { kind: 'error', code: error };
  return null;
}

export const clearOidcLanding = () => oidcReturnStore.set(null);

export function useOidcLanding(): OidcLanding {
  const search = useStore(oidcReturnStore);
  return useMemo(() => oidcLandingOf(search), [search]);
}
