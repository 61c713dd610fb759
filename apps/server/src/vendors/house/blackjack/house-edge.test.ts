// Proves the exact expected value of the game under basic strategy (infinite shoe, S17, peek, 3:2, double any two, double after split, one split, one card to split aces, no surrender, no insurance): −0.5703880 % of the bet, that the same recursion reproduces the published infinite-deck tables and their 0.5093975 % edge under their rules (unlimited resplits), and that 200,000 provably fair rounds played with basicStrategy through the state machine land within four standard errors of it.
import { describe, expect, it } from 'vitest';
import {
  CARD_VALUES,
  dealerBlackjackChance,
  dealerOutcomeChances,
  upCardValues,
  valueChance,
} from './expected-values';
import { exactExpectedValue, simulateRounds } from './house-edge';

const GAME_EXPECTED_VALUE = -0.005703880122736;

describe('the dealer', () => {
  it('ends on 17–21 or busts, given no blackjack, with the known infinite-deck chances', () => {
    for (const upValue of CARD_VALUES) {
      const chances = dealerOutcomeChances(upValue);
      expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 14);
    }
    // An ace up (no blackjack): 17, 18, 19 and 20 equally likely; a six up busts 42.3 % of the time.
    expect(dealerOutcomeChances(1).map((chance) => chance.toFixed(6))).toEqual([
      '0.188917',
      '0.188917',
      '0.188917',
      '0.188917',
      '0.077806',
      '0.166525',
    ]);
    expect(dealerOutcomeChances(6)[5]).toBeCloseTo(0.42315, 5);
    expect(dealerBlackjackChance(1)).toBe(4 / 13);
    expect(dealerBlackjackChance(10)).toBe(1 / 13);
    expect(dealerBlackjackChance(7)).toBe(0);
  });
});

describe('the exact expected value', () => {
  it('is −0.5703880 % of the bet for these rules', () => {
    const { expectedValue, byUpCard } = exactExpectedValue();
    expect(Math.abs(expectedValue - GAME_EXPECTED_VALUE)).toBeLessThan(1e-12);
    const weighted = CARD_VALUES.reduce((sum, up) => sum + valueChance(up) * (byUpCard[up] as number), 0);
    expect(weighted).toBeCloseTo(expectedValue, 15);
    // A player is best off against a six and worst off against an ace.
    expect(byUpCard[6]).toBeCloseTo(0.23231, 5);
    expect(byUpCard[1]).toBeCloseTo(-0.33788, 5);
  });

  it('gives the published infinite-deck value of every hard hand (Wizard of Odds, appendix 5)', () => {
    // Player's total against up cards 2–10, then ace, played at best, given no dealer blackjack.
    const published: Record<number, number[]> = {
      5: [-0.1282, -0.0953, -0.0615, -0.024, -0.0012, -0.1194, -0.1881, -0.2666, -0.3134, -0.2786],
      9: [0.0744, 0.1208, 0.1819, 0.2431, 0.3171, 0.1719, 0.0984, -0.0522, -0.153, -0.0657],
      10: [0.3589, 0.4093, 0.4609, 0.5125, 0.5756, 0.3924, 0.2866, 0.1443, 0.0253, 0.0814],
      11: [0.4706, 0.5178, 0.566, 0.6147, 0.6674, 0.4629, 0.3507, 0.2278, 0.1797, 0.143],
      12: [-0.2534, -0.2337, -0.2111, -0.1672, -0.1537, -0.2128, -0.2716, -0.34, -0.381, -0.3505],
      16: [-0.2928, -0.2523, -0.2111, -0.1672, -0.1537, -0.4148, -0.4584, -0.5093, -0.5398, -0.5171],
      17: [-0.153, -0.1172, -0.0806, -0.0449, 0.0117, -0.1068, -0.382, -0.4232, -0.4197, -0.478],
    };
    for (const [total, row] of Object.entries(published))
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 1].forEach((up, column) => {
        const values = upCardValues(up);
        const hard = Number(total);
        const best = Math.max(values.stand(hard, false), values.hit(hard, false), values.double(hard, false));
        expect(best, `${total} against ${up}`).toBeCloseTo(row[column] as number, 4);
      });
  });

  it('reproduces the published 0.5093975 % edge when pairs (but aces) may be split again and again', () => {
    expect(withUnlimitedResplits()).toBeCloseTo(-0.005093975, 9);
  });
});

/**
 * The game's value under the published tables' rules: a pair other than aces may be split again
 * whenever a split hand is dealt the same value. In an infinite shoe every split hand is worth the
 * same V, which solves V = Σ chance(c) × (c = pair ? max(play(pair, c), 2V) : play(pair, c)).
 */
function withUnlimitedResplits(): number {
  let expectedValue = 0;
  for (const up of CARD_VALUES) {
    const values = upCardValues(up);
    const play = (pair: number, second: number) => {
      const hard = pair + second;
      const ace = pair === 1 || second === 1;
      const soft21 = ace && hard === 11;
      if (pair === 1 || soft21) return values.stand(hard, ace);
      return Math.max(values.stand(hard, ace), values.hit(hard, ace), values.double(hard, ace));
    };
    const split = (pair: number) => {
      let hand = CARD_VALUES.reduce((sum, second) => sum + valueChance(second) * play(pair, second), 0);
      if (pair !== 1)
        for (let step = 0; step < 200; step++)
          hand = CARD_VALUES.reduce((sum, second) => {
            const played = play(pair, second);
            return sum + valueChance(second) * (second === pair ? Math.max(played, 2 * hand) : played);
          }, 0);
      return 2 * hand;
    };
    const dealerBlackjack = dealerBlackjackChance(up);
    for (const first of CARD_VALUES)
      for (const second of CARD_VALUES) {
        const hard = first + second;
        const ace = first === 1 || second === 1;
        let value: number;
        if (ace && hard === 11) value = (1 - dealerBlackjack) * 1.5;
        else {
          let best = Math.max(values.stand(hard, ace), values.hit(hard, ace), values.double(hard, ace));
          if (first === second) best = Math.max(best, split(first));
          value = -dealerBlackjack + (1 - dealerBlackjack) * best;
        }
        expectedValue += valueChance(up) * valueChance(first) * valueChance(second) * value;
      }
  }
  return expectedValue;
}

describe('simulated provably fair rounds', () => {
  it('measures 200,000 rounds of basic strategy within four standard errors of the exact value', () => {
    const rounds = 200_000;
    const measured = simulateRounds('blackjack simulation seed', 'blackjack:SIM', rounds);
    // A round's result has a standard deviation of about 1.14 bets: four errors are about 0.0103.
    const fourErrors = (4 * measured.standardDeviation) / Math.sqrt(rounds);
    expect(measured.standardDeviation).toBeGreaterThan(1.1);
    expect(measured.standardDeviation).toBeLessThan(1.2);
    expect(Math.abs(measured.expectedValue - GAME_EXPECTED_VALUE)).toBeLessThan(fourErrors);
  });
});
