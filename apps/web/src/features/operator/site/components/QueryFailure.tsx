// What a tab shows when its data did not load: the API's translated message and a retry button.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';

export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={error instanceof ApiError ? error.message : t('errors.network')}
      action={<Button onClick={onRetry}>{t('errors.retry')}</Button>}
    />
  );
}
