// The house sportsbook's sports, e-sports titles, leagues and teams as data. Every fixture, price and
// result is derived from these rows (fixtures.ts, model.ts, simulate.ts), so a team's rating is its
// whole strength: changing a rating changes every later price and result of that team. The leagues
// and teams are the house's own, not real competitions, because their results are simulated.

/** A name in each language the site speaks. */
export type LocalName = { en: string; vi: string };

export const SPORT_CODES = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'VFOOTBALL', 'LOL', 'DOTA2', 'CS2'] as const;
export type SportCode = (typeof SPORT_CODES)[number];

/** The platform's game category (SPEC.md): the house serves SPORTS and ESPORTS as two studios. */
export type SportCategory = 'SPORTS' | 'ESPORTS';

/**
 * How a sport is played and scored, which decides its outcome model (model.ts):
 * - GOALS: two halves on a clock, goals arrive as a Poisson process, a level score is a draw;
 * - POINTS: four quarters on a clock, points arrive as a Poisson process, a level score goes to
 *   overtime periods (then sudden death, see model.ts);
 * - GAMES: tennis, the first to win `setsToWin` sets, each set a race of games;
 * - MAPS: e-sports, the first to win `mapsToWin` maps.
 * Times are the simulated match's own, in match seconds; `Sport.secondMs` says how long one lasts.
 */
export type SportPlay =
  | { model: 'GOALS'; periods: number; periodSeconds: number; breakSeconds: number }
  | {
      model: 'POINTS';
      periods: number;
      periodSeconds: number;
      breakSeconds: number;
      overtimeSeconds: number;
    }
  | { model: 'GAMES'; setsToWin: number; gameSeconds: number; breakSeconds: number }
  | { model: 'MAPS'; mapsToWin: number; mapSeconds: number; breakSeconds: number };

export type ScoringModel = SportPlay['model'];

/** The lines a market is offered at: every `offset + k × step` for a whole number k. */
export type LineGrid = { step: number; offset: number };

/**
 * When a sport's fixtures kick off:
 * - DAILY: each league plays one round a site day, each pair at a slot of the window from
 *   `firstMinute` to `lastMinute` (inclusive, minutes of the site day), every `stepMinutes`;
 * - ROUNDS: a virtual league plays a round every `everySeconds` from the site day's midnight, all
 *   its pairs kicking off together, round after round all day long.
 */
export type SportSchedule =
  | { kind: 'DAILY'; firstMinute: number; lastMinute: number; stepMinutes: number }
  | { kind: 'ROUNDS'; everySeconds: number };

export type Sport = {
  sportCode: SportCode;
  category: SportCategory;
  name: LocalName;
  /** What the handicap and total markets count: goals, points, games or maps. */
  unit: LocalName;
  play: SportPlay;
  /** Rating points added to the home side's rating (0 where there is no home ground). */
  homeAdvantageRating: number;
  handicapLines: LineGrid;
  totalLines: LineGrid;
  schedule: SportSchedule;
  /**
   * Real milliseconds one second of the match lasts: 1000 for a match played in real time, less for
   * a virtual match played faster (its clock, prices and news all run at that pace).
   */
  secondMs: number;
};

export type Team = {
  /** Unique within its league. */
  teamCode: string;
  name: LocalName;
  /** Elo-scale strength: 400 points apart is a 10-to-1 favourite over a match (model.ts). */
  rating: number;
};

export type League = {
  leagueCode: string;
  sportCode: SportCode;
  name: LocalName;
  /** Goals or points one side scores in an even match; null where matches are won by games or maps. */
  averageScore: number | null;
  /** An even number of teams: each site day pairs every team once (fixtures.ts). */
  teams: readonly Team[];
};

const HOUR_MINUTES = 60;
const esportsMaps = (mapSeconds: number): SportPlay => ({
  model: 'MAPS',
  mapsToWin: 2,
  mapSeconds,
  breakSeconds: 300,
});
const ESPORTS_LINES = { handicapLines: { step: 3, offset: 1.5 }, totalLines: { step: 1, offset: 0.5 } };
const MAPS: LocalName = { en: 'maps', vi: 'bản đồ' };
const ESPORTS_WINDOW = {
  kind: 'DAILY',
  firstMinute: 10 * HOUR_MINUTES,
  lastMinute: 22 * HOUR_MINUTES,
  stepMinutes: 30,
} as const;
const REAL_TIME_SECOND_MS = 1000;
const FOOTBALL_PLAY: SportPlay = {
  model: 'GOALS',
  periods: 2,
  periodSeconds: 45 * 60,
  breakSeconds: 15 * 60,
};
const FOOTBALL_LINES = { handicapLines: { step: 0.25, offset: 0 }, totalLines: { step: 0.25, offset: 0 } };
/**
 * Virtual football plays fifty times faster than real time: a 45-minute half lasts 54 s, the whole
 * match with half-time 2 min 6 s, and a round kicks off every 3 minutes.
 */
export const VIRTUAL_FOOTBALL_SECOND_MS = 20;
export const VIRTUAL_ROUND_SECONDS = 180;

export const SPORTS: readonly Sport[] = [
  {
    sportCode: 'FOOTBALL',
    category: 'SPORTS',
    name: { en: 'Football', vi: 'Bóng đá' },
    unit: { en: 'goals', vi: 'bàn thắng' },
    play: FOOTBALL_PLAY,
    homeAdvantageRating: 60,
    ...FOOTBALL_LINES,
    schedule: {
      kind: 'DAILY',
      firstMinute: 12 * HOUR_MINUTES,
      lastMinute: 22 * HOUR_MINUTES,
      stepMinutes: 30,
    },
    secondMs: REAL_TIME_SECOND_MS,
  },
  {
    sportCode: 'BASKETBALL',
    category: 'SPORTS',
    name: { en: 'Basketball', vi: 'Bóng rổ' },
    unit: { en: 'points', vi: 'điểm' },
    play: {
      model: 'POINTS',
      periods: 4,
      periodSeconds: 12 * 60,
      breakSeconds: 2 * 60,
      overtimeSeconds: 5 * 60,
    },
    homeAdvantageRating: 80,
    handicapLines: { step: 1, offset: 0.5 },
    totalLines: { step: 1, offset: 0.5 },
    schedule: {
      kind: 'DAILY',
      firstMinute: 11 * HOUR_MINUTES,
      lastMinute: 22 * HOUR_MINUTES,
      stepMinutes: 30,
    },
    secondMs: REAL_TIME_SECOND_MS,
  },
  {
    sportCode: 'TENNIS',
    category: 'SPORTS',
    name: { en: 'Tennis', vi: 'Quần vợt' },
    unit: { en: 'games', vi: 'game' },
    play: { model: 'GAMES', setsToWin: 2, gameSeconds: 4 * 60, breakSeconds: 2 * 60 },
    homeAdvantageRating: 0,
    handicapLines: { step: 1, offset: 0.5 },
    totalLines: { step: 1, offset: 0.5 },
    schedule: {
      kind: 'DAILY',
      firstMinute: 9 * HOUR_MINUTES,
      lastMinute: 21 * HOUR_MINUTES,
      stepMinutes: 30,
    },
    secondMs: REAL_TIME_SECOND_MS,
  },
  {
    sportCode: 'VFOOTBALL',
    category: 'SPORTS',
    name: { en: 'Virtual football', vi: 'Bóng đá ảo' },
    unit: { en: 'goals', vi: 'bàn thắng' },
    play: FOOTBALL_PLAY,
    homeAdvantageRating: 60,
    ...FOOTBALL_LINES,
    schedule: { kind: 'ROUNDS', everySeconds: VIRTUAL_ROUND_SECONDS },
    secondMs: VIRTUAL_FOOTBALL_SECOND_MS,
  },
  {
    sportCode: 'LOL',
    category: 'ESPORTS',
    name: { en: 'League of Legends', vi: 'Liên Minh Huyền Thoại' },
    unit: MAPS,
    play: esportsMaps(32 * 60),
    homeAdvantageRating: 0,
    ...ESPORTS_LINES,
    schedule: ESPORTS_WINDOW,
    secondMs: REAL_TIME_SECOND_MS,
  },
  {
    sportCode: 'DOTA2',
    category: 'ESPORTS',
    name: { en: 'Dota 2', vi: 'Dota 2' },
    unit: MAPS,
    play: esportsMaps(40 * 60),
    homeAdvantageRating: 0,
    ...ESPORTS_LINES,
    schedule: ESPORTS_WINDOW,
    secondMs: REAL_TIME_SECOND_MS,
  },
  {
    sportCode: 'CS2',
    category: 'ESPORTS',
    name: { en: 'Counter-Strike 2', vi: 'Counter-Strike 2' },
    unit: MAPS,
    play: esportsMaps(45 * 60),
    homeAdvantageRating: 0,
    ...ESPORTS_LINES,
    schedule: ESPORTS_WINDOW,
    secondMs: REAL_TIME_SECOND_MS,
  },
];

const team = (teamCode: string, en: string, vi: string, rating: number): Team => ({
  teamCode,
  name: { en, vi },
  rating,
});
/** A player or club known by the same proper name in every language. */
const named = (teamCode: string, name: string, rating: number): Team => team(teamCode, name, name, rating);

export const LEAGUES: readonly League[] = [
  {
    leagueCode: 'FB-LOTUS',
    sportCode: 'FOOTBALL',
    name: { en: 'Lotus League', vi: 'Giải Hoa Sen' },
    averageScore: 1.3,
    teams: [
      team('HND', 'Hanoi Dragons', 'Rồng Hà Nội', 1720),
      team('SGS', 'Saigon Stars', 'Ngôi Sao Sài Gòn', 1690),
      team('HPP', 'Haiphong Port', 'Cảng Hải Phòng', 1640),
      team('DNW', 'Da Nang Waves', 'Sóng Đà Nẵng', 1610),
      team('HUR', 'Hue Royals', 'Hoàng Gia Huế', 1570),
      team('CTR', 'Can Tho River', 'Sông Cần Thơ', 1540),
      team('NTS', 'Nha Trang Sharks', 'Cá Mập Nha Trang', 1510),
      team('QNM', 'Quang Ninh Miners', 'Thợ Mỏ Quảng Ninh', 1480),
    ],
  },
  {
    leagueCode: 'FB-CROWN',
    sportCode: 'FOOTBALL',
    name: { en: 'Crown League', vi: 'Giải Vương Miện' },
    averageScore: 1.4,
    teams: [
      named('NBU', 'Northbridge United', 1800),
      named('KWR', 'Kingswood Rovers', 1760),
      named('AVC', 'Ashvale City', 1720),
      named('MFA', 'Marlow Forest Athletic', 1680),
      named('HLT', 'Highmoor Town', 1640),
      named('RYW', 'Rye Wanderers', 1600),
      named('STA', 'Stonebury Albion', 1550),
      named('LCF', 'Lakeham FC', 1500),
    ],
  },
  {
    leagueCode: 'FB-MONSOON',
    sportCode: 'FOOTBALL',
    name: { en: 'Monsoon Cup', vi: 'Cúp Gió Mùa' },
    averageScore: 1.35,
    teams: [
      team('SEP', 'Seoul Phoenix', 'Phượng Hoàng Seoul', 1740),
      team('TKB', 'Tokyo Blue', 'Xanh Tokyo', 1730),
      team('SHR', 'Shanghai Red', 'Đỏ Thượng Hải', 1660),
      team('BKT', 'Bangkok Tigers', 'Hổ Bangkok', 1620),
      team('SGL', 'Singapore Lions', 'Sư Tử Singapore', 1580),
      team('KLP', 'Kuala Lumpur Panthers', 'Báo Đen Kuala Lumpur', 1560),
      team('JKE', 'Jakarta Eagles', 'Đại Bàng Jakarta', 1530),
      team('MNS', 'Manila Sun', 'Mặt Trời Manila', 1470),
    ],
  },
  {
    leagueCode: 'BB-DELTA',
    sportCode: 'BASKETBALL',
    name: { en: 'Delta Basketball League', vi: 'Giải Bóng rổ Châu Thổ' },
    averageScore: 82,
    teams: [
      team('HNH', 'Hanoi Hawks', 'Diều Hâu Hà Nội', 1700),
      team('SGC', 'Saigon Comets', 'Sao Chổi Sài Gòn', 1680),
      team('DNF', 'Da Nang Falcons', 'Chim Ưng Đà Nẵng', 1630),
      team('CTC', 'Can Tho Cobras', 'Hổ Mang Cần Thơ', 1600),
      team('HUL', 'Hue Lanterns', 'Đèn Lồng Huế', 1560),
      team('HPA', 'Haiphong Anchors', 'Mỏ Neo Hải Phòng', 1540),
      team('VTS', 'Vung Tau Surf', 'Lướt Sóng Vũng Tàu', 1500),
      team('DLP', 'Da Lat Pines', 'Rừng Thông Đà Lạt', 1470),
    ],
  },
  {
    leagueCode: 'BB-PACIFIC',
    sportCode: 'BASKETBALL',
    name: { en: 'Pacific Hoops League', vi: 'Giải Bóng rổ Thái Bình Dương' },
    averageScore: 108,
    teams: [
      named('HBJ', 'Harbour City Jets', 1780),
      named('CVS', 'Coral Valley Suns', 1740),
      named('IKT', 'Ironkeep Titans', 1700),
      named('BLM', 'Bluelake Mariners', 1660),
      named('SMR', 'Summit Ridge Rams', 1620),
      named('PWK', 'Pinewick Kings', 1580),
      named('GLB', 'Goldline Bolts', 1540),
      named('RDF', 'Redfield Foxes', 1500),
    ],
  },
  {
    leagueCode: 'TN-MEN',
    sportCode: 'TENNIS',
    name: { en: 'Playdeck Tour Men', vi: 'Giải Quần vợt Playdeck Nam' },
    averageScore: null,
    teams: [
      named('AMR', 'Adrian Moreau', 1880),
      named('LNV', 'Lý Hoàng Nam', 1820),
      named('KTA', 'Kenji Takahashi', 1780),
      named('MRS', 'Mateo Ruiz', 1730),
      named('ORB', 'Oskar Bergström', 1690),
      named('DHP', 'Đỗ Hữu Phước', 1650),
      named('JWK', 'James Walker', 1600),
      named('NKV', 'Nikolai Volkov', 1560),
    ],
  },
  {
    leagueCode: 'TN-WOMEN',
    sportCode: 'TENNIS',
    name: { en: 'Playdeck Tour Women', vi: 'Giải Quần vợt Playdeck Nữ' },
    averageScore: null,
    teams: [
      named('SLD', 'Sofia Lindqvist', 1860),
      named('NTL', 'Nguyễn Thùy Linh', 1810),
      named('AKM', 'Aiko Kimura', 1770),
      named('CRV', 'Camila Rivera', 1720),
      named('EDB', 'Emma Dubois', 1680),
      named('PTM', 'Phạm Thu Mai', 1640),
      named('HNS', 'Hannah Schultz', 1590),
      named('ZPK', 'Zofia Kowalska', 1550),
    ],
  },
  {
    leagueCode: 'VF-PREMIER',
    sportCode: 'VFOOTBALL',
    name: { en: 'Virtual Premier League', vi: 'Giải Ngoại Hạng Ảo' },
    averageScore: 1.4,
    teams: [
      team('PXU', 'Pixel United', 'Pixel United', 1780),
      team('NEO', 'Neon City', 'Thành Phố Neon', 1740),
      team('CYB', 'Cyber Rovers', 'Cyber Rovers', 1690),
      team('VLT', 'Volt Athletic', 'Volt Athletic', 1650),
      team('QTM', 'Quantum FC', 'Quantum FC', 1610),
      team('BYT', 'Byte Wanderers', 'Byte Wanderers', 1570),
      team('GLT', 'Glitch Town', 'Thị Trấn Glitch', 1520),
      team('LAG', 'Lag Albion', 'Lag Albion', 1470),
    ],
  },
  {
    leagueCode: 'LOL-VN',
    sportCode: 'LOL',
    name: { en: 'Vietnam Rift Championship', vi: 'Giải Vô địch Liên Minh Việt Nam' },
    averageScore: null,
    teams: [
      named('GLX', 'Galaxy Legends', 1780),
      named('SKY', 'Sky Tempest', 1740),
      named('LTS', 'Lotus Esports', 1700),
      named('TDR', 'Thunder Rising', 1660),
      named('JAD', 'Jade Dynasty', 1620),
      named('NOV', 'Nova Gaming', 1580),
      named('RKN', 'Red Kraken', 1540),
      named('BMB', 'Bamboo Blades', 1500),
    ],
  },
  {
    leagueCode: 'LOL-SEA',
    sportCode: 'LOL',
    name: { en: 'South-East Asia Rift Series', vi: 'Giải Liên Minh Đông Nam Á' },
    averageScore: null,
    teams: [
      named('MRL', 'Merlion Gaming', 1760),
      named('GRD', 'Garuda Esports', 1730),
      named('SIA', 'Siam Arrows', 1690),
      named('MNL', 'Manila Kings', 1650),
      named('BRN', 'Borneo Wolves', 1610),
      named('MKG', 'Mekong Wave', 1570),
      named('ANG', 'Angkor Titans', 1530),
      named('JVA', 'Java Storm', 1490),
    ],
  },
  {
    leagueCode: 'DOTA2-ASIA',
    sportCode: 'DOTA2',
    name: { en: 'Ancients Asia Cup', vi: 'Cúp Cổ Thần Châu Á' },
    averageScore: null,
    teams: [
      named('EBS', 'Ember Squad', 1790),
      named('FRS', 'Frostbite', 1750),
      named('RDN', 'Radiant Nine', 1700),
      named('VOI', 'Void Walkers', 1660),
      named('TSK', 'Tusk Brigade', 1620),
      named('ANC', 'Ancient Order', 1580),
      named('RUN', 'Rune Hunters', 1540),
      named('SHD', 'Shadow Lane', 1490),
    ],
  },
  {
    leagueCode: 'CS2-MASTERS',
    sportCode: 'CS2',
    name: { en: 'Counter Masters Asia', vi: 'Giải Counter Masters Châu Á' },
    averageScore: null,
    teams: [
      named('BLT', 'Bullet Theory', 1780),
      named('HSH', 'Headshot Heroes', 1740),
      named('DFS', 'Defuse Squad', 1700),
      named('CLT', 'Clutch Tigers', 1660),
      named('ECO', 'Eco Round', 1620),
      named('FLK', 'Flick Kings', 1580),
      named('SMK', 'Smoke Screen', 1540),
      named('NDE', 'Nade Expert', 1490),
    ],
  },
];

/** The sport with this code; throws RangeError on a code the house does not serve. */
export function sportOf(sportCode: SportCode): Sport {
  const sport = SPORTS.find((candidate) => candidate.sportCode === sportCode);
  if (sport === undefined) throw new RangeError(`unknown sport ${sportCode}`);
  return sport;
}

/** The league with this code, or undefined when there is none. */
export function findLeague(leagueCode: string): League | undefined {
  return LEAGUES.find((league) => league.leagueCode === leagueCode);
}

/** The leagues of one platform category: SPORTS (football, basketball, tennis) or ESPORTS. */
export function leaguesOf(category: SportCategory): League[] {
  return LEAGUES.filter((league) => sportOf(league.sportCode).category === category);
}
