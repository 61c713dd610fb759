// A tiny external store for browser-held state (session, theme, open modals) that React reads with
// useSyncExternalStore; no library needed for a handful of values.
import { useSyncExternalStore } from 'react';

export type Store<T> = {
  get(): T;
  /**
   * The value the server rendered the page with (a visitor's: no session, the default theme), which
   * React reads while it hydrates a server-rendered page before it reads the browser's own value.
   */
  getServerValue(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T>(initial: T, serverValue: T = initial): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getServerValue: () => serverValue,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerValue);
}
