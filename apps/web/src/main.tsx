// Browser entry: theme first (no flash of the wrong theme), a token from the URL, then the texts of
// the stored language. A page the server rendered for a visitor (ssr/) is taken over as it is
// (hydrated) from the answers it carries; any other page (a member's, another language, a page the
// server does not render) is rendered here, beside the start-up call.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import './ui/tokens.css';
import { App } from './app/App';
import { createRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { resolveStoredLanguage } from './i18n/languages';
import { prefetchPermission } from './lib/permission';
import { adoptTokenFromUrl, sessionStore } from './lib/session';
import { applyTheme, initialTheme } from './lib/theme';
import { readPageState } from './ssr/page-state';
import { reportHydrationError, routerReady } from './ssr/hydration';

applyTheme(initialTheme());
adoptTokenFromUrl(window.location, window.history);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

const rootElement = document.getElementById('root')!;
const language = resolveStoredLanguage(localStorage);
const pageState = readPageState(document);
// The server renders a visitor's page in the default language; a member's page, or one in another
// language, is rendered here instead.
const hydrating =
  pageState !== null &&
  rootElement.firstChild !== null &&
  pageState.language === language &&
  !sessionStore.get().isLogin;
if (hydrating) hydrate(queryClient, pageState.queries);
else prefetchPermission(queryClient);

const texts = initI18n(language);

/**
 * Lets the browser breathe between the steps of starting: each step (the router's tables, the
 * texts, the first render's slices) is then a task of its own, none long enough to hold up a tap.
 */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await breathe();
  const router = createRouter();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={<RouterProvider router={router} />} />
    </StrictMode>
  );
  // Without its texts (a failed download) the site still renders, showing the keys, rather than nothing.
  await texts.catch(() => undefined);
  await breathe();
  if (hydrating) {
    // The page's route code (a lazy route) must be there, or the first render would differ.
    await routerReady(router);
    // A transition: React hydrates in slices of a few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(rootElement, app, { onRecoverableError: reportHydrationError });
    });
    return;
  }
  rootElement.textContent = '';
  const root = createRoot(rootElement);
  // A transition: React builds the page in slices of a few milliseconds instead of one long task.
  startTransition(() => root.render(app));
}

void start();
