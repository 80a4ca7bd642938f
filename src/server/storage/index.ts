/** Storage drivers by name. Only `local` exists; a cloud driver would implement `Storage` and be listed here. */
import { LocalStorage } from './local';
import type { Storage } from './types';

export { LocalStorage, localStorageRoot } from './local';
export { isStorageUrl, STORAGE_PREFIX, storageSegments } from './paths';
export type { Storage } from './types';

export const STORAGE_DRIVERS = ['local'] as const;

/** The driver called `name` (root read from the environment at call time), or undefined when unsupported. */
export function storageDriver(name: string): Storage | undefined {
  return name === 'local' ? new LocalStorage() : undefined;
}
