// The withdraw screen's word on turnover (issue 15 §2): when bonus money is locked by its turnover
// requirement, how much is locked and how much may be withdrawn now, with a link to the locks in the
// bonus details. Nothing when nothing is locked.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useTurnover } from '../api/turnover';
import { isPositive } from '../../../lib/progress';
import styles from './promotions.module.css';

export function TurnoverSummary() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const { data } = useTurnover();
  if (!data || !isPositive(data.locked)) return null;
  return (
    <div className={styles.turnoverSummary} data-testid="turnover-summary">
      <dl className={styles.figures}>
        <div>
          <dt>{t('promotions.turnover.locked')}</dt>
          <dd data-testid="turnover-locked">{formatBalance(data.locked, { symbol: currencySymbol })}</dd>
        </div>
        <div>
          <dt>{t('promotions.turnover.withdrawable')}</dt>
          <dd data-testid="turnover-withdrawable">
            {formatBalance(data.withdrawable, { symbol: currencySymbol })}
          </dd>
        </div>
      </dl>
      <p className={styles.meta}>{t('promotions.turnover.notice')}</p>
      <Link to="/member?section=bonus">{t('promotions.turnover.toDetails')}</Link>
    </div>
  );
}
