/**
 * `hotel.rate_min` / `rate_max`: each hotel's lowest and highest nightly rate of its enabled room types over every
 * night. A stay's price per night lies between them, so search walks hotels in their order and stops once no hotel
 * left can change the page (search.ts). Every change of `room_night.price` or of a room type's status must call
 * `refreshHotelRates` in the same transaction; bookings change only `available`, which they do not bound.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { HotelIdRange } from './hotelNights';

/** Recomputes the rate span of one hotel, of a range of hotel ids, or of every hotel when `hotels` is undefined. */
export async function refreshHotelRates(
  db: Kysely<DB> | Transaction<DB>,
  hotels: number | HotelIdRange | undefined,
): Promise<void> {
  const rate = (fn: 'min' | 'max') =>
    sql<number>`coalesce((select ${sql.raw(fn)}(rn.price) from room_night rn
      join room_type rt on rt.id = rn.room_type_id where rt.hotel_id = hotel.id and rt.status = '1'), 0)`;
  await db
    .updateTable('hotel')
    .set({ rate_min: rate('min'), rate_max: rate('max') })
    .$if(typeof hotels === 'number', (query) => query.where('id', '=', hotels as number))
    .$if(typeof hotels === 'object', (query) =>
      query.where('id', '>=', (hotels as HotelIdRange).first).where('id', '<=', (hotels as HotelIdRange).last),
    )
    .execute();
}
