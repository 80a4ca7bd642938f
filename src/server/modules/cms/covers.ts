/**
 * The demo news site's covers: generated scenes shipped in `seed-covers/` (see scripts/build-news-images.mjs),
 * stored by `storage/seedImages.ts` under `/storage/cms/seed/`.
 */
import { resolve } from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import { type SeedImageSource, storeSeedImages } from '~/server/storage/seedImages';
import type { Storage } from '~/server/storage/types';

/** The generated scenes, relative to the working directory the server runs in (the project root). */
export const SEED_COVER_DIR = resolve(process.cwd(), 'src/server/modules/cms/seed-covers');

export interface StoredCover {
  width: number;
  height: number;
  /** Smallest first; the largest is the article's `cover`. */
  sources: SeedImageSource[];
}

/** Copies every scene into storage and records its attachments in `trx`; the scenes by name (empty without the folder). */
export async function storeSeedCovers(
  trx: Transaction<DB>,
  now: number,
  dir = SEED_COVER_DIR,
  storage?: Storage,
): Promise<Map<string, StoredCover>> {
  const stored = await storeSeedImages(trx, now, { dir, topic: 'cms', ...(storage ? { storage } : {}) });
  return new Map(
    [...stored].map(([name, { entry, sources }]) => [name, { width: entry.width, height: entry.height, sources }]),
  );
}
