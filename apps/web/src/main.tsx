// Browser entry: theme and language first (no flash of the wrong theme or text), a token from the
// URL, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import './ui/tokens.css';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';
import { adoptTokenFromUrl } from './lib/session';
import { applyTheme, initialTheme } from './lib/theme';

applyTheme(initialTheme());
initI18n();
adoptTokenFromUrl(window.location, window.history);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
