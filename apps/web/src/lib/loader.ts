// The global page loader (SPEC.md §2: shown during navigation and long actions, hidden after).
import { createStore, useStore } from './store';

const pendingStore = createStore(0);

export function useLoaderVisible(): boolean {
  return useStore(pendingStore) > 0;
}

/** Shows the page loader while the promise runs. */
export async function withLoader<T>(work: () => Promise<T>): Promise<T> {
  pendingStore.set((count) => count + 1);
  try {
    return await work();
  } finally {
    pendingStore.set((count) => Math.max(0, count - 1));
  }
}

export function hideLoader() {
  pendingStore.set(0);
}
