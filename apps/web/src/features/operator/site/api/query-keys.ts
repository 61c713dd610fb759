// The desk's query keys in one place, so that a save or an unlock refreshes exactly what it changed.
// The operator's token follows the key in each hook: another sign-in never sees these answers.
export const operatorSiteKeys = {
  all: ['operator-site'] as const,
  settings: () => [...operatorSiteKeys.all, 'settings'] as const,
  registrationRules: () => [...operatorSiteKeys.all, 'registration-rules'] as const,
  ipLocks: () => [...operatorSiteKeys.all, 'ip-locks'] as const,
  outbox: () => [...operatorSiteKeys.all, 'outbox'] as const,
};

/** Messages per page of the outbox (the contract allows up to 100). */
export const OUTBOX_PAGE_SIZE = 20;
