// The house game server's pages (DESIGN.md "Game vendors"): each opens in the game popup's frame
// with a one-time launch token, outside the member site's layout. Pages load on demand so the member
// site never carries the games' code.
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadCatalogue } from '../../i18n/i18n';
import { GameSessionMessage } from './components/GameSessionMessage';

/** A house page, loaded with the games' texts (a part the member site never downloads). */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(() => Promise.all([load(), loadCatalogue('games')]).then(([module]) => module));
  return (
    <Suspense fallback={<GameSessionMessage failed={false} />}>
      <Page />
    </Suspense>
  );
}

export const houseRoutes: RouteObject[] = [
  { path: '/house/verify', element: lazyPage(() => import('./pages/VerifyPage')) },
  // Every slot theme's symbols side by side: the studio's art catalogue.
  {
    path: '/house/gallery',
    element: lazyPage(() =>
      import('./slots/art/ArtGallery').then((module) => ({ default: () => <module.ArtGallery /> })),
    ),
  },
  // Slots, lottery, baccarat and cockfight: the page of the kind in the address (pages/HouseGamePage).
  { path: '/house/:kind/:gameCode', element: lazyPage(() => import('./pages/HouseGamePage')) },
];
