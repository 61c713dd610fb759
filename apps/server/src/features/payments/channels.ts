// Deposit channels (issue 6 §1): the operator configures bank-transfer channels (the operator's own
// account, shown to the member) and online-gateway channels (an adapter and its signing secret),
// each with minimum and maximum amounts.
import { changeOf, type AuditWriter } from '../audit/audit.service';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type {
  CreateChannel,
  OperatorChannel,
  PaymentChannel,
  UpdateChannel,
} from '@playdeck/contract/payments';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { createPaymentsRepository, type ChannelRow } from './payments.repository';

export function toChannel(row: ChannelRow): PaymentChannel {
  return {
    id: row.id,
    type: row.type === 'gateway' ? 'gateway' : 'bank_transfer',
    name: row.name,
    minAmount: fromMinor(row.minAmountMinor),
    maxAmount: fromMinor(row.maxAmountMinor),
    bank: bankDetailsOf(row),
  };
}

export function bankDetailsOf(row: ChannelRow): PaymentChannel['bank'] {
  if (row.type !== 'bank_transfer') return null;
  return {
    bankName: row.bankName ?? '',
    accountName: row.bankAccountName ?? '',
    accountNumber: row.bankAccountNumber ?? '',
    branch: row.bankBranch,
  };
}

function toOperatorChannel(row: ChannelRow): OperatorChannel {
  return {
    ...toChannel(row),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    gatewayCode: row.gatewayCode === 'sandbox' ? 'sandbox' : null,
    hasSecret: row.gatewaySecret !== null,
  };
}

type ChannelShape = {
  type: 'bank_transfer' | 'gateway';
  minAmountMinor: bigint;
  maxAmountMinor: bigint;
  bankName: string | null;
  gatewayCode: string | null;
  gatewaySecret: string | null;
};

/** A channel's fields fit together: limits in order, bank details or a gateway as its type needs. */
function checkShape(channel: ChannelShape): void {
  const fields: Record<string, 'validation.amountRange' | 'validation.required'> = {};
  if (channel.maxAmountMinor < channel.minAmountMinor) fields.maxAmount = 'validation.amountRange';
  if (channel.type === 'bank_transfer' && !channel.bankName) fields.bank = 'validation.required';
  if (channel.type === 'gateway' && !channel.gatewayCode) fields.gatewayCode = 'validation.required';
  if (channel.type === 'gateway' && !channel.gatewaySecret) fields.secret = 'validation.required';
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 400, { fields });
}

export function createChannels(deps: { db: Database }) {
  const repository = () => createPaymentsRepository(deps.db);

  /** The channels a member may deposit through. */
  const enabled = async () => (await repository().listChannels(true)).map(toChannel);

  const all = async () => (await repository().listChannels(false)).map(toOperatorChannel);

  /** Errors: VALIDATION_FAILED 400 (limits out of order, bank details or gateway missing). */
  async function create(body: CreateChannel): Promise<OperatorChannel> {
    const row = {
      type: body.type,
      name: body.name,
      minAmountMinor: toMinor(body.minAmount),
      maxAmountMinor: toMinor(body.maxAmount),
      enabled: body.enabled,
      sortOrder: body.sortOrder,
      bankName: body.type === 'bank_transfer' ? (body.bank?.bankName ?? null) : null,
      bankAccountName: body.type === 'bank_transfer' ? (body.bank?.accountName ?? null) : null,
      bankAccountNumber: body.type === 'bank_transfer' ? (body.bank?.accountNumber ?? null) : null,
      bankBranch: body.type === 'bank_transfer' ? (body.bank?.branch ?? null) : null,
      gatewayCode: body.type === 'gateway' ? body.gatewayCode : null,
      gatewaySecret: body.type === 'gateway' ? (body.secret ?? null) : null,
    };
    checkShape(row);
    return toOperatorChannel(await repository().insertChannel(row));
  }

  /** Errors: CHANNEL_NOT_FOUND 404, VALIDATION_FAILED 400. */
  /**
   * Applies the change in one transaction; with an audit writer, the trail's entry (the fields
   * changed, before and after, a secret only as changed) is written in it. Errors: CHANNEL_NOT_FOUND 404.
   */
  async function update(id: number, body: UpdateChannel, audit?: AuditWriter): Promise<OperatorChannel> {
    return deps.db.transaction(async (transaction) => {
      const store = createPaymentsRepository(transaction);
      const current = await store.findChannel(id, { forUpdate: true });
      if (!current) throw new AppError('CHANNEL_NOT_FOUND', 404);
      const type = current.type === 'gateway' ? 'gateway' : 'bank_transfer';
      const patch = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.minAmount !== undefined ? { minAmountMinor: toMinor(body.minAmount) } : {}),
        ...(body.maxAmount !== undefined ? { maxAmountMinor: toMinor(body.maxAmount) } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
        ...(body.bank && type === 'bank_transfer'
          ? {
              bankName: body.bank.bankName,
              bankAccountName: body.bank.accountName,
              bankAccountNumber: body.bank.accountNumber,
              bankBranch: body.bank.branch,
            }
          : {}),
        ...(body.secret !== undefined && type === 'gateway' ? { gatewaySecret: body.secret } : {}),
      };
      checkShape({ ...current, ...patch, type });
      const updated = (await store.updateChannel(id, patch))!;
      await audit?.(transaction, {
        action: 'payments.channel',
        targetType: 'payment-channel',
        targetId: id,
        ...changeOf(current, patch),
      });
      return toOperatorChannel(updated);
    });
  }

  return { enabled, all, create, update, find: (id: number) => repository().findChannel(id) };
}
