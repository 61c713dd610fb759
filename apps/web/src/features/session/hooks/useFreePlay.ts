// Free play (SPEC.md §4 "Free-play login"): a trial session, then the member info, then the lobby.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { withLoader } from '../../../lib/loader';
import { memberQueryKey } from '../../../lib/member';
import { useDialogs } from '../../../ui/dialogs';
import { startTrial } from '../api/trial';
import { closeLogin } from '../login-modal';

export function useFreePlay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await withLoader(startTrial);
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
      return;
    }
    closeLogin();
    await queryClient.invalidateQueries({ queryKey: memberQueryKey });
    void navigate('/');
  }, [dialogs, navigate, queryClient, t]);
}
