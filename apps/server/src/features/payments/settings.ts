// The operator's payment settings: withdrawal limits and the minutes after which a paid withdrawal
// the member has not confirmed counts as received (SPEC.md §4, "N not shown": 30 by default).
import type { AuditWriter } from '../audit/audit.service';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { PaymentSettings, UpdatePaymentSettings } from '@playdeck/contract/payments';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { createPaymentsRepository } from './payments.repository';

export const PAYMENT_SETTING_DEFAULTS = {
  withdrawalMinMinor: 5_000n,
  withdrawalMaxMinor: 5_000_000n,
  withdrawalConfirmMinutes: 30,
};

export type PaymentSettingsRow = typeof PAYMENT_SETTING_DEFAULTS;

export function createPaymentSettings(deps: { db: Database }) {
  const repository = () => createPaymentsRepository(deps.db);

  async function current(): Promise<PaymentSettingsRow> {
    const row = await repository().findSettings();
    return row
      ? {
          withdrawalMinMinor: row.withdrawalMinMinor,
          withdrawalMaxMinor: row.withdrawalMaxMinor,
          withdrawalConfirmMinutes: row.withdrawalConfirmMinutes,
        }
      : { ...PAYMENT_SETTING_DEFAULTS };
  }

  function toSettings(row: PaymentSettingsRow): PaymentSettings {
    return {
      withdrawalMinAmount: fromMinor(row.withdrawalMinMinor),
      withdrawalMaxAmount: fromMinor(row.withdrawalMaxMinor),
      withdrawalConfirmMinutes: row.withdrawalConfirmMinutes,
    };
  }

  /** Errors: VALIDATION_FAILED 400 (the maximum below the minimum). */
  /** With an audit writer, the trail's entry (before and after) is written with the change. */
  async function update(body: UpdatePaymentSettings, audit?: AuditWriter): Promise<PaymentSettings> {
    const before = await current();
    const next = { ...before };
    if (body.withdrawalMinAmount !== undefined) next.withdrawalMinMinor = toMinor(body.withdrawalMinAmount);
    if (body.withdrawalMaxAmount !== undefined) next.withdrawalMaxMinor = toMinor(body.withdrawalMaxAmount);
    if (body.withdrawalConfirmMinutes !== undefined)
      next.withdrawalConfirmMinutes = body.withdrawalConfirmMinutes;
    if (next.withdrawalMaxMinor < next.withdrawalMinMinor) {
      throw new AppError('VALIDATION_FAILED', 400, {
        fields: { withdrawalMaxAmount: 'validation.amountRange' },
      });
    }
    await deps.db.transaction(async (transaction) => {
      await createPaymentsRepository(transaction).saveSettings(next);
      await audit?.(transaction, {
        action: 'payments.settings',
        targetType: 'site',
        targetId: 'payment-settings',
        before: toSettings(before),
        after: toSettings(next),
      });
    });
    return toSettings(next);
  }

  return { current, view: async () => toSettings(await current()), update };
}
