// The reward centre (SPEC.md §2 side menu and member centre): what the member can claim now, each
// with its Claim button. In the member centre it says when there is nothing; on /promotions it shows
// only when something waits.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { usePromotionRewards } from '../api/promotion-rewards';
import { usePromotionWords } from '../hooks/usePromotionWords';
import { PromotionActionButton } from './PromotionActionButton';
import styles from './promotions.module.css';

export function RewardCentre({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { t } = useTranslation();
  const words = usePromotionWords();
  const query = usePromotionRewards();
  const list = query.data?.list;
  if (hideWhenEmpty && !list?.length) return null;
  return (
    <Panel title={t('promotions.rewardCentre.title')} className={styles.rewardCentre}>
      <ReportState query={query} empty={false} searchFields={[]} />
      {list && list.length === 0 ? (
        <EmptyState
          title={t('promotions.rewardCentre.empty')}
          action={<Link to="/promotions">{t('promotions.rewardCentre.toPromotions')}</Link>}
        />
      ) : null}
      {list && list.length > 0 ? (
        <ul className={styles.rewards} data-testid="reward-centre">
          {list.map((promotion) => (
            <li key={promotion.id} className={styles.rewardItem}>
              <div className={styles.rewardMain}>
                <span className={styles.rewardTitle}>{promotion.title}</span>
                <span className={styles.meta}>
                  {promotion.award !== null
                    ? words.award(promotion, promotion.award)
                    : words.reward(promotion)}
                </span>
                <span className={styles.meta}>{words.period(promotion)}</span>
              </div>
              <PromotionActionButton promotion={promotion} />
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
