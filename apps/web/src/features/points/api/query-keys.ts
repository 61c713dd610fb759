// The points mall's query keys in one place, so that a redemption or a conversion refreshes exactly
// what it changes (the balance, the goods' stock, the lists). The member's token (and, for texts the
// server translates, the language) follows the key in each hook: another sign-in never sees these
// answers.
export const pointsKeys = {
  all: ['points'] as const,
  config: () => [...pointsKeys.all, 'config'] as const,
  balance: () => [...pointsKeys.all, 'balance'] as const,
  goods: () => [...pointsKeys.all, 'goods'] as const,
  redemptions: () => [...pointsKeys.all, 'redemptions'] as const,
  entries: () => [...pointsKeys.all, 'entries'] as const,
};

/** Rows per page of the redemptions and the transaction detail (the contract allows up to 100). */
export const POINTS_PAGE_SIZE = 10;
