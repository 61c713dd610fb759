// The transfer wallet (issue 6 §4; SPEC.md §2 "transfer fund", §3 merchant wallet): a vendor in
// transfer mode keeps a wallet per member, and the member moves money between the main wallet and it
// in both directions, or everything back to main in one click. Transfer to upline moves money from a
// member to its own agent only, after the payment password. Every move is one ledger transaction;
// a request key makes a replay answer the first result, and the new balance is pushed after it.
import { randomUUID } from 'node:crypto';
import { isAgentType } from '@playdeck/contract/account';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import {
  MAIN_WALLET,
  uplineTransferPayloadSchema,
  type MerchantWallet,
  type Upline,
  type WalletTransfer,
} from '@playdeck/contract/wallet';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { findAccountById } from '../account/account.service';
import { createTransferRepository } from './transfer.repository';
import type { Posting } from './postings';
import { transfer, type WalletService } from './wallet.service';

export type TransferDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'post' | 'postWithin' | 'lockLedgerAccounts' | 'balanceOf'>;
  site: { scalarSettings(): Promise<{ currencySymbol: string }> };
  /** The payments feature's check. Errors: PAYMENT_PASSWORD_REQUIRED / _INCORRECT / _LOCKED. */
  verifyPaymentPassword: (accountId: number, password: string) => Promise<void>;
  onBalance: (accountId: number, balance: string) => void;
};

export type TransferService = ReturnType<typeof createTransferService>;

/** The INSUFFICIENT_FUNDS of a move, with its message on the amount field. */
function withAmountField(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') return error;
  return new AppError('INSUFFICIENT_FUNDS', 409, {
    value: error.options.value,
    fields: { amount: 'error.INSUFFICIENT_FUNDS' },
  });
}

export function createTransferService(deps: TransferDependencies) {
  const repository = () => createTransferRepository(deps.db);
  const keyOf = (scope: string, accountId: number, requestId: string | undefined) =>
    `${scope}:${accountId}:${requestId ?? randomUUID()}`;

  function publishMain(accountId: number, balances: Map<number, bigint>, mainWallet: number) {
    const balance = balances.get(mainWallet);
    if (balance !== undefined) deps.onBalance(accountId, fromMinor(balance));
  }

  /** The merchant wallet: the main balance, each transfer vendor's balance, and isSingle. */
  async function merchantWallet(accountId: number): Promise<MerchantWallet> {
    const [balance, wallets, settings] = await Promise.all([
      deps.wallet.balanceOf(accountId),
      repository().walletsOf(accountId),
      deps.site.scalarSettings(),
    ]);
    return {
      isSingle: !wallets.some((wallet) => wallet.enabled),
      balance: fromMinor(balance),
      currencySymbol: settings.currencySymbol,
      wallets: wallets.map((wallet) => ({
        vendorCode: wallet.code,
        displayName: wallet.displayName,
        gameType: wallet.gameType,
        balance: fromMinor(wallet.balanceMinor),
      })),
    };
  }

  /**
   * The vendor of a transfer's non-main side. Money may always come back from a disabled vendor, but
   * not go to one. Errors: VENDOR_NOT_FOUND 404, VENDOR_NOT_TRANSFER 409, VENDOR_UNAVAILABLE 503.
   */
  async function transferVendor(code: string, direction: 'in' | 'out') {
    const vendor = await repository().findVendor(code);
    const field = direction === 'in' ? 'to' : 'from';
    if (!vendor)
      throw new AppError('VENDOR_NOT_FOUND', 404, { fields: { [field]: 'error.VENDOR_NOT_FOUND' } });
    if (vendor.walletMode !== 'transfer') {
      throw new AppError('VENDOR_NOT_TRANSFER', 409, { fields: { [field]: 'error.VENDOR_NOT_TRANSFER' } });
    }
    if (direction === 'in' && !vendor.enabled) throw new AppError('VENDOR_UNAVAILABLE', 503);
    return vendor;
  }

  /**
   * Transfer fund between the main wallet and a transfer vendor's wallet.
   * Errors: those of transferVendor(), INSUFFICIENT_FUNDS 409, DUPLICATE_CONFLICT 409 (a request key
   * reused for another transfer).
   */
  async function move(accountId: number, body: WalletTransfer): Promise<MerchantWallet> {
    const toVendor = body.from === MAIN_WALLET;
    const vendor = await transferVendor(toVendor ? body.to : body.from, toVendor ? 'in' : 'out');
    const [mainWallet, vendorWallet] = await Promise.all([
      deps.wallet.ledgerAccountId('member_wallet', accountId),
      deps.wallet.ledgerAccountId('member_vendor_wallet', accountId, vendor.code),
    ]);
    const amountMinor = toMinor(body.amount);
    try {
      const posted = await deps.wallet.post({
        idempotencyKey: keyOf('transfer', accountId, body.requestId),
        kind: toVendor ? 'transfer_to_vendor' : 'transfer_from_vendor',
        postings: toVendor
          ? transfer(mainWallet, vendorWallet, amountMinor)
          : transfer(vendorWallet, mainWallet, amountMinor),
        metadata: { vendorCode: vendor.code },
      });
      publishMain(accountId, posted.balances, mainWallet);
    } catch (error) {
      throw withAmountField(error);
    }
    return merchantWallet(accountId);
  }

  /** One click: every transfer vendor's wallet back to the main wallet, in one ledger transaction. */
  async function allBack(accountId: number): Promise<MerchantWallet> {
    const wallets = (await repository().walletsOf(accountId)).filter(
      (wallet) => wallet.ledgerAccountId !== null,
    );
    if (wallets.length === 0) return merchantWallet(accountId);
    const mainWallet = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const newBalance = await deps.db.transaction(async (transaction) => {
      // The balances are read under the lock, so a transfer at the same moment cannot slip between.
      const ids = wallets.map((wallet) => wallet.ledgerAccountId!);
      const balances = await deps.wallet.lockLedgerAccounts(transaction, [...ids, mainWallet]);
      const postings: Posting[] = ids
        .filter((id) => (balances.get(id) ?? 0n) > 0n)
        .map((id) => ({ ledgerAccountId: id, amountMinor: -(balances.get(id) ?? 0n) }));
      if (postings.length === 0) return undefined;
      const total = postings.reduce((sum, posting) => sum - posting.amountMinor, 0n);
      const posted = await deps.wallet.postWithin(transaction, {
        idempotencyKey: keyOf('transfer-all', accountId, undefined),
        kind: 'transfer_from_vendor',
        postings: [...postings, { ledgerAccountId: mainWallet, amountMinor: total }],
        metadata: { allBack: true },
      });
      return posted.balances.get(mainWallet);
    });
    if (newBalance !== undefined) deps.onBalance(accountId, fromMinor(newBalance));
    return merchantWallet(accountId);
  }

  /** The member's agent (its parent, when that is an agent account that is active). */
  async function agentOf(accountId: number) {
    const member = await findAccountById(deps.db, accountId);
    const parent = member?.parentId ? await findAccountById(deps.db, member.parentId) : undefined;
    return parent && isAgentType(parent.type) && parent.status === 'active' ? parent : undefined;
  }

  async function upline(accountId: number): Promise<Upline> {
    const [agent, balance] = await Promise.all([agentOf(accountId), deps.wallet.balanceOf(accountId)]);
    return {
      agent: agent ? { account: agent.username, nickname: agent.nickname || agent.username } : null,
      balance: fromMinor(balance),
    };
  }

  /**
   * Transfer to upline (the decrypted body): to the member's own agent only.
   * Errors: VALIDATION_FAILED 400, NO_UPLINE 409, the payment password's errors, INSUFFICIENT_FUNDS 409.
   */
  async function toUpline(accountId: number, input: unknown): Promise<Upline> {
    const parsed = uplineTransferPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const agent = await agentOf(accountId);
    if (!agent) throw new AppError('NO_UPLINE', 409);
    await deps.verifyPaymentPassword(accountId, parsed.data.paymentPassword);
    const [memberWallet, agentWallet] = await Promise.all([
      deps.wallet.ledgerAccountId('member_wallet', accountId),
      deps.wallet.ledgerAccountId('member_wallet', agent.id),
    ]);
    try {
      const posted = await deps.wallet.post({
        idempotencyKey: keyOf('upline', accountId, parsed.data.requestId),
        kind: 'upline_transfer',
        postings: transfer(memberWallet, agentWallet, toMinor(parsed.data.amount)),
        metadata: { fromAccountId: accountId, toAccountId: agent.id },
      });
      publishMain(accountId, posted.balances, memberWallet);
      publishMain(agent.id, posted.balances, agentWallet);
    } catch (error) {
      throw withAmountField(error);
    }
    return upline(accountId);
  }

  return { merchantWallet, move, allBack, upline, toUpline };
}
