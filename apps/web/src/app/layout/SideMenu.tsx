// The side menu (SPEC.md §2 "Layout"): toggle, logo, game-type navigation, reward centre, the VIP item
// with the red count of promotions waiting for the member (availablePromoCount), "invite friends"
// when the referral promotion is on, the VIP item
// (only if the site has VIP; it opens the member centre's security section through the action guard),
// app download QR codes, customer service, language selector and sign-out when signed in. Collapsible
// on wide screens, off-canvas on narrow ones.
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { GameTypeNav } from '../../features/lobby/components/GameTypeNav';
import { useSignOut } from '../../features/session/api/session';
import { useActionGuard } from '../../features/session/hooks/useActionGuard';
import { AppDownload } from '../../features/site/components/AppDownload';
import { CustomerServiceLinks } from '../../features/site/components/CustomerServiceLinks';
import { useStartedPermission } from '../../lib/permission';
import { useSession } from '../../lib/session';
import { LanguageSelector } from './LanguageSelector';
import { closeMobileSideMenu, toggleSideMenu, useSideMenu } from './side-menu-state';
import styles from './SideMenu.module.css';

/** The reward centre's red count and "invite friends", loaded once a member is signed in. */
const RewardCountBadge = lazyNamed(() => import('./MemberMenuExtras'), 'RewardCountBadge', null);
const ReferralMenuItem = lazyNamed(() => import('./MemberMenuExtras'), 'ReferralMenuItem', null);
/** The chat room's item and popup (for visitors too), in the same chunk. */
const ChatMenuItem = lazyNamed(() => import('./MemberMenuExtras'), 'ChatMenuItem', null);
import { LineIcon } from '../../ui/Icons';
import { lazyNamed } from '../../ui/lazy';

export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { collapsed, mobileOpen } = useSideMenu();
  const { isLogin } = useSession();
  const { siteName, hasVip } = useStartedPermission();
  const signOut = useSignOut();
  const guard = useActionGuard();
  const openVip = () => {
    closeMobileSideMenu();
    if (guard()) void navigate('/member?section=security#vip');
  };
  const className = [styles.menu, collapsed ? styles.collapsed : '', mobileOpen ? styles.open : ''].join(' ');
  return (
    <>
      {mobileOpen ? <div className={styles.scrim} onClick={closeMobileSideMenu} aria-hidden="true" /> : null}
      <aside className={className} aria-label={t('layout.sideMenu')} data-testid="side-menu">
        <div className={styles.sticky}>
          <div className={styles.top}>
            <button
              type="button"
              className={styles.toggle}
              onClick={toggleSideMenu}
              aria-label={t('layout.toggleMenu')}
              aria-expanded={!collapsed}
            >
              <LineIcon path="M4 7h16M4 12h16M4 17h16" size={20} strokeWidth={2} />
            </button>
            <Link to="/" className={styles.logo} aria-label={t('layout.home')} onClick={closeMobileSideMenu}>
              <img src="/favicon.svg" alt="" width={30} height={30} />
              {collapsed ? null : <span className={styles.siteName}>{siteName}</span>}
            </Link>
          </div>
          <div className={styles.scroll}>
            <GameTypeNav collapsed={collapsed} onNavigate={closeMobileSideMenu} />
            <div className={styles.divider} />
            <NavLink
              to="/promotions"
              className={styles.reward}
              onClick={closeMobileSideMenu}
              title={collapsed ? t('layout.rewardCentre') : undefined}
            >
              <LineIcon
                path="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0"
                size={20}
              />
              <span className={collapsed ? 'visually-hidden' : undefined}>{t('layout.rewardCentre')}</span>
              {isLogin ? <RewardCountBadge className={styles.rewardBadge} /> : null}
            </NavLink>
            {isLogin ? (
              <ReferralMenuItem
                className={styles.reward}
                collapsed={collapsed}
                onNavigate={closeMobileSideMenu}
              />
            ) : null}
            {hasVip ? (
              <button
                type="button"
                className={styles.reward}
                onClick={openVip}
                title={collapsed ? t('layout.vip') : undefined}
                data-testid="side-menu-vip"
              >
                <LineIcon path="M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14" size={20} />
                <span className={collapsed ? 'visually-hidden' : undefined}>{t('layout.vip')}</span>
              </button>
            ) : null}
            <ChatMenuItem className={styles.reward} collapsed={collapsed} onNavigate={closeMobileSideMenu} />
            {collapsed ? null : (
              <>
                <div className={styles.divider} />
                <AppDownload />
              </>
            )}
            <div className={styles.divider} />
            <CustomerServiceLinks collapsed={collapsed} />
            <div className={styles.divider} />
            <LanguageSelector compact={collapsed} />
            {isLogin ? (
              <button
                type="button"
                className={styles.signOut}
                onClick={async () => {
                  if (await signOut()) navigate('/');
                }}
              >
                <LineIcon path="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" size={20} />
                <span className={collapsed ? 'visually-hidden' : undefined}>{t('session.logout')}</span>
              </button>
            ) : null}
          </div>
        </div>
      </aside>
    </>
  );
}
