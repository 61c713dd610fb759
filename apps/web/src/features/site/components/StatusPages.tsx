// The maintenance page (status 1) and the blocked page (status 2) of SPEC.md §2 "Home lobby".
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@playdeck/contract/site';
import { Button } from '../../../ui/Button';
import { openCustomerService } from '../../../lib/customer-service';
import styles from './StatusPages.module.css';
import { LineIcon } from '../../../ui/Icons';

const ICONS = {
  maintenance: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  blocked: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
};

function StatusShell({
  icon,
  title,
  children,
}: {
  icon: keyof typeof ICONS;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="status-title">
        <img className={styles.logo} src="/favicon.svg" alt="" width={56} height={56} />
        <LineIcon path={ICONS[icon]} size={48} strokeWidth={1.6} className={styles.icon} />
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

export function MaintenancePage({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  return (
    <StatusShell icon="maintenance" title={t('status.maintenanceTitle')}>
      <p className={styles.text}>{permission.maintenanceMessage || t('status.maintenanceText')}</p>
    </StatusShell>
  );
}

export function BlockedPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  const service = permission.customerService[0];
  return (
    <StatusShell icon="blocked" title={t('status.blockedTitle')}>
      <p className={styles.ip}>
        {t('status.yourIp')}: <strong data-testid="blocked-ip">{permission.location}</strong>
        {permission.country ? ` (${permission.country})` : ''}
      </p>
      <p className={styles.text}>{t('status.blockedText')}</p>
      {service ? (
        <Button variant="primary" size="lg" onClick={() => openCustomerService(service)}>
          {t('status.contactService')}
        </Button>
      ) : null}
    </StatusShell>
  );
}
