// The desk's query keys in one place, so that a save, an offer, a termination, a decision or a run refreshes exactly
// the lists it changes. The operator's token follows the key in each hook: another sign-in never sees
// these answers.
export const operatorContractsKeys = {
  all: ['operator-contracts'] as const,
  settings: () => [...operatorContractsKeys.all, 'settings'] as const,
  contracts: () => [...operatorContractsKeys.all, 'contracts'] as const,
  agents: () => [...operatorContractsKeys.all, 'agents'] as const,
  bills: () => [...operatorContractsKeys.all, 'bills'] as const,
  runs: () => [...operatorContractsKeys.all, 'runs'] as const,
};

/** Rows per page of the desk's lists (the contract allows up to 100). */
export const CONTRACTS_PAGE_SIZE = 20;
