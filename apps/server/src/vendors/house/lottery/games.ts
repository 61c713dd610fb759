// The house vendor's lottery games as data. Two studios, one vendor code per game type (DESIGN.md
// "Game vendors"): TCG_SEA draws a 4- or 5-digit number (LOTT), TCG_LOTTO_VN draws a full set of
// prizes styled on the Vietnamese regional lotteries (ELOTT). Every rule that reads a game reads it
// from here, so a new game is one more entry in LOTTERY_GAMES.

export type LocalName = { en: string; vi: string };

export const LOTTERY_VENDOR_CODES = ['TCG_SEA', 'TCG_LOTTO_VN'] as const;
export type LotteryVendorCode = (typeof LOTTERY_VENDOR_CODES)[number];

/** Bets on a drawn 4- or 5-digit number (bets.ts defines their odds and selections). */
export const DIGITS_BET_TYPE_CODES = [
  'digit-at-position',
  'big-small',
  'odd-even',
  'last-two',
  'last-three',
] as const;
/** Bets on a Vietnamese-style set of prizes. */
export const VIETNAM_BET_TYPE_CODES = ['lo', 'de', 'three-cang'] as const;
export type DigitsBetTypeCode = (typeof DIGITS_BET_TYPE_CODES)[number];
export type VietnamBetTypeCode = (typeof VIETNAM_BET_TYPE_CODES)[number];
export type LotteryBetTypeCode = DigitsBetTypeCode | VietnamBetTypeCode;

/** The prizes of a Vietnamese draw, from the special prize down. */
export const VIETNAM_PRIZES = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type VietnamPrize = (typeof VIETNAM_PRIZES)[number];

export const PRIZE_NAMES: Readonly<Record<VietnamPrize, LocalName>> = {
  special: { en: 'Special prize', vi: 'Giải đặc biệt' },
  first: { en: 'First prize', vi: 'Giải nhất' },
  second: { en: 'Second prize', vi: 'Giải nhì' },
  third: { en: 'Third prize', vi: 'Giải ba' },
  fourth: { en: 'Fourth prize', vi: 'Giải tư' },
  fifth: { en: 'Fifth prize', vi: 'Giải năm' },
  sixth: { en: 'Sixth prize', vi: 'Giải sáu' },
  seventh: { en: 'Seventh prize', vi: 'Giải bảy' },
  eighth: { en: 'Eighth prize', vi: 'Giải tám' },
};

/** One prize of a Vietnamese draw: how many numbers it draws and how many digits each has. */
export type PrizeTier = { prize: VietnamPrize; count: number; digits: number };

/**
 * The North draws 27 numbers and the South and Centre 18; the lô odds differ by style because a
 * two-digit pick has more chances to appear among 27 numbers than among 18.
 */
export type VietnamStyle = 'north' | 'south' | 'central';

type GameTimes = {
  gameCode: string;
  name: LocalName;
  region: LocalName;
  /** Digits of the main number: the whole 4D or 5D number, or a Vietnamese draw's special prize. */
  digits: number;
  /** Draw n happens at n × drawIntervalSeconds after the Unix epoch (schedule.ts); divides a day. */
  drawIntervalSeconds: number;
  /** Betting on a draw closes this long before it, so that no ticket races the draw. */
  closeBeforeDrawSeconds: number;
};

export type DigitsGame = GameTimes & {
  kind: 'digits';
  vendorCode: 'TCG_SEA';
  gameType: 'LOTT';
  betTypes: readonly DigitsBetTypeCode[];
};

export type VietnamGame = GameTimes & {
  kind: 'vietnam';
  vendorCode: 'TCG_LOTTO_VN';
  gameType: 'ELOTT';
  style: VietnamStyle;
  /** In drawing order, special prize first. */
  prizes: readonly PrizeTier[];
  betTypes: readonly VietnamBetTypeCode[];
};

export type LotteryGame = DigitsGame | VietnamGame;

const MINUTE_SECONDS = 60;

const NORTH_PRIZES: readonly PrizeTier[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

/** The South and the Centre share one prize table (18 numbers). */
const SOUTH_PRIZES: readonly PrizeTier[] = [
  { prize: 'special', count: 1, digits: 6 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'eighth', count: 1, digits: 2 },
];

const SOUTH_EAST_ASIA: LocalName = { en: 'South-East Asia', vi: 'Đông Nam Á' };

function digitsGame(source: Omit<DigitsGame, 'kind' | 'vendorCode' | 'gameType' | 'betTypes'>): DigitsGame {
  return {
    kind: 'digits',
    vendorCode: 'TCG_SEA',
    gameType: 'LOTT',
    betTypes: DIGITS_BET_TYPE_CODES,
    ...source,
  };
}

function vietnamGame(
  source: Omit<VietnamGame, 'kind' | 'vendorCode' | 'gameType' | 'betTypes' | 'digits' | 'prizes'>,
): VietnamGame {
  const prizes = source.style === 'north' ? NORTH_PRIZES : SOUTH_PRIZES;
  const special = prizes.find((tier) => tier.prize === 'special') as PrizeTier;
  return {
    kind: 'vietnam',
    vendorCode: 'TCG_LOTTO_VN',
    gameType: 'ELOTT',
    betTypes: VIETNAM_BET_TYPE_CODES,
    digits: special.digits,
    prizes,
    ...source,
  };
}

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  digitsGame({
    gameCode: 'SEA5D1',
    name: { en: 'SEA 5D 1 Minute', vi: 'Đông Nam Á 5D 1 phút' },
    region: SOUTH_EAST_ASIA,
    digits: 5,
    drawIntervalSeconds: 1 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 10,
  }),
  digitsGame({
    gameCode: 'SEA5D3',
    name: { en: 'SEA 5D 3 Minutes', vi: 'Đông Nam Á 5D 3 phút' },
    region: SOUTH_EAST_ASIA,
    digits: 5,
    drawIntervalSeconds: 3 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 15,
  }),
  digitsGame({
    gameCode: 'SEA5D5',
    name: { en: 'SEA 5D 5 Minutes', vi: 'Đông Nam Á 5D 5 phút' },
    region: SOUTH_EAST_ASIA,
    digits: 5,
    drawIntervalSeconds: 5 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 30,
  }),
  digitsGame({
    gameCode: 'TH4D5',
    name: { en: 'Thai 4D 5 Minutes', vi: 'Thái Lan 4D 5 phút' },
    region: { en: 'Thailand', vi: 'Thái Lan' },
    digits: 4,
    drawIntervalSeconds: 5 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 30,
  }),
  digitsGame({
    gameCode: 'MY4D3',
    name: { en: 'Malaysia 4D 3 Minutes', vi: 'Malaysia 4D 3 phút' },
    region: { en: 'Malaysia', vi: 'Malaysia' },
    digits: 4,
    drawIntervalSeconds: 3 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 15,
  }),
  vietnamGame({
    gameCode: 'VNNORTH5',
    name: { en: 'Northern Vietnam 5 Minutes', vi: 'Miền Bắc 5 phút' },
    region: { en: 'Northern Vietnam', vi: 'Miền Bắc' },
    style: 'north',
    drawIntervalSeconds: 5 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 30,
  }),
  vietnamGame({
    gameCode: 'VNSOUTH2',
    name: { en: 'Southern Vietnam 2 Minutes', vi: 'Miền Nam 2 phút' },
    region: { en: 'Southern Vietnam', vi: 'Miền Nam' },
    style: 'south',
    drawIntervalSeconds: 2 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 10,
  }),
  vietnamGame({
    gameCode: 'VNCENTRAL3',
    name: { en: 'Central Vietnam 3 Minutes', vi: 'Miền Trung 3 phút' },
    region: { en: 'Central Vietnam', vi: 'Miền Trung' },
    style: 'central',
    drawIntervalSeconds: 3 * MINUTE_SECONDS,
    closeBeforeDrawSeconds: 15,
  }),
];

export function findLotteryGame(gameCode: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.gameCode === gameCode);
}

/** The games of one studio, in lobby order; none for a vendor code that is not a lottery studio. */
export function lotteryGamesOf(vendorCode: string): readonly LotteryGame[] {
  return LOTTERY_GAMES.filter((game) => game.vendorCode === vendorCode);
}

/** How many numbers a Vietnamese draw holds (27 in the North, 18 in the South and Centre). */
export function prizeNumberCount(game: VietnamGame): number {
  return game.prizes.reduce((total, tier) => total + tier.count, 0);
}
