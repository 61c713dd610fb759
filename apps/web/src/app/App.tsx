// The root: providers, then the start-up call; by its system status the site renders the maintenance
// page (1), the blocked page (2) or the router (0) (SPEC.md §4 "System status"). The operator console
// (/operator/…) always opens: the operator switches maintenance off there, and the API keeps the
// operator's calls and sign-in open whatever the site's state. So does the live chat (/livechat/…).
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isOperatorConsolePath } from '../features/operator/sections';
import { isLiveChatPath } from '../lib/customer-service';
import { finishHydration } from '../lib/hydration';
import { siteNameStore } from '../lib/page-title';
import { usePermission } from '../lib/permission';
import { Button } from '../ui/Button';
import { DialogProvider } from '../ui/dialogs';
import { EmptyState } from '../ui/EmptyState';
import { lazyNamed } from '../ui/lazy';
import { PageLoader } from '../ui/Loader';

// The maintenance and blocked pages are rare: their code comes only when the site is in that state.
const MaintenancePage = lazyNamed(() => import('../features/site/components/StatusPages'), 'MaintenancePage');
const BlockedPage = lazyNamed(() => import('../features/site/components/StatusPages'), 'BlockedPage');

function StartedSite({ router }: { router: ReactNode }) {
  const { t } = useTranslation();
  const { data: answer, isError, refetch } = usePermission();
  // The whole site renders once the answer is there: as a background render that yields to the
  // browser every few milliseconds, so that the page stays responsive while it is built.
  const permission = useDeferredValue(answer);
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
  // The status first: the server, which renders only open pages, has no window.location.
  if (permission.systemStatus === 0) return router;
  const { pathname } = window.location;
  // Live chat opens too: it is how a blocked visitor asks customer service to unlock them.
  if (isOperatorConsolePath(pathname) || isLiveChatPath(pathname)) return router;
  if (permission.systemStatus === 1) return <MaintenancePage permission={permission} />;
  return <BlockedPage permission={permission} />;
}

/**
 * The site: `router` is the router's provider, the browser's (main.tsx) or, for a page rendered on
 * the server, a static one (ssr/render.tsx).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  // Once the page is the app's (hydrated, or rendered here): presses kept meanwhile are made again
  // (public/boot.js), and the journeys know the page is ready for them.
  useEffect(() => {
    finishHydration();
    document.documentElement.dataset.ready = 'true';
    window.dispatchEvent(new Event('playdeck:ready'));
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <StartedSite router={router} />
      </DialogProvider>
    </QueryClientProvider>
  );
}
