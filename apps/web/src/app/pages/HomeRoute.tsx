// The home lobby with the content feature's notice marquee, banner carousel and announcement popups
// on top: the app composes the two features, which do not import each other.
import { AnnouncementPopups } from '../../features/content/components/AnnouncementPopups';
import { BannerCarousel } from '../../features/content/components/BannerCarousel';
import { NoticeMarquee } from '../../features/content/components/NoticeMarquee';
import { HomePage } from '../../features/lobby/pages/HomePage';
import { useSessionModal } from '../../features/session/login-modal';
import { useChangePasswordRequest } from '../../features/session/password-modals';

export function HomeRoute() {
  // Sign-in, registration and a password change go before the announcement popups.
  const sessionModal = useSessionModal();
  const passwordChange = useChangePasswordRequest();
  const sessionPopupOpen = sessionModal !== null || passwordChange !== null;
  return (
    <HomePage
      top={
        <>
          <NoticeMarquee />
          <BannerCarousel />
          <AnnouncementPopups paused={sessionPopupOpen} />
        </>
      }
    />
  );
}
