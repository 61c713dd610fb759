// The site header (SPEC.md §2 "Layout"): menu toggle, the vendor drop-down per game type, the notice
// bell, the theme switch, and login/register buttons or the signed-in member's menu.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeBell } from '../../features/content/components/NoticeBell';
import { VendorMenu } from '../../features/lobby/components/VendorMenu';
import { useFreePlay } from '../../features/session/hooks/useFreePlay';
import { openLogin, openRegister } from '../../features/session/login-modal';
import { useStartedPermission } from '../../lib/permission';
import { sessionStore, useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { lazyNamed } from '../../ui/lazy';
import { preloadSessionPopups } from '../SitePopups';
import { ThemeToggle } from './ThemeToggle';
import { toggleSideMenu } from './side-menu-state';
import styles from './Header.module.css';
import { LineIcon } from '../../ui/Icons';

// The signed-in member's menu (balance, wallet stream, messages) is code a visitor does not need. It
// loads when a member is signed in: at once, beside the start-up call, for a page opened signed in.
const MemberMenu = lazyNamed(() => import('./MemberMenu'), 'MemberMenu', null);
if (sessionStore.get().isLogin) void MemberMenu.preload();

export function Header({ showMenuToggle = true }: { showMenuToggle?: boolean }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const { flags } = useStartedPermission().whitelabel;
  const freePlay = useFreePlay();
  return (
    <header className={styles.header}>
      {showMenuToggle ? (
        <>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            onClick={toggleSideMenu}
            aria-label={t('layout.toggleMenu')}
          >
            <LineIcon path="M4 7h16M4 12h16M4 17h16" size={22} strokeWidth={2} />
          </button>
          <Link to="/" className={`${styles.logo} ${styles.mobileOnly}`} aria-label={t('layout.home')}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
          </Link>
        </>
      ) : (
        <Link to="/" className={styles.logo} aria-label={t('layout.home')}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
        </Link>
      )}
      <div className={styles.menu}>
        <VendorMenu />
      </div>
      <div className={styles.actions}>
        <NoticeBell />
        <ThemeToggle />
        {isLogin ? (
          <MemberMenu />
        ) : (
          <>
            {flags.FREEPLAY3 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={freePlay}
                className={styles.freePlay}
                data-testid="header-free-play"
              >
                {t('trial.freePlay')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              onClick={openLogin}
              onPointerEnter={preloadSessionPopups}
              onFocus={preloadSessionPopups}
              data-testid="header-login"
            >
              {t('session.login')}
            </Button>
            {/* A real link (it can open in a new tab) that opens the popup in place on a plain click. */}
            <Link
              to="/register"
              className={styles.registerLink}
              data-testid="header-register"
              onPointerEnter={preloadSessionPopups}
              onFocus={preloadSessionPopups}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                openRegister();
              }}
            >
              {t('session.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
