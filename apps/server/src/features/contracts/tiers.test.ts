// The tier rules and formulas of ../shared/AGENTS.md §2–§3, with the worked examples' figures.
import { describe, expect, it } from 'vitest';
import { ppmToRate, rateToPpm, type TierInput, tierSchema } from '@playdeck/contract/contracts';
import { parsePeriodKey, duePeriods, previousPeriod } from './periods';
import {
  applyRate,
  breaksAgainst,
  pickTier,
  storedTiersOf,
  termsOf,
  tierAmount,
  tierProblems,
} from './tiers';

const tiers = (...input: TierInput[]) => storedTiersOf(input.map((tier) => tierSchema.parse(tier)));
const bounds = { tierCount: 5, minRate: '0', maxRate: '50' };
const A = tiers({ rate: '20' }, { minValidBet: '500000', minActive: 10, rate: '30' });
const B = tiers({ minActive: 3, rate: '15' }, { minValidBet: '500000', minActive: 10, rate: '25' });
const C = tiers({ minActive: 3, rate: '10' });
const minor = (amount: number) => BigInt(Math.round(amount * 100));

describe('tier validation (AGENTS.md §2)', () => {
  it("accepts the worked example's chain A → B → C", () => {
    expect(tierProblems({ type: 'DIVIDEND', tiers: A, settings: bounds, parentTiers: null })).toEqual({});
    expect(tierProblems({ type: 'DIVIDEND', tiers: B, settings: bounds, parentTiers: A })).toEqual({});
    expect(tierProblems({ type: 'DIVIDEND', tiers: C, settings: bounds, parentTiers: B })).toEqual({});
  });

  it('refuses a B tier of 25 % at bet ≥ 300,000: A’s best tier at or below it pays 20 %', () => {
    const invalid = tiers({ minActive: 3, rate: '15' }, { minValidBet: '300000', minActive: 3, rate: '25' });
    expect(tierProblems({ type: 'DIVIDEND', tiers: invalid, settings: bounds, parentTiers: A })).toEqual({
      'tiers.1.rate': { key: 'contracts.ABOVE_PARENT', params: { max: '20.00 %' } },
    });
  });

  it('refuses a child tier when the parent has no tier at or below its thresholds', () => {
    const parent = tiers({ minActive: 5, rate: '20' });
    expect(
      tierProblems({
        type: 'DIVIDEND',
        tiers: tiers({ minActive: 2, rate: '1' }),
        settings: bounds,
        parentTiers: parent,
      }),
    ).toEqual({ 'tiers.0.rate': { key: 'contracts.ABOVE_PARENT', params: { max: '—' } } });
  });

  it('refuses thresholds or rates that do not increase, too many tiers, rates out of bounds and fixed dividends', () => {
    const flat = tiers({ minActive: 3, rate: '10' }, { minActive: 3, rate: '12' });
    expect(tierProblems({ type: 'DIVIDEND', tiers: flat, settings: bounds, parentTiers: null })).toEqual({
      'tiers.1.minValidBet': { key: 'contracts.TIERS_NOT_INCREASING' },
    });
    const lower = tiers({ minActive: 3, rate: '10' }, { minActive: 5, rate: '10' });
    expect(
      Object.values(tierProblems({ type: 'DIVIDEND', tiers: lower, settings: bounds, parentTiers: null })),
    ).toEqual([{ key: 'contracts.TIERS_NOT_INCREASING' }]);
    const down = tiers({ minValidBet: '100', rate: '10' }, { minValidBet: '50', minActive: 9, rate: '12' });
    expect(
      Object.keys(tierProblems({ type: 'DIVIDEND', tiers: down, settings: bounds, parentTiers: null })),
    ).toEqual(['tiers.1.minValidBet']);
    const many = tiers(...[1, 2, 3, 4, 5, 6].map((step) => ({ minActive: step, rate: String(step) })));
    expect(
      tierProblems({ type: 'DIVIDEND', tiers: many, settings: bounds, parentTiers: null }).tiers,
    ).toEqual({
      key: 'contracts.TIER_COUNT',
      params: { max: 5 },
    });
    expect(
      tierProblems({
        type: 'DAILY',
        tiers: tiers({ rate: '3.5' }),
        settings: { tierCount: 5, minRate: '0.1', maxRate: '3' },
        parentTiers: null,
      }),
    ).toEqual({ 'tiers.0.rate': { key: 'contracts.RATE_OUT_OF_BOUNDS', params: { min: '0.1', max: '3' } } });
    expect(
      tierProblems({
        type: 'DIVIDEND',
        tiers: tiers({ fixedAmount: '500' }),
        settings: bounds,
        parentTiers: null,
      }),
    ).toEqual({ 'tiers.0.fixedAmount': { key: 'contracts.FIXED_NOT_ALLOWED' } });
  });

  it('compares fixed amounts with fixed amounts: a child on 200 under a parent on 500 is valid, 600 is not', () => {
    const parent = tiers({ minValidBet: '100000', minActive: 5, fixedAmount: '500' });
    const ok = tiers({ minValidBet: '100000', minActive: 5, fixedAmount: '200' });
    const over = tiers({ minValidBet: '100000', minActive: 5, fixedAmount: '600' });
    expect(tierProblems({ type: 'DAILY', tiers: ok, settings: bounds, parentTiers: parent })).toEqual({});
    expect(
      Object.keys(tierProblems({ type: 'DAILY', tiers: over, settings: bounds, parentTiers: parent })),
    ).toEqual(['tiers.0.fixedAmount']);
  });

  it('flags a downline contract that a lower parent offer would break (AGENTS.md §4)', () => {
    expect(breaksAgainst(C, B)).toBe(false);
    expect(breaksAgainst(B, tiers({ rate: '12' }))).toBe(true);
  });
});

describe('formulas (AGENTS.md §3)', () => {
  it('dividend: 54,000 = 29,000 + 21,000 + 4,000', () => {
    const pick = (stored: typeof A, validBet: number, netLoss: number, active: number) => {
      const terms = termsOf(stored);
      const index = pickTier(terms, { validBet: minor(validBet), netLoss: minor(netLoss), active });
      return tierAmount(terms[index]!, minor(netLoss));
    };
    const grossC = pick(C, 200_000, 40_000, 5);
    const grossB = pick(B, 600_000, 100_000, 12);
    const grossA = pick(A, 900_000, 180_000, 25);
    expect([grossA, grossB, grossC]).toEqual([minor(54_000), minor(25_000), minor(4_000)]);
    expect([grossA - grossB, grossB - grossC, grossC]).toEqual([minor(29_000), minor(21_000), minor(4_000)]);
    // With C's team having won 10,000 the half before: base 30,000, gross 3,000.
    expect(tierAmount(termsOf(C)[0]!, minor(40_000) + minor(-10_000))).toBe(minor(3_000));
  });

  it('daily wage: 3,600 = 2,400 + 900 + 300, and the fixed tier leaves A 300 over a child on 200', () => {
    const rate = (percent: string, base: number) =>
      tierAmount(termsOf(tiers({ rate: percent }))[0]!, minor(base));
    const [a, b, c] = [rate('1.2', 300_000), rate('1.0', 120_000), rate('0.6', 50_000)];
    expect([a, b, c]).toEqual([minor(3_600), minor(1_200), minor(300)]);
    expect([a - b, b - c, c]).toEqual([minor(2_400), minor(900), minor(300)]);
    const fixed = termsOf(tiers({ minValidBet: '100000', minActive: 5, fixedAmount: '500' }));
    expect(pickTier(fixed, { validBet: minor(120_000), netLoss: 0n, active: 5 })).toBe(0);
    expect(pickTier(fixed, { validBet: minor(120_000), netLoss: 0n, active: 4 })).toBe(-1);
    expect(tierAmount(fixed[0]!, minor(120_000)) - minor(200)).toBe(minor(300));
  });

  it('hourly wage: B 20,000 at 0.5 % = 100, C 10,000 at 0.3 % = 30, net B 70; real-time 3,000 at 0.8 % = 24, net 19', () => {
    const rate = (percent: string, base: number) =>
      tierAmount(termsOf(tiers({ rate: percent }))[0]!, minor(base));
    expect(rate('0.5', 20_000) - rate('0.3', 10_000)).toBe(minor(70));
    const realtime = termsOf(tiers({ minValidBet: '50000', rate: '0.8' }));
    const index = pickTier(realtime, { validBet: minor(80_000), netLoss: 0n, active: 0 });
    expect(tierAmount(realtime[index]!, minor(3_000))).toBe(minor(24));
    expect(minor(24) - rate('0.5', 1_000)).toBe(minor(19));
  });

  it('rounds half-down to the cent, rates exactly', () => {
    expect(applyRate(1n, 500_000)).toBe(0n); // 0.5 cent → down
    expect(applyRate(3n, 500_000)).toBe(1n); // 1.5 cents → 1
    expect(applyRate(1n, 600_000)).toBe(1n);
    expect(rateToPpm('1.25')).toBe(12_500);
    expect(ppmToRate(12_500)).toBe('1.25');
    expect(ppmToRate(10_000)).toBe('1.00');
    expect(ppmToRate(125)).toBe('0.0125');
  });
});

describe('periods (AGENTS.md §5), site GMT+8', () => {
  it('reads each key as site instants and refuses malformed ones', () => {
    expect(parsePeriodKey('DIVIDEND', 'DIV:2026-01:H2', 480)).toMatchObject({
      from: new Date('2026-01-15T16:00:00Z'),
      to: new Date('2026-01-31T16:00:00Z'),
    });
    expect(parsePeriodKey('DAILY', 'DW:2026-01-05', 480)?.to).toEqual(new Date('2026-01-05T16:00:00Z'));
    expect(parsePeriodKey('HOURLY', 'HW:2026-01-05T14', 480)?.from).toEqual(new Date('2026-01-05T06:00:00Z'));
    expect(parsePeriodKey('REALTIME', 'RT:2026-01-05T10:05', 480)).toMatchObject({
      from: new Date('2026-01-05T02:05:00Z'),
      to: new Date('2026-01-05T02:10:00Z'),
      dayFrom: new Date('2026-01-04T16:00:00Z'),
    });
    for (const [type, key] of [
      ['DAILY', 'DW:2026-02-30'],
      ['REALTIME', 'RT:2026-01-05T10:03'],
      ['HOURLY', 'HW:2026-01-05T24'],
      ['DIVIDEND', 'DIV:2026-13:H1'],
      ['DIVIDEND', 'DW:2026-01-05'],
    ] as const) {
      expect(parsePeriodKey(type, key, 480)).toBeUndefined();
    }
    expect(previousPeriod(parsePeriodKey('DIVIDEND', 'DIV:2026-01:H1', 480)!, 480).key).toBe(
      'DIV:2025-12:H2',
    );
  });

  it('names the periods whose job time has come', () => {
    // 2026-01-16 02:09 site time: the dividend's H1 is not due until 02:10.
    expect(duePeriods('DIVIDEND', new Date('2026-01-15T18:09:00Z'), 480, 1)[0]!.key).toBe('DIV:2025-12:H2');
    expect(duePeriods('DIVIDEND', new Date('2026-01-15T18:10:00Z'), 480, 1)[0]!.key).toBe('DIV:2026-01:H1');
    expect(duePeriods('DAILY', new Date('2026-01-05T18:05:00Z'), 480, 2).map((period) => period.key)).toEqual(
      ['DW:2026-01-05', 'DW:2026-01-04'],
    );
    expect(duePeriods('HOURLY', new Date('2026-01-05T07:05:00Z'), 480, 1)[0]!.key).toBe('HW:2026-01-05T14');
    expect(duePeriods('REALTIME', new Date('2026-01-05T02:12:00Z'), 480, 1)[0]!.key).toBe(
      'RT:2026-01-05T10:05',
    );
  });
});
