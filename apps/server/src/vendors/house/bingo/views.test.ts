// Proves what the room answers is worked out right: the return and the chances as exact decimal texts
// (rounded half up from the exact fractions), the prize multiples without trailing zeros, and a round
// that shows only the balls whose time has come and its seed only once it is drawn.
import { describe, expect, it } from 'vitest';
import type { BingoRoundRow } from './bingo.repository';
import { drawOf, roundClientSeed } from './draw';
import { BINGO_ROOMS, findBingoRoom } from './rooms';
import { roundTimes } from './schedule';
import { ballsDueAt, multiplierText, oneInText, percentText, roomInfo, roundView } from './views';

const BG02 = findBingoRoom('BG02')!;

function roundRow(status: BingoRoundRow['status'], roundNumber = 7): BingoRoundRow {
  const times = roundTimes(BG02, roundNumber);
  return {
    id: 1,
    roomCode: 'BG02',
    roundNumber,
    opensAt: new Date(times.opensAt),
    closesAt: new Date(times.closesAt),
    drawnAt: new Date(times.drawnAt),
    endsAt: new Date(times.endsAt),
    serverSeed: 'view-seed',
    serverSeedHash: 'hash',
    clientSeed: roundClientSeed('BG02', roundNumber),
    ballsAnnounced: 0,
    status,
    settledAt: null,
  };
}

describe('texts of exact fractions', () => {
  it('rounds a share to a percentage with two decimals, half up', () => {
    expect(percentText({ numerator: 5_572_521_462_077_404n, denominator: 5_891_062_658_118_375n })).toBe(
      '94.59',
    );
    expect(percentText({ numerator: 1n, denominator: 8n })).toBe('12.50');
    expect(percentText({ numerator: 1n, denominator: 40_000n })).toBe('0.00');
    expect(percentText({ numerator: 1n, denominator: 20_000n })).toBe('0.01');
    expect(percentText({ numerator: 1n, denominator: 1n })).toBe('100.00');
  });

  it('gives a chance as one in so many, with two decimals', () => {
    expect(oneInText({ numerator: 1n, denominator: 4n })).toBe('4.00');
    expect(oneInText({ numerator: 3n, denominator: 10n })).toBe('3.33');
    expect(oneInText({ numerator: 5_453n, denominator: 397_433_963_802n })).toBe('72883543.70');
  });

  it('writes a prize multiple without trailing zeros', () => {
    expect(multiplierText(150)).toBe('1.5');
    expect(multiplierText(300)).toBe('3');
    expect(multiplierText(125)).toBe('1.25');
    expect(multiplierText(500_000)).toBe('5000');
  });
});

describe('the rooms as answered', () => {
  it('publishes every room’s exact return, below 100 %', () => {
    expect(BINGO_ROOMS.map((room) => roomInfo(room).rtpPercent)).toEqual(['94.59', '95.39', '93.81']);
  });

  it('shows no ball while buying, each ball from its time, and the seed once drawn', () => {
    const open = roundRow('open');
    const balls = drawOf('view-seed', BG02, 7);
    const at = (secondsIn: number) => new Date(open.opensAt.getTime() + secondsIn * 1000);
    expect(roundView(BG02, open, at(69.9))).toMatchObject({
      phase: 'buying',
      calledBalls: [],
      serverSeed: null,
    });
    expect(ballsDueAt(BG02, open, at(71.999).getTime())).toBe(0);
    expect(roundView(BG02, open, at(72)).calledBalls).toEqual(balls.slice(0, 1));
    expect(roundView(BG02, open, at(149.9))).toMatchObject({ phase: 'drawing', serverSeed: null });
    expect(roundView(BG02, open, at(149.9)).calledBalls).toEqual(balls.slice(0, 39));
    expect(roundView(BG02, open, at(150))).toMatchObject({
      phase: 'result',
      calledBalls: balls,
      serverSeed: null,
    });
    expect(roundView(BG02, roundRow('drawn'), at(150))).toMatchObject({
      serverSeed: 'view-seed',
      calledBalls: balls,
    });
  });
});
