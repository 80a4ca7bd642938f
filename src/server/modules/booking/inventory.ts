/**
 * Rooms held by orders (docs/design/hotels.md §3): every inventory transaction first bumps the hotel's
 * `inventory_version` (a row lock on PostgreSQL; SQLite already holds its write lock), then takes or gives back rooms
 * with one conditional update of the stay's nights, then refreshes the hotel's nightly summary — so two bookings of
 * the last room can never both succeed, on one instance or many.
 */
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import { refreshHotelNights } from '~/server/modules/hotel';

type Trx = Transaction<DB>;

export interface Hold {
  hotelId: number;
  roomTypeId: number;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: number;
}

/** The per-hotel lock; false when the hotel is gone or disabled. */
export async function lockHotel(trx: Trx, hotelId: number): Promise<boolean> {
  const result = await trx
    .updateTable('hotel')
    .set((eb) => ({ inventory_version: eb('inventory_version', '+', 1) }))
    .where('id', '=', hotelId)
    .where('status', '=', '1')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes `rooms` rooms on every night of the stay, or nothing (false) when any night has fewer free or is closed. */
export async function holdRooms(trx: Trx, hold: Hold, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('room_night')
    .set((eb) => ({ available: eb('available', '-', hold.rooms), update_time: now }))
    .where('room_type_id', '=', hold.roomTypeId)
    .where('night', '>=', hold.checkin)
    .where('night', '<', hold.checkout)
    .where('closed', '=', 0)
    .where('available', '>=', hold.rooms)
    .executeTakeFirst();
  // Fewer rows than nights: the caller throws, and the rollback undoes the nights that were taken.
  if (Number(result.numUpdatedRows) !== hold.nights) return false;
  await refreshHotelNights(trx, hold.hotelId, { from: hold.checkin, to: hold.checkout });
  return true;
}

/** Gives the rooms of a hold back (cancel, expiry). The table's check refuses more than the allotment. */
export async function releaseRooms(trx: Trx, hold: Hold, now: number): Promise<void> {
  const result = await trx
    .updateTable('room_night')
    .set((eb) => ({ available: eb('available', '+', hold.rooms), update_time: now }))
    .where('room_type_id', '=', hold.roomTypeId)
    .where('night', '>=', hold.checkin)
    .where('night', '<', hold.checkout)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== hold.nights) {
    console.warn(`[order] released ${result.numUpdatedRows} of ${hold.nights} nights of room type ${hold.roomTypeId}`);
  }
  await refreshHotelNights(trx, hold.hotelId, { from: hold.checkin, to: hold.checkout });
}
