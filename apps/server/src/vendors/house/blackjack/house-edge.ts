// The return of the game: exact, by weighing every opening (up card, player's two cards) with its
// chance and playing it at best (expected-values.ts), and measured, by playing provably fair rounds
// with `basicStrategy` through the state machine the game server uses.
import { ACE_VALUE, provablyFairShoe, TEN_VALUE } from './cards';
import { CARD_VALUES, dealerBlackjackChance, upCardValues, valueChance } from './expected-values';
import { act, settle, start } from './round';
import { basicStrategy } from './strategy';

/** A blackjack wins 3 to 2. */
export const BLACKJACK_WINS = 1.5;

/**
 * The expected value of an opening hand of these two card values behind this up card, per unit of
 * the opening bet: a player blackjack wins 3:2 unless the dealer has one too (push); otherwise a
 * dealer blackjack (found by the peek) takes the bet, and the rest is played at best.
 */
export function openingValue(upValue: number, first: number, second: number): number {
  const dealerBlackjack = dealerBlackjackChance(upValue);
  const playerBlackjack =
    first + second === ACE_VALUE + TEN_VALUE && (first === ACE_VALUE || second === ACE_VALUE);
  if (playerBlackjack) return (1 - dealerBlackjack) * BLACKJACK_WINS;
  const values = upCardValues(upValue);
  const hardTotal = first + second;
  const hasAce = first === ACE_VALUE || second === ACE_VALUE;
  let best = Math.max(
    values.stand(hardTotal, hasAce),
    values.hit(hardTotal, hasAce),
    values.double(hardTotal, hasAce),
  );
  if (first === second) best = Math.max(best, values.split(first));
  return -dealerBlackjack + (1 - dealerBlackjack) * best;
}

/** The expected value of a round behind each up card value and over all of them. */
export type ExactValue = { expectedValue: number; byUpCard: Record<number, number> };

/**
 * The exact expected value of a round per unit of the opening bet under optimal (basic) strategy: the
 * sum over up card and the player's two cards of their chances times the opening's value. The return
 * to player is 1 plus it; the house edge is minus it.
 */
export function exactExpectedValue(): ExactValue {
  const byUpCard: Record<number, number> = {};
  let expectedValue = 0;
  for (const upValue of CARD_VALUES) {
    let value = 0;
    for (const first of CARD_VALUES)
      for (const second of CARD_VALUES)
        value += valueChance(first) * valueChance(second) * openingValue(upValue, first, second);
    byUpCard[upValue] = value;
    expectedValue += valueChance(upValue) * value;
  }
  return { expectedValue, byUpCard };
}

export type SimulatedValue = {
  rounds: number;
  /** The mean of (returned − staked) / opening bet. */
  expectedValue: number;
  /** The standard deviation of one round's result, in opening bets. */
  standardDeviation: number;
};

/**
 * Plays `rounds` provably fair rounds (nonces 0 … rounds − 1 of the seeds) with basic strategy through
 * `start`, `act` and `settle`, each round's shoe read once, and measures the result per opening bet.
 */
export function simulateRounds(
  serverSeed: string,
  clientSeed: string,
  rounds: number,
  stakeCents = 100n,
): SimulatedValue {
  if (!Number.isSafeInteger(rounds) || rounds < 2)
    throw new RangeError(`rounds must be an integer of at least 2, got ${rounds}`);
  let sum = 0;
  let sumOfSquares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const shoe = provablyFairShoe(serverSeed, clientSeed, nonce);
    let state = start(serverSeed, clientSeed, nonce, stakeCents, shoe);
    while (state.phase === 'playing') state = act(state, basicStrategy(state), shoe);
    const { stakeCents: staked, returnedCents } = settle(state);
    const result = Number(returnedCents - staked) / Number(stakeCents);
    sum += result;
    sumOfSquares += result * result;
  }
  const mean = sum / rounds;
  const variance = (sumOfSquares - rounds * mean * mean) / (rounds - 1);
  return { rounds, expectedValue: mean, standardDeviation: Math.sqrt(variance) };
}
