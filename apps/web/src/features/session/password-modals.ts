// Which password dialog is open (SPEC.md §2 "Modals": change password, forgot password). Any part of
// the site may open them: the login popup (forgot, forced change) and the member menu (change).
import { createStore, useStore } from '../../lib/store';

export type ChangePasswordRequest = {
  /** The forced change after signing in with the default or an expired password: no way to dismiss it. */
  forced: boolean;
  /**
   * The password the member has just typed to sign in, kept in memory only while the dialog is open,
   * so that the forced change does not ask for it again (SPEC.md §5 "unless already known").
   */
  oldPassword?: string;
  /** Where the member goes after the change: the lobby, or the agent centre for the agent site. */
  homePath: string;
};

export const changePasswordStore = createStore<ChangePasswordRequest | null>(null);
export const forgotPasswordStore = createStore(false);

export const openChangePassword = (request: ChangePasswordRequest = { forced: false, homePath: '/' }) =>
  changePasswordStore.set(request);
export const closeChangePassword = () => changePasswordStore.set(null);
export const openForgotPassword = () => forgotPasswordStore.set(true);
export const closeForgotPassword = () => forgotPasswordStore.set(false);

export function useChangePasswordRequest(): ChangePasswordRequest | null {
  return useStore(changePasswordStore);
}

export function useForgotPasswordOpen(): boolean {
  return useStore(forgotPasswordStore);
}
