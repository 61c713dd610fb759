// Proves what the cockfight page works out on its own: the phase and countdown on the server's clock at the exact boundaries, the stakes on each spot, how bets came out, a fight's summary and the counts of past results.
import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  clockText,
  fightSummary,
  outcomeCounts,
  phaseEndMs,
  phaseOn,
  secondsLeft,
  stakesBySpot,
} from './cockfight-view';
import { testArena, testBet, testFight } from './test-fights';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('the fight clock', () => {
  const fight = testFight(NOW, 10_000); // closes at +10 s, decided at +50 s, next at +70 s

  it('is betting, fighting, showing the result, then waiting for the next fight', () => {
    expect(phaseOn(fight, NOW)).toBe('betting');
    expect(phaseOn(fight, NOW + 9_999)).toBe('betting');
    expect(phaseOn(fight, NOW + 10_000)).toBe('fighting');
    expect(phaseOn(fight, NOW + 49_999)).toBe('fighting');
    expect(phaseOn(fight, NOW + 50_000)).toBe('result');
    expect(phaseOn(fight, NOW + 69_999)).toBe('result');
    expect(phaseOn(fight, NOW + 70_000)).toBe('next');
  });

  it('counts down to the end of the phase, rounding up to the second', () => {
    expect(phaseEndMs(fight, NOW)).toBe(NOW + 10_000);
    expect(phaseEndMs(fight, NOW + 20_000)).toBe(NOW + 50_000);
    expect(secondsLeft(fight, NOW)).toBe(10);
    expect(secondsLeft(fight, NOW + 9_001)).toBe(1);
    expect(secondsLeft(fight, NOW + 10_000)).toBe(40);
    expect(secondsLeft(fight, NOW + 60_500)).toBe(10);
    expect(secondsLeft(fight, NOW + 80_000)).toBe(0);
  });

  it('shows a countdown as minutes and seconds', () => {
    expect(clockText(125)).toBe('2:05');
    expect(clockText(120)).toBe('2:00');
    expect(clockText(9)).toBe('0:09');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-3)).toBe('0:00');
  });
});

describe('bets', () => {
  it('adds up the stakes on each spot, leaving out refused bets', () => {
    expect(
      stakesBySpot([
        testBet({ spot: 'meron', stake: '10.00' }),
        testBet({ spot: 'meron', stake: '0.10' }),
        testBet({ spot: 'draw', stake: '5.00' }),
        testBet({ spot: 'wala', stake: '50.00', status: 'refused' }),
      ]),
    ).toEqual({ meron: '10.10', draw: '5.00' });
  });

  it('tells a win, a loss, a returned stake and a bet still waiting', () => {
    expect(betOutcome(testBet({ payout: '15.90', status: 'settled' }))).toBe('win');
    expect(betOutcome(testBet({ payout: '0.00', status: 'settled' }))).toBe('lose');
    expect(betOutcome(testBet({ payout: '10.00', status: 'settled' }))).toBe('push');
    expect(betOutcome(testBet())).toBe('pending');
  });

  it('sums a fight once every bet is paid', () => {
    const paid = [
      testBet({ spot: 'meron', stake: '10.00', payout: '15.90', status: 'settled' }),
      testBet({ spot: 'draw', stake: '5.00', payout: '0.00', status: 'settled' }),
    ];
    expect(fightSummary(paid)).toEqual({ staked: '15.00', returned: '15.90', net: '0.90' });
    expect(fightSummary([...paid, testBet()])).toBeNull();
    expect(fightSummary([])).toBeNull();
  });
});

describe('history', () => {
  it('counts each outcome of the past fights', () => {
    expect(outcomeCounts(testArena(NOW).history)).toEqual({ meron: 1, wala: 1, draw: 1 });
    expect(outcomeCounts([])).toEqual({ meron: 0, wala: 0, draw: 0 });
  });
});
