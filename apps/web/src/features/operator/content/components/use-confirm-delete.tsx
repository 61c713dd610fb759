// Delete with a confirmation: the operator answers a danger dialog naming the item, then the call
// runs; a refusal is shown as the API's translated message. Answers whether the item was deleted.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../../ui/dialogs';
import { useApiMessage } from '../../form-errors';

export function useConfirmDelete() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  return useCallback(
    async (name: string, remove: () => Promise<unknown>): Promise<boolean> => {
      const confirmed = await dialogs.confirm({
        title: t('operator.delete'),
        message: (
          <>
            <strong>{name}</strong>
            <br />
            {t('operator.confirmDelete')}
          </>
        ),
        confirmLabel: t('operator.delete'),
        cancelLabel: t('operator.cancel'),
        danger: true,
      });
      if (!confirmed) return false;
      try {
        await remove();
        return true;
      } catch (error) {
        await dialogs.warning(apiMessage(error));
        return false;
      }
    },
    [apiMessage, dialogs, t],
  );
}
