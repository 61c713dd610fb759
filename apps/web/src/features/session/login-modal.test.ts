// Proves the session popups are one at a time: opening register replaces login and back, closing one
// leaves the other alone, and the invitation code from the address is kept trimmed, never emptied.
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeLogin,
  closeRegister,
  invitationCodeStore,
  openLogin,
  openRegister,
  sessionModalStore,
  setInvitationCode,
} from './login-modal';

afterEach(() => {
  sessionModalStore.set(null);
  invitationCodeStore.set(null);
});

describe('session popups', () => {
  it('shows one popup at a time', () => {
    openLogin();
    openRegister();
    expect(sessionModalStore.get()).toBe('register');
    openLogin();
    expect(sessionModalStore.get()).toBe('login');
  });

  it('closes only the popup it names', () => {
    openRegister();
    closeLogin();
    expect(sessionModalStore.get()).toBe('register');
    closeRegister();
    expect(sessionModalStore.get()).toBeNull();
  });

  it('keeps the invitation code trimmed and ignores an empty one', () => {
    setInvitationCode(' AG100 ');
    setInvitationCode('');
    setInvitationCode(null);
    expect(invitationCodeStore.get()).toBe('AG100');
  });
});
