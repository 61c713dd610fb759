// The bonus details' "Turnover" section (issue 15 §2): each bonus with a turnover requirement, the
// valid bet it needs and how far the member's valid bet since the award has come, its state, when it
// was awarded, met or cancelled, and why it was cancelled.
import { useTranslation } from 'react-i18next';
import type { TurnoverLock } from '@playdeck/contract/promotions';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { Panel } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useTurnover } from '../api/turnover';
import { ProgressBar } from '../../../ui/ProgressBar';
import { progressPercent } from '../../../lib/progress';
import styles from './promotions.module.css';

const LOCK_TONES: Record<TurnoverLock['status'], StatusTone> = {
  ACTIVE: 'warning',
  MET: 'success',
  CANCELLED: 'neutral',
};

export function TurnoverLocks() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const query = useTurnover();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  const locks = query.data?.locks;
  return (
    <Panel title={t('promotions.turnover.title')} className={styles.turnoverPanel}>
      <ReportState
        query={query}
        empty={locks?.length === 0}
        emptyText={t('promotions.turnover.empty')}
        searchFields={[]}
      />
      {query.data && locks && locks.length > 0 ? (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('promotions.turnover.locked')}</dt>
              <dd>{money(query.data.locked)}</dd>
            </div>
            <div>
              <dt>{t('promotions.turnover.withdrawable')}</dt>
              <dd>{money(query.data.withdrawable)}</dd>
            </div>
          </dl>
          <ul className={styles.locks} data-testid="turnover-locks">
            {locks.map((lock) => (
              <li key={lock.id} className={styles.lock}>
                <div className={styles.cardHeader}>
                  <span className={styles.rewardTitle}>{lock.source}</span>
                  <StatusBadge tone={LOCK_TONES[lock.status]}>
                    {t(`promotions.turnover.statuses.${lock.status}`)}
                  </StatusBadge>
                </div>
                <dl className={styles.terms}>
                  <dt>{t('promotions.turnover.bonus')}</dt>
                  <dd>{money(lock.bonus)}</dd>
                  <dt>{t('promotions.turnover.required')}</dt>
                  <dd>{money(lock.required)}</dd>
                </dl>
                <ProgressBar
                  label={t('promotions.turnover.progressOf', { source: lock.source })}
                  text={t('promotions.progressAmount', {
                    current: money(lock.progress),
                    target: money(lock.required),
                  })}
                  percent={progressPercent(lock.progress, lock.required)}
                />
                <p className={styles.meta}>
                  {[
                    t('promotions.turnover.awardedAt', { time: time.format(lock.awardedAt) }),
                    lock.metAt ? t('promotions.turnover.metAt', { time: time.format(lock.metAt) }) : null,
                    lock.cancelledAt
                      ? t('promotions.turnover.cancelledAt', { time: time.format(lock.cancelledAt) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {lock.cancelReason ? (
                  <p className={styles.meta}>
                    {t('promotions.turnover.cancelReason', { reason: lock.cancelReason })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
