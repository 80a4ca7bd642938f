/**
 * The demo news site's covers: generated scenes in `images/covers/` (see images/build/news-covers.mjs),
 * stored by `images/store.ts` under `/storage/cms/seed/`.
 */
import type { Transaction } from 'kysely';
import { demoImageDir } from '~/demo/images/dir';
import { type SeedImageSource, storeSeedImages } from '~/demo/images/store';
import type { DB } from '~/server/db/schema';
import type { Storage } from '~/server/storage/types';

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
  dir = demoImageDir('covers'),
  storage?: Storage,
): Promise<Map<string, StoredCover>> {
  const stored = await storeSeedImages(trx, now, { dir, topic: 'cms', ...(storage ? { storage } : {}) });
  return new Map(
    [...stored].map(([name, { entry, sources }]) => [name, { width: entry.width, height: entry.height, sources }]),
  );
}
