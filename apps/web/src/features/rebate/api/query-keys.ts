// The rebate screens' query keys in one place, so that a claim refreshes exactly what it changes (what
// may be claimed, the history). The member's token follows the key in each hook: another sign-in
// never sees these answers.
export const rebateKeys = {
  all: ['rebate'] as const,
  manual: () => [...rebateKeys.all, 'manual'] as const,
  history: () => [...rebateKeys.all, 'history'] as const,
};

/** Rows per page of the rebate history (the contract allows up to 100). */
export const REBATE_HISTORY_PAGE_SIZE = 10;
