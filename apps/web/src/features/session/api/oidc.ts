// Third-party sign-in calls: GET /api/session/oidc/providers (the buttons), the start address the
// browser goes to, POST /api/session/oidc/exchange (the one-time hand-off code from the address),
// POST /api/session/oidc/link (encrypted: the existing account's password) and
// POST /api/session/oidc/birth-date (the date of birth and the 18+ declaration).
import { useQuery } from '@tanstack/react-query';
import {
  oidcPaths,
  type OidcBirthDateRequest,
  type OidcExchangeValue,
  type OidcLinkPayload,
  type OidcProvider,
} from '@playdeck/contract/oidc';
import type { LoginValue } from '@playdeck/contract/session';
import type { Permission } from '@playdeck/contract/site';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';
import { startSession } from '../../../lib/session';

export const oidcProvidersKey = ['session', 'oidc-providers'] as const;

export function useOidcProviders() {
  return useQuery({
    queryKey: oidcProvidersKey,
    queryFn: () => api.get<OidcProvider[]>(oidcPaths.providers),
    staleTime: 5 * 60 * 1000,
  });
}

/** The server's start address: it sends the browser on to the provider's sign-in. */
export function oidcStartUrl(provider: OidcProvider, invitationCode: string | null): string {
  const path = oidcPaths.start.replace(':provider', provider);
  return invitationCode ? `${path}?invitationCode=${encodeURIComponent(invitationCode)}` : path;
}

/**
 * One exchange per code, even if the page asks twice (React's development double effects): the code
 * is single-use, and a second call would only be refused.
 */
const exchanges = new Map<string, Promise<OidcExchangeValue>>();

export function exchangeHandoff(handoff: string): Promise<OidcExchangeValue> {
  let pending = exchanges.get(handoff);
  if (!pending) {
    pending = api.post<OidcExchangeValue>(oidcPaths.exchange, { handoff }).then((value) => {
      if (value.status === 'signedIn') startSession(value.login.token, value.login.member);
      return value;
    });
    exchanges.set(handoff, pending);
  }
  return pending;
}

export async function linkIdentity(
  payload: OidcLinkPayload,
  encryption: Permission['encryption'],
): Promise<LoginValue> {
  const value = await api.post<LoginValue>(oidcPaths.link, await encryptPayload(payload, encryption));
  startSession(value.token, value.member);
  return value;
}

export async function giveBirthDate(request: OidcBirthDateRequest): Promise<LoginValue> {
  const value = await api.post<LoginValue>(oidcPaths.birthDate, request);
  startSession(value.token, value.member);
  return value;
}
