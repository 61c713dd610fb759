// The home banner carousel (SPEC.md §4 "Banner"): rotates every 5 s at 1 s speed, loops, keeps going
// after interaction, and shows arrows and pagination only with more than one banner. A banner links
// to a site route or, in a new tab, to an address, as its linkageType says.
//
// A row of slides in a scroll-snapping track (ui/use-slide-rotation.ts): the browser does the swiping,
// the hook moves the track for the timer, the arrows and the dots. The first image is the page's
// largest paint, so it is fetched at high priority, and its box is reserved (also while the list
// loads) so that nothing below it moves.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@playdeck/contract/content';
import { LineIcon } from '../../../ui/Icons';
import { useSlideRotation } from '../../../ui/use-slide-rotation';
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

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <BannerLink banner={banner}>
      <img
        src={banner.url}
        alt=""
        className={styles.image}
        fetchPriority={first ? 'high' : 'auto'}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className={styles.title}>{banner.title}</span>
    </BannerLink>
  );
}

export function BannerCarousel() {
  const { data: banners, isPending } = useBanners('w_home');
  // The box keeps its place while the list loads, so that the page below does not jump.
  if (isPending)
    return <div className={styles.carousel} aria-hidden="true" data-testid="banner-placeholder" />;
  if (!banners || banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const several = banners.length > 1;
  const { trackRef, active, goTo, onScroll, stopGlide } = useSlideRotation({
    count: banners.length,
    delayMs: BANNER_DELAY_MS,
    speedMs: BANNER_SPEED_MS,
  });
  return (
    <section
      className={styles.carousel}
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('content.banners')}
    >
      <div
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={stopGlide}
        onWheel={stopGlide}
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('content.bannerOf', { number: index + 1, count: banners.length })}
          >
            <BannerSlide banner={banner} first={index === 0} />
          </div>
        ))}
        {several ? (
          <div className={styles.slide} aria-hidden="true" inert>
            <BannerSlide banner={banners[0]!} first={false} />
          </div>
        ) : null}
      </div>
      {several ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => goTo(active - 1)}
            aria-label={t('content.bannerPrevious')}
          >
            <LineIcon path="M15 5l-7 7 7 7" size={22} strokeWidth={2.4} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => goTo(active + 1)}
            aria-label={t('content.bannerNext')}
          >
            <LineIcon path="M9 5l7 7-7 7" size={22} strokeWidth={2.4} />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('content.bannerGoTo', { number: index + 1 })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
