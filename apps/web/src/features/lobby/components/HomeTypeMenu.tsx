// The home page's top menu (SPEC.md §2 "Home lobby"): HOME, HOT and FAV switch the home view; the
// vendor-derived types open their pages, except that LOTT and ELOTT start the South-East Asia
// lottery's game, and COCKFIGHT and ESPORTS start the first game of their group. FAV while signed
// out returns to HOME and opens the login popup.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameItem, GamesResponse, GameType, Lane } from '@playdeck/contract/lobby';
import { lobbyPaths } from '@playdeck/contract/lobby';
import { useActionGuards } from '../../../lib/action-guards';
import { api } from '../../../lib/api-client';
import { useVendors } from '../api/vendors';
import { GAME_TYPE_ROUTES, gameTypeLabelKey, navigationTypes, type NavigationType } from '../game-types';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { SEA_LOTTERY_VENDOR } from '../launch-target';
import { GameTypeIcon } from './GameTypeIcon';
import styles from './HomeTypeMenu.module.css';

export type HomeView = 'HOME' | 'HOT' | 'FAV';

/**
 * The types whose menu entry starts a game rather than opening a page. COCKFIGHT and ESPORTS start
 * the first game of their group, the lane: its first vendor's first game. The vendor, not the game
 * type, names it, because a cockfight or e-sports vendor may be a SPORTS vendor moved to its own lane
 * (SPEC.md §4), whose games keep the SPORTS type; the house's cockfight studio files them as COCKFIGHT.
 */
function firstGameFilter(
  type: GameType,
  lanes: readonly Lane[],
): { gameType?: GameType; vassalage?: string } | undefined {
  if (type === 'LOTT' || type === 'ELOTT') return { vassalage: SEA_LOTTERY_VENDOR };
  if (type === 'COCKFIGHT' || type === 'ESPORTS') {
    const firstVendor = lanes.find((lane) => lane.title === type)?.cards[0];
    return firstVendor ? { vassalage: firstVendor.vassalage } : { gameType: type };
  }
  return undefined;
}

export function HomeTypeMenu({ view, onView }: { view: HomeView; onView: (view: HomeView) => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const guards = useActionGuards();
  const queryClient = useQueryClient();
  const { playGame } = useLaunchGame();
  const { data } = useVendors();
  const types = navigationTypes(data?.lanes ?? []);

  const firstGame = async (filter: {
    gameType?: GameType;
    vassalage?: string;
  }): Promise<GameItem | undefined> => {
    const page = await queryClient.fetchQuery({
      queryKey: ['lobby', 'first-game', i18n.language, filter],
      queryFn: () =>
        api.get<GamesResponse>(lobbyPaths.games, {
          query: { ...filter, pageNo: 1, pageSize: 1, language: i18n.language },
        }),
      staleTime: 60_000,
    });
    return page.games[0];
  };

  const select = async (type: NavigationType) => {
    if (type === 'HOME' || type === 'HOT') return onView(type);
    if (type === 'FAV') {
      if (!guards.requireRealAccount()) return onView('HOME');
      return onView('FAV');
    }
    const filter = firstGameFilter(type, data?.lanes ?? []);
    const game = filter ? await firstGame(filter).catch(() => undefined) : undefined;
    if (game) return playGame(game);
    void navigate(GAME_TYPE_ROUTES[type]);
  };

  return (
    <nav className={styles.menu} aria-label={t('lobby.homeMenu')}>
      {types.map((type) => (
        <button
          key={type}
          type="button"
          className={type === view ? `${styles.item} ${styles.active}` : styles.item}
          aria-current={type === view ? 'page' : undefined}
          onClick={() => void select(type)}
          data-testid={`home-menu-${type}`}
        >
          <GameTypeIcon type={type} />
          <span>{t(gameTypeLabelKey(type))}</span>
        </button>
      ))}
    </nav>
  );
}
