/**
 * How an island reads a shared store that the server filled through its props. On the server a store is a
 * module-level singleton shared by concurrent requests, so server rendering uses the props only; in the browser
 * the store is seeded once from the first island's props and then shared by every island of the page.
 *
 * A map store several islands fill in parts (the member centre: the panel island brings everything, an island
 * that only checks a permission brings `authNode`) is seeded key by key with `useSeededKeys`: each key once,
 * from whichever island comes first.
 */
import { useStore } from '@nanostores/react';
import type { MapStore, WritableAtom } from 'nanostores';

const WHOLE = Symbol('whole store');
const seeded = new WeakMap<object, Set<PropertyKey>>();

/** Marks `key` of `store` seeded; false when it already was. */
function claim(store: object, key: PropertyKey): boolean {
  let keys = seeded.get(store);
  if (!keys) {
    keys = new Set();
    seeded.set(store, keys);
  }
  if (keys.has(key)) return false;
  keys.add(key);
  return true;
}

const inBrowser = () => typeof window !== 'undefined';

/** Seeds `store` with `value` the first time any island of this page asks for it (browser only). */
export function seedStore<T>(store: WritableAtom<T>, value: T): void {
  if (inBrowser() && claim(store, WHOLE)) store.set(value);
}

/** Seeds each key of `values` into the map `store`, each key only the first time (browser only). */
export function seedKeys<T extends object>(store: MapStore<T>, values: Partial<T>): void {
  if (!inBrowser()) return;
  for (const key of Object.keys(values) as Array<keyof T & string>) {
    // nanostores types a map's keys distributively, which a generic T cannot satisfy.
    if (claim(store, key)) store.setKey(key as never, values[key] as never);
  }
}

/** The store's value: the server's `value` while rendering on the server, the shared store in the browser. */
export function useSeededStore<T>(store: WritableAtom<T>, value: T): T {
  seedStore(store, value);
  const current = useStore(store);
  return inBrowser() ? current : value;
}

/**
 * Some keys of a map store: the server's `values` while rendering on the server, the shared store in the browser
 * (the island re-renders only when one of these keys changes).
 */
export function useSeededKeys<T extends object, K extends keyof T & string>(
  store: MapStore<T>,
  values: Pick<T, K>,
): Pick<T, K> {
  seedKeys(store, values as Partial<T>);
  const keys = Object.keys(values) as K[];
  const current = useStore(store, { keys: keys as never[] });
  if (!inBrowser()) return values;
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = current[key];
  return picked;
}
