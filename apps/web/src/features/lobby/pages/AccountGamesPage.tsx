// /favorite and /recent (SPEC.md §2 "Account games"): the game lobby opened on its FAV or RECENT tab.
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';
import { GameList, type GameListTab } from '../components/GameList';

export function AccountGamesPage({ tab }: { tab: Extract<GameListTab, 'FAV' | 'RECENT'> }) {
  const { t } = useTranslation();
  return (
    <Page title={t(tab === 'FAV' ? 'pages.favorite' : 'pages.recent')}>
      <GameList initialTab={tab} />
    </Page>
  );
}
