// The header's game-type bar: one drop-down per type listing its vendors and an "all" entry
// (SPEC.md §2 "Layout"). A type with more than 10 vendors gets the large menu, a carousel showing 6
// vendors per slide (its carousel loads when such a menu first opens).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lane, VendorItem } from '@playdeck/contract/lobby';
import * as DropdownMenu from '../../../ui/DropdownMenu';
import { lazyNamed } from '../../../ui/lazy';
import { Loader } from '../../../ui/Loader';
import { useVendors } from '../api/vendors';
import { GAME_TYPE_ROUTES, gameTypeLabelKey } from '../game-types';
import { vendorHref } from '../vendor-href';
import styles from './VendorMenu.module.css';

export const LARGE_MENU_VENDOR_COUNT = 10;

const LargeVendorMenu = lazyNamed(() => import('./LargeVendorMenu'), 'LargeVendorMenu', <Loader />);

function VendorLink({ vendor }: { vendor: VendorItem }) {
  return (
    <DropdownMenu.Item asChild className={styles.vendor}>
      <Link to={vendorHref(vendor)}>
        <img src={vendor.lagerIcon} alt="" className={styles.vendorIcon} loading="lazy" />
        <span>{vendor.displayName}</span>
      </Link>
    </DropdownMenu.Item>
  );
}

function LaneMenu({ lane }: { lane: Lane }) {
  const { t } = useTranslation();
  const large = lane.cards.length > LARGE_MENU_VENDOR_COUNT;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        {t(gameTypeLabelKey(lane.title))}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={large ? styles.contentLarge : styles.content}
          sideOffset={6}
          align="start"
        >
          <DropdownMenu.Item asChild className={styles.all}>
            <Link to={GAME_TYPE_ROUTES[lane.title]}>
              {t('layout.allOfType', { type: t(gameTypeLabelKey(lane.title)) })}
            </Link>
          </DropdownMenu.Item>
          {large ? (
            <LargeVendorMenu lane={lane} />
          ) : (
            lane.cards.map((vendor) => <VendorLink key={vendor.vassalage} vendor={vendor} />)
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function VendorMenu() {
  const { t } = useTranslation();
  const { data } = useVendors();
  return (
    <nav className={styles.bar} aria-label={t('layout.gameMenu')}>
      {data?.lanes.map((lane) => (
        <LaneMenu key={lane.title} lane={lane} />
      ))}
    </nav>
  );
}
