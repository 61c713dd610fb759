// The action guard (SPEC.md §4): before play, favourites, the member centre, deposit or withdraw, a
// visitor gets the login popup and a trial member the prompt that a real account is needed, whose
// confirm button opens registration (SPEC.md §8 "Trial user acting").
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberQueryKey } from '../../../lib/member';
import { useSession } from '../../../lib/session';
import { useDialogs } from '../../../ui/dialogs';
import { decideAction } from '../action-guard';
import { endTrialSession } from '../api/trial';
import { openLogin, openRegister } from '../login-modal';

/** Shows the "a real account is needed" prompt; confirming leaves the trial session and opens registration. */
export function useRealAccountPrompt() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const confirmed = await dialogs.confirm({
      title: t('trial.title'),
      message: t('trial.realAccountNeeded'),
      confirmLabel: t('trial.registerNow'),
    });
    if (!confirmed) return;
    await endTrialSession();
    queryClient.removeQueries({ queryKey: memberQueryKey });
    openRegister();
  }, [dialogs, queryClient, t]);
}

/** Returns a check to run before a protected action: true to go ahead; otherwise it has shown why not. */
export function useActionGuard() {
  const { isLogin, isTrial } = useSession();
  const promptRealAccount = useRealAccountPrompt();
  return useCallback((): boolean => {
    const decision = decideAction({ isLogin, isTrial });
    if (decision === 'login') openLogin();
    if (decision === 'realAccountNeeded') void promptRealAccount();
    return decision === 'allow';
  }, [isLogin, isTrial, promptRealAccount]);
}
