// Vendor tiles of one game type: a tile opens its type's page filtered by that vendor, and every
// type but RNG adds an immediate-play button that launches the vendor (SPEC.md §2 "Game tile").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameType } from '@playdeck/contract/lobby';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { useVendors } from '../api/vendors';
import { GAME_TYPE_ROUTES } from '../game-types';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { hasImmediatePlay } from '../launch-target';
import styles from './VendorTiles.module.css';

export function VendorTiles({ types, selected }: { types: readonly GameType[]; selected?: string | null }) {
  const { t } = useTranslation();
  const { data, isPending } = useVendors();
  const { playVendor } = useLaunchGame();
  if (isPending) return <VendorTilesPlaceholder />;
  const vendors = (data?.lanes ?? [])
    .filter((lane) => types.includes(lane.title))
    .flatMap((lane) => lane.cards);
  if (vendors.length === 0) return <EmptyState description={t('lobby.noVendors')} />;
  return (
    <ul className={styles.grid}>
      {vendors.map((vendor) => (
        <li
          key={vendor.vassalage}
          className={vendor.vassalage === selected ? `${styles.tile} ${styles.selected}` : styles.tile}
        >
          <Link
            to={`${GAME_TYPE_ROUTES[vendor.gameType]}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
            className={styles.link}
            aria-current={vendor.vassalage === selected ? 'true' : undefined}
          >
            <img src={vendor.lagerIcon} alt="" className={styles.icon} loading="lazy" />
            <span className={styles.name}>{vendor.displayName}</span>
          </Link>
          {hasImmediatePlay(vendor) ? (
            <Button
              size="sm"
              className={styles.play}
              onClick={() => playVendor(vendor)}
              aria-label={t('lobby.playVendor', { name: vendor.displayName })}
            >
              {t('lobby.playNow')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One empty tile while the vendors load: a row as tall as the tiles to come, so that the game list
 * under it does not jump down when they arrive.
 */
function VendorTilesPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status">
      <span className="visually-hidden">{t('ui.loading')}</span>
      <div className={`${styles.tile} ${styles.placeholder}`} aria-hidden="true">
        <span className={styles.icon} />
        <span className={styles.name}>&nbsp;</span>
      </div>
    </div>
  );
}
