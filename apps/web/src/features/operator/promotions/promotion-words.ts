// How the desk names the promotion words (periods, audiences, triggers, rewards, statuses) in the
// operator's language, how money reads (decimal strings with the site's currency symbol), and a
// promotion's audience, trigger and reward written out as one line each for the list.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus, Promotion } from '@playdeck/contract/promotions';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import type { StatusTone } from '../../../ui/StatusBadge';
import type { TurnoverLockStatus } from './api/turnover-locks';

export const LOCK_STATUS_TONES: Record<TurnoverLockStatus, StatusTone> = {
  ACTIVE: 'warning',
  MET: 'success',
  CANCELLED: 'neutral',
};

export const ENTRY_STATUS_TONES: Record<ActivityStatus, StatusTone> = {
  join: 'info',
  claim: 'info',
  applying: 'warning',
  close: 'neutral',
  rejected: 'danger',
  issued: 'success',
  claimed: 'success',
  process: 'info',
  signed: 'info',
  coming: 'neutral',
};

const WORDS = 'operator.promotions.words';

export function usePromotionWords() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const money = useCallback(
    (amount: string | null) => formatBalance(amount, { symbol: currencySymbol }),
    [currencySymbol],
  );
  const category = useCallback(
    (type: string) =>
      type === 'ALL'
        ? t(`${WORDS}.allCategories`)
        : i18n.exists(`gameTypes.${type}`)
          ? t(`gameTypes.${type}`)
          : type,
    [i18n, t],
  );
  return useMemo(
    () => ({
      money,
      category,
      period: (period: Promotion['period']) => t(`${WORDS}.periods.${period}`),
      audienceName: (audience: Promotion['audience']) => t(`${WORDS}.audiences.${audience}`),
      triggerName: (trigger: Promotion['trigger']) => t(`${WORDS}.triggers.${trigger}`),
      rewardName: (reward: Promotion['reward']) => t(`${WORDS}.rewards.${reward}`),
      lockStatus: (status: TurnoverLockStatus) => t(`${WORDS}.lockStatuses.${status}`),
      entryStatus: (status: ActivityStatus) => t(`${WORDS}.entryStatuses.${status}`),
      /** "VIP levels 1, 2", "Registered in the last 7 days", or the audience's name. */
      audience: (promotion: Promotion) => {
        if (promotion.audience === 'VIP_LEVELS')
          return t(`${WORDS}.audienceLevels`, { levels: promotion.vipLevels.join(', ') });
        if (promotion.audience === 'NEW_MEMBERS')
          return t(`${WORDS}.audienceNewMembers`, { count: promotion.newMemberDays });
        return t(`${WORDS}.audiences.${promotion.audience}`);
      },
      /** "Deposit ≥ $100.00", "Valid bet ≥ $1,000.00 (Slots)", "Signed in 5 days", "Application". */
      trigger: (promotion: Promotion) => {
        const name = t(`${WORDS}.triggers.${promotion.trigger}`);
        switch (promotion.trigger) {
          case 'DEPOSIT':
          case 'FIRST_DEPOSIT':
            return t(`${WORDS}.atLeast`, { name, amount: money(promotion.minAmount) });
          case 'VALID_BET':
            return t(`${WORDS}.validBetLine`, {
              name,
              amount: money(promotion.minAmount),
              category: category(promotion.category),
            });
          case 'SIGN_IN_DAYS':
            return t(`${WORDS}.signInLine`, { count: promotion.signInDays });
          default:
            return name;
        }
      },
      /** "Bonus $500.00", "Bonus 50 % up to $500.00", "100 points", "3 raffle tickets", "VIP level bonus". */
      reward: (promotion: Promotion) => {
        switch (promotion.reward) {
          case 'BONUS':
            return promotion.rewardPercent === null
              ? t(`${WORDS}.bonusFixed`, { amount: money(promotion.rewardAmount) })
              : t(`${WORDS}.bonusPercent`, {
                  percent: promotion.rewardPercent,
                  amount: money(promotion.rewardAmount),
                });
          case 'POINTS':
            return t(`${WORDS}.pointsLine`, { count: promotion.rewardUnits });
          case 'RAFFLE_TICKETS':
            return t(`${WORDS}.ticketsLine`, { count: promotion.rewardUnits });
          default:
            return t(`${WORDS}.rewards.${promotion.reward}`);
        }
      },
    }),
    [category, money, t],
  );
}
