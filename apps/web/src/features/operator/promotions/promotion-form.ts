// The promotion form's values and the contract's input, both ways. Inputs hold text (numbers as
// typed, money as decimal strings); the API takes numbers, decimal strings and ISO instants. The
// start and end are written at the site's wall clock (DESIGN.md: one site time zone defines days and
// periods), whatever the browser's zone: a datetime-local value is the site's time, not the browser's.
import type { Promotion, PromotionInput } from '@playdeck/contract/promotions';

const MINUTE_MS = 60_000;

/** An ISO instant as a datetime-local value ("YYYY-MM-DDTHH:mm") at the site's offset; '' for none. */
export function isoToSiteInput(iso: string | null | undefined, offsetMinutes: number): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + offsetMinutes * MINUTE_MS).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read at the site's offset, as an ISO instant; null when empty. A value that
 * is not a date is passed on as it is, so that the server refuses it on its field.
 */
export function siteInputToIso(value: string, offsetMinutes: number): string | null {
  const text = value.trim();
  if (!text) return null;
  const wallClock = Date.parse(`${text.length === 16 ? `${text}:00` : text}Z`);
  if (Number.isNaN(wallClock)) return text;
  return new Date(wallClock - offsetMinutes * MINUTE_MS).toISOString();
}

export type PromotionFormValues = {
  title: { vi: string; en: string };
  content: { vi: string; en: string };
  imageUrl: string;
  period: PromotionInput['period'];
  startsAt: string;
  endsAt: string;
  audience: PromotionInput['audience'];
  /** The chosen levels, as the check boxes' values. */
  vipLevels: string[];
  newMemberDays: string;
  trigger: PromotionInput['trigger'];
  minAmount: string;
  category: string;
  signInDays: string;
  requiresJoin: boolean;
  requiresClaim: boolean;
  reward: PromotionInput['reward'];
  rewardAmount: string;
  /** '' is no percent: the bonus is the fixed amount. */
  rewardPercent: string;
  rewardUnits: string;
  turnoverMultiplier: string;
  enabled: boolean;
  sortOrder: string;
};

/** The fields a refusal can name: the contract's names, which are the form's too. */
export const PROMOTION_FIELDS = [
  'title.vi',
  'title.en',
  'content.vi',
  'content.en',
  'imageUrl',
  'period',
  'startsAt',
  'endsAt',
  'audience',
  'vipLevels',
  'newMemberDays',
  'trigger',
  'minAmount',
  'category',
  'signInDays',
  'requiresJoin',
  'requiresClaim',
  'reward',
  'rewardAmount',
  'rewardPercent',
  'rewardUnits',
  'turnoverMultiplier',
  'enabled',
  'sortOrder',
] as const;

/** The form of a promotion, or of a new one (starting at the site's next midnight is left to the operator). */
export function toFormValues(promotion: Promotion | null, offsetMinutes: number): PromotionFormValues {
  return {
    title: { vi: promotion?.title.vi ?? '', en: promotion?.title.en ?? '' },
    content: { vi: promotion?.content.vi ?? '', en: promotion?.content.en ?? '' },
    imageUrl: promotion?.imageUrl ?? '',
    period: promotion?.period ?? 'DAILY',
    startsAt: isoToSiteInput(promotion?.startsAt, offsetMinutes),
    endsAt: isoToSiteInput(promotion?.endsAt, offsetMinutes),
    audience: promotion?.audience ?? 'ALL',
    vipLevels: (promotion?.vipLevels ?? []).map(String),
    newMemberDays: String(promotion?.newMemberDays ?? 7),
    trigger: promotion?.trigger ?? 'DEPOSIT',
    minAmount: promotion?.minAmount ?? '0.00',
    category: promotion?.category ?? 'ALL',
    signInDays: String(promotion?.signInDays ?? 1),
    requiresJoin: promotion?.requiresJoin ?? false,
    requiresClaim: promotion?.requiresClaim ?? true,
    reward: promotion?.reward ?? 'BONUS',
    rewardAmount: promotion?.rewardAmount ?? '0.00',
    rewardPercent: promotion?.rewardPercent ?? '',
    rewardUnits: String(promotion?.rewardUnits ?? 0),
    turnoverMultiplier: String(promotion?.turnoverMultiplier ?? 0),
    enabled: promotion?.enabled ?? true,
    sortOrder: String(promotion?.sortOrder ?? 0),
  };
}

/** A number field's text: empty is its default; anything else is checked by the server as a whole number. */
const toNumber = (text: string, empty: number) => (text.trim() === '' ? empty : Number(text));

/** A money field's text: empty is zero. */
const toAmount = (text: string) => text.trim() || '0.00';

/** The whole input the API takes for a create or a replace. */
export function toInput(values: PromotionFormValues, offsetMinutes: number): PromotionInput {
  return {
    title: { vi: values.title.vi, en: values.title.en },
    content: { vi: values.content.vi, en: values.content.en },
    imageUrl: values.imageUrl.trim(),
    period: values.period,
    startsAt: siteInputToIso(values.startsAt, offsetMinutes) ?? '',
    endsAt: siteInputToIso(values.endsAt, offsetMinutes),
    audience: values.audience,
    vipLevels: values.vipLevels.map(Number).sort((left, right) => left - right),
    newMemberDays: toNumber(values.newMemberDays, 7),
    trigger: values.trigger,
    minAmount: toAmount(values.minAmount),
    category: values.category as PromotionInput['category'],
    signInDays: toNumber(values.signInDays, 1),
    requiresJoin: values.requiresJoin,
    requiresClaim: values.requiresClaim,
    reward: values.reward,
    rewardAmount: toAmount(values.rewardAmount),
    rewardPercent: values.rewardPercent.trim() || null,
    rewardUnits: toNumber(values.rewardUnits, 0),
    turnoverMultiplier: toNumber(values.turnoverMultiplier, 0),
    enabled: values.enabled,
    sortOrder: toNumber(values.sortOrder, 0),
  };
}
