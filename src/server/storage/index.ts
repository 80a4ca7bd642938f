/** Storage drivers by name. Only `local` exists; a cloud driver would implement `Storage` and be listed here. */
import { LocalStorage } from './local';
import type { Storage } from './types';

export { LocalStorage } from './local';
export type { Storage } from './types';

/** The driver called `name` (root read from the environment at call time), or undefined when unsupported. */
export function storageDriver(name: string): Storage | undefined {
  return name === 'local' ? new LocalStorage() : undefined;
}
