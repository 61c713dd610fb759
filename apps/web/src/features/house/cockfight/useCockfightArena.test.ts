// Proves how the arena's state follows the stream: a new fight moves this fight's bets to "last fight", a decided fight joins the history once and becomes the last result, a slow answer overtaken by the stream changes nothing, and a bet joins only its own fight.
import { describe, expect, it } from 'vitest';
import { arenaReducer, initialArenaState } from './useCockfightArena';
import { decidedFight, testArena, testBet, testFight } from './test-fights';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('the arena state', () => {
  const loaded = arenaReducer(initialArenaState, {
    type: 'loaded',
    value: testArena(NOW, { myBets: [testBet()] }),
    receivedAtMs: NOW - 1_500,
  });

  it('takes the loaded arena and the server clock offset', () => {
    expect(loaded.fight?.fightNumber).toBe(100);
    expect(loaded.history).toHaveLength(3);
    expect(loaded.myBets).toHaveLength(1);
    expect(loaded.offsetMs).toBe(1_500);
  });

  it('adds a decided fight to the history once, as the last result', () => {
    const decided = decidedFight(NOW, 'wala');
    const once = arenaReducer(loaded, { type: 'fight', fight: decided });
    const twice = arenaReducer(once, { type: 'fight', fight: decided });
    expect(twice.history.map((item) => item.fightNumber)).toEqual([97, 98, 99, 100]);
    expect(twice.history.at(-1)).toMatchObject({
      outcome: 'wala',
      meronName: 'Ô Tía',
      walaName: 'Tía Chiến',
    });
    expect(twice.lastFight?.serverSeed).toBe('revealed-seed');
    expect(twice.fight?.result?.outcome).toBe('wala');
    expect(twice.myBets).toHaveLength(1);
  });

  it('moves the bets to the last fight when the next fight opens', () => {
    const next = arenaReducer(loaded, {
      type: 'fight',
      fight: testFight(NOW, 120_000, { fightNumber: 101 }),
    });
    expect(next.fight?.fightNumber).toBe(101);
    expect(next.myBets).toEqual([]);
    expect(next.previousBets).toHaveLength(1);
    // A bet answered for the old fight does not join the new one.
    expect(arenaReducer(next, { type: 'betPlaced', bet: testBet() }).myBets).toEqual([]);
    expect(arenaReducer(next, { type: 'betPlaced', bet: testBet({ fightNumber: 101 }) }).myBets).toHaveLength(
      1,
    );
  });

  it('ignores a slow answer about an older fight', () => {
    const next = arenaReducer(loaded, {
      type: 'fight',
      fight: testFight(NOW, 120_000, { fightNumber: 101 }),
    });
    expect(arenaReducer(next, { type: 'loaded', value: testArena(NOW), receivedAtMs: NOW })).toBe(next);
  });
});
