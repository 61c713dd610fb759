// A promotion in words, in the reader's language: its period, its condition, its reward and what an
// entry was awarded. Money reads as everywhere on the site (the currency symbol, two decimals) and
// dates at the site's clock.
import { useTranslation } from 'react-i18next';
import type { MemberPromotion } from '@playdeck/contract/promotions';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { isPositive } from '../../../lib/progress';

export function usePromotionWords() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  const day = (instant: string) => clock.format(instant, 'date');

  const period = (promotion: MemberPromotion) => {
    const from = day(promotion.periodFrom);
    const range = promotion.periodTo
      ? // The period ends before periodTo: its last day is the one of the instant just before.
        t('promotions.periodRange', {
          from,
          to: day(new Date(Date.parse(promotion.periodTo) - 1).toISOString()),
        })
      : t('promotions.periodFrom', { from });
    return `${t(`promotions.periods.${promotion.period}`)} · ${range}`;
  };

  const condition = (promotion: MemberPromotion) => {
    const amount = money(promotion.minAmount);
    switch (promotion.trigger) {
      case 'DEPOSIT':
      case 'FIRST_DEPOSIT':
        return isPositive(promotion.minAmount)
          ? t(`promotions.triggers.${promotion.trigger}`, { amount })
          : t(`promotions.triggers.${promotion.trigger}_ANY`);
      case 'VALID_BET':
        return t('promotions.triggers.VALID_BET', {
          amount,
          category:
            promotion.category === 'ALL'
              ? t('promotions.allGames')
              : t(`gameTypes.${promotion.category}`, { defaultValue: promotion.category }),
        });
      case 'SIGN_IN_DAYS':
        return t('promotions.triggers.SIGN_IN_DAYS', { count: promotion.signInDays });
      case 'APPLICATION':
        return t('promotions.triggers.APPLICATION');
    }
  };

  const reward = (promotion: MemberPromotion) => {
    switch (promotion.reward) {
      case 'BONUS':
        return promotion.rewardPercent !== null
          ? t('promotions.rewards.BONUS_PERCENT', {
              percent: promotion.rewardPercent,
              amount: money(promotion.rewardAmount),
            })
          : t('promotions.rewards.BONUS', { amount: money(promotion.rewardAmount) });
      case 'POINTS':
      case 'RAFFLE_TICKETS':
        return t(`promotions.rewards.${promotion.reward}`, { count: promotion.rewardUnits });
      case 'VIP_BONUS':
        return t('promotions.rewards.VIP_BONUS');
    }
  };

  /** The award of an entry: money for a bonus, a count for points and tickets. */
  const award = (promotion: MemberPromotion, value: string) => {
    if (promotion.reward === 'POINTS') return t('promotions.awardPoints', { count: Number(value) });
    if (promotion.reward === 'RAFFLE_TICKETS') return t('promotions.awardTickets', { count: Number(value) });
    return money(value);
  };

  const progress = (promotion: MemberPromotion) =>
    promotion.trigger === 'SIGN_IN_DAYS'
      ? t('promotions.progressDays', { current: promotion.progress, target: promotion.signInDays })
      : t('promotions.progressAmount', {
          current: money(promotion.progress),
          target: money(promotion.minAmount),
        });

  const turnover = (promotion: MemberPromotion) =>
    promotion.turnoverMultiplier > 0 && (promotion.reward === 'BONUS' || promotion.reward === 'VIP_BONUS')
      ? t('promotions.turnoverRequirement', { multiplier: promotion.turnoverMultiplier })
      : null;

  return { money, period, condition, reward, award, progress, turnover, startsAt: clock.format };
}
