// The home lobby (SPEC.md §2 "Home lobby"). Today: the vendor lanes of every game type, each with
// its studios; the banner, jackpot, winner board and game sections arrive with the lobby issue.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/Page';
import { useVendors } from '../api/vendors';
import { VendorTiles } from '../components/VendorTiles';
import { GAME_TYPE_ROUTES, gameTypeLabelKey } from '../game-types';
import styles from './HomePage.module.css';

export function HomePage({ titleKey = 'pages.home' }: { titleKey?: string }) {
  const { t } = useTranslation();
  const { data } = useVendors();
  return (
    <Page title={t(titleKey)}>
      {(data?.lanes ?? []).map((lane) => (
        <section key={lane.title} className={styles.lane} aria-labelledby={`lane-${lane.title}`}>
          <header className={styles.laneHeader}>
            <h2 id={`lane-${lane.title}`} className={styles.laneTitle}>
              {t(gameTypeLabelKey(lane.title))}
            </h2>
            <Link to={GAME_TYPE_ROUTES[lane.title]} className={styles.more}>
              {t('lobby.more')}
            </Link>
          </header>
          <VendorTiles types={[lane.title]} />
        </section>
      ))}
    </Page>
  );
}
