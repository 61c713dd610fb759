// The offer form's values (every input a string, as typed) and their way to the contract's payload,
// pure. A threshold left blank is 0, as the contract reads an absent one; the payout is one choice for
// the whole contract (a rate, or for the wages a fixed amount), since tiers must pay the same kind to
// increase. The contract's own schema checks the result, so the browser refuses what the server
// would, with the same messages; a refusal's `tiers.<index>.<field>` lands on the same input.
import { z } from 'zod';
import {
  contractCategorySchema,
  contractOfferPayloadSchema,
  contractTypeSchema,
  type ContractType,
  type TierInput,
  type TierValue,
} from '@playdeck/contract/contracts';
import { allowsFixedAmount, NET_LOSS_THRESHOLD } from './contract-types';

export const TIER_FIELDS = ['minValidBet', 'minNetLoss', 'minActive', 'rate', 'fixedAmount'] as const;
export type TierField = (typeof TIER_FIELDS)[number];
export type TierRow = Record<TierField, string>;
export type Payout = 'rate' | 'fixed';

/** The most tiers the form adds (the contract's limit; the operator's tier count may be lower). */
export const TIERS_MAX = 20;

export const EMPTY_TIER: TierRow = {
  minValidBet: '',
  minNetLoss: '',
  minActive: '',
  rate: '',
  fixedAmount: '',
};

const tierRowSchema = z.object({
  minValidBet: z.string(),
  minNetLoss: z.string(),
  // Whole digits only: the contract coerces the text to a number, which would read "" as 0 and
  // "1e3" as 1000 without a word.
  minActive: z.string().trim().regex(/^\d*$/, 'validation.invalid'),
  rate: z.string(),
  fixedAmount: z.string(),
});

/** The offer without its holder, whom the dialog adds: the contract's payload schema checks the rest. */
const offerTermsSchema = contractOfferPayloadSchema.omit({ holderId: true });

export const offerFormSchema = z
  .object({
    type: contractTypeSchema,
    category: contractCategorySchema,
    payout: z.enum(['rate', 'fixed']),
    tiers: z.array(tierRowSchema),
  })
  .transform(({ type, category, payout, tiers }): z.input<typeof offerTermsSchema> => ({
    type,
    category,
    tiers: tiers.map((row) => tierOf(row, type, allowsFixedAmount(type) ? payout : 'rate')),
  }))
  .pipe(offerTermsSchema);
export type OfferFormInput = z.input<typeof offerFormSchema>;
export type OfferFormOutput = z.output<typeof offerFormSchema>;

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

function tierOf(row: TierRow, type: ContractType, payout: Payout): TierInput {
  return {
    minValidBet: blankToUndefined(row.minValidBet),
    minNetLoss: NET_LOSS_THRESHOLD[type] === 'none' ? undefined : blankToUndefined(row.minNetLoss),
    minActive: blankToUndefined(row.minActive),
    ...(payout === 'rate' ? { rate: row.rate.trim() } : { fixedAmount: row.fixedAmount.trim() }),
  };
}

/** A contract's tiers as the form's rows, and the payout they use. */
export function rowsOf(tiers: readonly TierValue[]): { payout: Payout; tiers: TierRow[] } {
  return {
    payout: tiers.some((tier) => tier.fixedAmount !== null) ? 'fixed' : 'rate',
    tiers: tiers.map((tier) => ({
      minValidBet: tier.minValidBet,
      minNetLoss: tier.minNetLoss,
      minActive: String(tier.minActive),
      rate: tier.rate ?? '',
      fixedAmount: tier.fixedAmount ?? '',
    })),
  };
}

/**
 * Where a refusal's field message goes: a tier's input (`tiers.1.rate`), or null for one the form
 * has no input for (`tiers` itself: too many tiers). A payout message goes on the payout input shown.
 */
export function tierFieldOf(path: string, payout: Payout): `tiers.${number}.${TierField}` | null {
  const match = /^tiers\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return null;
  const [, index, field] = match;
  if (field === 'rate' || field === 'fixedAmount') {
    return `tiers.${Number(index)}.${payout === 'rate' ? 'rate' : 'fixedAmount'}`;
  }
  return (TIER_FIELDS as readonly string[]).includes(field!)
    ? `tiers.${Number(index)}.${field as TierField}`
    : null;
}
