// The member's wallet and the ledger checks (DESIGN.md "Money and the ledger").
import { z } from 'zod';
import { positiveAmountSchema } from './money';

export const walletPaths = {
  balance: '/api/wallet/balance',
  ledgerVerify: '/api/operator/ledger/verify',
  /** WebSocket: the member's balance pushed after every change (no polling). */
  stream: '/api/wallet/stream',
  /** Transfer fund: main wallet ↔ a transfer-mode vendor's wallet. */
  transfer: '/api/wallet/transfer',
  /** One click: every vendor wallet back to the main wallet. */
  transferAllBack: '/api/wallet/transfer/all-back',
  /** The merchant wallet (SPEC.md §3): isSingle and the per-vendor balances. */
  merchant: '/api/wallet/merchant',
  /** Transfer to upline: from the member to its own agent. */
  upline: '/api/wallet/upline',
  uplineTransfer: '/api/wallet/upline-transfer',
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
  /**
   * Entries whose transaction or account does not exist (the entries table has no foreign keys:
   * the ledger functions write both ids, and this check is the guard).
   */
  orphanEntries: z.array(z.number().int()),
});
export type LedgerVerify = z.infer<typeof ledgerVerifySchema>;

/** The main wallet in a transfer; any other value is a transfer-mode vendor's code. */
export const MAIN_WALLET = 'main';

const walletCodeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.invalid');

export const walletTransferSchema = z
  .object({
    /** 'main' or a vendor code. */
    from: walletCodeSchema,
    to: walletCodeSchema,
    amount: positiveAmountSchema,
    /** Optional client key: the same key again answers the first result and moves nothing. */
    requestId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid')
      .optional(),
  })
  .refine((value) => value.from !== value.to, { message: 'validation.sameWallet', path: ['to'] })
  .refine((value) => value.from === MAIN_WALLET || value.to === MAIN_WALLET, {
    message: 'validation.mainWalletSide',
    path: ['to'],
  });
export type WalletTransfer = z.input<typeof walletTransferSchema>;

export const vendorWalletSchema = z.object({
  vendorCode: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  balance: z.string(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const merchantWalletSchema = z.object({
  /** No vendor uses a transfer wallet: the main wallet is the only one (SPEC.md §3). */
  isSingle: z.boolean(),
  balance: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(vendorWalletSchema),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export const uplineSchema = z.object({
  /** The member's agent, or null when its parent is not an agent (nothing to transfer to). */
  agent: z.object({ account: z.string(), nickname: z.string() }).nullable(),
  balance: z.string(),
});
export type Upline = z.infer<typeof uplineSchema>;

/** Encrypted: it carries the payment password. */
export const uplineTransferPayloadSchema = z.object({
  amount: positiveAmountSchema,
  paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid')
    .optional(),
});
export type UplineTransferPayload = z.input<typeof uplineTransferPayloadSchema>;
