/**
 * The demo catalogue's photos: generated scenes shipped in `seed-photos/` (see scripts/build-hotel-photos.mjs),
 * stored by `storage/seedImages.ts` under `/storage/hotel/seed/`.
 */
import { resolve } from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import { type SeedImageEntry, type SeedImageSource, storeSeedImages } from '~/server/storage/seedImages';
import type { Storage } from '~/server/storage/types';

/** The generated scenes, relative to the working directory the server runs in (the project root). */
export const SEED_PHOTO_DIR = resolve(process.cwd(), 'src/server/modules/hotel/seed-photos');

export const PHOTO_KINDS = ['facade', 'lobby', 'room', 'bathroom', 'pool', 'restaurant', 'view'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export type PhotoSource = SeedImageSource;

export interface StoredScene {
  scene: string;
  kind: PhotoKind;
  width: number;
  height: number;
  /** Smallest first. */
  sources: PhotoSource[];
}

/** Copies every scene into storage and records its attachments in `trx`; the scenes by name (empty without the folder). */
export async function storeSeedPhotos(
  trx: Transaction<DB>,
  now: number,
  dir = SEED_PHOTO_DIR,
  storage?: Storage,
): Promise<Map<string, StoredScene>> {
  const stored = await storeSeedImages<SeedImageEntry & { kind: PhotoKind }>(trx, now, {
    dir,
    topic: 'hotel',
    ...(storage ? { storage } : {}),
  });
  return new Map(
    [...stored].map(([name, { entry, sources }]) => [
      name,
      { scene: entry.scene, kind: entry.kind, width: entry.width, height: entry.height, sources },
    ]),
  );
}
