// Fixtures, limits and bets for the sportsbook page's tests, in the contract's shapes.
import type {
  SportsbookBetItem,
  SportsbookFixture,
  SportsbookFixturesValue,
  SportsbookMarket,
} from '@playdeck/contract/sportsbook';

const name = (en: string, vi = en) => ({ en, vi });

export function testMarkets(): SportsbookMarket[] {
  return [
    {
      marketId: 'MATCH_RESULT',
      kind: 'MATCH_RESULT',
      line: null,
      main: true,
      selections: [
        { selection: 'HOME', line: null, odds: '2.10' },
        { selection: 'DRAW', line: null, odds: '3.30' },
        { selection: 'AWAY', line: null, odds: '3.40' },
      ],
    },
    {
      marketId: 'HANDICAP:-0.75',
      kind: 'HANDICAP',
      line: -0.75,
      main: true,
      selections: [
        { selection: 'HOME', line: -0.75, odds: '1.95' },
        { selection: 'AWAY', line: 0.75, odds: '1.85' },
      ],
    },
    {
      marketId: 'HANDICAP:-0.5',
      kind: 'HANDICAP',
      line: -0.5,
      main: false,
      selections: [
        { selection: 'HOME', line: -0.5, odds: '1.80' },
        { selection: 'AWAY', line: 0.5, odds: '2.00' },
      ],
    },
    {
      marketId: 'TOTAL:2.5',
      kind: 'TOTAL',
      line: 2.5,
      main: true,
      selections: [
        { selection: 'OVER', line: 2.5, odds: '1.90' },
        { selection: 'UNDER', line: 2.5, odds: '1.90' },
      ],
    },
  ];
}

export function testFixture(
  overrides: Partial<SportsbookFixture> & { fixtureId: string },
): SportsbookFixture {
  return {
    sport: 'FOOTBALL',
    league: { leagueCode: 'PREMIER', name: name('Premier Cup', 'Cúp Ngoại Hạng') },
    home: { teamCode: 'RED', name: name('Red Lions', 'Sư Tử Đỏ') },
    away: { teamCode: 'BLU', name: name('Blue Sharks', 'Cá Mập Xanh') },
    kickOffAt: '2026-11-25T12:00:00.000Z',
    state: {
      phase: 'PRE_MATCH',
      score: null,
      periodIndex: null,
      onBreak: false,
      clockSeconds: null,
      result: null,
    },
    serverSeedHash: 'hash-of-seed',
    clientSeed: `sportsbook:${overrides.fixtureId}`,
    serverSeed: null,
    markets: testMarkets(),
    ...overrides,
  };
}

export function testFixturesValue(fixtures: SportsbookFixture[]): SportsbookFixturesValue {
  return {
    serverTime: '2026-11-25T10:00:00.000Z',
    sport: 'FOOTBALL',
    days: ['2026-11-25', '2026-11-26'],
    inPlayBetting: true,
    limits: {
      minStake: '1.00',
      maxStake: { MATCH_RESULT: '5000.00', MATCH_WINNER: '5000.00', HANDICAP: '3000.00', TOTAL: '3000.00' },
      maxPayout: '200000.00',
    },
    fixtures,
  };
}

export function testBetItem(overrides: Partial<SportsbookBetItem> = {}): SportsbookBetItem {
  return {
    betId: 'SB-1',
    legs: [
      {
        fixtureId: 'F1',
        sport: 'FOOTBALL',
        home: name('Red Lions'),
        away: name('Blue Sharks'),
        kickOffAt: '2026-11-25T12:00:00.000Z',
        marketId: 'TOTAL:2.5',
        kind: 'TOTAL',
        selection: 'OVER',
        line: 2.5,
        odds: '1.90',
        outcome: null,
        serverSeedHash: 'hash-of-seed',
        serverSeed: null,
      },
    ],
    stake: '10.00',
    totalOdds: '1.90',
    potentialPayout: '19.00',
    status: 'OPEN',
    payout: null,
    cashOutOffer: '8.50',
    placedAt: '2026-11-25T10:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
