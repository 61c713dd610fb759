// Every route of SPEC.md §2 with history-mode routing. The main view is shared by /, /index,
// /index.html, /home, /login and /register; game pages hide the side menu; /seamless has no footer;
// /agentHome has its own layout.
import type { ReactNode } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import type { GameType } from '@playdeck/contract/lobby';
import { TitledPage } from '../features/lobby/pages/TitledPage';
import { useRememberedSignIn } from '../features/session/hooks/useRememberedSignIn';
import { houseRoutes } from '../features/house/house-routes';
import { livechatRoutes } from '../features/livechat/livechat-routes';
import { RequireAgent, RequireLogin, RequireOperator } from './guards';
import { HomeRoute } from './pages/HomeRoute';
import { SessionGuards } from './SessionGuards';
import { MainLayout } from './layout/MainLayout';
import { GlobalLoader, NavigationEffects } from './NavigationEffects';
import { LicenceRoute } from './pages/LicenceRoute';
import { LoginRoute } from './pages/LoginRoute';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegisterRoute } from './pages/RegisterRoute';
import { RouteError } from './pages/RouteError';
import { SitePopups } from './SitePopups';
import { loadCatalogue } from '../i18n/i18n';
import { lazyNamed } from '../ui/lazy';
import { PageLoader } from '../ui/Loader';

// Pages and layouts loaded on demand: each area (member centre, lottery, agent centre, operator
// console) comes when opened.
// The member centre shows the reward centre and the turnover locks: it comes with the promotions' texts.
const MemberCentrePage = lazyNamed(
  () =>
    Promise.all([import('./pages/member-centre/MemberCentrePage'), loadCatalogue('promotions')]).then(
      ([module]) => module,
    ),
  'MemberCentrePage',
);
// The promotions page comes with its texts.
const PromotionsPage = lazyNamed(
  () =>
    Promise.all([import('../features/promotions/pages/PromotionsPage'), loadCatalogue('promotions')]).then(
      ([module]) => module,
    ),
  'PromotionsPage',
);
// The points mall comes with the promotions' texts, where its own are.
const PointMallPage = lazyNamed(
  () =>
    Promise.all([import('../features/points/pages/PointMallPage'), loadCatalogue('promotions')]).then(
      ([module]) => module,
    ),
  'PointMallPage',
);
// The app download page that the side menu's iOS link opens (SPEC.md §2).
const AppDownloadPage = lazyNamed(() => import('../features/site/pages/AppDownloadPage'), 'AppDownloadPage');
const HelpPage = lazyNamed(() => import('../features/content/pages/HelpPage'), 'HelpPage');
const AccountGamesPage = lazyNamed(
  () => import('../features/lobby/pages/AccountGamesPage'),
  'AccountGamesPage',
);
const LotteryLobbyPage = lazyNamed(
  () => import('../features/lottery/pages/LotteryLobbyPage'),
  'LotteryLobbyPage',
);
const AgentLoginPage = lazyNamed(() => import('../features/session/pages/AgentLoginPage'), 'AgentLoginPage');
// The agent centre comes with its texts, as the operator console does.
const AgentCentrePage = lazyNamed(
  () =>
    Promise.all([import('./pages/agent/AgentCentrePage'), loadCatalogue('agent')]).then(([module]) => module),
  'AgentCentrePage',
);
// The operator console's pages come with the console's texts.
function withOperatorTexts<Module>(loading: Promise<Module>): Promise<Module> {
  return Promise.all([loading, loadCatalogue('operator')]).then(([module]) => module);
}
const OperatorLayout = lazyNamed(
  () => withOperatorTexts(import('./layout/OperatorLayout')),
  'OperatorLayout',
);
const OperatorLoginPage = lazyNamed(
  () => withOperatorTexts(import('../features/session/pages/OperatorLoginPage')),
  'OperatorLoginPage',
);
// The console's desks are listed in its own chunk (pages/operator/OperatorDesk.tsx).
const OperatorDesk = lazyNamed(() => import('./pages/operator/OperatorDesk'), 'OperatorDesk');

function RootShell() {
  // SPEC.md §4 "Remember me": a remembered visitor is signed back in by the server's cookie at start-up.
  useRememberedSignIn();
  return (
    <SessionGuards>
      <NavigationEffects />
      <Outlet />
      <SitePopups />
      <GlobalLoader />
    </SessionGuards>
  );
}

/**
 * What a route tells the server about rendering it (ssr/render.tsx): whether a visitor's page is
 * rendered on the server, and the source module of a route loaded on demand, whose style sheets the
 * server links in the page's head (their file names come from the build's manifest).
 */
export type RouteHandle = { serverRendered?: boolean; module?: string };

// Case-sensitive: /seaLottery (login required) and /sealottery (game page) are different routes.
const page = (path: string, element: ReactNode): RouteObject => ({ path, element, caseSensitive: true });
/** A page a visitor may open first (the lobby): rendered on the server as well. */
const serverRendered = (route: RouteObject): RouteObject => ({
  ...route,
  handle: { serverRendered: true } satisfies RouteHandle,
});
const loggedIn = (path: string, element: ReactNode): RouteObject =>
  page(path, <RequireLogin>{element}</RequireLogin>);
// A game-type page loads with its route (React Router starts the download with the navigation, or at
// start-up beside the start-up call when the site opens on it).
const loadGameTypePage = () => import('../features/lobby/pages/GameTypePage');
const GAME_TYPE_PAGE_MODULE = 'src/features/lobby/pages/GameTypePage.tsx';
const gameType = (path: string, type: GameType): RouteObject => ({
  path,
  caseSensitive: true,
  handle: { serverRendered: true, module: GAME_TYPE_PAGE_MODULE } satisfies RouteHandle,
  lazy: async () => {
    const { GameTypePage } = await loadGameTypePage();
    return { element: <GameTypePage type={type} /> };
  },
});

export const routes: RouteObject[] = [
  // The house games' pages run in the game popup's frame, outside the member site.
  ...houseRoutes,
  // The live chat's window (440×750), outside the member site's layout too.
  ...livechatRoutes,
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    // Shown while the first page's code arrives, when the site opens on a page loaded on demand.
    hydrateFallbackElement: <PageLoader visible />,
    children: [
      {
        element: <MainLayout />,
        children: [
          ...['/', '/index', '/index.html', '/home'].map((path) => serverRendered(page(path, <HomeRoute />))),
          page('/login', <LoginRoute />),
          page('/register', <RegisterRoute />),
          page('/agent', <AgentLoginPage />),
          page('/operator/login', <OperatorLoginPage />),
          loggedIn('/member', <MemberCentrePage />),
          page('/help', <HelpPage />),
          page('/app-download', <AppDownloadPage />),
          page('/licence', <LicenceRoute />),
          gameType('/sports', 'SPORTS'),
          gameType('/esports', 'ESPORTS'),
          gameType('/lott', 'LOTT'),
          gameType('/elott', 'ELOTT'),
          gameType('/live', 'LIVE'),
          gameType('/fish', 'FISH'),
          gameType('/rng', 'RNG'),
          gameType('/pvp', 'PVP'),
          gameType('/cockfight', 'COCKFIGHT'),
          gameType('/bingo', 'BINGO'),
          loggedIn('/favorite', <AccountGamesPage tab="FAV" />),
          loggedIn('/recent', <AccountGamesPage tab="RECENT" />),
          page('/promotions', <PromotionsPage />),
          page('/pointMall', <PointMallPage />),
          page('*', <NotFoundPage />),
        ],
      },
      {
        element: <MainLayout sideMenu={false} />,
        children: [
          loggedIn('/lottery', <LotteryLobbyPage kind="lottery" />),
          loggedIn('/seaLottery', <LotteryLobbyPage kind="seaLottery" />),
          loggedIn('/vnLottery', <LotteryLobbyPage kind="vnLottery" />),
          page('/lottert', <TitledPage titleKey="pages.lottery" showGameCode />),
          page('/vnlottery', <TitledPage titleKey="pages.vnLottery" showGameCode />),
          page('/sealottery', <TitledPage titleKey="pages.seaLottery" showGameCode />),
        ],
      },
      {
        element: <MainLayout sideMenu={false} footer={false} />,
        children: [page('/seamless', <TitledPage titleKey="pages.seamless" showGameCode />)],
      },
      {
        path: '/operator',
        element: (
          <RequireOperator>
            <OperatorLayout />
          </RequireOperator>
        ),
        children: [
          { index: true, element: <OperatorDesk /> },
          { path: ':desk', element: <OperatorDesk /> },
        ],
      },
      page(
        '/agentHome',
        <RequireAgent>
          <AgentCentrePage />
        </RequireAgent>,
      ),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
