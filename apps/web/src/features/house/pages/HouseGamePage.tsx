// A house game's page, by the kind in its address (/house/<kind>/<gameCode>): each kind's code loads
// when first opened. The list lives here, in a chunk of its own, so that the home page's first script
// carries one entry for the house's games instead of one per game and per file each needs.
import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { GameSessionMessage } from '../components/GameSessionMessage';

const PAGES: Record<string, ComponentType> = {
  slots: lazy(() => import('../slots/SlotsPage')),
  lottery: lazy(() => import('../lottery/LotteryPage')),
  baccarat: lazy(() => import('../baccarat/BaccaratPage')),
  cockfight: lazy(() => import('../cockfight/CockfightPage')),
  sportsbook: lazy(() => import('../sportsbook/SportsbookPage')),
  poker: lazy(() => import('../poker/PokerPage')),
  'video-poker': lazy(() => import('../video-poker/VideoPokerPage')),
  blackjack: lazy(() => import('../blackjack/BlackjackPage')),
  scratch: lazy(() => import('../scratch/ScratchPage')),
  fish: lazy(() => import('../fish/FishPage')),
  bingo: lazy(() => import('../bingo/BingoPage')),
};

export default function HouseGamePage() {
  const { kind } = useParams();
  const Page = kind !== undefined && Object.hasOwn(PAGES, kind) ? PAGES[kind] : undefined;
  if (!Page) return <GameSessionMessage failed />;
  return (
    <Suspense fallback={<GameSessionMessage failed={false} />}>
      <Page />
    </Suspense>
  );
}
