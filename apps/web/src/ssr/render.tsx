// Renders a visitor's page on the server: the same App the browser runs, with a static router and
// the answers of the calls the page makes, fetched while rendering. React renders the tree; the
// calls its components asked for and that have no answer yet are fetched; it renders again, until a
// render asks for nothing new (a page's calls depend on earlier answers: the lanes name the sections,
// a section names its games). The browser then takes the page over as it is (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Permission } from '@playdeck/contract/site';
import { App } from '../app/App';
import { routes, type RouteHandle } from '../app/router';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { permissionQueryKey } from '../lib/permission';
import type { PageState } from './page-state';

/** Renders at most this many times per page: each render may ask for the calls the last answers named. */
const RENDER_PASSES_MAX = 5;

export type RenderedPage = {
  /** The markup of the root element. */
  html: string;
  state: PageState;
  /** Source modules of the routes loaded on demand that the page shows (their style sheets are linked). */
  modules: string[];
};

const handler = createStaticHandler(routes);

// The site's texts in both languages, loaded as the browser loads them (each its own module).
const [{ translation: siteVi }, { translation: siteEn }] = await Promise.all([
  import('../i18n/catalogues/site.vi'),
  import('../i18n/catalogues/site.en'),
]);
void i18next.use(initReactI18next).init({
  resources: { vi: { translation: siteVi }, en: { translation: siteEn } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const isWaiting = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * The page at `url` as a visitor sees it in `language`, or null when it is not one the server renders
 * (a member's page, a redirect, an unknown address) or when one of its calls failed: the browser then
 * renders it itself, as it does any page.
 */
export async function renderPage(
  url: string,
  permission: Permission,
  language: string = DEFAULT_LANGUAGE,
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, 'http://playdeck.local')));
  if (context instanceof Response || context.errors) return null;
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  if (!handles.at(-1)?.serverRendered) return null;
  await i18next.changeLanguage(language);

  const router = createStaticRouter(handler.dataRoutes, context);
  // On the server nothing is ever stale and nothing is collected: the client only lives for one page.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });
  queryClient.setQueryData(permissionQueryKey, permission);
  const page = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>
  );

  let html = '';
  for (let pass = 0; pass < RENDER_PASSES_MAX; pass += 1) {
    html = renderToString(page);
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0) break;
    await Promise.allSettled(waiting.map((query) => query.fetch()));
    // A page shown with a failed call would show its error; the browser renders such a page itself.
    if (waiting.some((query) => query.state.status === 'error')) return null;
  }
  if (queryClient.getQueryCache().getAll().some(isWaiting)) return null;
  return {
    html,
    state: { language, queries: dehydrate(queryClient) },
    modules: handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
  };
}
