/** The `local` driver: files under `$DATA_DIR/storage/` (a shared volume when several instances run). */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { storageSegments } from './paths';
import type { Storage } from './types';

/** `$DATA_DIR/storage` (DATA_DIR defaults to ./data, like the SQLite file). */
export function localStorageRoot(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(process.cwd(), env.DATA_DIR?.trim() || 'data', 'storage');
}

export class LocalStorage implements Storage {
  readonly name = 'local';
  readonly root: string;

  constructor(root: string = localStorageRoot()) {
    this.root = resolve(root);
  }

  /** Absolute file path of a storage URL, or undefined when the URL is unsafe or escapes the root. */
  filePath(url: string): string | undefined {
    const segments = storageSegments(url);
    if (!segments) return undefined;
    const path = resolve(join(this.root, ...segments));
    return path.startsWith(this.root + sep) ? path : undefined;
  }

  async put(url: string, bytes: Uint8Array): Promise<void> {
    const path = this.filePath(url);
    if (!path) throw new Error(`unsafe storage path: ${url}`);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async read(url: string): Promise<Uint8Array | undefined> {
    const path = this.filePath(url);
    if (!path) return undefined;
    try {
      return new Uint8Array(await readFile(path));
    } catch {
      return undefined;
    }
  }

  url(url: string, host: string): string {
    return `//${host}${url}`;
  }

  async delete(url: string): Promise<void> {
    const path = this.filePath(url);
    if (path) await rm(path, { force: true });
  }
}
