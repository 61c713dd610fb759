// Favourite lottery games (SPEC.md §3 "Favourite lottery ids are kept in the browser per username"):
// a list of game codes in localStorage under the member's username, so that each member of a shared
// browser keeps their own and they survive signing out.
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../lib/session';

const KEY_PREFIX = 'playdeck.lotteryFavourites.';
/** More than every lottery game there is: a bound on what a tampered store can make us read. */
const FAVOURITES_MAX = 100;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const favouritesKeyOf = (username: string) => `${KEY_PREFIX}${username}`;

export function readFavourites(storage: KeyValueStore, username: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(favouritesKeyOf(username)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((code): code is string => typeof code === 'string').slice(0, FAVOURITES_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Adds the game when it is not a favourite, removes it when it is; answers the new list. */
export function toggleFavourite(storage: KeyValueStore, username: string, gameCode: string): string[] {
  const current = readFavourites(storage, username);
  const next = current.includes(gameCode)
    ? current.filter((code) => code !== gameCode)
    : [...current, gameCode].slice(-FAVOURITES_MAX);
  storage.setItem(favouritesKeyOf(username), JSON.stringify(next));
  return next;
}

/** Favourites first, each group in its given order. */
export function favouritesFirst<T extends { gameCode: string }>(
  games: readonly T[],
  favourites: readonly string[],
): T[] {
  const liked = new Set(favourites);
  return [
    ...games.filter((game) => liked.has(game.gameCode)),
    ...games.filter((game) => !liked.has(game.gameCode)),
  ];
}

export function useLotteryFavourites() {
  const { username } = useSession();
  const [favourites, setFavourites] = useState<string[]>(() =>
    username ? readFavourites(localStorage, username) : [],
  );
  useEffect(() => {
    setFavourites(username ? readFavourites(localStorage, username) : []);
  }, [username]);
  const toggle = useCallback(
    (gameCode: string) => {
      if (username) setFavourites(toggleFavourite(localStorage, username, gameCode));
    },
    [username],
  );
  return { favourites, toggle };
}
