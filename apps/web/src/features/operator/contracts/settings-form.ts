// The contract settings form's rules, kept pure: the form's values from the saved settings, the PUT
// body, the contract's check of that body before asking, and where each message goes. The form's
// field names are the API's paths ("types.DAILY.maxRate"), so a refusal's messages land on their
// fields as they come.
import {
  CONTRACT_TYPES,
  contractSettingsUpdateSchema,
  type CarryOverMode,
  type ContractSettings,
  type ContractSettingsUpdate,
  type ContractType,
} from '@playdeck/contract/contracts';

/** One type's settings as typed: numbers stay text until the check reads them. */
export interface TypeSettingsValues {
  enabled: boolean;
  tierCount: string;
  minRate: string;
  maxRate: string;
  activeMinValidBet: string;
  activeMinDeposit: string;
}

export interface SettingsFormValues {
  types: Record<ContractType, TypeSettingsValues>;
  carryOver: CarryOverMode;
  offerExpiryDays: string;
  dividendAutoPay: boolean;
}

export const TYPE_SETTING_FIELDS = [
  'tierCount',
  'minRate',
  'maxRate',
  'activeMinValidBet',
  'activeMinDeposit',
] as const satisfies readonly (keyof TypeSettingsValues)[];

export type SettingsFieldName =
  `types.${ContractType}.${keyof TypeSettingsValues}` | 'carryOver' | 'offerExpiryDays' | 'dividendAutoPay';

/** Every field a message can be put on. */
export const SETTINGS_FIELDS: readonly SettingsFieldName[] = [
  ...CONTRACT_TYPES.flatMap((type) =>
    (['enabled', ...TYPE_SETTING_FIELDS] as const).map((field) => `types.${type}.${field}` as const),
  ),
  'carryOver',
  'offerExpiryDays',
  'dividendAutoPay',
];

/** The contract's bounds, checked here in the operator's words (the contract's messages name no bound). */
export const TIER_COUNT_MAX = 20;
export const OFFER_EXPIRY_DAYS_MAX = 90;

export function toFormValues(settings: ContractSettings): SettingsFormValues {
  const types = Object.fromEntries(
    CONTRACT_TYPES.map((type) => {
      const saved = settings.types[type];
      return [type, { ...saved, tierCount: String(saved.tierCount) }];
    }),
  ) as Record<ContractType, TypeSettingsValues>;
  return {
    types,
    carryOver: settings.carryOver,
    offerExpiryDays: String(settings.offerExpiryDays),
    dividendAutoPay: settings.dividendAutoPay,
  };
}

/** The PUT body: every type's settings whole, and the general ones. */
export function toSettingsBody(values: SettingsFormValues): ContractSettingsUpdate {
  const types = Object.fromEntries(
    CONTRACT_TYPES.map((type) => {
      const typed = values.types[type];
      return [
        type,
        {
          enabled: typed.enabled,
          tierCount: Number(typed.tierCount.trim()),
          minRate: typed.minRate.trim(),
          maxRate: typed.maxRate.trim(),
          activeMinValidBet: typed.activeMinValidBet.trim(),
          activeMinDeposit: typed.activeMinDeposit.trim(),
        },
      ];
    }),
  ) as NonNullable<ContractSettingsUpdate['types']>;
  return {
    types,
    carryOver: values.carryOver,
    offerExpiryDays: Number(values.offerExpiryDays.trim()),
    dividendAutoPay: values.dividendAutoPay,
  };
}

const wholeNumberWithin = (text: string, min: number, max: number) =>
  /^\d{1,3}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/**
 * The form checked as the server would: field path → message key. Whole numbers are checked first, in
 * the desk's words with their bounds; then the body goes through the contract's schema.
 */
export function checkSettings(values: SettingsFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const type of CONTRACT_TYPES) {
    if (!wholeNumberWithin(values.types[type].tierCount, 1, TIER_COUNT_MAX)) {
      problems[`types.${type}.tierCount`] = 'operator.contracts.settings.tierCountRange';
    }
  }
  if (!wholeNumberWithin(values.offerExpiryDays, 1, OFFER_EXPIRY_DAYS_MAX)) {
    problems.offerExpiryDays = 'operator.contracts.settings.offerExpiryDaysRange';
  }
  const result = contractSettingsUpdateSchema.safeParse(toSettingsBody(values));
  if (result.success) return problems;
  // The contract's own keys, a lowest rate above the highest included (validation.rateMinAboveMax,
  // on the highest rate).
  for (const issue of result.error.issues) problems[issue.path.map(String).join('.')] ??= issue.message;
  return problems;
}

/** Messages by field path split into those a field shows and those none does (a rule on the whole body). */
export function placeSettingsErrors(messages: Record<string, string>): {
  fields: Partial<Record<SettingsFieldName, string>>;
  others: string[];
} {
  const known = new Set<string>(SETTINGS_FIELDS);
  const placed: { fields: Partial<Record<SettingsFieldName, string>>; others: string[] } = {
    fields: {},
    others: [],
  };
  for (const [path, message] of Object.entries(messages)) {
    if (known.has(path)) placed.fields[path as SettingsFieldName] ??= message;
    else placed.others.push(message);
  }
  return placed;
}
