// The member's wallet and the ledger checks (DESIGN.md "Money and the ledger").
import { z } from 'zod';

export const walletPaths = {
  balance: '/api/wallet/balance',
  ledgerVerify: '/api/operator/ledger/verify',
} as const;

export const balanceValueSchema = z.object({
  /** Main-wallet balance, a decimal string with 2 places. */
  balance: z.string(),
  currencySymbol: z.string(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

export const ledgerVerifySchema = z.object({
  balanced: z.boolean(),
  accountsChecked: z.number().int(),
  transactionsChecked: z.number().int(),
  /** Accounts whose cached balance differs from the sum of their entries. */
  differences: z.array(
    z.object({ ledgerAccountId: z.number().int(), cached: z.string(), fromEntries: z.string() }),
  ),
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: z.array(z.number().int()),
});
export type LedgerVerify = z.infer<typeof ledgerVerifySchema>;
