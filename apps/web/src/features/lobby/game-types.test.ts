// Proves the navigation types: HOME, HOT and FAV first, then the lanes that have vendors.
import { describe, expect, it } from 'vitest';
import type { Lane } from '@playdeck/contract/lobby';
import { GAME_TYPE_ROUTES, hasAllEntry, navigationTypes } from './game-types';

const lane = (title: Lane['title']): Lane => ({ title, cards: [], gameClassify: [] });

describe('navigation types', () => {
  it('puts the fixed types before the vendor lanes', () => {
    expect(navigationTypes([lane('LIVE'), lane('RNG')])).toEqual(['HOME', 'HOT', 'FAV', 'LIVE', 'RNG']);
  });

  it('gives every type but HOME an "all" entry and a route of its own', () => {
    expect(hasAllEntry('HOME')).toBe(false);
    expect(hasAllEntry('COCKFIGHT')).toBe(true);
    expect(GAME_TYPE_ROUTES.COCKFIGHT).toBe('/cockfight');
    expect(GAME_TYPE_ROUTES.ELOTT).toBe('/elott');
  });
});
