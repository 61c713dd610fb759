// Every route of SPEC.md §2 with history-mode routing. The main view is shared by /, /index,
// /index.html, /home, /login and /register; game pages hide the side menu; /seamless has no footer;
// /agentHome has its own layout.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import type { GameType } from '@playdeck/contract/lobby';
import { ContentModals } from '../features/content/components/ContentModals';
import { GameTypePage } from '../features/lobby/pages/GameTypePage';
import { GamePopup } from '../features/lobby/components/GamePopup';
import { TitledPage } from '../features/lobby/pages/TitledPage';
import { ChangePasswordModal } from '../features/session/components/ChangePasswordModal';
import { ForcedPasswordChange } from '../features/session/components/ForcedPasswordChange';
import { ForgotPasswordModal } from '../features/session/components/ForgotPasswordModal';
import { LoginModal } from '../features/session/components/LoginModal';
import { RegisterModal } from '../features/session/components/RegisterModal';
import { useRememberedSignIn } from '../features/session/hooks/useRememberedSignIn';
import { houseRoutes } from '../features/house/house-routes';
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
import { PageLoader } from '../ui/Loader';

/**
 * A page or layout loaded on demand: the home page's first script carries only what the first screen
 * needs, and each area (member centre, lottery, agent centre, operator console) comes when opened.
 */
function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Loaded = lazy(() =>
    load().then((module) => ({ default: module[name] as ComponentType<Props> })),
  ) as unknown as ComponentType<Props>;
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageLoader visible />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

const MemberCentrePage = lazyNamed(
  () => import('./pages/member-centre/MemberCentrePage'),
  'MemberCentrePage',
);
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
const AgentLayout = lazyNamed(() => import('./layout/AgentLayout'), 'AgentLayout');
const OperatorLayout = lazyNamed(() => import('./layout/OperatorLayout'), 'OperatorLayout');
const OperatorLoginPage = lazyNamed(
  () => import('../features/session/pages/OperatorLoginPage'),
  'OperatorLoginPage',
);
const ContentDesk = lazyNamed(() => import('../features/operator/content/ContentDesk'), 'ContentDesk');
const GamesDesk = lazyNamed(() => import('../features/operator/games/GamesDesk'), 'GamesDesk');
const PaymentsDesk = lazyNamed(() => import('../features/operator/payments/PaymentsDesk'), 'PaymentsDesk');
const SiteDesk = lazyNamed(() => import('../features/operator/site/SiteDesk'), 'SiteDesk');

function RootShell() {
  // SPEC.md §4 "Remember me": a remembered visitor is signed back in by the server's cookie at start-up.
  useRememberedSignIn();
  return (
    <SessionGuards>
      <NavigationEffects />
      <Outlet />
      <LoginModal />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <ForcedPasswordChange />
      <RegisterModal />
      <GamePopup />
      <ContentModals />
      <GlobalLoader />
    </SessionGuards>
  );
}

// Case-sensitive: /seaLottery (login required) and /sealottery (game page) are different routes.
const page = (path: string, element: ReactNode): RouteObject => ({ path, element, caseSensitive: true });
const loggedIn = (path: string, element: ReactNode): RouteObject =>
  page(path, <RequireLogin>{element}</RequireLogin>);
const gameType = (path: string, type: GameType) => page(path, <GameTypePage type={type} />);

export const routes: RouteObject[] = [
  // The house games' pages run in the game popup's frame, outside the member site.
  ...houseRoutes,
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          ...['/', '/index', '/index.html', '/home'].map((path) => page(path, <HomeRoute />)),
          page('/login', <LoginRoute />),
          page('/register', <RegisterRoute />),
          page('/agent', <AgentLoginPage />),
          page('/operator/login', <OperatorLoginPage />),
          loggedIn('/member', <MemberCentrePage />),
          page('/help', <HelpPage />),
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
          page('/promotions', <TitledPage titleKey="pages.promotions" />),
          page('/pointMall', <TitledPage titleKey="pages.pointMall" />),
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
          { index: true, element: <Navigate to="/operator/payments" replace /> },
          { path: 'payments', element: <PaymentsDesk /> },
          { path: 'content', element: <ContentDesk /> },
          { path: 'games', element: <GamesDesk /> },
          { path: 'site', element: <SiteDesk /> },
        ],
      },
      page(
        '/agentHome',
        <RequireAgent>
          <AgentLayout />
        </RequireAgent>,
      ),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
