// Browser entry: theme first (no flash of the wrong theme), a token from the URL, then the start-up
// call and the texts of the stored language, both at once; the app renders when the texts are there
// (no flash of bare keys) and waits for the start-up call itself (App.tsx).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import './ui/tokens.css';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';
import { prefetchPermission } from './lib/permission';
import { adoptTokenFromUrl } from './lib/session';
import { applyTheme, initialTheme } from './lib/theme';

applyTheme(initialTheme());
adoptTokenFromUrl(window.location, window.history);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

const texts = initI18n();
prefetchPermission(queryClient);

function render() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React builds the page in slices of a few milliseconds instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

// Without its texts (a failed download) the site still renders, showing the keys, rather than nothing.
texts.then(render, render);
