// Proves the house bot is honest and legal: it reads only its own cards and the public state (a state whose secrets throw when touched still gets an answer, and changing the secrets never changes the answer), it always returns an action the engine accepts, it is deterministic given its random numbers, and its hand groups and post-flop tiers are what they say.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { botAction, handTier, preflopGroup } from './bot';
import { cardAt, cardCode, DECK_SIZE, parseCards, type Card } from './cards';
import type { HoleCards } from './deal';
import { act, startHand } from './hand';
import { PokerError, type HandState } from './hand-state';
import { seatsWith, tableOf } from './poker.test-helpers';

const hole = (codes: string) => parseCards(codes) as unknown as HoleCards;

/** A state whose secrets (the deal, other seats' cards) throw when read. */
function guarded(state: HandState, seat: number): HandState {
  const secret = (name: string) => {
    throw new Error(`the bot read ${name}`);
  };
  const seats = state.seats.map((entry) =>
    entry.seat === seat
      ? entry
      : new Proxy(entry, {
          get: (target, property, receiver) =>
            property === 'holeCards'
              ? secret(`seat ${entry.seat}'s cards`)
              : Reflect.get(target, property, receiver),
          ownKeys: () => secret(`all of seat ${entry.seat}`),
        }),
  );
  return new Proxy(state, {
    get: (target, property, receiver) => {
      if (property === 'deal') return secret('the deal');
      if (property === 'seats') return seats;
      return Reflect.get(target, property, receiver);
    },
    ownKeys: () => secret('the whole state'),
  });
}

/** The same state with every secret changed: other seats' cards and the coming board dealt anew. */
function withOtherSecrets(state: HandState, seat: number): HandState {
  const own = state.seats.find((entry) => entry.seat === seat)!.holeCards;
  const known = new Set([...own, ...state.board].map(cardCode));
  const spare = Array.from({ length: DECK_SIZE }, (_, position) => cardAt(DECK_SIZE - 1 - position)).filter(
    (card) => !known.has(cardCode(card)),
  );
  const take = () => spare.shift() as Card;
  const seats = state.seats.map((entry) =>
    entry.seat === seat ? entry : { ...entry, holeCards: [take(), take()] as const },
  );
  const flop = state.board.length >= 3 ? state.deal.flop : ([take(), take(), take()] as const);
  const turn = state.board.length >= 4 ? state.deal.turn : take();
  return { ...state, seats, deal: { ...state.deal, flop, turn, river: take() } };
}

/** Plays bot hands and calls `visit` before every decision. */
function playBotHands(
  count: number,
  visit: (state: HandState, seat: number, handNumber: number) => void,
): number {
  let decisions = 0;
  const setup = createRandomStream('bot-test', 'setup', 0);
  for (let handNumber = 0; handNumber < count; handNumber++) {
    const seatCount = 2 + setup.nextInt(5);
    const stacks = Object.fromEntries(
      Array.from({ length: seatCount }, (_, index) => [index + 1, BigInt(400 + setup.nextInt(601))]),
    );
    let state = startHand({
      table: tableOf('NLH01'),
      handNumber,
      seats: seatsWith(stacks),
      buttonSeat: 1 + setup.nextInt(seatCount),
      serverSeed: `bot-test-${handNumber}`,
    });
    const random = createRandomStream('bot-test', `decisions:${handNumber}`, 0);
    while (state.toActSeat !== null) {
      visit(state, state.toActSeat, handNumber);
      state = act(state, state.toActSeat, botAction(state, state.toActSeat, random));
      decisions += 1;
    }
  }
  return decisions;
}

describe('the house bot', () => {
  it('decides without reading the deal or another player’s cards', () => {
    const decisions = playBotHands(400, (state, seat, handNumber) => {
      const other = state.seats.find((entry) => entry.seat !== seat)!.seat;
      expect(() => guarded(state, seat).deal).toThrow('the bot read the deal');
      expect(() => guarded(state, seat).seats.find((entry) => entry.seat === other)!.holeCards).toThrow();
      const plain = botAction(
        state,
        seat,
        createRandomStream('honesty', `${handNumber}:${state.events.length}`, 0),
      );
      const blind = botAction(
        guarded(state, seat),
        seat,
        createRandomStream('honesty', `${handNumber}:${state.events.length}`, 0),
      );
      expect(blind).toEqual(plain);
    });
    expect(decisions).toBeGreaterThan(1_000);
  });

  it('takes the same action whatever the other players hold and whatever the coming board is', () => {
    playBotHands(400, (state, seat, handNumber) => {
      const seed = `${handNumber}:${state.events.length}`;
      const actual = botAction(state, seat, createRandomStream('secrets', seed, 0));
      const altered = botAction(withOtherSecrets(state, seat), seat, createRandomStream('secrets', seed, 0));
      expect(altered).toEqual(actual);
    });
  });

  it('always returns an action the engine accepts, and the same one for the same random numbers', () => {
    const decisions = playBotHands(1_000, (state, seat, handNumber) => {
      const seed = `${handNumber}:${state.events.length}`;
      const first = botAction(state, seat, createRandomStream('again', seed, 0));
      expect(botAction(state, seat, createRandomStream('again', seed, 0))).toEqual(first);
      expect(() => act(state, seat, first)).not.toThrow();
    });
    expect(decisions).toBeGreaterThan(3_000);
  });

  it('refuses to act for a seat whose turn it is not', () => {
    const state = startHand({
      table: tableOf('NLH01'),
      handNumber: 1,
      seats: seatsWith({ 1: 500n, 2: 500n, 3: 500n }),
      buttonSeat: 1,
      serverSeed: 'turn',
    });
    expect(() => botAction(state, 2, createRandomStream('s', 'c', 0))).toThrow(PokerError);
  });
});

describe('the bot’s reading of its hand', () => {
  it('puts starting hands in Sklansky–Malmuth groups', () => {
    expect(preflopGroup(hole('As Ah'))).toBe(1);
    expect(preflopGroup(hole('Ks As'))).toBe(1);
    expect(preflopGroup(hole('Kd As'))).toBe(2);
    expect(preflopGroup(hole('10s 9s'))).toBe(4);
    expect(preflopGroup(hole('5c 5d'))).toBe(6);
    expect(preflopGroup(hole('7c 2d'))).toBe(9);
  });

  it('counts only what its own cards add to the board', () => {
    expect(handTier(hole('Ah Kd'), parseCards('Ac 7s 2d'))).toBe('strong'); // top pair
    expect(handTier(hole('8h 8d'), parseCards('Ac 7s 2d'))).toBe('medium'); // a pair under the ace
    expect(handTier(hole('3h 4d'), parseCards('Kc Ks 9d'))).toBe('weak'); // the pair is the board's
    expect(handTier(hole('9h 9d'), parseCards('9c 7s 2d'))).toBe('monster'); // a set
    expect(handTier(hole('Ah 5h'), parseCards('Kh 9h 2d'))).toBe('draw'); // four hearts
    expect(handTier(hole('8c 7d'), parseCards('6h 5s Kd'))).toBe('draw'); // four to a straight
    expect(handTier(hole('8c 7d'), parseCards('6h 5s Kd 2c Jh'))).toBe('weak'); // no card to come
    expect(handTier(hole('2c 3d'), parseCards('As Ks Qd Jc 10h'))).toBe('weak'); // the board's straight
    expect(handTier(hole('9c 3d'), parseCards('As Ks Qd Jc 10h'))).toBe('weak');
    expect(handTier(hole('9c 3d'), parseCards('Ks Qd Jc 10h 2s'))).toBe('monster'); // its own straight
  });
});
