// Navigation game types (SPEC.md §2): HOME, HOT and FAV first, then the types that have vendors, in
// lane order; each type's page route and label key.
import type { GameType, Lane } from '@playdeck/contract/lobby';

export type NavigationType = 'HOME' | 'HOT' | 'FAV' | GameType;

export const GAME_TYPE_ROUTES: Record<NavigationType, string> = {
  HOME: '/',
  HOT: '/?type=HOT',
  FAV: '/favorite',
  LIVE: '/live',
  RNG: '/rng',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  LOTT: '/lott',
  ELOTT: '/elott',
  PVP: '/pvp',
  COCKFIGHT: '/cockfight',
  BINGO: '/bingo',
};

export function gameTypeLabelKey(type: NavigationType): string {
  return `gameTypes.${type}`;
}

export function navigationTypes(lanes: readonly Lane[]): NavigationType[] {
  return ['HOME', 'HOT', 'FAV', ...lanes.map((lane) => lane.title)];
}

/** SPEC.md §2: every type but HOME and PROMO gets an "all" entry in its menu. */
export function hasAllEntry(type: NavigationType): boolean {
  return type !== 'HOME';
}
