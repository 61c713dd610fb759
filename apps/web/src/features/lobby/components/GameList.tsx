// The game lobby (SPEC.md §2 "Game lobby"): tabs ALL, RECENT and FAV (RECENT and FAV need a real
// account: a visitor gets the login popup, a trial member the prompt), a vendor filter (ALL plus
// the type's vendors; none for bingo), a name search, the RNG sub-type tabs, the no-data state, and
// pagination (2 margin pages, range 5) or load-more paging.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem, GameType } from '@playdeck/contract/lobby';
import { useActionGuards } from '../../../lib/action-guards';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { Tabs } from '../../../ui/Tabs';
import { useFavouriteGames } from '../api/favourites';
import { useGames, useGamesPages, type GamesFilter } from '../api/games';
import { useRecentGames } from '../api/recent';
import { useVendors } from '../api/vendors';
import { hasVendorFilter, rngSubTypes } from '../lobby-rules';
import { ChipGroup } from './ChipGroup';
import { GameGrid } from './GameGrid';
import styles from './GameList.module.css';

export type GameListTab = 'ALL' | 'RECENT' | 'FAV';
/** The tiles a phone shows on the first screen of a game list page (two rows of two). */
const GAMES_ON_FIRST_SCREEN = 4;
const ALL = 'ALL';

export type GameListProps = {
  gameType?: GameType;
  /** The vendor chosen first (from ?vassalage=). */
  initialVendor?: string | null;
  initialTab?: GameListTab;
  /** Pages (2 margin pages, range 5) or a load-more button. */
  paging?: 'pages' | 'more';
  /** Hide the tabs and the vendor filter: a single vendor's list (the vassalage popup). */
  fixedVendor?: boolean;
};

export function GameList({
  gameType,
  initialVendor,
  initialTab = 'ALL',
  paging = 'pages',
  fixedVendor = false,
}: GameListProps) {
  const { t, i18n } = useTranslation();
  const guards = useActionGuards();
  const [tab, setTab] = useState<GameListTab>(initialTab);
  const [vendor, setVendor] = useState(initialVendor ?? ALL);
  const [subType, setSubType] = useState(ALL);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data: vendorData, isPending: vendorsPending } = useVendors();

  const vendors = (vendorData?.lanes ?? [])
    .filter((lane) => gameType === undefined || lane.title === gameType)
    .flatMap((lane) => lane.cards);
  const filter: GamesFilter = {
    gameType,
    vassalage: vendor === ALL ? undefined : vendor,
    gameClassify: gameType === 'RNG' && subType !== ALL ? subType : undefined,
    gameName: search || undefined,
  };

  const chooseTab = (next: string) => {
    if (next !== 'ALL' && !guards.requireRealAccount()) return;
    setTab(next as GameListTab);
    setPage(1);
  };
  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    reset(() => {
      setSearch(searchText.trim());
      setTab('ALL');
    });
  };

  return (
    <div className={styles.list}>
      {fixedVendor ? null : (
        <Tabs
          aria-label={t('lobby.listTabs')}
          value={tab}
          onValueChange={chooseTab}
          activationMode="manual"
          items={[
            { value: 'ALL', label: t('lobby.tabAll') },
            { value: 'RECENT', label: t('lobby.tabRecent') },
            { value: 'FAV', label: t('lobby.tabFavourites') },
          ]}
        />
      )}
      <div className={styles.filters}>
        {/* Shown with its "all" chip while the vendors load: a row that appearing later would push the list down. */}
        {!fixedVendor && hasVendorFilter(gameType) && (vendors.length > 0 || vendorsPending) ? (
          <ChipGroup
            label={t('lobby.vendorFilter')}
            testId="vendor-filter"
            value={vendor}
            onChange={(next) => reset(() => setVendor(next))}
            chips={[
              { value: ALL, label: t('lobby.allVendors') },
              ...vendors.map((item) => ({
                value: item.vassalage,
                label: item.displayName,
                icon: item.lagerIcon,
              })),
            ]}
          />
        ) : null}
        <form className={styles.search} role="search" onSubmit={submitSearch}>
          <input
            type="search"
            className={styles.searchInput}
            value={searchText}
            maxLength={50}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('lobby.searchPlaceholder')}
            aria-label={t('lobby.searchLabel')}
            data-testid="game-search"
          />
          <Button type="submit" size="sm" variant="secondary">
            {t('lobby.search')}
          </Button>
        </form>
      </div>
      {gameType === 'RNG' && tab === 'ALL' ? (
        <ChipGroup
          label={t('lobby.subTypes')}
          testId="rng-sub-types"
          value={subType}
          onChange={(next) => reset(() => setSubType(next))}
          chips={[
            { value: ALL, label: t('lobby.allSubTypes') },
            ...rngSubTypes(i18n.language).map((type) => ({ value: type, label: t(`lobby.subType.${type}`) })),
          ]}
        />
      ) : null}
      {tab === 'ALL' && paging === 'more' ? (
        <LoadMoreGames filter={filter} />
      ) : (
        <PagedGames tab={tab} filter={filter} page={page} onPage={setPage} />
      )}
    </div>
  );
}

function useTabPage(tab: GameListTab, filter: GamesFilter, page: number) {
  const listFilter = { gameType: filter.gameType, vassalage: filter.vassalage };
  const all = useGames(filter, page, undefined, tab === 'ALL');
  const recent = useRecentGames(listFilter, page, 18, tab === 'RECENT');
  const favourites = useFavouriteGames(listFilter, page, 18, tab === 'FAV');
  if (tab === 'RECENT') {
    return { games: recent.data?.list, totalPages: recent.data?.totalPages ?? 0, pending: recent.isPending };
  }
  if (tab === 'FAV') {
    return {
      games: favourites.data?.content,
      totalPages: favourites.data?.totalPages ?? 0,
      pending: favourites.isPending,
    };
  }
  return {
    games: all.data?.games,
    totalPages: all.data?.totalPages ?? 0,
    pending: all.isPending,
    total: all.data?.total,
  };
}

function PagedGames({
  tab,
  filter,
  page,
  onPage,
}: {
  tab: GameListTab;
  filter: GamesFilter;
  page: number;
  onPage: (page: number) => void;
}) {
  const { games, totalPages, pending } = useTabPage(tab, filter, page);
  return (
    <Results games={games} pending={pending} search={filter.gameName}>
      <Pagination page={page} totalPages={totalPages} onChange={onPage} className={styles.pagination} />
    </Results>
  );
}

function LoadMoreGames({ filter }: { filter: GamesFilter }) {
  const { t } = useTranslation();
  const pages = useGamesPages(filter);
  const games = pages.data?.pages.flatMap((page) => page.games);
  return (
    <Results games={games} pending={pages.isPending} search={filter.gameName}>
      {pages.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('lobby.loadMore')}
          </Button>
        </div>
      ) : null}
    </Results>
  );
}

function Results({
  games,
  pending,
  search,
  children,
}: {
  games: GameItem[] | undefined;
  pending: boolean;
  search?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending && !games) return <Loader label={t('ui.loading')} />;
  if (!games || games.length === 0) {
    return <EmptyState description={search ? t('lobby.noGamesFor', { search }) : t('lobby.noGames')} />;
  }
  return (
    <>
      <GameGrid games={games} eager={GAMES_ON_FIRST_SCREEN} />
      {children}
    </>
  );
}
