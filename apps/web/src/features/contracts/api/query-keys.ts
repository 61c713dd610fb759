// The contracts' query keys in one place, so that an answer to an offer, an offer, a termination or
// a payment refreshes exactly what it changes. Every key sits under the agent centre's 'agent' root
// (a move of money there refreshes these too) and carries the session token, so that another
// sign-in never reads the last one's answers.
export const contractsKeys = {
  /** Every agent centre screen (the agent feature's keys start the same way). */
  agentCentre: ['agent'] as const,
  all: ['agent', 'contracts'] as const,
  consolidated: () => [...contractsKeys.all, 'consolidated'] as const,
  downline: () => [...contractsKeys.all, 'downline'] as const,
  income: () => [...contractsKeys.all, 'income'] as const,
};

/** Rows per page of the bills and of the downline contracts. */
export const CONTRACTS_PAGE_SIZE = 20;
