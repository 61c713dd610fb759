// The root: providers, then the start-up call; by its system status the site renders the maintenance
// page (1), the blocked page (2) or the router (0) (SPEC.md §4 "System status"). The operator console
// (/operator/…) always opens: the operator switches maintenance off there, and the API keeps the
// operator's calls and sign-in open whatever the site's state.
import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isOperatorConsolePath } from '../features/operator/sections';
import { BlockedPage, MaintenancePage } from '../features/site/components/StatusPages';
import { siteNameStore } from '../lib/page-title';
import { usePermission } from '../lib/permission';
import { Button } from '../ui/Button';
import { DialogProvider } from '../ui/dialogs';
import { EmptyState } from '../ui/EmptyState';
import { PageLoader } from '../ui/Loader';
import { createRouter } from './router';

function StartedSite() {
  const { t } = useTranslation();
  const { data: permission, isError, refetch } = usePermission();
  const [router] = useState(createRouter);
  useEffect(() => {
    if (permission) siteNameStore.set(permission.siteName);
  }, [permission]);
  if (isError) {
    return (
      <EmptyState
        title={t('errors.network')}
        action={<Button onClick={() => void refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (!permission) return <PageLoader visible />;
  if (isOperatorConsolePath(window.location.pathname)) return <RouterProvider router={router} />;
  if (permission.systemStatus === 1) return <MaintenancePage permission={permission} />;
  if (permission.systemStatus === 2) return <BlockedPage permission={permission} />;
  return <RouterProvider router={router} />;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <StartedSite />
      </DialogProvider>
    </QueryClientProvider>
  );
}
