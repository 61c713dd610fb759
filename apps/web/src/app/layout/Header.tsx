// The site header (SPEC.md §2 "Layout"): menu toggle, the vendor drop-down per game type, the notice
// bell, the theme switch, and login/register buttons or the signed-in member's menu.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMember } from '../../lib/member';
import { NoticeBell } from '../../features/content/components/NoticeBell';
import { VendorMenu } from '../../features/lobby/components/VendorMenu';
import { useSignOut } from '../../features/session/api/session';
import { openLogin } from '../../features/session/login-modal';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { ThemeToggle } from './ThemeToggle';
import { toggleSideMenu } from './side-menu-state';
import styles from './Header.module.css';
import { LineIcon } from '../../ui/Icons';

function MemberMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: member } = useMember();
  const signOut = useSignOut();
  const name = member?.nickname ?? session.username ?? '';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.member} data-testid="member-menu">
        <img src="/avatar-default.svg" alt="" width={28} height={28} className={styles.avatar} />
        <span className={styles.memberName}>{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.memberPanel} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.memberHeading}>
            <strong>{member?.account ?? session.username}</strong>
            {member ? <span className={styles.memberId}>ID {member.id}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={styles.memberItem} onSelect={() => navigate('/member')}>
            {t('layout.myAccount')}
          </DropdownMenu.Item>
          {session.isAgent ? (
            <DropdownMenu.Item className={styles.memberItem} onSelect={() => navigate('/agentHome')}>
              {t('layout.agentCentre')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item
            className={styles.memberItem}
            onSelect={async () => {
              if (await signOut()) navigate('/');
            }}
          >
            {t('session.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function Header({ showMenuToggle = true }: { showMenuToggle?: boolean }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
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
            <Button variant="secondary" size="sm" onClick={openLogin} data-testid="header-login">
              {t('session.login')}
            </Button>
            <Link to="/register" className={styles.registerLink} data-testid="header-register">
              {t('session.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
