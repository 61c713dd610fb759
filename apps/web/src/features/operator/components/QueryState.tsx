// What a tab shows in place of its data while the data loads, or when loading failed and there is
// nothing to show: the loader, or what went wrong (the API's translated message) with a button to try
// again. A failed refresh of data already shown leaves that data in view, and this shows nothing.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { useApiMessage } from '../form-errors';

/** The parts of a TanStack query result this reads. */
export interface QueryStateSource {
  isPending: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

export function QueryState({ query }: { query: QueryStateSource }) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  if (query.isPending) return <Loader label={t('ui.loading')} />;
  if (!query.error || query.data !== undefined) return null;
  return (
    <EmptyState
      title={t('operator.loadFailed')}
      description={apiMessage(query.error)}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
