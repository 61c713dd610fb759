// The house vendor's cockfight arenas as data, and the fight clock they share. Every arena fights by
// the same rules (fight.ts) and pays by the same scheme (bets.ts); an arena sets its stake limits, the
// operator's commission on meron and wala winnings, the chance of a draw and its stable of roosters,
// so adding an arena is adding a row here. Changing a rooster's rating, a stable or the draw chance of
// an arena changes how its fights are decided and verified: do it under a new arena code.

/** A name in each language the site speaks. */
export type LocalName = { en: string; vi: string };

/** A rooster of an arena's stable. Its rating is its fighting strength (Bradley–Terry, see fight.ts). */
export type Rooster = {
  code: string;
  /** A proper name, the same in every language. */
  name: string;
  /** A whole number in [RATING_MIN, RATING_MAX]. */
  rating: number;
  /** Its plumage colour (CSS hex), for the page's art. */
  colour: string;
};

export type CockfightArena = {
  arenaCode: string;
  name: LocalName;
  /** Smallest stake of one bet, in minor units (cents). */
  minStakeMinor: bigint;
  /** Largest stake of one bet, and of one spot's total on one fight, in minor units (cents). */
  maxStakeMinor: bigint;
  /** The operator's commission on meron and wala winnings, in basis points (500 = 5 %). */
  commissionBasisPoints: number;
  /** The chance that a fight ends in a draw, in basis points (800 = 8 %). */
  drawBasisPoints: number;
  /** The pit's colour (CSS hex) the arena is drawn in. */
  colour: string;
  /** At least two roosters, with distinct codes and ratings. */
  roosters: readonly Rooster[];
};

export const RATING_MIN = 50;
export const RATING_MAX = 100;
export const BASIS_POINTS = 10_000;

/** Length of one fight, from betting opening to the next fight. Every arena starts its fights at once. */
export const FIGHT_SECONDS = 180;
/** Bets are taken in the first two minutes. */
export const BETTING_SECONDS = 120;
/** Then the roosters fight for 40 s; the result is decided when the fight ends. */
export const FIGHTING_SECONDS = 40;
/** The result shows for the last 20 s, while the bets are paid. */
export const RESULT_SECONDS = FIGHT_SECONDS - BETTING_SECONDS - FIGHTING_SECONDS;

export const COCKFIGHT_ARENAS: readonly CockfightArena[] = [
  {
    arenaCode: 'CF01',
    name: { en: 'Cockfight Saigon', vi: 'Đá Gà Sài Gòn' },
    minStakeMinor: 1_00n,
    maxStakeMinor: 500_00n,
    commissionBasisPoints: 500,
    drawBasisPoints: 800,
    colour: '#7a3b12',
    roosters: [
      { code: 'O-TIA', name: 'Ô Tía', rating: 92, colour: '#3b1f2b' },
      { code: 'DIEU-LUA', name: 'Điều Lửa', rating: 86, colour: '#c0392b' },
      { code: 'NHAN-BAC', name: 'Nhạn Bạc', rating: 81, colour: '#d9d4c7' },
      { code: 'KHET-VANG', name: 'Khét Vàng', rating: 77, colour: '#d4a017' },
      { code: 'CHUOI-MUC', name: 'Chuối Mực', rating: 72, colour: '#2c2c34' },
      { code: 'XAM-TRO', name: 'Xám Tro', rating: 68, colour: '#8a8d91' },
      { code: 'BUOM-DOM', name: 'Bướm Đốm', rating: 63, colour: '#a0522d' },
      { code: 'TIA-CHIEN', name: 'Tía Chiến', rating: 58, colour: '#7d2e46' },
    ],
  },
  {
    arenaCode: 'CF02',
    name: { en: 'Cockfight Mekong VIP', vi: 'Đá Gà Miền Tây VIP' },
    minStakeMinor: 20_00n,
    maxStakeMinor: 2_000_00n,
    commissionBasisPoints: 500,
    drawBasisPoints: 800,
    colour: '#0f4c5c',
    roosters: [
      { code: 'HAC-VUONG', name: 'Hắc Vương', rating: 95, colour: '#1b1b1f' },
      { code: 'KIM-KE', name: 'Kim Kê', rating: 89, colour: '#e0b03a' },
      { code: 'HONG-HA', name: 'Hồng Hà', rating: 84, colour: '#b0413e' },
      { code: 'BACH-TUYET', name: 'Bạch Tuyết', rating: 79, colour: '#f1efe9' },
      { code: 'THAN-PHONG', name: 'Thần Phong', rating: 74, colour: '#5b6c8f' },
      { code: 'LUC-BAO', name: 'Lục Bảo', rating: 70, colour: '#2e7d5b' },
      { code: 'NGU-SAC', name: 'Ngũ Sắc', rating: 65, colour: '#8e44ad' },
      { code: 'TRAN-CHAU', name: 'Trân Châu', rating: 60, colour: '#c9b79c' },
    ],
  },
];

/** The arena with this code, or undefined when there is none. */
export function findCockfightArena(arenaCode: string): CockfightArena | undefined {
  return COCKFIGHT_ARENAS.find((arena) => arena.arenaCode === arenaCode);
}

/** A rooster of an arena's stable by its code, or undefined. */
export function findRooster(arena: CockfightArena, roosterCode: string): Rooster | undefined {
  return arena.roosters.find((rooster) => rooster.code === roosterCode);
}
