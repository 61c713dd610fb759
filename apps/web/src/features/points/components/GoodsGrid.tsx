// The mall's goods (SPEC.md §7 "reward list"): picture, name, price in points and stock. A member's
// card has Redeem, disabled with its reason beside it when the good is out of stock or dearer than
// the member's points; a visitor's cards are read-only (the page asks them to sign in).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsGood } from '@playdeck/contract/points';
import { Button } from '../../../ui/Button';
import { Panel, PanelNote } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { usePointsGoods } from '../api/points-goods';
import { redeemBlock, type RedeemBlock } from '../redeem-rules';
import { usePointsFormat } from '../use-points-format';
import { RedeemDialog } from './RedeemDialog';
import styles from './points.module.css';

/**
 * `balance`: the member's points, or null for a visitor or a trial member (no Redeem button).
 */
export function GoodsGrid({ balance }: { balance: number | null }) {
  const { t } = useTranslation();
  const query = usePointsGoods();
  const [redeeming, setRedeeming] = useState<PointsGood | null>(null);
  const list = query.data?.list;
  return (
    <Panel headingLevel={2} title={t('points.goods.title')}>
      <ReportState
        query={query}
        empty={list?.length === 0}
        emptyText={t('points.goods.empty')}
        searchFields={[]}
      />
      {list && list.length > 0 ? (
        <ul className={styles.goods} aria-label={t('points.goods.title')}>
          {list.map((good) => (
            <GoodCard key={good.id} good={good} balance={balance} onRedeem={() => setRedeeming(good)} />
          ))}
        </ul>
      ) : null}
      {redeeming && balance !== null ? (
        <RedeemDialog good={redeeming} balance={balance} onClose={() => setRedeeming(null)} />
      ) : null}
    </Panel>
  );
}

function GoodCard({
  good,
  balance,
  onRedeem,
}: {
  good: PointsGood;
  balance: number | null;
  onRedeem: () => void;
}) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const reasonId = useId();
  const titleId = useId();
  const block = balance === null ? null : redeemBlock(good, balance);
  const reason = blockText(block);
  return (
    <li className={styles.good} aria-labelledby={titleId} data-testid="points-good">
      {good.imageUrl ? (
        <img className={styles.goodImage} src={good.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className={styles.goodImage} aria-hidden="true" />
      )}
      <div className={styles.goodBody}>
        <h3 id={titleId} className={styles.goodName}>
          {good.name}
        </h3>
        <p className={styles.goodPoints}>{t('points.goods.price', { points: format.points(good.points) })}</p>
        <PanelNote>
          {good.stock > 0
            ? t('points.goods.stock', { count: good.stock, stock: format.points(good.stock) })
            : t('points.goods.outOfStock')}
        </PanelNote>
        {balance !== null ? (
          <div className={styles.goodAction}>
            <Button
              size="sm"
              block
              disabled={block !== null}
              aria-describedby={reason ? reasonId : undefined}
              onClick={onRedeem}
            >
              {t('points.redeem.open')}
            </Button>
            {reason ? (
              <p id={reasonId} className={styles.reason}>
                {reason}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );

  function blockText(current: RedeemBlock | null): string | null {
    if (current === null) return null;
    if (current.reason === 'outOfStock') return t('points.redeem.blockedOutOfStock');
    return t('points.redeem.blockedInsufficient', { missing: format.points(current.missing) });
  }
}
