// The desk's query keys in one place, so that a save, a review or a cancelled lock refreshes exactly
// the lists it changes. The operator's token follows the key in each hook: another sign-in never sees
// these answers.
export const operatorPromotionsKeys = {
  all: ['operator-promotions'] as const,
  promotions: () => [...operatorPromotionsKeys.all, 'promotions'] as const,
  entries: () => [...operatorPromotionsKeys.all, 'entries'] as const,
  locks: () => [...operatorPromotionsKeys.all, 'locks'] as const,
  vipLevels: () => [...operatorPromotionsKeys.all, 'vip-levels'] as const,
  rebateSettings: () => [...operatorPromotionsKeys.all, 'rebate-settings'] as const,
  pointsSettings: () => [...operatorPromotionsKeys.all, 'points-settings'] as const,
  goods: () => [...operatorPromotionsKeys.all, 'points-goods'] as const,
  redemptions: () => [...operatorPromotionsKeys.all, 'points-redemptions'] as const,
  missions: () => [...operatorPromotionsKeys.all, 'missions'] as const,
  referralSettings: () => [...operatorPromotionsKeys.all, 'referral-settings'] as const,
  raffleDraws: () => [...operatorPromotionsKeys.all, 'raffle-draws'] as const,
};

/** Rows per page of the desk's paged lists (the contract allows up to 100). */
export const PROMOTIONS_PAGE_SIZE = 20;
