// The popups any page of the member site may open (SPEC.md §2 "Modals"), mounted once under the
// router. Each one's code loads when it is first opened (the page loader shows meanwhile), so that the
// home page does not carry the forms, zod and the encryption of sign-in before anyone asks for them;
// pointing at the header's buttons starts the loading early (preloadSessionPopups).
import { ContentModals } from '../features/content/components/ContentModals';
import { useGamePopup } from '../features/lobby/game-popup';
import { ForcedPasswordChange } from '../features/session/components/ForcedPasswordChange';
import { useSessionModal } from '../features/session/login-modal';
import { useChangePasswordRequest, useForgotPasswordOpen } from '../features/session/password-modals';
import { lazyNamed, OnceOpened } from '../ui/lazy';

const LoginModal = lazyNamed(() => import('../features/session/components/LoginModal'), 'LoginModal');
const RegisterModal = lazyNamed(
  () => import('../features/session/components/RegisterModal'),
  'RegisterModal',
);
const ForgotPasswordModal = lazyNamed(
  () => import('../features/session/components/ForgotPasswordModal'),
  'ForgotPasswordModal',
);
const ChangePasswordModal = lazyNamed(
  () => import('../features/session/components/ChangePasswordModal'),
  'ChangePasswordModal',
);
const GamePopup = lazyNamed(() => import('../features/lobby/components/GamePopup'), 'GamePopup');

/** Starts loading the login and register popups, e.g. when the pointer comes to their buttons. */
export function preloadSessionPopups() {
  void LoginModal.preload();
  void RegisterModal.preload();
}

export function SitePopups() {
  const sessionModal = useSessionModal();
  const forgotPasswordOpen = useForgotPasswordOpen();
  const changePasswordRequest = useChangePasswordRequest();
  const gamePopup = useGamePopup();
  return (
    <>
      <OnceOpened open={sessionModal === 'login'}>
        <LoginModal />
      </OnceOpened>
      <OnceOpened open={forgotPasswordOpen}>
        <ForgotPasswordModal />
      </OnceOpened>
      <OnceOpened open={changePasswordRequest !== null}>
        <ChangePasswordModal />
      </OnceOpened>
      <ForcedPasswordChange />
      <OnceOpened open={sessionModal === 'register'}>
        <RegisterModal />
      </OnceOpened>
      <OnceOpened open={gamePopup !== null}>
        <GamePopup />
      </OnceOpened>
      <ContentModals />
    </>
  );
}
