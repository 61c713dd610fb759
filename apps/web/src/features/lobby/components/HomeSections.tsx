// The home lobby's game sections (SPEC.md §2 "Home lobby", §9): recent games (a signed-in member
// who has some, 12), hot (12, all when expanded), favourites, and one section per type with a vendor
// filter (ALL plus vendors) and a More link (12 games, 5 for e-sports and cockfight).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameItem, Lane } from '@playdeck/contract/lobby';
import { FAVOURITES_PAGE_SIZE_MAX, RECENT_PAGE_SIZE } from '@playdeck/contract/lobby';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { useFavouriteGames } from '../api/favourites';
import { useGames } from '../api/games';
import { useHotGames } from '../api/hot';
import { useRecentGames } from '../api/recent';
import { GAME_TYPE_ROUTES, gameTypeLabelKey } from '../game-types';
import { hasVendorFilter, homeSectionSize } from '../lobby-rules';
import { ChipGroup } from './ChipGroup';
import { GameGrid } from './GameGrid';
import styles from './HomeSections.module.css';

const HOME_ITEMS = 12;

function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`section-${id}`} data-testid={`section-${id}`}>
      <header className={styles.header}>
        <h2 id={`section-${id}`} className={styles.title}>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}

export function RecentSection() {
  const { t } = useTranslation();
  const { data } = useRecentGames({}, 1, RECENT_PAGE_SIZE);
  if (!data || data.list.length === 0) return null;
  return (
    <Section
      id="recent"
      title={t('lobby.recentGames')}
      aside={
        <Link to="/recent" className={styles.more}>
          {t('lobby.more')}
        </Link>
      }
    >
      <GameGrid games={data.list} />
    </Section>
  );
}

export function HotSection({ expanded: startExpanded = false }: { expanded?: boolean }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(startExpanded);
  const { data, isPending } = useHotGames();
  const games = data?.list ?? [];
  return (
    <Section
      id="hot"
      title={t('lobby.hotGames')}
      aside={
        games.length > HOME_ITEMS ? (
          <Button variant="ghost" size="sm" onClick={() => setExpanded((value) => !value)}>
            {expanded ? t('lobby.less') : t('lobby.more')}
          </Button>
        ) : null
      }
    >
      <SectionGames games={expanded ? games : games.slice(0, HOME_ITEMS)} pending={isPending} />
    </Section>
  );
}

/** Favourites: page 1 of size 999, fetched once on login (SPEC.md §9). */
export function FavouritesSection({ expanded = false }: { expanded?: boolean }) {
  const { t } = useTranslation();
  const { data } = useFavouriteGames({}, 1, FAVOURITES_PAGE_SIZE_MAX);
  const games = data?.content ?? [];
  if (!expanded && games.length === 0) return null;
  return (
    <Section
      id="favourites"
      title={t('lobby.favouriteGames')}
      aside={
        <Link to="/favorite" className={styles.more}>
          {t('lobby.more')}
        </Link>
      }
    >
      <SectionGames games={expanded ? games : games.slice(0, HOME_ITEMS)} pending={!data && expanded} />
    </Section>
  );
}

export function TypeSection({ lane }: { lane: Lane }) {
  const { t } = useTranslation();
  const [vendor, setVendor] = useState('ALL');
  const size = homeSectionSize(lane.title);
  const vassalage = vendor === 'ALL' ? undefined : vendor;
  const { data, isPending } = useGames({ gameType: lane.title, vassalage }, 1, size);
  const more = `${GAME_TYPE_ROUTES[lane.title]}${vassalage ? `?vassalage=${encodeURIComponent(vassalage)}` : ''}`;
  return (
    <Section
      id={lane.title}
      title={t(gameTypeLabelKey(lane.title))}
      aside={
        <div className={styles.aside}>
          {hasVendorFilter(lane.title) && lane.cards.length > 1 ? (
            <ChipGroup
              label={t('lobby.vendorFilter')}
              value={vendor}
              onChange={setVendor}
              chips={[
                { value: 'ALL', label: t('lobby.allVendors') },
                ...lane.cards.map((card) => ({ value: card.vassalage, label: card.displayName })),
              ]}
            />
          ) : null}
          <Link to={more} className={styles.more}>
            {t('lobby.more')}
          </Link>
        </div>
      }
    >
      <SectionGames games={data?.games ?? []} pending={isPending} />
    </Section>
  );
}

function SectionGames({ games, pending }: { games: readonly GameItem[]; pending: boolean }) {
  const { t } = useTranslation();
  if (pending) return <Loader label={t('ui.loading')} />;
  if (games.length === 0) return <EmptyState description={t('lobby.noGames')} />;
  return <GameGrid games={games} />;
}
