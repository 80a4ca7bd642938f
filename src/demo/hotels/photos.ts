/**
 * The demo catalogue's photos: generated scenes in `images/hotels/` (see images/build/hotel-photos.mjs),
 * stored by `images/store.ts` under `/storage/hotel/seed/`.
 */
import type { Transaction } from 'kysely';
import { demoImageDir } from '~/demo/images/dir';
import { type SeedImageEntry, type SeedImageSource, storeSeedImages } from '~/demo/images/store';
import type { DB } from '~/server/db/schema';
import type { Storage } from '~/server/storage/types';

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
  dir = demoImageDir('hotels'),
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
