// Fights, bets and arena answers for the cockfight page's tests, with times placed around a moment.
import type {
  CockfightArenaValue,
  CockfightBetItem,
  CockfightFight,
  CockfightResult,
} from '@playdeck/contract/cockfight';

const iso = (ms: number) => new Date(ms).toISOString();

/** A fight whose betting closes `closesInMs` after `nowMs` (negative: it closed that long ago). */
export function testFight(
  nowMs: number,
  closesInMs: number,
  overrides: Partial<CockfightFight> = {},
): CockfightFight {
  const closesAt = nowMs + closesInMs;
  return {
    arenaCode: 'CF01',
    fightNumber: 100,
    phase: 'betting',
    opensAt: iso(closesAt - 120_000),
    closesAt: iso(closesAt),
    decidesAt: iso(closesAt + 40_000),
    settlesAt: iso(closesAt + 60_000),
    status: 'open',
    meron: {
      code: 'O-TIA',
      name: 'Ô Tía',
      rating: 92,
      colour: '#3b1f2b',
      record: { wins: 7, losses: 3, draws: 1 },
      chancePercent: '56.43',
    },
    wala: {
      code: 'TIA-CHIEN',
      name: 'Tía Chiến',
      rating: 58,
      colour: '#7d2e46',
      record: { wins: 2, losses: 9, draws: 0 },
      chancePercent: '35.57',
    },
    payouts: { meron: '0.59:1', wala: '1.5:1', draw: '8:1' },
    drawChancePercent: '8.00',
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'cockfight:CF01:100',
    nonce: 0,
    serverSeed: null,
    result: null,
    ...overrides,
  };
}

export function testResult(outcome: CockfightResult['outcome']): CockfightResult {
  return {
    meron: { code: 'O-TIA', name: 'Ô Tía', rating: 92 },
    wala: { code: 'TIA-CHIEN', name: 'Tía Chiến', rating: 58 },
    outcome,
    roll: outcome === 'draw' ? 5 : outcome === 'meron' ? 500_000 : 1_200_000,
    rollRange: 1_500_000,
  };
}

/** The same fight, decided: in its result phase at `nowMs`, seed revealed. */
export function decidedFight(nowMs: number, outcome: CockfightResult['outcome']): CockfightFight {
  return testFight(nowMs, -45_000, {
    phase: 'result',
    status: 'decided',
    serverSeed: 'revealed-seed',
    result: testResult(outcome),
  });
}

export function testBet(overrides: Partial<CockfightBetItem> = {}): CockfightBetItem {
  return {
    roundId: `CF01-100-${Math.random().toString(16).slice(2)}`,
    fightNumber: 100,
    spot: 'meron',
    stake: '10.00',
    odds: '0.59:1',
    payout: null,
    status: 'open',
    placedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function testArena(nowMs: number, overrides: Partial<CockfightArenaValue> = {}): CockfightArenaValue {
  return {
    arena: {
      arenaCode: 'CF01',
      name: { en: 'Cockfight Saigon', vi: 'Đá Gà Sài Gòn' },
      colour: '#7a3b12',
      minStake: '1.00',
      maxStake: '500.00',
      commissionPercent: '5.00',
      fightSeconds: 180,
      bettingSeconds: 120,
      fightingSeconds: 40,
    },
    serverTime: new Date(nowMs).toISOString(),
    fight: testFight(nowMs, 95_000),
    lastFight: null,
    history: [
      { fightNumber: 97, outcome: 'meron', meronName: 'Ô Tía', walaName: 'Xám Tro' },
      { fightNumber: 98, outcome: 'wala', meronName: 'Điều Lửa', walaName: 'Bướm Đốm' },
      { fightNumber: 99, outcome: 'draw', meronName: 'Nhạn Bạc', walaName: 'Chuối Mực' },
    ],
    myBets: [],
    ...overrides,
  };
}
