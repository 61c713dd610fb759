// The desk's query keys in one place, so that a decision or a save refreshes exactly the lists it
// changes. Every key starts with the operator's token: another sign-in never sees these answers.
export const operatorPaymentsKeys = {
  all: ['operator-payments'] as const,
  deposits: () => [...operatorPaymentsKeys.all, 'deposits'] as const,
  withdrawals: () => [...operatorPaymentsKeys.all, 'withdrawals'] as const,
  channels: () => [...operatorPaymentsKeys.all, 'channels'] as const,
  settings: () => [...operatorPaymentsKeys.all, 'settings'] as const,
};

/** Rows per page of the deposit and withdrawal lists (the contract allows up to 50). */
export const OPERATOR_PAYMENTS_PAGE_SIZE = 20;

/** A list's search: the status shown ('' for every status) and the page, 1-based. */
export interface RequestListSearch {
  status: string;
  pageNo: number;
}
