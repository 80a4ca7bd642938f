/** The demo catalogue's photos (`seed.ts`): five per hotel and one per room type, from the stored scenes. */
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { FACILITY_CODES, SeededRoomType, SeedHotel, SeedRoomType } from './catalogue/types';
import type { StoredScene } from './photos';

/** The scene of a room type's photo. */
function roomScene(roomType: SeedRoomType): string {
  if (roomType.code.includes('suite') || roomType.sizeM2 >= 60) return 'room-suite';
  return roomType.bed === 'twin' || roomType.bed === 'single' || roomType.bed === 'bunk' ? 'room-twin' : 'room-king';
}

/** Five photos of a hotel: its façade, the lobby, then what it has (pool, restaurant), a room and the view. */
function hotelScenes(hotel: SeedHotel, index: number): string[] {
  const has = (code: (typeof FACILITY_CODES)[number]) => hotel.facilities.includes(code);
  const rest = [
    has('pool') ? 'pool' : 'view',
    has('restaurant') ? 'restaurant' : 'bathroom',
    roomScene(hotel.roomTypes[0] as SeedRoomType),
  ];
  const rotated = [...rest.slice(index % rest.length), ...rest.slice(0, index % rest.length)];
  return [`facade-${(index % 4) + 1}`, 'lobby', ...rotated];
}

/** The hotel's photos and its room types', the façade as the cover. */
export async function insertPhotos(
  trx: Transaction<DB>,
  hotelId: number,
  hotel: SeedHotel,
  index: number,
  roomTypes: SeededRoomType[],
  scenes: Map<string, StoredScene>,
  now: number,
): Promise<void> {
  const row = (scene: StoredScene, sort: number, roomTypeId: number | null) => ({
    hotel_id: hotelId,
    room_type_id: roomTypeId,
    kind: scene.kind,
    sort,
    width: scene.width,
    height: scene.height,
    sources: JSON.stringify(scene.sources),
    create_time: now,
  });
  const hotelPhotos = hotelScenes(hotel, index).flatMap((name, sort) => {
    const scene = scenes.get(name);
    return scene ? [row(scene, sort, null)] : [];
  });
  const roomPhotos = roomTypes.flatMap(({ id, seed }) => {
    const scene = scenes.get(roomScene(seed));
    return scene ? [row(scene, 0, id)] : [];
  });
  if (hotelPhotos.length === 0 && roomPhotos.length === 0) return;
  const inserted = await trx
    .insertInto('hotel_photo')
    .values([...hotelPhotos, ...roomPhotos])
    .returning('id')
    .execute();
  if (hotelPhotos.length > 0) {
    await trx
      .updateTable('hotel')
      .set({ cover_photo_id: inserted[0]?.id ?? null })
      .where('id', '=', hotelId)
      .execute();
  }
}
