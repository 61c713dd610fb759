// /promotions (SPEC.md §2; issue 15): every promotion with the reader's state. A signed-in member sees
// the rewards waiting to be claimed first (the reward centre), then every promotion with its action;
// a visitor sees the same list read-only, each open one with a prompt to sign in.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/Page';
import { ReportState } from '../../../ui/ReportState';
import { useMemberPromotions } from '../api/promotions';
import { PromotionCard } from '../components/PromotionCard';
import { RewardCentre } from '../components/RewardCentre';
import styles from '../components/promotions.module.css';

export function PromotionsPage() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useSession();
  const query = useMemberPromotions();
  const list = query.data?.list;
  return (
    <Page title={t('pages.promotions')}>
      {isLogin && !isTrial ? <RewardCentre hideWhenEmpty /> : null}
      <ReportState
        query={query}
        empty={list?.length === 0}
        emptyText={t('promotions.empty')}
        searchFields={[]}
      />
      {list && list.length > 0 ? (
        <ul className={styles.cards} aria-label={t('promotions.list')}>
          {list.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
