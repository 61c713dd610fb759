// The site footer (SPEC.md §2 "Layout"): help links, products, follow-us text with the configured
// social links, the responsible-gaming image and the grey vendor icons.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpLinks } from '../../features/content/components/HelpLinks';
import { useVendors } from '../../features/lobby/api/vendors';
import { GAME_TYPE_ROUTES, gameTypeLabelKey } from '../../features/lobby/game-types';
import { useStartedPermission } from '../../lib/permission';
import { SocialLinks } from '../../features/site/components/SocialLinks';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { siteName, footerVendors } = useStartedPermission();
  const { data } = useVendors();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.columns}>
        <section>
          <h2 className={styles.heading}>{t('layout.help')}</h2>
          <HelpLinks className={styles.links} />
        </section>
        <section>
          <h2 className={styles.heading}>{t('layout.products')}</h2>
          <ul className={styles.links}>
            {(data?.lanes ?? []).map((lane) => (
              <li key={lane.title}>
                <Link to={GAME_TYPE_ROUTES[lane.title]}>{t(gameTypeLabelKey(lane.title))}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('layout.followUsTitle')}</h2>
          <SocialLinks />
        </section>
        <section className={styles.responsible}>
          <img src="/responsible-gaming.svg" alt={t('layout.responsibleGaming')} width={140} height={44} />
          <p>{t('layout.responsibleText')}</p>
        </section>
      </div>
      <ul className={styles.vendors} aria-label={t('layout.partners')}>
        {footerVendors.map((code) => (
          <li key={code}>
            <img src={`/vendors/footer/${code}.svg`} alt={code} width={96} height={32} loading="lazy" />
          </li>
        ))}
      </ul>
      <p className={styles.copyright}>
        {t('layout.copyright', { year: new Date().getFullYear(), siteName })}
      </p>
    </footer>
  );
}
