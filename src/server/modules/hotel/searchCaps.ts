/**
 * By price down, the cap room types' bounds (docs/design/hotels.md §6.3, docs/design/catalogue.md §6): the candidates
 * that may cost the page's edge or more, and what each cap room type of those costs for the stay — a cap closed to
 * departure on the check-out day, or with an arrival rule on a night, giving no bound.
 */
import type { Kysely } from 'kysely';
import type { RoomCapacity } from '~/lib/booking/party';
import { idIn } from '~/server/db/idList';
import type { DB } from '~/server/db/schema';
import { filteredHotels, stayNights } from './searchCandidates';
import type { HotelSearch } from './searchTypes';

type Db = Kysely<DB>;

/** By price down, what may reach the page's edge: see `dearCandidates`. */
export interface DearReach {
  /** The lowest highest rate (`rate_max`) with which a stay can reach the edge. */
  rate: number;
  rooms: number;
  /** Each room's guests. */
  each: { adults: number; children: number };
}

const CAP_COLUMNS = [
  'h.id',
  'h.cap_max_adults',
  'h.cap_max_children',
  'h.cap2_max_adults',
  'h.cap2_max_children',
] as const;

/** A hotel's cap room types' capacities, first and second (null: it has no such room type). */
export type CapCapacities = [RoomCapacity | null, RoomCapacity | null];

const capacity = (adults: number | null, children: number | null): RoomCapacity | null =>
  adults === null ? null : { max_adults: Number(adults), max_children: Number(children ?? 0) };

/**
 * By price down, the candidates that may cost the page's edge or more, with their cap room types' capacities. A
 * hotel whose `rate_max` cannot reach the edge cannot; nor can one whose cap room type cannot, provided that room
 * type fits each room and has the rooms free every night of the stay (then the best offer costs at most the cap's).
 * So: the hotels whose cap's highest rate can reach, and those whose cap does not fit, is short on a night of the
 * stay (`hotel_night.cap_available`, by its index; 0 on a night with an arrival rule) or is closed to departure on
 * the check-out day; `capStays` then tells which of them surely cost less.
 */
export async function dearCandidates(
  db: Db,
  search: HotelSearch,
  reach: DearReach,
): Promise<Map<number, CapCapacities>> {
  const { adults, children } = reach.each;
  const reaching = () => filteredHotels(db, search).select(CAP_COLUMNS).where('h.rate_max', '>=', reach.rate);
  const found = await Promise.all([
    filteredHotels(db, search).select(CAP_COLUMNS).where('h.rate_cap', '>=', reach.rate).execute(),
    reaching()
      .where((eb) =>
        eb.or([
          eb('h.cap_max_adults', 'is', null),
          eb('h.cap_max_adults', '<', adults),
          eb(eb('h.cap_max_adults', '+', eb.ref('h.cap_max_children')), '<', adults + children),
        ]),
      )
      .execute(),
    reaching()
      .where('h.id', 'in', (eb) =>
        eb
          .selectFrom('hotel_night as hn')
          .select('hn.hotel_id')
          .where('hn.night', 'in', stayNights(search))
          .where('hn.cap_available', '<', reach.rooms),
      )
      .execute(),
    reaching()
      .where('h.id', 'in', (eb) =>
        eb
          .selectFrom('hotel_night as hn')
          .select('hn.hotel_id')
          .where('hn.night', '=', search.checkout)
          .where('hn.cap_departure', 'in', CAP_DEPARTS_CLOSED),
      )
      .execute(),
  ]);
  return new Map(
    found
      .flat()
      .map((row) => [
        row.id,
        [capacity(row.cap_max_adults, row.cap_max_children), capacity(row.cap2_max_adults, row.cap2_max_children)],
      ]),
  );
}

/** `hotel_night.cap_departure` values with bit 1: the cap room type is closed to departure that day. */
const CAP_DEPARTS_CLOSED = [1, 3];

/** Of these hotels, those whose cap room types are closed to departure on the check-out day (`cap_departure`). */
async function capDepartures(db: Db, hotelIds: readonly number[], search: HotelSearch) {
  const rows = await db
    .selectFrom('hotel_night')
    .select(['hotel_id', 'cap_departure'])
    .where(idIn(db, 'hotel_id', hotelIds))
    .where('night', '=', search.checkout)
    .where('cap_departure', '<>', 0)
    .execute();
  return new Map(rows.map((row) => [row.hotel_id, Number(row.cap_departure)]));
}

/**
 * What each cap room type of these hotels costs for the stay: nights open, their rates' sum, rooms free; a cap room
 * type closed to departure on the check-out day counts no night.
 */
export async function capStays(db: Db, hotelIds: readonly number[], search: HotelSearch) {
  if (hotelIds.length === 0) return [];
  const departures = capDepartures(db, hotelIds, search);
  departures.catch(() => {});
  const rows = await db
    .selectFrom('hotel_night as hn')
    .where(idIn(db, 'hn.hotel_id', hotelIds))
    .where('hn.night', 'in', stayNights(search))
    .groupBy('hn.hotel_id')
    .select('hn.hotel_id')
    .select((eb) => [
      eb.fn.count<number>('hn.cap_price').as('nights'),
      eb.fn.sum<number | null>('hn.cap_price').as('total'),
      eb.fn.min<number>('hn.cap_available').as('free'),
      eb.fn.count<number>('hn.cap2_price').as('nights2'),
      eb.fn.sum<number | null>('hn.cap2_price').as('total2'),
      eb.fn.min<number>('hn.cap2_available').as('free2'),
    ])
    .execute();
  const closed = await departures;
  return rows.map((row) => {
    const departure = closed.get(row.hotel_id) ?? 0;
    return {
      hotelId: row.hotel_id,
      stays: [
        { nights: departure & 1 ? 0 : Number(row.nights), total: Number(row.total ?? 0), free: Number(row.free) },
        { nights: departure & 2 ? 0 : Number(row.nights2), total: Number(row.total2 ?? 0), free: Number(row.free2) },
      ],
    };
  });
}
