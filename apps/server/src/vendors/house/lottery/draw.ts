// The provably fair draw of a lottery game. Each draw's numbers come from the house vendor's
// unbiased stream (slots/provably-fair.ts) with nonce 0: the server seed's hash is published before
// betting closes, the client seed is public and fixed by the game and draw number, so anyone can
// recompute a past draw once the server seed is revealed. Pure: the same seeds give the same draw.
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import type { DigitsGame, LotteryGame, VietnamGame, VietnamPrize } from './games';

/** A 4D or 5D draw: one single-digit string per position, left to right. */
export type DigitsResult = { kind: 'digits'; numbers: string[] };
/** One prize of a Vietnamese draw: its numbers, zero-padded to the prize's digit count. */
export type PrizeResult = { prize: VietnamPrize; numbers: string[] };
/** A Vietnamese draw: one entry per prize, in the game's prize order (special prize first). */
export type VietnamResult = { kind: 'vietnam'; prizes: PrizeResult[] };
export type LotteryResult = DigitsResult | VietnamResult;

/** What the lobby shows for a past draw. */
export type OpenedNumbers = {
  /** The 4D/5D number, or the Vietnamese special prize. */
  winningNumber: string;
  /** The last two digits of every number drawn, in drawing order (one entry for a 4D/5D draw). */
  lastTwoDigits: string[];
};

/** The public client seed of a draw: every player bets on the same draw, so no player chooses it. */
export function drawClientSeed(gameCode: string, drawNumber: number): string {
  return `${gameCode}:${drawNumber}`;
}

/**
 * The result of one draw. A 4D/5D game draws its digits left to right, one unbiased integer in
 * [0, 10) each; a Vietnamese game draws its prizes in the game's order, each number one unbiased
 * integer in [0, 10^digits), zero-padded.
 */
export function drawResult(game: LotteryGame, serverSeed: string, clientSeed: string): LotteryResult {
  const stream = createRandomStream(serverSeed, clientSeed, 0);
  return game.kind === 'digits' ? drawDigits(game, stream) : drawPrizes(game, stream);
}

function drawDigits(game: DigitsGame, stream: RandomStream): DigitsResult {
  return { kind: 'digits', numbers: Array.from({ length: game.digits }, () => String(stream.nextInt(10))) };
}

function drawPrizes(game: VietnamGame, stream: RandomStream): VietnamResult {
  const prizes = game.prizes.map((tier) => ({
    prize: tier.prize,
    numbers: Array.from({ length: tier.count }, () =>
      String(stream.nextInt(10 ** tier.digits)).padStart(tier.digits, '0'),
    ),
  }));
  return { kind: 'vietnam', prizes };
}

/** The winning number of a draw as one string ("30917", or a Vietnamese draw's special prize). */
export function winningNumber(result: LotteryResult): string {
  if (result.kind === 'digits') return result.numbers.join('');
  const special = result.prizes.find((prize) => prize.prize === 'special');
  if (special?.numbers[0] === undefined)
    throw new RangeError('A Vietnamese result must hold a special prize');
  return special.numbers[0];
}

/** Every number of a draw: the one 4D/5D number, or all the prizes' numbers in drawing order. */
export function allNumbers(result: LotteryResult): string[] {
  return result.kind === 'digits'
    ? [result.numbers.join('')]
    : result.prizes.flatMap((prize) => prize.numbers);
}

/** The lobby summary of a draw; sort `lastTwoDigits` for a lô board, it keeps drawing order here. */
export function openedNumbers(result: LotteryResult): OpenedNumbers {
  return {
    winningNumber: winningNumber(result),
    lastTwoDigits: allNumbers(result).map((number) => number.slice(-2)),
  };
}
