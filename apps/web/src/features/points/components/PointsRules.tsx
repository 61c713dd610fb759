// How points are earned and spent, in words (SPEC.md §2 /pointMall; the operator's GET
// /api/points/config): points per 100.00 of valid bet for each points type and per 100.00 deposited,
// the conversion into money when it is open, and that points never expire (SPEC.md §9).
import { useTranslation } from 'react-i18next';
import { BET_POINTS_TYPES, type PointsConfig } from '@playdeck/contract/points';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Panel } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { usePointsConfig } from '../api/points-config';
import { usePointsFormat } from '../use-points-format';
import styles from './points.module.css';

/** The rates are points per this much money. */
const RATE_BASE = '100.00';
/** pointsPerUnit is the points that make this much money. */
const UNIT = '1.00';

export function PointsRules() {
  const { t } = useTranslation();
  const query = usePointsConfig();
  return (
    <Panel headingLevel={2} title={t('points.rules.title')}>
      <ReportState query={query} empty={false} searchFields={[]} />
      {query.data ? <RulesList config={query.data} /> : null}
    </Panel>
  );
}

function RulesList({ config }: { config: PointsConfig }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const format = usePointsFormat();
  const base = formatBalance(RATE_BASE, { symbol: currencySymbol });
  const rateText = (rate: string | undefined, key: 'bet' | 'deposit', type: string) =>
    rate === undefined || Number(rate) === 0
      ? t('points.rules.none', { type })
      : t(`points.rules.${key}`, { type, rate, base });
  return (
    <ul className={styles.rules} data-testid="points-rules">
      {BET_POINTS_TYPES.map((type) => (
        <li key={type}>{rateText(config.betRates[type], 'bet', t(`points.types.${type}`))}</li>
      ))}
      <li>{rateText(config.depositRate, 'deposit', t('points.types.DEPOSIT'))}</li>
      <li>
        {config.convertEnabled
          ? t('points.rules.convert', {
              points: format.points(config.pointsPerUnit),
              amount: formatBalance(UNIT, { symbol: currencySymbol }),
              min: format.points(config.convertMinPoints),
            })
          : t('points.rules.convertClosed')}
      </li>
      <li>{t('points.rules.redeem')}</li>
      <li>{t('points.rules.neverExpire')}</li>
    </ul>
  );
}
