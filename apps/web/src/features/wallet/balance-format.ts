// How a balance reads (SPEC.md §9): the formatting itself lives in lib/money.ts, shared with every
// screen that shows money.
export { formatBalance, HIDDEN_BALANCE, UNKNOWN_BALANCE } from '../../lib/money';
