// The home lobby (SPEC.md §2 "Home lobby"): the top menu (HOME, HOT, FAV and the vendor-derived
// types), what the app puts on top (notice marquee and banner carousel, from the content feature),
// the jackpot counter and winner board, then the game sections. ?type=HOT or ?type=FAV opens those
// views, so the side menu's HOT entry lands here.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/Page';
import { useVendors } from '../api/vendors';
import { FavouritesSection, HotSection, RecentSection, TypeSection } from '../components/HomeSections';
import { HomeTypeMenu, type HomeView } from '../components/HomeTypeMenu';
import { JackpotCounter } from '../components/JackpotCounter';
import { WinnerBoard } from '../components/WinnerBoard';
import styles from './HomePage.module.css';

function viewOf(type: string | null, canSeeFavourites: boolean): HomeView {
  if (type === 'HOT') return 'HOT';
  if (type === 'FAV' && canSeeFavourites) return 'FAV';
  return 'HOME';
}

export function HomePage({ titleKey = 'pages.home', top }: { titleKey?: string; top?: ReactNode }) {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams.get('type'), isLogin && !isTrial);
  const { data } = useVendors();
  const setView = (next: HomeView) => setSearchParams(next === 'HOME' ? {} : { type: next });
  return (
    <Page title={t(titleKey)}>
      <div className={styles.home}>
        <HomeTypeMenu view={view} onView={setView} />
        {top}
        <div className={styles.highlights}>
          <JackpotCounter />
          <WinnerBoard />
        </div>
        {view === 'HOT' ? <HotSection expanded /> : null}
        {view === 'FAV' ? <FavouritesSection expanded /> : null}
        {view === 'HOME' ? (
          <>
            {isLogin && !isTrial ? <RecentSection /> : null}
            <HotSection />
            {isLogin && !isTrial ? <FavouritesSection /> : null}
            {(data?.lanes ?? []).map((lane) => (
              <TypeSection key={lane.title} lane={lane} />
            ))}
          </>
        ) : null}
      </div>
    </Page>
  );
}
