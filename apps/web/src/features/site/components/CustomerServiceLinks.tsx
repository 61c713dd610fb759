// Customer-service links from the operator's settings, each opening a 440×750 window (live chat
// launches a conversation first: lib/customer-service.ts).
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../../lib/customer-service';
import { useStartedPermission } from '../../../lib/permission';
import styles from './CustomerServiceLinks.module.css';

export function CustomerServiceLinks({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const { customerService } = useStartedPermission();
  if (customerService.length === 0) return null;
  return (
    <section aria-label={t('layout.customerService')}>
      {collapsed ? null : <h2 className={styles.title}>{t('layout.customerService')}</h2>}
      <ul className={styles.list}>
        {customerService.map((service) => (
          <li key={`${service.csType}-${service.path}`}>
            <button
              type="button"
              className={styles.link}
              onClick={() => openCustomerService(service)}
              title={service.title}
            >
              <span className={styles.badge} aria-hidden="true">
                {service.csType.slice(0, 2)}
              </span>
              <span className={collapsed ? 'visually-hidden' : undefined}>{service.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
