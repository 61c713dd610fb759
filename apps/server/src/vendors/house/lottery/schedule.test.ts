// Proves the draw schedule: draws sit on epoch multiples of the interval, betting runs from the previous draw to closeBeforeDrawSeconds before this one (a ticket at closesAt is refused, the next draw takes tickets from drawAt on), and labels number the draws of each day.
import { describe, expect, it } from 'vitest';
import { findLotteryGame, LOTTERY_GAMES, type LotteryGame } from './games';
import { bettingDrawAt, currentDraw, drawLabel, drawNumberAt, drawTimes } from './schedule';

const ONE_MINUTE = findLotteryGame('SEA5D1') as LotteryGame; // 60 s, closes 10 s before
const FIVE_MINUTES = findLotteryGame('VNNORTH5') as LotteryGame; // 300 s, closes 30 s before

describe('draw numbers and times', () => {
  it('numbers draws from the epoch: draw n happens at n × interval', () => {
    expect(drawNumberAt(ONE_MINUTE, 0)).toBe(0);
    expect(drawNumberAt(ONE_MINUTE, 59_999)).toBe(0);
    expect(drawNumberAt(ONE_MINUTE, 60_000)).toBe(1);
    expect(drawNumberAt(FIVE_MINUTES, 299_999)).toBe(0);
    expect(drawNumberAt(FIVE_MINUTES, 300_000)).toBe(1);
  });

  it('opens a draw when the previous one happens and closes it closeBeforeDrawSeconds before its own', () => {
    expect(drawTimes(ONE_MINUTE, 5)).toEqual({
      drawNumber: 5,
      opensAt: 240_000,
      closesAt: 290_000,
      drawAt: 300_000,
    });
    expect(drawTimes(FIVE_MINUTES, 2)).toEqual({
      drawNumber: 2,
      opensAt: 300_000,
      closesAt: 570_000,
      drawAt: 600_000,
    });
  });

  it('agrees with itself for every game across a day of instants', () => {
    const start = Date.UTC(2026, 10, 22);
    const disagreements: string[] = [];
    for (const game of LOTTERY_GAMES)
      for (let instant = start; instant < start + 86_400_000; instant += 7_919) {
        const draw = currentDraw(game, instant);
        const agrees =
          draw.opensAt <= instant &&
          instant < draw.drawAt &&
          drawNumberAt(game, draw.drawAt) === draw.drawNumber &&
          draw.status === (instant < draw.closesAt ? 'open' : 'closed') &&
          bettingDrawAt(game, instant) === (draw.status === 'open' ? draw.drawNumber : undefined);
        if (!agrees) disagreements.push(`${game.gameCode} at ${instant}`);
      }
    expect(disagreements).toEqual([]);
  });
});

describe('the draw open for betting', () => {
  const draw5 = drawTimes(ONE_MINUTE, 5);

  it('takes tickets for draw n from the moment draw n − 1 happens until just before closesAt', () => {
    expect(currentDraw(ONE_MINUTE, draw5.opensAt)).toMatchObject({ drawNumber: 5, status: 'open' });
    expect(currentDraw(ONE_MINUTE, draw5.closesAt - 1)).toMatchObject({ drawNumber: 5, status: 'open' });
    expect(bettingDrawAt(ONE_MINUTE, draw5.opensAt)).toBe(5);
    expect(bettingDrawAt(ONE_MINUTE, draw5.closesAt - 1)).toBe(5);
  });

  it('refuses a ticket at closesAt and until the draw; the next draw takes it from drawAt', () => {
    expect(currentDraw(ONE_MINUTE, draw5.closesAt)).toMatchObject({ drawNumber: 5, status: 'closed' });
    expect(currentDraw(ONE_MINUTE, draw5.drawAt - 1)).toMatchObject({ drawNumber: 5, status: 'closed' });
    expect(bettingDrawAt(ONE_MINUTE, draw5.closesAt)).toBeUndefined();
    expect(bettingDrawAt(ONE_MINUTE, draw5.drawAt - 1)).toBeUndefined();
    expect(currentDraw(ONE_MINUTE, draw5.drawAt)).toMatchObject({ drawNumber: 6, status: 'open' });
    expect(bettingDrawAt(ONE_MINUTE, draw5.drawAt)).toBe(6);
  });

  it('labels the current draw', () => {
    const instant = Date.UTC(2026, 10, 22, 2, 1, 30);
    expect(currentDraw(ONE_MINUTE, instant)).toMatchObject({ status: 'open', label: '20261122-0123' });
  });
});

describe('draw labels', () => {
  const drawNumberOf = (game: LotteryGame, instant: number) => instant / (game.drawIntervalSeconds * 1000);

  it('writes the UTC date of the draw and its sequence in that day, the midnight draw first', () => {
    expect(drawLabel(ONE_MINUTE, drawNumberOf(ONE_MINUTE, Date.UTC(2026, 10, 22, 2, 2)))).toBe(
      '20261122-0123',
    );
    expect(drawLabel(ONE_MINUTE, drawNumberOf(ONE_MINUTE, Date.UTC(2026, 10, 22)))).toBe('20261122-0001');
    expect(drawLabel(ONE_MINUTE, drawNumberOf(ONE_MINUTE, Date.UTC(2026, 10, 22, 23, 59)))).toBe(
      '20261122-1440',
    );
    expect(drawLabel(FIVE_MINUTES, drawNumberOf(FIVE_MINUTES, Date.UTC(2026, 10, 22, 23, 55)))).toBe(
      '20261122-0288',
    );
  });

  it('counts days in a site time zone when given its offset', () => {
    const localMidnight = drawNumberOf(ONE_MINUTE, Date.UTC(2026, 10, 21, 16));
    expect(drawLabel(ONE_MINUTE, localMidnight)).toBe('20261121-0961');
    expect(drawLabel(ONE_MINUTE, localMidnight, 480)).toBe('20261122-0001');
    expect(drawLabel(ONE_MINUTE, localMidnight - 1, 480)).toBe('20261121-1440');
  });
});

describe('bad arguments', () => {
  it('refuses instants and draw numbers that are not whole and non-negative, and unreal time zones', () => {
    for (const instant of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => drawNumberAt(ONE_MINUTE, instant)).toThrow(RangeError);
    for (const drawNumber of [0, -1, 2.5])
      expect(() => drawTimes(ONE_MINUTE, drawNumber)).toThrow(RangeError);
    expect(() => drawLabel(ONE_MINUTE, 1, 15 * 60)).toThrow(RangeError);
    expect(() => drawLabel(ONE_MINUTE, 1, 30.5)).toThrow(RangeError);
  });
});
