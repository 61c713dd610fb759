// The points settings form's values and the PUT body, both ways: a rate per bet points type and for
// deposits (points per 100.00, as typed), the conversion switch, its rate (points per 1.00) and the
// fewest points one conversion takes. The form's field names are the API's ("betRates.SLOTS"), so a
// refusal's messages land on their fields as they come.
import { BET_POINTS_TYPES, type BetPointsType, type PointsSettings } from '@playdeck/contract/points';
import type { PointsSettingsBody } from './api/points';
import { toWholeNumber } from './reward-form-values';

export interface PointsSettingsFormValues {
  betRates: Record<BetPointsType, string>;
  depositRate: string;
  convertEnabled: boolean;
  pointsPerUnit: string;
  convertMinPoints: string;
}

/** Every field a refusal can name. */
export const POINTS_SETTINGS_FIELDS: ReadonlySet<string> = new Set([
  ...BET_POINTS_TYPES.map((type) => `betRates.${type}`),
  'depositRate',
  'convertEnabled',
  'pointsPerUnit',
  'convertMinPoints',
]);

export function toFormValues(settings: PointsSettings): PointsSettingsFormValues {
  return {
    betRates: { ...settings.betRates },
    depositRate: settings.depositRate,
    convertEnabled: settings.convertEnabled,
    pointsPerUnit: String(settings.pointsPerUnit),
    convertMinPoints: String(settings.convertMinPoints),
  };
}

/** The whole settings the API takes, rates trimmed. */
export function toSettingsBody(values: PointsSettingsFormValues): PointsSettingsBody {
  return {
    betRates: {
      LIVE: values.betRates.LIVE.trim(),
      LOTTERY: values.betRates.LOTTERY.trim(),
      PVP: values.betRates.PVP.trim(),
      SLOTS: values.betRates.SLOTS.trim(),
      SPORTS: values.betRates.SPORTS.trim(),
    },
    depositRate: values.depositRate.trim(),
    convertEnabled: values.convertEnabled,
    pointsPerUnit: toWholeNumber(values.pointsPerUnit, 0),
    convertMinPoints: toWholeNumber(values.convertMinPoints, 0),
  };
}
