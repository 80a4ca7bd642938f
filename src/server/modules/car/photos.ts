/**
 * The demo fleet's photos: generated scenes shipped in `seed-photos/` (see scripts/build-car-photos.mjs), stored by
 * `storage/seedImages.ts` under `/storage/car/seed/`.
 */
import { resolve } from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import { type SeedImageEntry, type SeedImageSource, storeSeedImages } from '~/server/storage/seedImages';

/** The generated scenes, relative to the working directory the server runs in (the project root). */
export const CAR_PHOTO_DIR = resolve(process.cwd(), 'src/server/modules/car/seed-photos');

export const CAR_PHOTO_KINDS = ['exterior', 'interior', 'boot'] as const;
export type CarPhotoKind = (typeof CAR_PHOTO_KINDS)[number];

export interface StoredCarScene {
  kind: CarPhotoKind;
  width: number;
  height: number;
  /** Smallest first. */
  sources: SeedImageSource[];
}

/** Copies every scene into storage and records its attachments; the scenes by name (empty without the folder). */
export async function storeCarPhotos(
  trx: Transaction<DB>,
  now: number,
  dir = CAR_PHOTO_DIR,
): Promise<Map<string, StoredCarScene>> {
  const stored = await storeSeedImages<SeedImageEntry & { kind: CarPhotoKind }>(trx, now, { dir, topic: 'car' });
  return new Map(
    [...stored].map(([name, { entry, sources }]) => [
      name,
      { kind: entry.kind, width: entry.width, height: entry.height, sources },
    ]),
  );
}
