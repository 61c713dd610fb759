// The platform offer form's rules, kept pure: which tier columns a type asks for, the body sent, the
// contract's check of it before asking, and where each message goes. A refusal's tier messages come
// keyed by row and field ("tiers.1.rate"): they land on that row's cell, the rate's message on the
// fixed amount's cell when the contract pays fixed amounts.
import {
  contractOfferPayloadSchema,
  type ContractCategory,
  type ContractOfferPayload,
  type ContractType,
  type TierInput,
} from '@playdeck/contract/contracts';

/** How the tiers pay: a percent of the base, or (daily and hourly wage only) a fixed amount. */
export type PayoutKind = 'RATE' | 'FIXED';

/** A tier row as typed: every cell is text until the check reads it. */
export interface TierRow {
  minValidBet: string;
  minNetLoss: string;
  minActive: string;
  rate: string;
  fixedAmount: string;
}

export interface OfferFormValues {
  /** The top-level agent's account id, as typed. */
  holderId: string;
  type: ContractType;
  category: ContractCategory;
  payout: PayoutKind;
  tiers: TierRow[];
}

export type TierColumn = keyof TierRow;

export type OfferFieldName = 'holderId' | 'type' | 'category' | 'tiers' | `tiers.${number}.${TierColumn}`;

/** The most tiers the contract takes in one offer (the operator's tier count may allow fewer). */
export const OFFER_TIERS_MAX = 20;

/** Whether a type may pay fixed amounts (AGENTS.md §2: daily and hourly wage). */
export const paysFixed = (type: ContractType) => type === 'DAILY' || type === 'HOURLY';

/**
 * The columns a type's tiers have (AGENTS.md §2): the dividend's three thresholds; the wages' bet and
 * active members, their net loss optional; the real-time salary's day-so-far bet and active members.
 */
export function tierColumns(type: ContractType, payout: PayoutKind): TierColumn[] {
  const pays: TierColumn = paysFixed(type) && payout === 'FIXED' ? 'fixedAmount' : 'rate';
  if (type === 'REALTIME') return ['minValidBet', 'minActive', pays];
  if (type === 'DIVIDEND') return ['minValidBet', 'minNetLoss', 'minActive', pays];
  return ['minValidBet', 'minActive', 'minNetLoss', pays];
}

export const emptyTier = (): TierRow => ({
  minValidBet: '',
  minNetLoss: '',
  minActive: '',
  rate: '',
  fixedAmount: '',
});

export const emptyOffer = (): OfferFormValues => ({
  holderId: '',
  type: 'DIVIDEND',
  category: 'ALL',
  payout: 'RATE',
  tiers: [emptyTier()],
});

/** An empty threshold asks nothing: the contract reads an absent one as 0. */
const threshold = (text: string) => text.trim() || '0';

function toTier(row: TierRow, columns: readonly TierColumn[]): TierInput {
  const tier: TierInput = {
    minValidBet: threshold(row.minValidBet),
    minActive: /^\d+$/.test(row.minActive.trim()) ? Number(row.minActive.trim()) : row.minActive.trim() || 0,
  };
  if (columns.includes('minNetLoss')) tier.minNetLoss = threshold(row.minNetLoss);
  if (columns.includes('fixedAmount')) tier.fixedAmount = row.fixedAmount.trim();
  else tier.rate = row.rate.trim();
  return tier;
}

/** The POST body: only the columns the type asks for, each tier paying by the form's payout kind. */
export function toOfferBody(values: OfferFormValues): ContractOfferPayload {
  const columns = tierColumns(values.type, values.payout);
  return {
    holderId: /^\d+$/.test(values.holderId.trim()) ? Number(values.holderId.trim()) : 0,
    type: values.type,
    category: values.category,
    tiers: values.tiers.map((row) => toTier(row, columns)),
  };
}

/**
 * The form checked as the server would (field path → message key): the agent's id and the active
 * members as whole numbers first, then the body through the contract's schema.
 */
export function checkOffer(values: OfferFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const holderId = values.holderId.trim();
  if (holderId === '') problems.holderId = 'validation.required';
  else if (!/^[1-9]\d{0,9}$/.test(holderId)) problems.holderId = 'validation.invalid';
  values.tiers.forEach((row, index) => {
    const active = row.minActive.trim();
    if (active !== '' && !/^\d{1,7}$/.test(active))
      problems[`tiers.${index}.minActive`] = 'validation.invalid';
  });
  const result = contractOfferPayloadSchema.safeParse(toOfferBody(values));
  if (result.success) return problems;
  for (const issue of result.error.issues) problems[issue.path.map(String).join('.')] ??= issue.message;
  return problems;
}

/**
 * Messages by API path split into the form's fields and the rest. A tier's message goes to the
 * column the row shows: a rate's or fixed amount's to the payout cell in view, a message on the whole
 * tier ("tiers.2") there too; one on a column the type has not got, and anything else, to `others`.
 */
export function placeOfferErrors(
  messages: Record<string, string>,
  values: Pick<OfferFormValues, 'type' | 'payout'>,
): { fields: Partial<Record<OfferFieldName, string>>; others: string[] } {
  const columns = tierColumns(values.type, values.payout);
  const payoutColumn = columns.at(-1)!;
  const placed: { fields: Partial<Record<OfferFieldName, string>>; others: string[] } = {
    fields: {},
    others: [],
  };
  for (const [path, message] of Object.entries(messages)) {
    const field = offerField(path, columns, payoutColumn);
    if (field === null) placed.others.push(message);
    else placed.fields[field] ??= message;
  }
  return placed;
}

function offerField(
  path: string,
  columns: readonly TierColumn[],
  payoutColumn: TierColumn,
): OfferFieldName | null {
  if (path === 'holderId' || path === 'type' || path === 'category' || path === 'tiers') return path;
  const match = /^tiers\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (!match) return null;
  const index = Number(match[1]);
  const column = match[2];
  if (column === undefined || column === 'rate' || column === 'fixedAmount') {
    return `tiers.${index}.${payoutColumn}`;
  }
  return (columns as readonly string[]).includes(column) ? `tiers.${index}.${column as TierColumn}` : null;
}
