/**
 * Rooms held by orders (docs/design/hotels.md §3): every inventory transaction first locks the hotel's nightly
 * summary rows of the stay (`hotel_night`, ascending night), then takes or gives back rooms with one conditional
 * update of the stay's nights, then recomputes those summary rows — so two bookings of the last room can never both
 * succeed, on one instance or many, and bookings of other nights of the same hotel do not wait for each other.
 */
import type { Transaction } from 'kysely';
import type { NightRate } from '~/lib/booking/pricing';
import { nightsOf } from '~/lib/booking/stay';
import type { DB } from '~/server/db/schema';
import type { HotelOrderRow } from '~/server/db/schema-order';
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

/** The rooms an order holds. */
export const holdOf = (
  order: Pick<HotelOrderRow, 'hotel_id' | 'room_type_id' | 'checkin' | 'checkout' | 'nights' | 'rooms'>,
): Hold => ({
  hotelId: order.hotel_id,
  roomTypeId: order.room_type_id,
  checkin: order.checkin,
  checkout: order.checkout,
  nights: order.nights,
  rooms: order.rooms,
});

/**
 * Locks the hotel's summary rows of the stay's nights, in ascending night, by one upsert (a missing row is made,
 * with nothing free, and recomputed before commit): every change of `room_night` takes these first, so changes of
 * the same nights of one hotel queue here, and each recomputes the summary seeing its predecessors' rooms.
 */
export async function lockNights(trx: Trx, hold: Pick<Hold, 'hotelId' | 'checkin' | 'checkout'>): Promise<void> {
  const rows = nightsOf(hold.checkin, hold.checkout).map((night) => ({
    hotel_id: hold.hotelId,
    night,
    min_price: null,
    max_available: 0,
  }));
  if (rows.length === 0) return;
  await trx
    .insertInto('hotel_night')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['hotel_id', 'night'])
        .doUpdateSet((eb) => ({ max_available: eb.ref('hotel_night.max_available') })),
    )
    .execute();
}

/**
 * Takes `rooms` rooms on every night of the stay (after `lockNights`): the nights' rates, or undefined when any
 * night has fewer free or is closed, or the arrival night now refuses the stay.
 */
export async function holdRooms(trx: Trx, hold: Hold, now: number): Promise<NightRate[] | undefined> {
  const taken = await trx
    .updateTable('room_night')
    .set((eb) => ({ available: eb('available', '-', hold.rooms), update_time: now }))
    .where('room_type_id', '=', hold.roomTypeId)
    .where('night', '>=', hold.checkin)
    .where('night', '<', hold.checkout)
    .where('closed', '=', 0)
    .where('available', '>=', hold.rooms)
    // The arrival night's stay rules, checked again as the rooms are taken (an edit since the pricing refuses).
    .where((eb) =>
      eb.or([
        eb('night', '<>', hold.checkin),
        eb.and([eb('closed_arrival', '=', 0), eb('min_stay', '<=', hold.nights)]),
      ]),
    )
    .returning(['night', 'price'])
    .execute();
  // Fewer rows than nights: the caller throws, and the rollback undoes the nights that were taken.
  if (taken.length !== hold.nights) return undefined;
  await refreshHotelNights(trx, hold.hotelId, { from: hold.checkin, to: hold.checkout });
  return taken;
}

/** Gives the rooms of a hold back (cancel, expiry; after `lockNights`). The table's check refuses more than the allotment. */
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
