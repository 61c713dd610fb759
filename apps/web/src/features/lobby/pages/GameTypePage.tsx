// A game-type page (/live, /rng, /sports, …): the studios of that type, one pre-selected when the
// URL names it (?vassalage=). Game lists, tabs and search arrive with the lobby issue.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameType } from '@playdeck/contract/lobby';
import { Page } from '../../../ui/Page';
import { VendorTiles } from '../components/VendorTiles';
import { gameTypeLabelKey } from '../game-types';

export function GameTypePage({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Page title={t(gameTypeLabelKey(type))}>
      <VendorTiles types={[type]} selected={searchParams.get('vassalage')} />
    </Page>
  );
}
