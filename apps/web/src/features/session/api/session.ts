// POST /api/session (encrypted), POST /api/session/remembered (the httpOnly remember cookie) and
// DELETE /api/session.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginPayload, LoginValue } from '@playdeck/contract/session';
import { sessionPaths } from '@playdeck/contract/session';
import type { Permission } from '@playdeck/contract/site';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';
import { withLoader } from '../../../lib/loader';
import { endSession, startSession } from '../../../lib/session';
import { useDialogs } from '../../../ui/dialogs';

export async function signIn(
  payload: LoginPayload,
  encryption: Permission['encryption'],
): Promise<LoginValue> {
  const body = await encryptPayload(payload, encryption);
  const value = await api.post<LoginValue>(sessionPaths.session, body);
  startSession(value.token, value.member);
  return value;
}

/**
 * Signs back in with the 1-day httpOnly remember cookie the server set when "remember me" was ticked
 * (SPEC.md §4). fetch sends same-origin cookies by default, so the call carries no credentials of its
 * own. Rejects with ApiError 401 when there is no valid cookie.
 */
export async function signInRemembered(): Promise<LoginValue> {
  const value = await api.post<LoginValue>(sessionPaths.remembered);
  startSession(value.token, value.member);
  return value;
}

/** Sign-out at once, with the loader: for an answer that already said so (the reality check's stop). */
export function useSignOutNow() {
  const queryClient = useQueryClient();
  return () =>
    withLoader(async () => {
      await api.delete<null>(sessionPaths.session).catch(() => undefined);
      endSession();
      queryClient.removeQueries({ queryKey: ['member'] });
    });
}

/** Sign-out with the confirm dialog and the loader (SPEC.md §4 "Logout"); resolves true when signed out. */
export function useSignOut() {
  const dialogs = useDialogs();
  const signOutNow = useSignOutNow();
  const { t } = useTranslation();
  return async (): Promise<boolean> => {
    const confirmed = await dialogs.confirm({
      title: t('session.logoutTitle'),
      message: t('session.logoutConfirm'),
    });
    if (!confirmed) return false;
    await signOutNow();
    return true;
  };
}
