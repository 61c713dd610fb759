// Proves that money is conserved over 20,000 full hands played by house bots at 2 to 6 seats on every table (Σ committed = Σ won + rake, stacks never negative, the rake within its cap and none without a flop), and over 5,000 hands of random legal actions and timeouts that force all-ins and side pots; and that a hand replays identically from its seeds.
import { describe, expect, it } from 'vitest';
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import { legalActions } from './betting';
import { botAction } from './bot';
import { act, startHand, timeout } from './hand';
import type { HandState, PokerAction } from './hand-state';
import { settlementOf } from './showdown';
import { buyInRangeCents, POKER_TABLES, rakeCapCents, type PokerTable } from './tables';

/** Actions in one hand at most: every action but a check or call adds chips, and stacks are finite. */
const ACTIONS_PER_HAND_MAX = 500;

type Tally = { hands: number; showdowns: number; sidePots: number; splitPots: number; rakedHands: number };

/** A hand at a random table that seats this many, on random seats, with random stacks in range. */
function randomHand(setup: RandomStream, handNumber: number, playerCount: number, isBot: boolean): HandState {
  const tables = POKER_TABLES.filter((table) => table.seatCount >= playerCount);
  const table = tables[setup.nextInt(tables.length)] as PokerTable;
  const free = Array.from({ length: table.seatCount }, (_, index) => index + 1);
  const seatNumbers = Array.from(
    { length: playerCount },
    () => free.splice(setup.nextInt(free.length), 1)[0]!,
  );
  const { minCents, maxCents } = buyInRangeCents(table);
  const seats = seatNumbers.map((seat) => ({
    seat,
    playerId: `player-${seat}`,
    stackCents: minCents + BigInt(setup.nextInt(Number(maxCents - minCents) + 1)),
    isBot,
  }));
  const buttonSeat = seatNumbers[setup.nextInt(playerCount)]!;
  return startHand({ table, handNumber, seats, buttonSeat, serverSeed: `simulation-${handNumber}` });
}

/** A uniformly random legal action, with a random amount when it bets or raises. */
function randomAction(state: HandState, random: RandomStream): PokerAction {
  const legal = legalActions(state)!;
  const choices: PokerAction[] = [{ type: 'fold' }];
  if (legal.check) choices.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) choices.push({ type: 'call' }, { type: 'call' });
  if (legal.allIn !== null) choices.push({ type: 'all-in' });
  const range = legal.bet ?? legal.raise;
  if (range !== null) {
    const spread = Number(range.maxTotalCents - range.minTotalCents);
    const totalCents = range.minTotalCents + BigInt(random.nextInt(Math.min(spread, 2 ** 31) + 1));
    choices.push({ type: legal.bet !== null ? 'bet' : 'raise', totalCents });
  }
  return choices[random.nextInt(choices.length)]!;
}

function playToEnd(state: HandState, decide: (state: HandState) => HandState): HandState {
  let current = state;
  for (let step = 0; current.result === null; step++) {
    if (step === ACTIONS_PER_HAND_MAX) throw new Error(`hand ${state.handNumber} did not end`);
    current = decide(current);
  }
  return current;
}

/** Checks a finished hand's money and adds it to the tally. */
function checkAndCount(state: HandState, tally: Tally): void {
  const settlement = settlementOf(state); // asserts Σ committed = Σ won + rake and every stack
  const committed = settlement.players.reduce((sum, player) => sum + player.committedCents, 0n);
  const won = settlement.players.reduce((sum, player) => sum + player.wonCents, 0n);
  expect(committed).toBe(won + settlement.rakeCents);
  for (const seat of state.seats) expect(seat.stackCents >= 0n).toBe(true);
  expect(settlement.rakeCents <= rakeCapCents(state.table)).toBe(true);
  if (state.board.length === 0) expect(settlement.rakeCents).toBe(0n);
  const result = state.result!;
  tally.hands += 1;
  if (result.endedBy === 'showdown') tally.showdowns += 1;
  if (result.pots.length > 1) tally.sidePots += 1;
  if (result.pots.some((pot) => pot.winnerSeats.length > 1)) tally.splitPots += 1;
  if (settlement.rakeCents > 0n) tally.rakedHands += 1;
}

const emptyTally = (): Tally => ({ hands: 0, showdowns: 0, sidePots: 0, splitPots: 0, rakedHands: 0 });

describe('money is conserved', () => {
  it('over 20,000 hands of house bots at 2 to 6 seats', { timeout: 120_000 }, () => {
    const setup = createRandomStream('simulation', 'bot-hands', 0);
    const tally = emptyTally();
    for (let handNumber = 0; handNumber < 20_000; handNumber++) {
      const start = randomHand(setup, handNumber, 2 + (handNumber % 5), true);
      const random = createRandomStream('simulation', `bots:${handNumber}`, 0);
      const end = playToEnd(start, (state) =>
        act(state, state.toActSeat!, botAction(state, state.toActSeat!, random)),
      );
      checkAndCount(end, tally);
    }
    expect(tally.hands).toBe(20_000);
    expect(tally.showdowns).toBeGreaterThan(1_000);
    expect(tally.sidePots).toBeGreaterThan(10);
    expect(tally.splitPots).toBeGreaterThan(10);
    expect(tally.rakedHands).toBeGreaterThan(1_000);
  });

  it(
    'over 5,000 hands of random legal actions and timeouts, full of all-ins and side pots',
    { timeout: 60_000 },
    () => {
      const setup = createRandomStream('simulation', 'random-hands', 0);
      const tally = emptyTally();
      for (let handNumber = 0; handNumber < 5_000; handNumber++) {
        const start = randomHand(setup, handNumber, 2 + (handNumber % 5), false);
        const random = createRandomStream('simulation', `random:${handNumber}`, 0);
        const end = playToEnd(start, (state) =>
          random.nextInt(20) === 0
            ? timeout(state)
            : act(state, state.toActSeat!, randomAction(state, random)),
        );
        checkAndCount(end, tally);
      }
      expect(tally.sidePots).toBeGreaterThan(250);
      expect(tally.splitPots).toBeGreaterThan(10);
    },
  );
});

describe('a hand from its seeds', () => {
  it('replays identically: the same seeds and actions give the same events, result and settlement', () => {
    const play = () => {
      const start = randomHand(createRandomStream('replay', 'setup', 0), 77, 6, true);
      const random = createRandomStream('replay', 'bots', 0);
      return playToEnd(start, (state) =>
        act(state, state.toActSeat!, botAction(state, state.toActSeat!, random)),
      );
    };
    const first = play();
    const second = play();
    expect(second.events).toEqual(first.events);
    expect(second.result).toEqual(first.result);
    expect(settlementOf(second)).toEqual(settlementOf(first));
  });
});
