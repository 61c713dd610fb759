// The member's points (SPEC.md §7 "Points": balance): what is there to spend, earned and spent in
// all, and the points held by redemptions waiting for the operator; and Convert, when the operator
// lets points turn into money.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsBalance, PointsConfig } from '@playdeck/contract/points';
import { Button } from '../../../ui/Button';
import { Figure, Figures } from '../../../ui/Figures';
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
    <Panel headingLevel={2} title={t('points.summary.title')}>
      <ReportState query={query} empty={false} searchFields={[]} />
      {balance ? (
        <div className={styles.summary}>
          <BalanceFigures balance={balance} />
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

function BalanceFigures({ balance }: { balance: PointsBalance }) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  return (
    <Figures>
      <Figure label={t('points.summary.balance')} testId="points-balance" className={styles.mainFigure}>
        {format.points(balance.balance)}
      </Figure>
      <Figure label={t('points.summary.earned')} testId="points-earned">
        {format.points(balance.earnedTotal)}
      </Figure>
      <Figure label={t('points.summary.spent')} testId="points-spent">
        {format.points(balance.spentTotal)}
      </Figure>
      <Figure label={t('points.summary.inProcess')} testId="points-in-process">
        {format.points(balance.inProcess)}
      </Figure>
    </Figures>
  );
}
