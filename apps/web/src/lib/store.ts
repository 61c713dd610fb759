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

/** Equal values, or plain objects with equal values under the same keys. */
function shallowEqual<T>(left: T, right: T): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.is(left[key as keyof T], right[key as keyof T]))
  );
}

export function createStore<T>(initial: T, serverValue: T = initial): Store<T> {
  // The browser's value, when it equals the server's, is the server's very object: React compares
  // the two by identity after hydration, and a difference re-renders every reader at once.
  let value = shallowEqual(initial, serverValue) ? serverValue : initial;
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
