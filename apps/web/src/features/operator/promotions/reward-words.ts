// How the desk names the member rewards' words (bet points types, redeem statuses, mission kinds,
// draw statuses) in the operator's language, and a mission's target and reward written out as one
// line each for the list. Money and game categories read as the promotions' do (promotion-words).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionKind, OperatorMission } from '@playdeck/contract/missions';
import { POINTS_TYPE_OF_CATEGORY, type BetPointsType, type RedeemStatus } from '@playdeck/contract/points';
import type { RaffleDrawStatus } from '@playdeck/contract/raffle';
import type { GameType } from '@playdeck/contract/lobby';
import type { StatusTone } from '../../../ui/StatusBadge';
import { usePromotionWords } from './promotion-words';

export const REDEEM_STATUS_TONES: Record<RedeemStatus, StatusTone> = {
  IN_PROCESS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export const DRAW_STATUS_TONES: Record<RaffleDrawStatus, StatusTone> = {
  OPEN: 'info',
  DRAWN: 'success',
};

/** The kinds whose target is a count (rounds, days); the others' is an amount. */
export const isCountKind = (kind: MissionKind) => kind === 'ROUNDS' || kind === 'SIGN_IN';

/** The kinds measured in one game category, or all. */
export const hasCategory = (kind: MissionKind) => kind === 'ROUNDS' || kind === 'VALID_BET';

const WORDS = 'operator.promotions.words';

export function useRewardWords() {
  const { t } = useTranslation();
  const words = usePromotionWords();
  return useMemo(
    () => ({
      money: words.money,
      category: words.category,
      period: words.period,
      betPointsType: (type: BetPointsType) => t(`${WORDS}.betPointsTypes.${type}`),
      /** The game categories whose valid bet earns one bet points type ("Slots, Fishing, Bingo"). */
      categoriesOf: (type: BetPointsType) =>
        (Object.keys(POINTS_TYPE_OF_CATEGORY) as GameType[])
          .filter((category) => POINTS_TYPE_OF_CATEGORY[category] === type)
          .map(words.category)
          .join(', '),
      redeemStatus: (status: RedeemStatus) => t(`${WORDS}.redeemStatuses.${status}`),
      missionKind: (kind: MissionKind) => t(`${WORDS}.missionKinds.${kind}`),
      drawStatus: (status: RaffleDrawStatus) => t(`${WORDS}.drawStatuses.${status}`),
      /** "20 rounds (Slots)", "Valid bet $500.00 (All categories)", "Deposit $100.00", "Sign in 5 days". */
      missionTarget: (mission: OperatorMission) => {
        const category = words.category(mission.category);
        switch (mission.kind) {
          case 'ROUNDS':
            return t(`${WORDS}.roundsTarget`, { count: mission.targetCount, category });
          case 'VALID_BET':
            return t(`${WORDS}.validBetTarget`, { amount: words.money(mission.targetAmount), category });
          case 'DEPOSIT':
            return t(`${WORDS}.depositTarget`, { amount: words.money(mission.targetAmount) });
          case 'SIGN_IN':
            return t(`${WORDS}.signInTarget`, { count: mission.targetCount });
        }
      },
      /** "$10.00 + 50 points", "$10.00", "50 points". */
      missionReward: (mission: OperatorMission) => {
        const parts = [
          /[1-9]/.test(mission.rewardAmount) ? words.money(mission.rewardAmount) : null,
          mission.rewardPoints > 0 ? t(`${WORDS}.pointsLine`, { count: mission.rewardPoints }) : null,
        ].filter((part) => part !== null);
        return parts.length > 0 ? parts.join(' + ') : '—';
      },
    }),
    [t, words],
  );
}
