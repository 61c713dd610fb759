// The side menu's red count of promotions waiting for the member (availablePromoCount). Loaded on
// demand by the side menu once a member is signed in, so that the home page's first script carries
// neither it nor the promotions query (the budget of 150 KB gzipped).
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { useAvailablePromoCount } from '../api/promotions';

export default function RewardCountBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useAvailablePromoCount();
  return <CountBadge count={count} label={t('layout.rewardCount', { count })} className={className} />;
}
