// The member's points (SPEC.md §7 "Points": balance): what is there to spend, earned and spent in
// all, and the points held by redemptions waiting for the operator; and Convert, when the operator
// lets points turn into money.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsBalance, PointsConfig } from '@playdeck/contract/points';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { usePointsBalance } from '../api/points-balance';
import { usePointsFormat } from '../use-points-format';
import { ConvertDialog } from './ConvertDialog';
import styles from './points.module.css';

export function PointsSummary({ config }: { config: PointsConfig | undefined }) {
  const { t } = useTranslation();
  const query = usePointsBalance();
  const [converting, setConverting] = useState(false);
  const balance = query.data;
  return (
    <Panel headingLevel={2} title={t('points.summary.title')} className={styles.panel}>
      <ReportState query={query} empty={false} searchFields={[]} />
      {balance ? (
        <div className={styles.summary}>
          <Figures balance={balance} />
          {config?.convertEnabled ? (
            <Button variant="secondary" onClick={() => setConverting(true)}>
              {t('points.convert.open')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {converting && balance && config ? (
        <ConvertDialog balance={balance.balance} config={config} onClose={() => setConverting(false)} />
      ) : null}
    </Panel>
  );
}

function Figures({ balance }: { balance: PointsBalance }) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  return (
    <dl className={styles.figures}>
      <div className={styles.mainFigure}>
        <dt>{t('points.summary.balance')}</dt>
        <dd data-testid="points-balance">{format.points(balance.balance)}</dd>
      </div>
      <div>
        <dt>{t('points.summary.earned')}</dt>
        <dd data-testid="points-earned">{format.points(balance.earnedTotal)}</dd>
      </div>
      <div>
        <dt>{t('points.summary.spent')}</dt>
        <dd data-testid="points-spent">{format.points(balance.spentTotal)}</dd>
      </div>
      <div>
        <dt>{t('points.summary.inProcess')}</dt>
        <dd data-testid="points-in-process">{format.points(balance.inProcess)}</dd>
      </div>
    </dl>
  );
}
