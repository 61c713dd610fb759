// The rebate settings form's rules, kept pure: the form's values from the saved settings and the VIP
// ladder, the PUT body, the check of that body before asking, and where each message goes. The form
// has a row for every game category, in the contract's order, and a rate column for every VIP level
// from 0 to the ladder's highest; its field names are the API's paths ("categories.2.rates.1"), so a
// refusal's messages land on their cells as they come.
import { GAME_TYPES, type GameType } from '@playdeck/contract/lobby';
import { amountSchema } from '@playdeck/contract/money';
import { rebateRateSchema, type RebateMode, type RebateSettings } from '@playdeck/contract/rebate';

/** The contract's bounds: rates for levels 0 to 20 at most, a cooldown of at most a week. */
export const REBATE_LEVEL_MAX = 20;
export const COOLDOWN_MINUTES_MAX = 10_080;

export interface RebateRowValues {
  category: GameType;
  mode: RebateMode;
  /** Percent as typed, one per VIP level from 0. */
  rates: string[];
}

export interface RebateFormValues {
  categories: RebateRowValues[];
  manualMinClaim: string;
  manualCooldownMinutes: string;
}

/** The VIP levels with a rate column: 0 to the ladder's highest (0 alone without a ladder). */
export function rateLevels(ladderLevels: readonly number[]): number[] {
  const highest = Math.min(Math.max(0, ...ladderLevels), REBATE_LEVEL_MAX);
  return Array.from({ length: highest + 1 }, (_, level) => level);
}

/**
 * Every category, its saved mode and rates (OFF at 0 when nothing is saved for it). A level the
 * saved rates do not reach starts at the highest saved level's rate, which is what it would be
 * offered if levels above the saved ones kept the last rate; the operator sees it before saving.
 */
export function toFormValues(settings: RebateSettings, levels: readonly number[]): RebateFormValues {
  const saved = new Map(settings.categories.map((row) => [row.category, row]));
  return {
    categories: GAME_TYPES.map((category) => {
      const row = saved.get(category);
      const rates = row?.rates ?? [];
      return {
        category,
        mode: row?.mode ?? 'OFF',
        rates: levels.map((level) => rates[level] ?? rates.at(-1) ?? '0'),
      };
    }),
    manualMinClaim: settings.manualMinClaim,
    manualCooldownMinutes: String(settings.manualCooldownMinutes),
  };
}

/** The PUT body: every category with its rates trimmed, the minimum, the cooldown in whole minutes. */
export function toSettingsBody(values: RebateFormValues): RebateSettings {
  return {
    categories: values.categories.map((row) => ({
      category: row.category,
      mode: row.mode,
      rates: row.rates.map((rate) => rate.trim()),
    })),
    manualMinClaim: values.manualMinClaim.trim(),
    manualCooldownMinutes: Number(values.manualCooldownMinutes.trim()),
  };
}

/**
 * The contract's rules, in the operator's words (the contract's rate message speaks of other rates'
 * bounds): message keys by field name, none when the values may be sent.
 */
export function checkSettings(values: RebateFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  values.categories.forEach((row, index) =>
    row.rates.forEach((rate, level) => {
      if (!rebateRateSchema.safeParse(rate).success)
        problems[`categories.${index}.rates.${level}`] = 'operator.promotions.rebates.rateInvalid';
    }),
  );
  if (!amountSchema.safeParse(values.manualMinClaim).success)
    problems.manualMinClaim = 'validation.amountInvalid';
  const cooldown = values.manualCooldownMinutes.trim();
  if (!/^\d{1,5}$/.test(cooldown) || Number(cooldown) > COOLDOWN_MINUTES_MAX)
    problems.manualCooldownMinutes = 'operator.promotions.rebates.cooldownInvalid';
  return problems;
}

/** Every field of the form a message can be put on. */
export function settingsFields(values: RebateFormValues): Set<string> {
  return new Set([
    ...values.categories.flatMap((row, index) => [
      `categories.${index}.mode`,
      ...row.rates.map((_, level) => `categories.${index}.rates.${level}`),
    ]),
    'manualMinClaim',
    'manualCooldownMinutes',
  ]);
}

/** Splits messages into those a field of the form shows and the others, for a warning. */
export function placeSettingsErrors(
  messages: Record<string, string>,
  fields: ReadonlySet<string>,
): { fields: Record<string, string>; others: string[] } {
  const placed: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(messages)) {
    if (fields.has(name)) placed[name] = message;
    else others.push(message);
  }
  return { fields: placed, others };
}
