// Tiers (../shared/AGENTS.md §2, §3), pure: kept as minor units and parts per million, checked
// against the operator's bounds and the parent's tiers, picked from a period's figures, and turned
// into an amount rounded half-down to the cent.
import {
  ppmToRate,
  rateToPpm,
  type ContractType,
  type ContractTypeSettings,
  type Tier,
  type TierProblem,
  type TierValue,
} from '@playdeck/contract/contracts';
import { applyPpm, fromMinor, toMinor } from '@playdeck/contract/money';
import type { StoredTier } from './contracts.table';

/** A tier with its figures as numbers to compare and compute with. */
export type TierTerms = {
  minValidBet: bigint;
  minNetLoss: bigint;
  minActive: number;
  ratePpm: number | null;
  fixed: bigint | null;
};

/** The figures a tier is picked by: the team's valid bet, net loss and active members. */
export type TierFigures = { validBet: bigint; netLoss: bigint; active: number };

export function storedTiersOf(tiers: Tier[]): StoredTier[] {
  return tiers.map((tier) => ({
    minValidBetMinor: toMinor(tier.minValidBet).toString(),
    minNetLossMinor: toMinor(tier.minNetLoss).toString(),
    minActive: tier.minActive,
    ratePpm: tier.rate === undefined ? null : rateToPpm(tier.rate),
    fixedMinor: tier.fixedAmount === undefined ? null : toMinor(tier.fixedAmount).toString(),
  }));
}

export function termsOf(tiers: StoredTier[]): TierTerms[] {
  return tiers.map((tier) => ({
    minValidBet: BigInt(tier.minValidBetMinor),
    minNetLoss: BigInt(tier.minNetLossMinor),
    minActive: tier.minActive,
    ratePpm: tier.ratePpm,
    fixed: tier.fixedMinor === null ? null : BigInt(tier.fixedMinor),
  }));
}

export function tierValueOf(tier: StoredTier): TierValue {
  return {
    minValidBet: fromMinor(BigInt(tier.minValidBetMinor)),
    minNetLoss: fromMinor(BigInt(tier.minNetLossMinor)),
    minActive: tier.minActive,
    rate: tier.ratePpm === null ? null : ppmToRate(tier.ratePpm),
    fixedAmount: tier.fixedMinor === null ? null : fromMinor(BigInt(tier.fixedMinor)),
  };
}

/** What a tier pays, comparable with another tier of the same kind: a rate or a fixed amount. */
function payOf(tier: TierTerms): { kind: 'rate' | 'fixed'; amount: bigint } {
  return tier.ratePpm !== null
    ? { kind: 'rate', amount: BigInt(tier.ratePpm) }
    : { kind: 'fixed', amount: tier.fixed ?? 0n };
}

function payText(tier: TierTerms): string {
  return tier.ratePpm !== null ? `${ppmToRate(tier.ratePpm)} %` : fromMinor(tier.fixed ?? 0n);
}

/** Every threshold of `tier` is at most the matching one of `than`. */
function thresholdsAtMost(tier: TierTerms, than: TierTerms): boolean {
  return (
    tier.minValidBet <= than.minValidBet &&
    tier.minNetLoss <= than.minNetLoss &&
    tier.minActive <= than.minActive
  );
}

export type TierProblems = Record<
  string,
  { key: `contracts.${TierProblem}`; params?: Record<string, string | number> }
>;

/**
 * The problems of a set of tiers by field (`tiers`, `tiers.<i>.<field>`), none when it is valid
 * (AGENTS.md §2): at most the operator's tier count; a fixed amount only for the wages; every rate
 * within the operator's [min, max]; from tier to tier no threshold lower and at least one higher,
 * and the rate (or fixed amount) higher; and, under a parent, each tier paying at most the parent's
 * highest tier whose thresholds are all at most this tier's (no such tier: invalid).
 */
export function tierProblems(input: {
  type: ContractType;
  tiers: StoredTier[];
  settings: Pick<ContractTypeSettings, 'tierCount' | 'minRate' | 'maxRate'>;
  /** The issuer's ACTIVE tiers of the same type and category; null for the platform. */
  parentTiers: StoredTier[] | null;
}): TierProblems {
  const problems: TierProblems = {};
  const tiers = termsOf(input.tiers);
  if (tiers.length > input.settings.tierCount) {
    problems.tiers = { key: 'contracts.TIER_COUNT', params: { max: input.settings.tierCount } };
  }
  const minPpm = rateToPpm(input.settings.minRate);
  const maxPpm = rateToPpm(input.settings.maxRate);
  const fixedAllowed = input.type === 'DAILY' || input.type === 'HOURLY';
  const parent = input.parentTiers === null ? null : termsOf(input.parentTiers);
  tiers.forEach((tier, index) => {
    const at = (field: string) => `tiers.${index}.${field}`;
    if (tier.fixed !== null && !fixedAllowed) {
      problems[at('fixedAmount')] = { key: 'contracts.FIXED_NOT_ALLOWED' };
      return;
    }
    if (tier.ratePpm !== null && (tier.ratePpm < minPpm || tier.ratePpm > maxPpm)) {
      problems[at('rate')] = {
        key: 'contracts.RATE_OUT_OF_BOUNDS',
        params: { min: input.settings.minRate, max: input.settings.maxRate },
      };
      return;
    }
    const payField = tier.ratePpm !== null ? 'rate' : 'fixedAmount';
    const previous = tiers[index - 1];
    if (previous) {
      const noneLower = thresholdsAtMost(previous, tier);
      const oneHigher =
        tier.minValidBet > previous.minValidBet ||
        tier.minNetLoss > previous.minNetLoss ||
        tier.minActive > previous.minActive;
      const [pay, previousPay] = [payOf(tier), payOf(previous)];
      if (!noneLower || !oneHigher || pay.kind !== previousPay.kind || pay.amount <= previousPay.amount) {
        problems[at(!noneLower || !oneHigher ? 'minValidBet' : payField)] = {
          key: 'contracts.TIERS_NOT_INCREASING',
        };
        return;
      }
    }
    if (parent) {
      const ceiling = ceilingOf(tier, parent);
      const pay = payOf(tier);
      if (!ceiling || payOf(ceiling).kind !== pay.kind || pay.amount > payOf(ceiling).amount) {
        problems[at(payField)] = {
          key: 'contracts.ABOVE_PARENT',
          params: { max: ceiling ? payText(ceiling) : '—' },
        };
      }
    }
  });
  return problems;
}

/** The parent's highest tier whose thresholds are all at most `tier`'s (undefined: none). */
function ceilingOf(tier: TierTerms, parent: TierTerms[]): TierTerms | undefined {
  return parent.filter((candidate) => thresholdsAtMost(candidate, tier)).at(-1);
}

/** Whether `child` breaks against `parent` as the parent's tiers (AGENTS.md §4 step 1). */
export function breaksAgainst(child: StoredTier[], parent: StoredTier[]): boolean {
  const parentTerms = termsOf(parent);
  return termsOf(child).some((tier) => {
    const ceiling = ceilingOf(tier, parentTerms);
    return !ceiling || payOf(ceiling).kind !== payOf(tier).kind || payOf(tier).amount > payOf(ceiling).amount;
  });
}

/** The 0-based index of the highest tier whose every threshold is met, or -1. */
export function pickTier(tiers: TierTerms[], figures: TierFigures): number {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index]!;
    if (
      figures.validBet >= tier.minValidBet &&
      figures.netLoss >= tier.minNetLoss &&
      figures.active >= tier.minActive
    ) {
      return index;
    }
  }
  return -1;
}

/** `ppm` parts per million of `baseMinor`, rounded half-down to the cent (AGENTS.md: money). */
export const applyRate = applyPpm;

/** The tier's amount on a base: a rate of it, or its fixed amount (a base of 0 or less pays nothing). */
export function tierAmount(tier: TierTerms, baseMinor: bigint): bigint {
  if (tier.fixed !== null) return tier.fixed;
  return baseMinor > 0n ? applyRate(baseMinor, tier.ratePpm ?? 0) : 0n;
}
