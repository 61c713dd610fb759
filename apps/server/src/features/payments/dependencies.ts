// What the payments feature needs from the rest of the platform, passed in by app.ts: the ledger,
// the inbox, the site's name, and the balance push.
import type { Database, Transaction } from '../../plugins/database';
import type { MessagesService } from '../messages/messages.service';
import type { WalletService } from '../wallet/wallet.service';

export type PaymentsDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts' | 'balanceOf'>;
  messages: Pick<MessagesService, 'send'>;
  site: { scalarSettings(): Promise<{ siteName: string }> };
  /** Publishes a member's new main-wallet balance (the header follows it). */
  onBalance: (accountId: number, balance: string) => void;
  /**
   * Minor units of the member's balance locked from withdrawal by bonus turnover (promotions), read
   * in the withdrawal's transaction after the wallet row is locked; none when absent.
   */
  withdrawalLockedMinor?: (accountId: number, transaction: Transaction) => Promise<bigint>;
  /**
   * The responsible-gaming feature's check of a deposit request, in the request's transaction: a
   * break from play or the member's deposit limits refuse it (an AppError); none when absent.
   */
  depositAllowed?: (accountId: number, amountMinor: bigint, transaction: Transaction) => Promise<void>;
  /** The sandbox gateway's own payment page pays without money: never in production. */
  sandboxPageEnabled: boolean;
  now?: () => Date;
};
