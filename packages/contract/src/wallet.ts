// The member's wallet and the ledger checks (DESIGN.md "Money and the ledger").
import { z } from 'zod';

export const walletPaths = {
  balance: '/api/wallet/balance',
  ledgerVerify: '/api/operator/ledger/verify',
  /** WebSocket: the member's balance pushed after every change (no polling). */
  stream: '/api/wallet/stream',
} as const;

/**
 * The balance stream's messages. The browser cannot put a Bearer header on a WebSocket, and a token in
 * the URL would land in access logs, so the first message the client sends carries the session token.
 */
export const walletStreamAuthSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(200),
});
export type WalletStreamAuth = z.infer<typeof walletStreamAuthSchema>;
export type WalletStreamMessage =
  { type: 'balance'; balance: string } | { type: 'error'; code: 'NOT_LOGGED_IN' | 'VALIDATION_FAILED' };

/** The bus channel of a member's balance changes. */
export const balanceChannelOf = (accountId: number) => `balance:${accountId}`;

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
