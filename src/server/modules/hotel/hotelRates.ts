/**
 * `rate_min` / `rate_max` of room types and hotels: the lowest and highest nightly rate over every night (a hotel's
 * over its enabled room types), and each hotel's cap room type (the enabled one with the lowest `rate_max`) with
 * that rate (`rate_cap`), and its second cap (of the others, the one holding the most guests). A stay's rate per night lies between them, so search prices exactly only the hotels that
 * can reach the page (search.ts, docs/design/hotels.md §6.3). Every change of `room_night.price`, and of a room
 * type's status, must call `refreshHotelRates` in the same transaction (it refreshes `hotel_night` too); bookings
 * change only `available`, which the spans do not depend on (their `refreshHotelNights` keeps the cap's rooms).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import { type HotelIdRange, type NightRange, ofHotels, refreshHotelNights } from './hotelNights';

type Db = Kysely<DB> | Transaction<DB>;

/** Recomputes the spans of one hotel, of a range of hotel ids, or of every hotel when `hotels` is undefined. */
export async function refreshHotelRates(db: Db, hotels: number | HotelIdRange | undefined): Promise<void> {
  const rate = (fn: 'min' | 'max') =>
    sql<number>`coalesce((select ${sql.raw(fn)}(rn.price) from room_night rn where rn.room_type_id = room_type.id), 0)`;
  const span = (fn: 'min' | 'max') =>
    sql<number>`coalesce((select ${sql.raw(fn)}(rt.${sql.raw(`rate_${fn}`)}) from room_type rt
      where rt.hotel_id = hotel.id and rt.status = '1'), 0)`;
  await db
    .updateTable('room_type')
    .set({ rate_min: rate('min'), rate_max: rate('max') })
    .where(ofHotels('hotel_id', hotels))
    .execute();
  // The cap: the enabled room type with the lowest highest rate (ties: the lower id).
  const cap = sql<number | null>`(select rt.id from room_type rt where rt.hotel_id = hotel.id and rt.status = '1'
    order by rt.rate_max, rt.id limit 1)`;
  await db
    .updateTable('hotel')
    .set({ rate_min: span('min'), rate_max: span('max'), cap_room_type_id: cap })
    .where(ofHotels('id', hotels))
    .execute();
  // The second cap: another enabled room type, the one holding the most guests (then adults; then as the cap), so
  // that it fits the parties the cap is too small for.
  const cap2 = sql<number | null>`(select rt.id from room_type rt where rt.hotel_id = hotel.id and rt.status = '1'
    and rt.id <> coalesce(hotel.cap_room_type_id, 0)
    order by rt.max_adults + rt.max_children desc, rt.max_adults desc, rt.rate_max, rt.id limit 1)`;
  await db.updateTable('hotel').set({ cap2_room_type_id: cap2 }).where(ofHotels('id', hotels)).execute();
  const of = <T>(cap: 'cap_room_type_id' | 'cap2_room_type_id', column: 'rate_max' | 'max_adults' | 'max_children') =>
    sql<T>`(select rt.${sql.raw(column)} from room_type rt where rt.id = hotel.${sql.raw(cap)})`;
  await db
    .updateTable('hotel')
    .set({
      rate_cap: sql<number>`coalesce(${of('cap_room_type_id', 'rate_max')}, 0)`,
      cap_max_adults: of<number | null>('cap_room_type_id', 'max_adults'),
      cap_max_children: of<number | null>('cap_room_type_id', 'max_children'),
      cap2_max_adults: of<number | null>('cap2_room_type_id', 'max_adults'),
      cap2_max_children: of<number | null>('cap2_room_type_id', 'max_children'),
    })
    .where(ofHotels('id', hotels))
    .execute();
  await refreshHotelNights(db, hotels, EVERY_NIGHT);
}

/** Every night a hotel may have rows for. */
const EVERY_NIGHT: NightRange = { from: '0000-01-01', to: '9999-12-31' };
