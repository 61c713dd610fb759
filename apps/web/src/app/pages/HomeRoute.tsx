// The home lobby with the content feature's notice marquee and banner carousel on top: the app
// composes the two features, which do not import each other.
import { BannerCarousel } from '../../features/content/components/BannerCarousel';
import { NoticeMarquee } from '../../features/content/components/NoticeMarquee';
import { HomePage } from '../../features/lobby/pages/HomePage';

export function HomeRoute() {
  return (
    <HomePage
      top={
        <>
          <NoticeMarquee />
          <BannerCarousel />
        </>
      }
    />
  );
}
