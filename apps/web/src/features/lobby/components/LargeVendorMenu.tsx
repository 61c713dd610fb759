// The header menu of a game type with many vendors: a carousel showing LARGE_MENU_SLIDES vendors per
// slide. Its own file, so that the carousel library loads only when such a menu opens.
import { useNavigate } from 'react-router';
import type { Lane } from '@playdeck/contract/lobby';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import * as DropdownMenu from '../../../ui/DropdownMenu';
import { vendorHref } from '../vendor-href';
import styles from './VendorMenu.module.css';

export const LARGE_MENU_SLIDES = 6;

export function LargeVendorMenu({ lane }: { lane: Lane }) {
  const navigate = useNavigate();
  return (
    <div className={styles.large}>
      <Swiper modules={[Navigation]} slidesPerView={LARGE_MENU_SLIDES} spaceBetween={12} navigation>
        {lane.cards.map((vendor) => (
          <SwiperSlide key={vendor.vassalage}>
            <DropdownMenu.Item className={styles.vendor} onSelect={() => navigate(vendorHref(vendor))}>
              <img src={vendor.lagerIcon} alt="" className={styles.vendorIcon} loading="lazy" />
              <span>{vendor.displayName}</span>
            </DropdownMenu.Item>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
