// Proves the store's server value: what React reads while hydrating a server-rendered page, and the
// very same object in the browser when the browser's value equals it (React compares the two by
// identity after hydration and re-renders every reader at once when they differ).
import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('answers the server value for hydration and the browser value otherwise', () => {
    const store = createStore('dark', 'light');
    expect(store.get()).toBe('dark');
    expect(store.getServerValue()).toBe('light');
    store.set('light');
    expect(store.get()).toBe('light');
  });

  it('starts from the server object itself when the browser value equals it', () => {
    const server = { collapsed: false, mobileOpen: false };
    const store = createStore({ collapsed: false, mobileOpen: false }, server);
    expect(store.get()).toBe(server);
    const different = createStore({ collapsed: true, mobileOpen: false }, server);
    expect(different.get()).not.toBe(server);
    expect(different.get()).toEqual({ collapsed: true, mobileOpen: false });
  });

  it('uses the initial value as the server value when none is given', () => {
    const store = createStore(3);
    expect(store.getServerValue()).toBe(3);
  });
});
