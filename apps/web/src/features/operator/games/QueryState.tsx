// What a tab shows instead of its content while its list loads or when loading failed: the loader,
// or the API's message with a button to try again.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { refusalMessage } from './refusal';

export function QueryState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (pending) return <Loader label={t('ui.loading')} />;
  if (!error) return null;
  return (
    <EmptyState
      title={t('operator.games.loadFailed')}
      description={refusalMessage(error, t('errors.network'))}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('operator.games.retry')}
        </Button>
      }
    />
  );
}
