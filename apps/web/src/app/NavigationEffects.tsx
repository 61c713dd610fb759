// After every navigation the page scrolls to top and the loader hides (SPEC.md §2 "Routes").
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { hideLoader, useLoaderVisible } from '../lib/loader';
import { PageLoader } from '../ui/Loader';
import { RELOADED_AFTER_ROUTE_ERROR_KEY } from './pages/RouteError';

export function NavigationEffects() {
  const { pathname, search } = useLocation();
  // The page the site opens on keeps its place: a server-rendered page may have been scrolled before
  // the app took it over, and a reload keeps the browser's own position.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    opened.current = true;
    hideLoader();
    sessionStorage.removeItem(RELOADED_AFTER_ROUTE_ERROR_KEY);
  }, [pathname, search]);
  return null;
}

export function GlobalLoader() {
  const navigation = useNavigation();
  const busy = useLoaderVisible();
  return <PageLoader visible={busy || navigation.state === 'loading'} />;
}
