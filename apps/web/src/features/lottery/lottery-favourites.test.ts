// Proves favourite lottery games are kept per username in the browser, toggle, and sort first.
import { describe, expect, it } from 'vitest';
import { favouritesFirst, favouritesKeyOf, readFavourites, toggleFavourite } from './lottery-favourites';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('lottery favourites', () => {
  it('keeps each username its own list', () => {
    const store = memoryStore();
    expect(toggleFavourite(store, 'demo', 'SEA5D1')).toEqual(['SEA5D1']);
    expect(toggleFavourite(store, 'other', 'VNNORTH5')).toEqual(['VNNORTH5']);
    expect(readFavourites(store, 'demo')).toEqual(['SEA5D1']);
    expect(readFavourites(store, 'other')).toEqual(['VNNORTH5']);
  });

  it('removes a favourite on the second toggle', () => {
    const store = memoryStore();
    toggleFavourite(store, 'demo', 'SEA5D1');
    expect(toggleFavourite(store, 'demo', 'SEA5D1')).toEqual([]);
  });

  it('reads a damaged store as no favourites', () => {
    const store = memoryStore();
    store.setItem(favouritesKeyOf('demo'), '{not json');
    expect(readFavourites(store, 'demo')).toEqual([]);
    store.setItem(favouritesKeyOf('demo'), JSON.stringify(['A', 3, null, 'B']));
    expect(readFavourites(store, 'demo')).toEqual(['A', 'B']);
  });

  it('sorts favourites first and keeps the order otherwise', () => {
    const games = ['A', 'B', 'C', 'D'].map((gameCode) => ({ gameCode }));
    expect(favouritesFirst(games, ['C']).map((game) => game.gameCode)).toEqual(['C', 'A', 'B', 'D']);
  });
});
