/**
 * How an island reads a shared store that the server filled through its props. On the server a store is a
 * module-level singleton shared by concurrent requests, so server rendering uses the props only; in the browser
 * the store is seeded once from the first island's props and then shared by every island of the page.
 */
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';

const seeded = new WeakSet<WritableAtom<unknown>>();

/** Seeds `store` with `value` the first time any island of this page asks for it (browser only). */
export function seedStore<T>(store: WritableAtom<T>, value: T): void {
  if (typeof window === 'undefined' || seeded.has(store as WritableAtom<unknown>)) return;
  seeded.add(store as WritableAtom<unknown>);
  store.set(value);
}

/** The store's value: the server's `value` while rendering on the server, the shared store in the browser. */
export function useSeededStore<T>(store: WritableAtom<T>, value: T): T {
  seedStore(store, value);
  const current = useStore(store);
  return typeof window === 'undefined' ? value : current;
}
