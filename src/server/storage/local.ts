/** The `local` driver: files under `$DATA_DIR/storage/` (a shared volume when several instances run). */

import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import { dataDir, type Env, PROCESS_ENV } from '~/config';
import type { DB } from '~/server/db/schema';
import { storageSegments } from './paths';
import { sweepStorage } from './sweep';
import type { Storage, SweepResult } from './types';

/** `$DATA_DIR/storage` (DATA_DIR defaults to ./data, like the SQLite file). */
export function localStorageRoot(env: Env = PROCESS_ENV): string {
  return join(dataDir(env), 'storage');
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

  async create(url: string, bytes: Uint8Array): Promise<boolean> {
    const path = this.filePath(url);
    if (!path) throw new Error(`unsafe storage path: ${url}`);
    await mkdir(dirname(path), { recursive: true });
    // Write a temporary file, then hard-link it into place: link() fails if the name exists, so two uploads can
    // never both claim a name, and a reader never sees half a file.
    const temporary = `${path}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, bytes);
    try {
      await link(temporary, path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
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

  async exists(url: string): Promise<boolean> {
    const path = this.filePath(url);
    return path ? (await stat(path).catch(() => undefined))?.isFile() === true : false;
  }

  url(url: string, host: string): string {
    return `//${host}${url}`;
  }

  async delete(url: string): Promise<void> {
    const path = this.filePath(url);
    if (path) await rm(path, { force: true });
  }

  sweep(db: Kysely<DB>, nowMs: number): Promise<SweepResult> {
    return sweepStorage(db, this.root, nowMs);
  }
}
