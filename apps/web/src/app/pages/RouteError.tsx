// A route that failed to load (a stale script chunk after a deploy, a network blip) is not shown as
// an error: navigation failures are ignored (SPEC.md §2) and the page reloads once to fetch the
// current build; a second failure shows a retry.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

export const RELOADED_AFTER_ROUTE_ERROR_KEY = 'playdeck.reloadedAfterRouteError';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const alreadyReloaded = sessionStorage.getItem(RELOADED_AFTER_ROUTE_ERROR_KEY) === '1';
  useEffect(() => {
    console.warn('route failed to load', error);
    if (!alreadyReloaded) {
      sessionStorage.setItem(RELOADED_AFTER_ROUTE_ERROR_KEY, '1');
      window.location.reload();
    }
  }, [alreadyReloaded, error]);
  if (!alreadyReloaded) return null;
  return (
    <EmptyState
      title={t('errors.network')}
      action={
        <Button
          onClick={() => {
            sessionStorage.removeItem(RELOADED_AFTER_ROUTE_ERROR_KEY);
            window.location.reload();
          }}
        >
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
