// Proves the tableau: naturals stand, the player draws on 0–5, every cell of the banker's third-card chart, the totals and outcomes; and that a provably fair deal is deterministic and verifiable.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { cardAt, makeCard, SHOE_SIZE, type Rank } from './cards';
import { bankerDraws, dealRound, playCoup, roundClientSeed } from './deal';

/** A coup dealt from these ranks in shoe order: player, banker, player, banker, then third cards. */
function coup(...ranks: Rank[]) {
  let next = 0;
  const round = playCoup(() => {
    const rank = ranks[next++];
    if (rank === undefined) throw new Error('the test shoe ran out');
    return makeCard(rank, 'hearts');
  });
  return { ...round, cardsUsed: next };
}

const rankOfValue = (value: number): Rank =>
  value === 0 ? 'K' : value === 1 ? 'A' : (String(value) as Rank);

// The standard banker chart: rows are the banker's two-card total 0–7, columns the player's third
// card value 0–9; D draws, S stands.
const BANKER_CHART = [
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDSD',
  'SSDDDDDDSS',
  'SSSSDDDDSS',
  'SSSSSSDDSS',
  'SSSSSSSSSS',
];

describe('naturals', () => {
  it('stands both hands when the player has a natural 9', () => {
    const round = coup('4', '3', '5', '4', 'A', 'A');
    expect(round).toMatchObject({
      playerTotal: 9,
      bankerTotal: 7,
      outcome: 'player',
      natural: true,
      cardsUsed: 4,
    });
  });

  it('stands both hands when the banker has a natural 8, even with the player on 2', () => {
    const round = coup('A', '3', 'A', '5', '2', '2');
    expect(round).toMatchObject({
      playerTotal: 2,
      bankerTotal: 8,
      outcome: 'banker',
      natural: true,
      cardsUsed: 4,
    });
  });

  it('stops a banker on 5 from drawing against a player natural 8', () => {
    const round = coup('K', '2', '8', '3', '9', '9');
    expect(round).toMatchObject({
      playerTotal: 8,
      bankerTotal: 5,
      outcome: 'player',
      natural: true,
      cardsUsed: 4,
    });
  });

  it('ties two naturals of the same total, and a 9 beats an 8', () => {
    expect(coup('8', 'Q', 'K', '8')).toMatchObject({ outcome: 'tie', natural: true, playerTotal: 8 });
    expect(coup('8', '9', 'K', 'J')).toMatchObject({ outcome: 'banker', bankerTotal: 9, playerTotal: 8 });
  });
});

describe('the player', () => {
  it('draws on 0 to 5 and stands on 6 and 7', () => {
    for (const [first, second, draws] of [
      ['K', 'Q', true],
      ['2', '3', true],
      ['6', 'K', false],
      ['3', '4', false],
    ] as const) {
      const round = coup(first, 'K', second, 'A', '2', '2');
      expect(round.playerCards.length, `${first}+${second}`).toBe(draws ? 3 : 2);
    }
  });

  it('counts only the last digit of a hand: 7 + 8 is 5, 6 + 9 + 6 is 1', () => {
    expect(coup('7', 'K', '8', 'Q', '10', 'J').playerTotal).toBe(5);
    expect(coup('6', 'K', '9', 'Q', '6', '7')).toMatchObject({
      playerTotal: 1,
      bankerTotal: 7,
      outcome: 'banker',
    });
  });
});

describe('the banker', () => {
  it('draws on 0–5 and stands on 6–7 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    const draws = coup('6', '2', 'K', '3', '4');
    expect(draws).toMatchObject({ playerTotal: 6, bankerTotal: 9, outcome: 'banker', cardsUsed: 5 });
    expect(draws.bankerCards.map((card) => card.rank)).toEqual(['2', '3', '4']);
    expect(coup('7', '6', 'K', 'K', 'A')).toMatchObject({ playerTotal: 7, bankerTotal: 6, cardsUsed: 4 });
    expect(coup('6', '6', 'K', 'K', 'A')).toMatchObject({ outcome: 'tie', cardsUsed: 4 });
  });

  it('follows every cell of the third-card chart, in the rule and in a dealt coup', () => {
    BANKER_CHART.forEach((row, bankerTotal) => {
      [...row].forEach((cell, playerThird) => {
        const label = `banker ${bankerTotal}, player third ${playerThird}`;
        expect(bankerDraws(bankerTotal, playerThird), label).toBe(cell === 'D');
        // The player holds 2 + 3 = 5 and draws; the banker holds a ten and its total.
        const round = coup('2', 'K', '3', rankOfValue(bankerTotal), rankOfValue(playerThird), 'A');
        expect(round.bankerTotal === (bankerTotal + (cell === 'D' ? 1 : 0)) % 10, label).toBe(true);
        expect(round.bankerCards.length, label).toBe(cell === 'D' ? 3 : 2);
        expect(round.playerCards.length, label).toBe(3);
      });
    });
  });
});

describe('a provably fair round', () => {
  it('deals the same round from the same seeds and a different one when any seed changes', () => {
    const rounds = (server: string, client: string, from: number) =>
      Array.from({ length: 20 }, (_, index) => dealRound(server, client, from + index));
    expect(rounds('server', 'client', 0)).toEqual(rounds('server', 'client', 0));
    expect(rounds('server', 'client', 0)).not.toEqual(rounds('server', 'client', 20));
    expect(rounds('server', 'client', 0)).not.toEqual(rounds('server', 'other', 0));
    expect(rounds('server', 'client', 0)).not.toEqual(rounds('other', 'client', 0));
  });

  it('deals in order from a full Fisher–Yates shuffle of the shoe, as a verifier would redo it', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const shoe = Array.from({ length: SHOE_SIZE }, (_, position) => position);
      const stream = createRandomStream('server', 'BAC01:7', nonce);
      for (let index = 0; index < SHOE_SIZE - 1; index++) {
        const picked = index + stream.nextInt(SHOE_SIZE - index);
        [shoe[index], shoe[picked]] = [shoe[picked] as number, shoe[index] as number];
      }
      const top = shoe.map((position) => cardAt(position));
      const round = dealRound('server', 'BAC01:7', nonce);
      const inOrder = [
        round.playerCards[0],
        round.bankerCards[0],
        round.playerCards[1],
        round.bankerCards[1],
      ];
      expect(inOrder).toEqual(top.slice(0, 4));
      const thirds = [...round.playerCards.slice(2), ...round.bankerCards.slice(2)];
      expect(thirds).toEqual(top.slice(4, 4 + thirds.length));
    }
  });

  it('names the table and the round in the public client seed', () => {
    expect(roundClientSeed('BAC01', 58_000_000)).toBe('baccarat:BAC01:58000000');
    expect(roundClientSeed('BAC02', 0)).toBe('baccarat:BAC02:0');
    expect(() => roundClientSeed('BAC01', -1)).toThrow(RangeError);
    expect(() => roundClientSeed('BAC01', 1.5)).toThrow(RangeError);
  });
});
