// The referral screens' query keys in one place. The member's token follows the key in each hook:
// another sign-in never sees these answers.
export const referralKeys = {
  all: ['referral'] as const,
  summary: () => [...referralKeys.all, 'summary'] as const,
  friends: () => [...referralKeys.all, 'friends'] as const,
  earnings: () => [...referralKeys.all, 'earnings'] as const,
};

/** Rows per page of the friends and the earnings (the contract allows up to 100). */
export const REFERRAL_PAGE_SIZE = 10;
