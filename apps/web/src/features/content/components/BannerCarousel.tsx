// The home banner carousel (SPEC.md §4 "Banner"): rotates every 5 s at 1 s speed, loops, keeps going
// after interaction, and shows arrows and pagination only with more than one banner. A banner links
// to a site route or, in a new tab, to an address, as its linkageType says.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { Banner } from '@playdeck/contract/content';
import { useBanners } from '../api/content';
import styles from './BannerCarousel.module.css';

export const BANNER_DELAY_MS = 5_000;
export const BANNER_SPEED_MS = 1_000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (banner.linkageType === 'ROUTE' && banner.linkUrl) {
    return (
      <Link to={banner.linkUrl} className={styles.link}>
        {children}
      </Link>
    );
  }
  if (banner.linkageType === 'URL' && banner.linkUrl) {
    return (
      <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {children}
      </a>
    );
  }
  return <div className={styles.link}>{children}</div>;
}

export function BannerCarousel() {
  const { data: banners = [] } = useBanners('w_home');
  if (banners.length === 0) return null;
  const several = banners.length > 1;
  return (
    <div className={styles.carousel} data-testid="banner-carousel">
      <Swiper
        modules={[Autoplay, Navigation, Pagination]}
        slidesPerView={1}
        loop={several}
        speed={BANNER_SPEED_MS}
        autoplay={several ? { delay: BANNER_DELAY_MS, disableOnInteraction: false } : false}
        navigation={several}
        pagination={several ? { clickable: true } : false}
      >
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            <BannerLink banner={banner}>
              <img src={banner.url} alt="" className={styles.image} />
              <span className={styles.title}>{banner.title}</span>
            </BannerLink>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
