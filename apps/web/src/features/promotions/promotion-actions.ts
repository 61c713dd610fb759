// What a member can do with a promotion in its state (SPEC.md §3 activity statuses), pure: join it
// (join), sign in for today (a SIGN_IN_DAYS promotion in process), apply (an APPLICATION promotion in
// process, or again after a rejection), claim the reward (claim); every other state only reads.
import type { MemberPromotion } from '@playdeck/contract/promotions';

export type PromotionAction = 'join' | 'sign' | 'apply' | 'claim';

export function promotionAction(
  promotion: Pick<MemberPromotion, 'status' | 'trigger'>,
): PromotionAction | null {
  switch (promotion.status) {
    case 'join':
      return 'join';
    case 'claim':
      return 'claim';
    case 'process':
      if (promotion.trigger === 'SIGN_IN_DAYS') return 'sign';
      if (promotion.trigger === 'APPLICATION') return 'apply';
      return null;
    case 'rejected':
      return promotion.trigger === 'APPLICATION' ? 'apply' : null;
    default:
      return null;
  }
}

/** The states in which the member's progress toward the condition means something. */
export const showsProgress = (promotion: Pick<MemberPromotion, 'status' | 'trigger'>) =>
  promotion.trigger !== 'APPLICATION' &&
  (promotion.status === 'process' || promotion.status === 'signed' || promotion.status === 'claim');
