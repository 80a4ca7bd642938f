/**
 * `hotel_night`: per hotel per night, the lowest open rate with a room free (of any room type, and of those holding
 * a family) and the most rooms free, which search prunes with (stay rules only take offers away, so these stay
 * bounds), and the rate and rooms free of the hotel's cap and second cap room types (`hotel.cap_room_type_id`,
 * `cap2_room_type_id`) on nights they set no arrival rule, and whether they are closed to departure that day
 * (`cap_departure`), which tell search by price down that a hotel surely costs less than the page
 * (docs/design/hotels.md §6.3, docs/design/catalogue.md §6). Written only here, in the same transaction as every change of `room_night` (booking,
 * cancel, expiry, seed, rate edits) and of the cap room types (`refreshHotelRates`), so it never disagrees with the
 * rows it summarises.
 */
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';

/**
 * Guests a room must hold for a family's party (two adults and two children): for such a party the lowest rate of
 * the room types holding as many is a far closer bound than the hotel's lowest, a double's.
 */
export const FAMILY_GUESTS = 4;

export interface NightRange {
  /** First night. */
  from: CalendarDay;
  /** The night after the last (a check-out day). */
  to: CalendarDay;
}

/** Hotels by id: `first` to `last`, both included (a batch of generated hotels). */
export interface HotelIdRange {
  first: number;
  last: number;
}

/** `column` is the hotel, or within the range of hotels, or anything when `hotels` is undefined. */
export function ofHotels(column: string, hotels: number | HotelIdRange | undefined) {
  if (typeof hotels === 'number') return sql<SqlBool>`${sql.ref(column)} = ${hotels}`;
  if (typeof hotels === 'object') return sql<SqlBool>`${sql.ref(column)} between ${hotels.first} and ${hotels.last}`;
  return sql<SqlBool>`1 = 1`;
}

/**
 * Recomputes the summary of the nights in `[from, to)` of one hotel, of a range of hotel ids, or of every hotel
 * when `hotels` is undefined.
 */
export async function refreshHotelNights(
  db: Kysely<DB> | Transaction<DB>,
  hotels: number | HotelIdRange | undefined,
  { from, to }: NightRange,
): Promise<void> {
  const summary = db
    .selectFrom('room_night as rn')
    .innerJoin('room_type as rt', 'rt.id', 'rn.room_type_id')
    .innerJoin('hotel as h', 'h.id', 'rt.hotel_id')
    .where('rt.status', '=', '1')
    .where('rn.night', '>=', from)
    .where('rn.night', '<', to)
    .where(ofHotels('rt.hotel_id', hotels))
    .groupBy(['rt.hotel_id', 'rn.night'])
    .select((eb) => {
      // Open with a room free that night; a room type holding a family (FAMILY_GUESTS or more).
      const onSale = () => eb.and([eb('rn.available', '>', 0), eb('rn.closed', '=', 0)]);
      const holdsFamily = () => eb(eb('rt.max_adults', '+', eb.ref('rt.max_children')), '>=', FAMILY_GUESTS);
      // The hotel's cap (or second cap) room type, open that night and setting no arrival rule (a stay over it
      // surely takes it, provided its check-out day is not closed to departure: `cap_departure`).
      type Cap = 'h.cap_room_type_id' | 'h.cap2_room_type_id';
      const capOpen = (cap: Cap) =>
        eb.and([
          eb('rt.id', '=', eb.ref(cap)),
          eb('rn.closed', '=', 0),
          eb('rn.min_stay', '<=', 1),
          eb('rn.closed_arrival', '=', 0),
        ]);
      const capDeparture = (cap: Cap, bit: number) =>
        eb.fn.max(
          eb
            .case()
            .when(eb.and([eb('rt.id', '=', eb.ref(cap)), eb('rn.closed_departure', '=', 1)]))
            .then(bit)
            .else(0)
            .end(),
        );
      return [
        'rt.hotel_id',
        'rn.night',
        eb.fn.min(eb.case().when(onSale()).then(eb.ref('rn.price')).end()).as('min_price'),
        eb.fn
          .min(
            eb
              .case()
              .when(eb.and([onSale(), holdsFamily()]))
              .then(eb.ref('rn.price'))
              .end(),
          )
          .as('family_min_price'),
        eb.fn.max(eb.case().when('rn.closed', '=', 0).then(eb.ref('rn.available')).else(0).end()).as('max_available'),
        eb.fn.max(eb.case().when(capOpen('h.cap_room_type_id')).then(eb.ref('rn.price')).end()).as('cap_price'),
        eb.fn
          .max(eb.case().when(capOpen('h.cap_room_type_id')).then(eb.ref('rn.available')).else(0).end())
          .as('cap_available'),
        eb.fn.max(eb.case().when(capOpen('h.cap2_room_type_id')).then(eb.ref('rn.price')).end()).as('cap2_price'),
        eb.fn
          .max(eb.case().when(capOpen('h.cap2_room_type_id')).then(eb.ref('rn.available')).else(0).end())
          .as('cap2_available'),
        eb(capDeparture('h.cap_room_type_id', 1), '+', capDeparture('h.cap2_room_type_id', 2)).as('cap_departure'),
      ];
    });
  await db
    .insertInto('hotel_night')
    .columns([
      'hotel_id',
      'night',
      'min_price',
      'family_min_price',
      'max_available',
      'cap_price',
      'cap_available',
      'cap2_price',
      'cap2_available',
      'cap_departure',
    ])
    .expression(summary)
    .onConflict((conflict) =>
      conflict.columns(['hotel_id', 'night']).doUpdateSet((eb) => ({
        min_price: eb.ref('excluded.min_price'),
        family_min_price: eb.ref('excluded.family_min_price'),
        max_available: eb.ref('excluded.max_available'),
        cap_price: eb.ref('excluded.cap_price'),
        cap_available: eb.ref('excluded.cap_available'),
        cap2_price: eb.ref('excluded.cap2_price'),
        cap2_available: eb.ref('excluded.cap2_available'),
        cap_departure: eb.ref('excluded.cap_departure'),
      })),
    )
    .execute();
}
