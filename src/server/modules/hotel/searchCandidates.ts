/**
 * The hotels a search may list (docs/design/hotels.md §6.1 steps 1 and 2): enabled hotels matching the catalogue
 * filters (city, keyword, stars, facilities), each with its nightly summary over the stay; all of them at once, or
 * one slice in a sort's order for the walk (§6.3).
 */
import { type Kysely, sql } from 'kysely';
import { perRoom } from '~/lib/booking/party';
import type { HotelFees } from '~/lib/booking/pricing';
import { nightsOf } from '~/lib/booking/stay';
import { idIn } from '~/server/db/idList';
import type { DB } from '~/server/db/schema';
import { containing } from '~/server/http/search';
import { FAMILY_GUESTS } from './hotelNights';
import { fittingRoomTypes } from './searchFit';
import type { SearchHit } from './searchOrder';
import type { HotelSearch } from './searchTypes';
import { nightWithin, type WalkOrder } from './searchWalk';

type Db = Kysely<DB>;

export interface Candidate extends Omit<SearchHit, 'offer'> {
  time_zone: string;
  check_in_time: string;
  service_fee_bp: number;
  tax_bp: number;
  city_tax_per_room_night: number;
  rate_min: number;
  rate_max: number;
  /** Nights of the stay with a room on sale, the fewest rooms free on one of them, the lowest possible rate sum. */
  open_nights: number;
  free: number;
  lower_bound: number;
}

/** Some of the candidates: a slice in an order, or those of these ids. */
export type CandidateSlice = { order: WalkOrder; offset: number; limit: number } | { ids: readonly number[] };

/**
 * The stay's nights, each named: `hotel_night` is read by `night in (…)`, whose row count PostgreSQL's statistics
 * estimate well (about the hotels for each night), where a range of one to a few nights is estimated at a few rows
 * and planned as a nested loop over every hotel.
 */
export const stayNights = (search: HotelSearch) => nightsOf(search.checkin, search.checkout);

/** Enabled hotels matching the catalogue filters (`hotel as h`). */
export function filteredHotels(db: Db, search: HotelSearch) {
  let query = db.selectFrom('hotel as h').where('h.status', '=', '1');
  if (search.cityId !== undefined) query = query.where('h.city_id', '=', search.cityId);
  if (search.stars.length > 0) query = query.where('h.star', 'in', search.stars);
  if (search.facilityMask > 0) {
    const mask = search.facilityMask;
    query = query.where(sql<number>`(${sql.ref('h.facility_mask')} & ${mask})`, '=', mask);
  }
  if (search.keyword) {
    const pattern = containing(search.keyword);
    query = query.where('h.id', 'in', (eb) =>
      eb.selectFrom('hotel_i18n').select('hotel_id').where(sql<boolean>`search_text like ${pattern} escape '\\'`),
    );
  }
  return query;
}

const HOTEL_COLUMNS = [
  'h.id',
  'h.city_id',
  'h.star',
  'h.rating',
  'h.review_count',
  'h.popularity',
  'h.distance_m',
  'h.facility_mask',
  'h.time_zone',
  'h.check_in_time',
  'h.service_fee_bp',
  'h.tax_bp',
  'h.city_tax_per_room_night',
  'h.rate_min',
  'h.rate_max',
] as const;

/** The candidates (all, or one slice), each with its summary over the stay. */
export async function candidates(db: Db, search: HotelSearch, slice?: CandidateSlice): Promise<Candidate[]> {
  let hotels = filteredHotels(db, search).selectAll('h');
  if (slice && 'ids' in slice) {
    if (slice.ids.length === 0) return [];
    hotels = hotels.where(idIn(db, 'h.id', slice.ids));
  } else if (slice) {
    for (const [column, direction] of slice.order) hotels = hotels.orderBy(`h.${column}`, direction);
    hotels = hotels.limit(slice.limit).offset(slice.offset);
  }
  const query = db
    .selectFrom(hotels.as('h'))
    .leftJoin('hotel_night as hn', (join) =>
      join.onRef('hn.hotel_id', '=', 'h.id').on('hn.night', 'in', stayNights(search)),
    )
    .select(HOTEL_COLUMNS)
    .select((eb) => [
      eb.fn.count<number>('hn.min_price').as('open_nights'),
      eb.fn.min<number | null>('hn.max_available').as('free'),
      eb.fn.sum<number | null>('hn.min_price').as('lower_bound'),
    ]);
  const rows = await query.groupBy(HOTEL_COLUMNS).execute();
  return rows.map((row) => ({
    ...row,
    facility_mask: Number(row.facility_mask),
    city_tax_per_room_night: Number(row.city_tax_per_room_night),
    rate_min: Number(row.rate_min),
    rate_max: Number(row.rate_max),
    open_nights: Number(row.open_nights),
    free: row.free === null ? 0 : Number(row.free),
    lower_bound: row.lower_bound === null ? 0 : Number(row.lower_bound),
  }));
}

/**
 * How many hotels match the catalogue filters, the highest nightly rate they sell, and their highest service
 * charge, tax and city tax (a total's bound): one pass over the hotels.
 */
export async function candidateCount(db: Db, search: HotelSearch) {
  const row = await filteredHotels(db, search)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max<number | null>('h.rate_max').as('rate_max'),
      eb.fn.max<number | null>('h.service_fee_bp').as('service_fee_bp'),
      eb.fn.max<number | null>('h.tax_bp').as('tax_bp'),
      eb.fn.max<number | null>('h.city_tax_per_room_night').as('city_tax_per_room_night'),
    ])
    .executeTakeFirstOrThrow();
  const highestFees: HotelFees = {
    service_fee_bp: Number(row.service_fee_bp ?? 0),
    tax_bp: Number(row.tax_bp ?? 0),
    city_tax_per_room_night: Number(row.city_tax_per_room_night ?? 0),
  };
  return { count: Number(row.count), rateMax: Number(row.rate_max ?? 0), highestFees };
}

/**
 * The candidates not `seen` whose stay may cost at most `stayRates` (the sum of one room's nightly rates): every
 * night of the stay open, the nights' lowest open rates (`hotel_night.min_price`, or `family_min_price` for a party
 * with a family in a room) summing to at most it, found from the nights at `nightWithin` or less (by the index on
 * night and rate), and a fitting room type whose lowest rate is as low.
 */
export async function candidatesWithin(
  db: Db,
  search: HotelSearch,
  stayRates: number,
  seen: ReadonlySet<number>,
): Promise<number[]> {
  const nightly = nightWithin(stayRates, search.nights);
  const each = perRoom(search.party);
  const lowest = each.adults + each.children >= FAMILY_GUESTS ? 'family_min_price' : 'min_price';
  const hotels = await filteredHotels(db, search)
    .innerJoin('hotel_night as hn', 'hn.hotel_id', 'h.id')
    .where('h.id', 'in', (eb) =>
      eb
        .selectFrom('hotel_night as low')
        .select('low.hotel_id')
        .where('low.night', 'in', stayNights(search))
        .where(`low.${lowest}`, '<=', nightly),
    )
    .where('hn.night', 'in', stayNights(search))
    .groupBy('h.id')
    .having((eb) => eb.fn.count(`hn.${lowest}`), '=', search.nights)
    .having((eb) => eb.fn.sum(`hn.${lowest}`), '<=', stayRates)
    .select('h.id')
    .execute();
  const ids = hotels.map((row) => row.id).filter((id) => !seen.has(id));
  if (ids.length === 0) return [];
  const fitting = await fittingRoomTypes(db, search)
    .select('rt.hotel_id')
    .distinct()
    .where(idIn(db, 'rt.hotel_id', ids))
    .where('rt.rate_min', '<=', nightly)
    .execute();
  return fitting.map((row) => row.hotel_id);
}
