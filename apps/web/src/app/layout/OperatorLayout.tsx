// The operator console's own layout: the console's name, the operator, the desks (payments,
// content, games and VIP, contracts, promotions, site and security, support, chat, staff) that the
// operator's staff role may see, and sign-out back to the operator sign-in.
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { OPERATOR_DESKS, operatorDeskPath } from '../../features/operator/sections';
import { useStaffMe } from '../../features/operator/staff/api/staff';
import { visibleDesks } from '../../features/operator/staff/desk-access';
import { useSignOut } from '../../features/session/api/session';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { LanguageSelector } from './LanguageSelector';
import { ThemeToggle } from './ThemeToggle';
import styles from './OperatorLayout.module.css';

export function OperatorLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { username } = useSession();
  const me = useStaffMe();
  // Until the role is known no desk is offered; should the call fail, every desk is (the server still
  // refuses what the role may not do).
  const desks = me.data
    ? visibleDesks(OPERATOR_DESKS, me.data.permissions)
    : me.isError
      ? OPERATOR_DESKS
      : [];
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <strong className={styles.title}>{t('operator.console')}</strong>
        <span className={styles.spacer} />
        <Link to="/" className={styles.site} target="_blank" rel="noopener">
          {t('operator.backToSite')}
        </Link>
        <span className={styles.name} data-testid="operator-name">
          {username}
        </span>
        <LanguageSelector />
        <ThemeToggle />
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            if (await signOut()) navigate('/operator/login');
          }}
        >
          {t('session.logout')}
        </Button>
      </header>
      <div className={styles.body}>
        <nav className={styles.menu} aria-label={t('operator.menu')}>
          <ul className={styles.list}>
            {desks.map((desk) => (
              <li key={desk}>
                <NavLink
                  to={operatorDeskPath(desk)}
                  className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                >
                  {t(`operator.desks.${desk}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
