// Proves the navigation types: HOME, HOT and FAV first, then the lanes that have vendors.
import { describe, expect, it } from 'vitest';
import type { Lane } from '@playdeck/contract/lobby';
import { GAME_TYPE_ROUTES, hasAllEntry, isCurrentType, navigationTypes } from './game-types';

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

describe('the current navigation type', () => {
  const at = (url: string) => {
    const { pathname, search } = new URL(url, 'http://site.example');
    return { pathname, search };
  };

  it('tells HOME from HOT on the home page by ?type=HOT', () => {
    expect(isCurrentType('HOME', at('/'))).toBe(true);
    expect(isCurrentType('HOT', at('/'))).toBe(false);
    expect(isCurrentType('HOT', at('/?type=HOT'))).toBe(true);
    expect(isCurrentType('HOME', at('/?type=HOT'))).toBe(false);
    expect(isCurrentType('HOME', at('/index.html'))).toBe(true);
  });

  it('marks a type on its route and the pages below it only', () => {
    expect(isCurrentType('RNG', at('/rng?vassalage=PDSLOT'))).toBe(true);
    expect(isCurrentType('LIVE', at('/rng'))).toBe(false);
    expect(isCurrentType('FAV', at('/favorite'))).toBe(true);
    expect(isCurrentType('HOME', at('/rng'))).toBe(false);
  });
});
