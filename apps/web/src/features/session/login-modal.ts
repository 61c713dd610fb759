// Which session popup is open, login or register (SPEC.md §2 "Modals"); any part of the site may ask
// for one (SPEC.md §4 "Action guard"). One value, so opening one popup closes the other: the login
// popup's "register" link and the register popup's "log in" link just open the other.
import { createStore, useStore } from '../../lib/store';

export type SessionModal = 'login' | 'register' | null;

export const sessionModalStore = createStore<SessionModal>(null);

/**
 * The invitation code a visitor arrived with (/register?referralCode=…, SPEC.md §2 "Routes"). It is
 * kept for the page's lifetime, so closing the popup and opening it again from the header keeps it.
 */
export const invitationCodeStore = createStore<string | null>(null);

/**
 * The query a third-party sign-in came back with (/login?oidc=… or ?oidcError=…), kept for the login
 * popup, which reads it (oidc-landing.ts); only this store is in the site's first script.
 */
export const oidcReturnStore = createStore<string | null>(null);

export const openLogin = () => sessionModalStore.set('login');
export const openRegister = () => sessionModalStore.set('register');
export const closeSessionModal = () => sessionModalStore.set(null);
/** Closes the login popup only; a register popup opened meanwhile stays. */
export const closeLogin = () => sessionModalStore.set((open) => (open === 'login' ? null : open));
/** Closes the register popup only; a login popup opened meanwhile stays. */
export const closeRegister = () => sessionModalStore.set((open) => (open === 'register' ? null : open));

export function setInvitationCode(code: string | null) {
  const trimmed = code?.trim() ?? '';
  if (trimmed) invitationCodeStore.set(trimmed.slice(0, 64));
}

export function useSessionModal(): SessionModal {
  return useStore(sessionModalStore);
}

export function useLoginModalOpen(): boolean {
  return useSessionModal() === 'login';
}

export function useRegisterModalOpen(): boolean {
  return useSessionModal() === 'register';
}

export function useInvitationCode(): string | null {
  return useStore(invitationCodeStore);
}
