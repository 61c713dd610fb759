// Runs the steps after any successful sign-in (SPEC.md §4 "Login", "Forced password change"): the
// first-login action, then either the forced password change or the normal member-info load.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginValue } from '@playdeck/contract/session';
import { memberQueryKey } from '../../../lib/member';
import { rememberPreviousSignIn } from '../../../lib/session';
import { closeLogin } from '../login-modal';
import { openChangePassword } from '../password-modals';
import { needsPasswordChange, runFirstLoginAction, type SignInType } from '../sign-in-flow';

export type SignInOutcome = 'signedIn' | 'passwordChangeRequired';

export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      value: LoginValue,
      context: { type: SignInType; password?: string; homePath: string },
    ): Promise<SignInOutcome> => {
      if (value.firstTimeLogin) runFirstLoginAction(value);
      rememberPreviousSignIn(value.previousLoginAt);
      if (needsPasswordChange(value, context.type)) {
        // The change dialog takes the login popup's place; the normal info load waits for it.
        closeLogin();
        openChangePassword({ forced: true, oldPassword: context.password, homePath: context.homePath });
        return 'passwordChangeRequired';
      }
      await queryClient.invalidateQueries({ queryKey: memberQueryKey });
      // Hook point (SPEC.md §4 "set an after-login modal flag"; §7 unread messages and consolidated
      // info, which trial members skip): those calls do not exist yet.
      return 'signedIn';
    },
    [queryClient],
  );
}
