// Vendor tiles of one game type: each opens that vendor's games. Until the game lists arrive
// (lobby issue), a tile links to its type page filtered by the vendor.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameType } from '@playdeck/contract/lobby';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { useVendors } from '../api/vendors';
import { GAME_TYPE_ROUTES } from '../game-types';
import styles from './VendorTiles.module.css';

export function VendorTiles({ types, selected }: { types: readonly GameType[]; selected?: string | null }) {
  const { t } = useTranslation();
  const { data, isPending } = useVendors();
  if (isPending) return <Loader label={t('ui.loading')} />;
  const vendors = (data?.lanes ?? [])
    .filter((lane) => types.includes(lane.title))
    .flatMap((lane) => lane.cards);
  if (vendors.length === 0) return <EmptyState description={t('lobby.noVendors')} />;
  return (
    <ul className={styles.grid}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link
            to={`${GAME_TYPE_ROUTES[vendor.gameType]}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
            className={vendor.vassalage === selected ? `${styles.tile} ${styles.selected}` : styles.tile}
            aria-current={vendor.vassalage === selected ? 'true' : undefined}
          >
            <img src={vendor.lagerIcon} alt="" className={styles.icon} loading="lazy" />
            <span className={styles.name}>{vendor.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
