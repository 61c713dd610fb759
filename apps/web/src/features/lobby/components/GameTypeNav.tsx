// The side menu's game-type navigation (SPEC.md §2): HOME, HOT, FAV and every type with vendors.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useVendors } from '../api/vendors';
import {
  GAME_TYPE_ROUTES,
  gameTypeLabelKey,
  isCurrentType,
  navigationTypes,
  type NavigationType,
} from '../game-types';
import { GameTypeIcon } from './GameTypeIcon';
import styles from './GameTypeNav.module.css';

export function GameTypeNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data } = useVendors();
  const location = useLocation();
  const types: NavigationType[] = navigationTypes(data?.lanes ?? []);
  return (
    <nav aria-label={t('layout.gameTypes')}>
      <ul className={styles.list}>
        {types.map((type) => {
          const current = isCurrentType(type, location);
          return (
            <li key={type}>
              <Link
                to={GAME_TYPE_ROUTES[type]}
                aria-current={current ? 'page' : undefined}
                className={current ? `${styles.item} ${styles.active}` : styles.item}
                title={collapsed ? t(gameTypeLabelKey(type)) : undefined}
                onClick={onNavigate}
              >
                <GameTypeIcon type={type} />
                <span className={collapsed ? 'visually-hidden' : styles.label}>
                  {t(gameTypeLabelKey(type))}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
