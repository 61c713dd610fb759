// The fish of the house vendor's fish-shooting game as data: what each species pays, how big it is
// drawn and hit, how fast it swims and how often it comes into the pond, plus the bets a shot may
// carry and the return to player the game is built around. Every rule reads these rows, so adding a
// species is adding a row here. Changing a species' spawn weight, size or speed changes the scenes of
// every scene seed (scene.ts): do it under a new game code, so that past scenes still verify.

/** A name in each language the site speaks. */
export type LocalName = { en: string; vi: string };

export type FishSpecies = {
  /** Stable code, in capitals with hyphens (the round records keep it). */
  code: string;
  name: LocalName;
  /** A capture pays the shot's bet times this whole number. */
  multiplier: number;
  /** The one boss of the pond: the largest multiplier, the rarest and slowest fish. */
  boss: boolean;
  /** The hit box the browser tests a shot against, in pond units (POND_WIDTH × POND_HEIGHT). */
  hitBox: { width: number; height: number };
  /** How fast it crosses the pond, in pond units per second. */
  speedUnitsPerSecond: number;
  /** Relative chance that a fish entering the pond is of this species (a whole number). */
  spawnWeight: number;
  /** Its body colour (CSS hex), for the page's art. */
  colour: string;
};

/** Parts per million: 1,000,000 is 100 %. */
export const PPM = 1_000_000;

/** The return to player a valid shot is built around, unless the operator sets another: 96 %. */
export const DEFAULT_RTP_PPM = 960_000;

/** The bets a shot may carry, in cents (0.10 to 5.00). Any other bet is refused. */
export const FISH_BETS_CENTS: readonly bigint[] = [10n, 20n, 50n, 100n, 200n, 500n];

/**
 * Eleven species from 2× to 100×, and the 300× boss. Small fish fill the pond and bring the larger
 * share of its payouts (spawn weight × multiplier falls from 1,000 for the clownfish to 200 for the
 * killer whale), so a big fish is an event: about one fish in 38 is 20× or more, one in 1,351 the
 * boss (one every 28 scenes, about 14 minutes).
 */
export const FISH_SPECIES: readonly FishSpecies[] = [
  species('CLOWNFISH', 'Clownfish', 'Cá hề', 2, [48, 32], 190, 500, '#f47b20'),
  species('BUTTERFLYFISH', 'Butterflyfish', 'Cá bướm', 3, [52, 44], 180, 300, '#f2d024'),
  species('PUFFERFISH', 'Pufferfish', 'Cá nóc', 4, [60, 52], 160, 200, '#c9a66b'),
  species('ANGELFISH', 'Angelfish', 'Cá thần tiên', 5, [64, 70], 150, 150, '#5aa9e6'),
  species('LIONFISH', 'Lionfish', 'Cá mao tiên', 8, [84, 66], 140, 80, '#b83b3b'),
  species('SEA-TURTLE', 'Sea turtle', 'Rùa biển', 10, [110, 90], 110, 55, '#3f8f5a'),
  species('OCTOPUS', 'Octopus', 'Bạch tuộc', 15, [120, 110], 100, 30, '#9b4f96'),
  species('STINGRAY', 'Stingray', 'Cá đuối', 20, [150, 120], 95, 18, '#6b7d8c'),
  species('SWORDFISH', 'Swordfish', 'Cá kiếm', 30, [200, 70], 150, 10, '#2f5d9e'),
  species('SHARK', 'Shark', 'Cá mập', 50, [240, 110], 95, 5, '#7f8c99'),
  species('KILLER-WHALE', 'Killer whale', 'Cá voi sát thủ', 100, [300, 140], 75, 2, '#1d1f24'),
  {
    ...species('GOLDEN-DRAGON', 'Golden dragon', 'Rồng vàng', 300, [380, 190], 65, 1, '#e0b03a'),
    boss: true,
  },
];

function species(
  code: string,
  english: string,
  vietnamese: string,
  multiplier: number,
  [width, height]: readonly [number, number],
  speedUnitsPerSecond: number,
  spawnWeight: number,
  colour: string,
): FishSpecies {
  return {
    code,
    name: { en: english, vi: vietnamese },
    multiplier,
    boss: false,
    hitBox: { width, height },
    speedUnitsPerSecond,
    spawnWeight,
    colour,
  };
}

/** The species with this code, or undefined when there is none. */
export function findFishSpecies(
  code: string,
  table: readonly FishSpecies[] = FISH_SPECIES,
): FishSpecies | undefined {
  return table.find((entry) => entry.code === code);
}

/** The sum of the spawn weights: a scene draws a whole number below it to pick a species. */
export function totalSpawnWeight(table: readonly FishSpecies[] = FISH_SPECIES): number {
  return table.reduce((sum, entry) => sum + entry.spawnWeight, 0);
}

/** The smallest multiplier of the table: the return to player may not exceed it (shots.ts). */
export function smallestMultiplier(table: readonly FishSpecies[] = FISH_SPECIES): number {
  return Math.min(...table.map((entry) => entry.multiplier));
}
