// The payment settings form's rules, kept pure: text values as typed, the checks made before asking
// the server, and the body sent. The server alone refuses a maximum below the minimum; its message
// lands on the maximum's field.
import { z } from 'zod';
import { positiveAmountSchema } from '@playdeck/contract/money';
import type { PaymentSettings, UpdatePaymentSettings } from '@playdeck/contract/payments';

/** The contract's ceiling for the confirmation minutes: one week. */
export const CONFIRM_MINUTES_MAX = 7 * 24 * 60;

/** An empty amount reads "required" rather than "not an amount". */
const amount = z.string().trim().min(1, 'validation.required').pipe(positiveAmountSchema);

export const settingsFormSchema = z.object({
  withdrawalMinAmount: amount,
  withdrawalMaxAmount: amount,
  withdrawalConfirmMinutes: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'validation.invalid')
    .refine((minutes) => Number(minutes) <= CONFIRM_MINUTES_MAX, 'validation.invalid'),
});
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

export const SETTINGS_FIELDS = [
  'withdrawalMinAmount',
  'withdrawalMaxAmount',
  'withdrawalConfirmMinutes',
] as const satisfies readonly (keyof SettingsFormValues)[];

export function settingsFormValues(settings: PaymentSettings): SettingsFormValues {
  return {
    withdrawalMinAmount: settings.withdrawalMinAmount,
    withdrawalMaxAmount: settings.withdrawalMaxAmount,
    withdrawalConfirmMinutes: String(settings.withdrawalConfirmMinutes),
  };
}

export function toSettingsBody(values: SettingsFormValues): UpdatePaymentSettings {
  return {
    withdrawalMinAmount: values.withdrawalMinAmount.trim(),
    withdrawalMaxAmount: values.withdrawalMaxAmount.trim(),
    withdrawalConfirmMinutes: Number(values.withdrawalConfirmMinutes),
  };
}
