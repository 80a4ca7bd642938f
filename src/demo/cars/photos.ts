/**
 * The demo fleet's photos: generated scenes in `images/cars/` (see images/build/car-photos.mjs), stored by
 * `images/store.ts` under `/storage/car/seed/`.
 */
import type { Transaction } from 'kysely';
import { demoImageDir } from '~/demo/images/dir';
import { type SeedImageEntry, type SeedImageSource, storeSeedImages } from '~/demo/images/store';
import type { DB } from '~/server/db/schema';

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
  dir = demoImageDir('cars'),
): Promise<Map<string, StoredCarScene>> {
  const stored = await storeSeedImages<SeedImageEntry & { kind: CarPhotoKind }>(trx, now, { dir, topic: 'car' });
  return new Map(
    [...stored].map(([name, { entry, sources }]) => [
      name,
      { kind: entry.kind, width: entry.width, height: entry.height, sources },
    ]),
  );
}
