/**
 * The demo catalogue's photos: generated scenes shipped in `seed-photos/` (see scripts/build-hotel-photos.mjs),
 * copied once into storage under content-addressed names and recorded as attachments, so they are served like any
 * upload (immutable caching) and the storage sweep keeps them. Without the folder (an installation that ships no
 * sources) the catalogue is seeded without photos.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { NewAttachment } from '~/server/db/schema-account';
import { LocalStorage } from '~/server/storage';

/** The generated scenes, relative to the working directory the server runs in (the project root). */
export const SEED_PHOTO_DIR = resolve(process.cwd(), 'src/server/modules/hotel/seed-photos');

export const PHOTO_KINDS = ['facade', 'lobby', 'room', 'bathroom', 'pool', 'restaurant', 'view'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

interface ManifestEntry {
  scene: string;
  kind: PhotoKind;
  width: number;
  height: number;
  files: Record<string, string>;
}

export interface PhotoSource {
  w: number;
  url: string;
}

export interface StoredScene {
  scene: string;
  kind: PhotoKind;
  width: number;
  height: number;
  /** Smallest first. */
  sources: PhotoSource[];
}

const FILE_NAME_RE = /^[a-z0-9-]+\.webp$/;

async function readManifest(dir: string): Promise<ManifestEntry[] | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Copies every scene into storage (files already there are kept) and records an attachment per file in `trx`.
 * Returns the scenes by name; an empty map when the folder is missing.
 */
export async function storeSeedPhotos(
  trx: Transaction<DB>,
  now: number,
  dir = SEED_PHOTO_DIR,
  storage = new LocalStorage(),
): Promise<Map<string, StoredScene>> {
  const scenes = new Map<string, StoredScene>();
  const manifest = await readManifest(dir);
  if (!manifest) {
    console.warn('[seed] no hotel photos found; the demo catalogue is seeded without photos');
    return scenes;
  }
  const attachments: NewAttachment[] = [];
  for (const entry of manifest) {
    const sources: PhotoSource[] = [];
    for (const [width, file] of Object.entries(entry.files).sort(([a], [b]) => Number(a) - Number(b))) {
      if (!FILE_NAME_RE.test(file)) throw new Error(`unexpected seed photo name: ${file}`);
      const bytes = await readFile(join(dir, file));
      const sha1 = createHash('sha1').update(bytes).digest('hex');
      const url = `/storage/hotel/seed/${file.replace(/\.webp$/, '')}-${sha1.slice(0, 12)}.webp`;
      await storage.create(url, bytes);
      const w = Number(width);
      sources.push({ w, url });
      attachments.push({
        topic: 'hotel',
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
    scenes.set(entry.scene, {
      scene: entry.scene,
      kind: entry.kind,
      width: entry.width,
      height: entry.height,
      sources,
    });
  }
  if (attachments.length > 0) {
    await trx.insertInto('attachment').values(attachments).execute();
  }
  return scenes;
}
