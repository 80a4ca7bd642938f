/**
 * The demo data's generated images (hotel photos, news covers): a folder of WebP files with a `manifest.json`,
 * copied once into storage under content-addressed names and recorded as attachments, so they are served like any
 * upload (immutable caching) and the storage sweep keeps them. Without the folder (an installation that ships no
 * sources) the demo data is seeded without images.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { NewAttachment } from '~/server/db/schema-account';
import { configuredStorage } from '~/server/storage';
import type { ImageSource as SeedImageSource, Storage } from '~/server/storage/types';

/** One scene of a manifest: its full size and its files by width. */
export interface SeedImageEntry {
  scene: string;
  width: number;
  height: number;
  files: Record<string, string>;
}

export type { ImageSource as SeedImageSource } from '~/server/storage/types';

/** A scene once stored: its sources smallest first. */
export interface StoredSeedImage<Entry extends SeedImageEntry = SeedImageEntry> {
  entry: Entry;
  sources: SeedImageSource[];
}

const FILE_NAME_RE = /^[a-z0-9-]+\.webp$/;

async function readManifest<Entry extends SeedImageEntry>(dir: string): Promise<Entry[] | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Entry[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Copies every scene of `dir` into storage under `/storage/{topic}/seed/` (files already there are kept) and
 * records an attachment per file in `trx`. Returns the scenes by name; an empty map when the folder is missing.
 */
export async function storeSeedImages<Entry extends SeedImageEntry>(
  trx: Transaction<DB>,
  now: number,
  options: { dir: string; topic: string; storage?: Storage },
): Promise<Map<string, StoredSeedImage<Entry>>> {
  // The pictures go where uploads go (STORAGE), written in the seeding's own transaction.
  const { dir, topic, storage = configuredStorage(trx) } = options;
  const scenes = new Map<string, StoredSeedImage<Entry>>();
  const manifest = await readManifest<Entry>(dir);
  if (!manifest) {
    console.warn(`[seed] no ${topic} images found; the demo data is seeded without them`);
    return scenes;
  }
  const attachments: NewAttachment[] = [];
  for (const entry of manifest) {
    const sources: SeedImageSource[] = [];
    for (const [width, file] of Object.entries(entry.files).sort(([a], [b]) => Number(a) - Number(b))) {
      if (!FILE_NAME_RE.test(file)) throw new Error(`unexpected seed image name: ${file}`);
      const bytes = await readFile(join(dir, file));
      const sha1 = createHash('sha1').update(bytes).digest('hex');
      const url = `/storage/${topic}/seed/${file.replace(/\.webp$/, '')}-${sha1.slice(0, 12)}.webp`;
      await storage.create(url, bytes);
      const w = Number(width);
      sources.push({ w, url });
      attachments.push({
        topic,
        user_id: 0,
        url,
        width: w,
        height: Math.round((entry.height * w) / entry.width),
        name: file,
        size: bytes.byteLength,
        mimetype: 'image/webp',
        storage: storage.name,
        sha1,
        quote: 1,
        create_time: now,
        last_upload_time: now,
      });
    }
    scenes.set(entry.scene, { entry, sources });
  }
  if (attachments.length > 0) await trx.insertInto('attachment').values(attachments).execute();
  return scenes;
}
