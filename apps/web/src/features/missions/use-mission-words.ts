// A mission in words, in the reader's language: its task, its target and progress, and its reward.
// Money reads as everywhere on the site (the currency symbol, two decimals); counts and points are
// grouped in the reader's language.
import { useTranslation } from 'react-i18next';
import type { MemberMission } from '@playdeck/contract/missions';
import { formatBalance } from '../../lib/money';
import { useStartedPermission } from '../../lib/permission';
import { isPositive } from '../../lib/progress';
import { measuresMoney } from './mission-progress';

export function useMissionWords() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });

  const category = (mission: MemberMission) =>
    mission.category === 'ALL'
      ? t('missions.allGames')
      : t(`gameTypes.${mission.category}`, { defaultValue: mission.category });

  /** What the mission asks, e.g. "Play 20 rounds of Slots". */
  const task = (mission: MemberMission) => {
    const count = Number(mission.target);
    switch (mission.kind) {
      case 'ROUNDS':
        return t('missions.tasks.ROUNDS', { count, category: category(mission) });
      case 'VALID_BET':
        return t('missions.tasks.VALID_BET', { amount: money(mission.target), category: category(mission) });
      case 'DEPOSIT':
        return t('missions.tasks.DEPOSIT', { amount: money(mission.target) });
      case 'SIGN_IN':
        return t('missions.tasks.SIGN_IN', { count });
    }
  };

  /** The figures beside the bar: "5 / 20" or "$120.50 / $500.00". */
  const progress = (mission: MemberMission) =>
    measuresMoney(mission.kind)
      ? t('missions.progressOf', { progress: money(mission.progress), target: money(mission.target) })
      : t('missions.progressOf', {
          progress: t('missions.count', { value: Number(mission.progress) }),
          target: t('missions.count', { value: Number(mission.target) }),
        });

  /** The reward: money, points or both ("$5.00 + 50 points"). */
  const reward = (mission: Pick<MemberMission, 'rewardAmount' | 'rewardPoints'>) =>
    [
      isPositive(mission.rewardAmount) ? money(mission.rewardAmount) : null,
      mission.rewardPoints > 0 ? t('missions.points', { count: mission.rewardPoints }) : null,
    ]
      .filter((part) => part !== null)
      .join(' + ');

  return { task, progress, reward, money };
}
