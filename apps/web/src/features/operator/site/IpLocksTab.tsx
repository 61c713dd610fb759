// The IPs locked after repeated failed sign-ins (SPEC.md §4 "Login"), newest first, each with why and
// when; Unlock (after a confirmation) lets the address sign in again and forgets its failures.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useApiMessage } from '../form-errors';
import { useIpLocks, useUnlockIp, type IpLock } from './api/ip-locks';
import styles from './site.module.css';
import { useSiteTime } from '../../../lib/site-time';
import { IfAllowed } from '../components/staff-rights';

function LocksTable({
  locks,
  unlocking,
  onUnlock,
}: {
  locks: IpLock[];
  unlocking: string | null;
  onUnlock: (ip: string) => void;
}) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const column = (key: string) => t(`operator.site.ipLocks.columns.${key}`);
  return (
    <DataTable aria-label={t('operator.site.ipLocks.title')}>
      <thead>
        <tr>
          <th scope="col">{column('ip')}</th>
          <th scope="col">{column('reason')}</th>
          <th scope="col">{column('lockedAt')}</th>
          <th scope="col" className={styles.actionsCell}>
            {t('operator.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {locks.map((lock) => (
          <tr key={lock.ip}>
            <th scope="row" className={styles.code}>
              {lock.ip}
            </th>
            <td className={styles.wrap}>{lock.reason}</td>
            <td>{time.format(new Date(lock.lockedAt))}</td>
            <td className={styles.actionsCell}>
              <IfAllowed>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={unlocking === lock.ip}
                  disabled={unlocking !== null && unlocking !== lock.ip}
                  onClick={() => onUnlock(lock.ip)}
                  aria-label={t('operator.site.ipLocks.unlockIp', { ip: lock.ip })}
                >
                  {t('operator.site.ipLocks.unlock')}
                </Button>
              </IfAllowed>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function IpLocksTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const query = useIpLocks();
  const unlock = useUnlockIp();
  const [unlocking, setUnlocking] = useState<string | null>(null);
  const notice = useSavedNotice();

  const confirmUnlock = async (ip: string) => {
    const confirmed = await dialogs.confirm({
      title: t('operator.site.ipLocks.confirmTitle'),
      message: t('operator.site.ipLocks.confirmMessage', { ip }),
      confirmLabel: t('operator.site.ipLocks.unlock'),
    });
    if (!confirmed) return;
    setUnlocking(ip);
    try {
      await unlock.mutateAsync(ip);
      notice.show(t('operator.site.ipLocks.unlocked', { ip }));
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    } finally {
      setUnlocking(null);
    }
  };

  return (
    <Panel title={t('operator.site.ipLocks.title')}>
      <div className={styles.toolbar}>
        <PanelNote>{t('operator.site.ipLocks.lead')}</PanelNote>
        <SavedNotice message={notice.message} />
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('operator.refresh')}
        </Button>
      </div>
      <QueryState query={query} />
      {query.data?.length === 0 ? <EmptyState title={t('operator.site.ipLocks.empty')} /> : null}
      {query.data?.length ? (
        <LocksTable locks={query.data} unlocking={unlocking} onUnlock={(ip) => void confirmUnlock(ip)} />
      ) : null}
    </Panel>
  );
}
