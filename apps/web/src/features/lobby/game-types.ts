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

const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

/**
 * Whether a navigation type is the page being shown: HOME and HOT share the home page and are told
 * apart by ?type=HOT; every other type is its route (and the pages below it).
 */
export function isCurrentType(type: NavigationType, location: { pathname: string; search: string }): boolean {
  const onHome = HOME_PATHS.includes(location.pathname);
  const hot = new URLSearchParams(location.search).get('type') === 'HOT';
  if (type === 'HOME') return onHome && !hot;
  if (type === 'HOT') return onHome && hot;
  const route = GAME_TYPE_ROUTES[type];
  return location.pathname === route || location.pathname.startsWith(`${route}/`);
}
