// Payments (issue 6): deposit channels, deposits with the operator's approval or a gateway's signed
// callback, bank accounts, the payment password and withdrawals. Every money move is one ledger
// transaction keyed by its request, and the member's new balance is pushed after it commits.
// Other features use this service's public functions: the payment password (transfer to upline)
// and the bank-account holder names (the sign-in second factor).
import { fromMinor } from '@playdeck/contract/money';
import { AppError } from '../../plugins/errors';
import { createBankAccounts } from './bank-accounts';
import { createChannels } from './channels';
import type { PaymentsDependencies } from './dependencies';
import { createDeposits } from './deposits';
import { sandboxCallbackBody, signCallback } from './gateway';
import { createPaymentPasswords } from './payment-password';
import { createPaymentSettings } from './settings';
import { createWithdrawals } from './withdrawals';

export type { PaymentsDependencies } from './dependencies';
export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(input: PaymentsDependencies) {
  const deps = { ...input, now: input.now ?? (() => new Date()) };
  const channels = createChannels(deps);
  const settings = createPaymentSettings(deps);
  const paymentPasswords = createPaymentPasswords(deps);
  const bankAccounts = createBankAccounts(deps);
  const deposits = createDeposits(deps);
  const withdrawals = createWithdrawals({
    ...deps,
    settings: settings.current,
    verifyPaymentPassword: (accountId, password) => paymentPasswords.verify(accountId, password),
    paymentPasswordIsSet: paymentPasswords.isSet,
  });

  /** The pending sandbox deposit of a reference with its channel. Errors: PAYMENT_NOT_FOUND 404. */
  async function sandboxDeposit(reference: string) {
    if (!deps.sandboxPageEnabled) throw new AppError('NOT_FOUND', 404);
    const deposit = await deposits.findByReference(reference);
    const channel = deposit ? await channels.find(deposit.channelId) : undefined;
    if (!deposit || !channel || channel.gatewayCode !== 'sandbox' || !channel.gatewaySecret) {
      throw new AppError('PAYMENT_NOT_FOUND', 404);
    }
    return { deposit, channel, secret: channel.gatewaySecret };
  }

  /** What the sandbox gateway's payment page shows. */
  async function sandboxPage(reference: string) {
    const { deposit, channel } = await sandboxDeposit(reference);
    return {
      reference,
      amount: fromMinor(deposit.amountMinor),
      channelName: channel.name,
      status: deposit.status,
      siteName: (await deps.site.scalarSettings()).siteName,
    };
  }

  /**
   * The sandbox page's buttons: the gateway sends its signed callback, which goes through the same
   * check as any gateway's (callback()).
   */
  async function sandboxComplete(reference: string, status: 'paid' | 'failed') {
    const { deposit, channel, secret } = await sandboxDeposit(reference);
    const body = sandboxCallbackBody({ reference, amountMinor: deposit.amountMinor }, status);
    return deposits.callback(channel.id, body, signCallback(secret, body));
  }

  return {
    channels: channels.enabled,
    operatorChannels: { list: channels.all, create: channels.create, update: channels.update },
    settings: { view: settings.view, update: settings.update },
    deposits: {
      create: deposits.create,
      listOwn: deposits.listOwn,
      listAll: deposits.listAll,
      approve: (id: number, operatorId: number) => deposits.credit(id, { decidedBy: operatorId }),
      reject: (id: number, operatorId: number, reason: string) =>
        deposits.fail(id, { decidedBy: operatorId, reason }),
      callback: deposits.callback,
    },
    sandbox: { page: sandboxPage, complete: sandboxComplete },
    bankAccounts: { list: bankAccounts.list, bind: bankAccounts.bind },
    paymentPassword: { status: paymentPasswords.status, set: paymentPasswords.set },
    withdrawals,
    /** For the transfer to upline. Errors: as payment-password verify(). */
    verifyPaymentPassword: (accountId: number, password: string) =>
      paymentPasswords.verify(accountId, password),
    /** For the sign-in second factor: whether the member has a bank account, and whether a name is its holder's. */
    hasBankAccount: bankAccounts.hasAny,
    holderNameMatches: bankAccounts.holderNameMatches,
  };
}
