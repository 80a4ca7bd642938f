/**
 * Start-up housekeeping of the `local` storage folder: a crash between writing a file and recording it leaves
 * our temporary files (`<name>.<pid>.<ms>[.<random>].tmp`, see local.ts) and stored files no attachment row names.
 * Both are deleted once they are older than an hour (younger ones may be another instance's upload in flight).
 * Bounded: at most `maxEntries` directory entries are looked at per start, so a huge folder costs a bounded walk.
 */
import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { SweepResult } from './types';

/** Only names our own writers make: anything else in the folder is left alone. */
export const TEMP_NAME_RE = /\.\d+\.\d{10,}(\.[a-z0-9]+)?\.tmp$/;
/** Files younger than this may belong to an upload still running (here or in another instance). */
export const SWEEP_MIN_AGE_MS = 3_600_000;

async function isRecorded(db: Kysely<DB>, url: string): Promise<boolean> {
  return (
    (await db.selectFrom('attachment').select('id').where('url', '=', url).limit(1).executeTakeFirst()) !== undefined
  );
}

export async function sweepStorage(
  db: Kysely<DB>,
  root: string,
  nowMs: number,
  maxEntries = 10_000,
): Promise<SweepResult> {
  const result: SweepResult = { temporary: 0, orphans: 0 };
  const pending = [root];
  let seen = 0;
  while (pending.length > 0 && seen < maxEntries) {
    const dir = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (++seen > maxEntries) break;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        pending.push(path);
        continue;
      }
      if (!entry.isFile()) continue;
      const info = await stat(path).catch(() => undefined);
      if (!info || nowMs - info.mtimeMs < SWEEP_MIN_AGE_MS) continue;
      if (TEMP_NAME_RE.test(entry.name)) {
        await rm(path, { force: true });
        result.temporary += 1;
      } else if (!(await isRecorded(db, `/storage/${relative(root, path).split(sep).join('/')}`))) {
        await rm(path, { force: true });
        result.orphans += 1;
      }
    }
  }
  return result;
}
