// A game-type page (/live, /rng, /sports, …; SPEC.md §2 "Game list centre", "Game centre",
// "Category pages"): the type's vendors, then its game list with the vendor chosen by ?vassalage=;
// the sports and e-sports pages list their fixtures by league and kick-off under the games, and the
// PVP page its card rooms (stakes and seats) above them.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameType } from '@playdeck/contract/lobby';
import { Page } from '../../../ui/Page';
import { FixtureBoard } from '../components/FixtureBoard';
import { GameList } from '../components/GameList';
import { PvpRoomList } from '../components/PvpRoomList';
import { VendorTiles } from '../components/VendorTiles';
import { gameTypeLabelKey } from '../game-types';
import styles from './GameTypePage.module.css';

export function GameTypePage({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vassalage = searchParams.get('vassalage');
  return (
    <Page title={t(gameTypeLabelKey(type))}>
      <div className={styles.page}>
        <VendorTiles types={[type]} selected={vassalage} />
        {type === 'PVP' && <PvpRoomList />}
        {/* A new vendor in the URL (a vendor tile, the header menu) starts the list afresh. */}
        <GameList key={`${type}-${vassalage ?? ''}`} gameType={type} initialVendor={vassalage} />
        {(type === 'SPORTS' || type === 'ESPORTS') && <FixtureBoard gameType={type} />}
      </div>
    </Page>
  );
}
