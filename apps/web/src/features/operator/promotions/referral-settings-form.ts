// The referral settings form's values and the PUT body, both ways. The form's field names are the
// API's, so a refusal's messages land on their fields as they come.
import type { ReferralSettings } from '@playdeck/contract/referral';
import type { ReferralSettingsBody } from './api/referral-settings';
import { toAmount, toWholeNumber } from './reward-form-values';

export interface ReferralSettingsFormValues {
  enabled: boolean;
  betSharePercent: string;
  firstDepositReward: string;
  firstDepositMin: string;
  friendDays: string;
}

/** Every field a refusal can name. */
export const REFERRAL_SETTINGS_FIELDS: ReadonlySet<string> = new Set([
  'enabled',
  'betSharePercent',
  'firstDepositReward',
  'firstDepositMin',
  'friendDays',
]);

export function toFormValues(settings: ReferralSettings): ReferralSettingsFormValues {
  return {
    enabled: settings.enabled,
    betSharePercent: settings.betSharePercent,
    firstDepositReward: settings.firstDepositReward,
    firstDepositMin: settings.firstDepositMin,
    friendDays: String(settings.friendDays),
  };
}

/** The whole settings the API takes: an empty share or amount is zero, empty days are "always". */
export function toSettingsBody(values: ReferralSettingsFormValues): ReferralSettingsBody {
  return {
    enabled: values.enabled,
    betSharePercent: values.betSharePercent.trim() || '0',
    firstDepositReward: toAmount(values.firstDepositReward),
    firstDepositMin: toAmount(values.firstDepositMin),
    friendDays: toWholeNumber(values.friendDays, 0),
  };
}
