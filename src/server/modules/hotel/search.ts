/**
 * The hotel search behind `hotel/list` (docs/design/hotels.md §6.1): candidates by city, keyword, stars and
 * facilities; `hotel_night` prunes hotels that cannot be booked for the stay (or are too dear for the price
 * filter); the survivors' fitting room types are priced exactly from `room_night`; each hotel gets its best offer;
 * then filters, sort and page. Every figure shown is exact; the summary only removes work.
 */
import { type Kysely, sql } from 'kysely';
import { divRound } from '~/lib/booking/money';
import { type Party, perRoom } from '~/lib/booking/party';
import { type HotelFees, type MealType, roomsOnlyTotal } from '~/lib/booking/pricing';
import { cancellationTimeline } from '~/lib/booking/timeline';
import type { CalendarDay } from '~/lib/format/calendarDays';
import { engineOf } from '~/server/db/engine';
import { idIn } from '~/server/db/idList';
import type { DB } from '~/server/db/schema';
import { readPolicies } from './policies';
import { pricingBatches } from './pricingBatches';
import { byPopularity, compareHits, type HotelSort, type Offer, type SearchHit } from './searchOrder';

export { HOTEL_SORTS, type HotelSort, type SearchHit } from './searchOrder';

/** Hotels priced by one statement at most. */
export const PRICING_BATCH = 5_000;
/** PostgreSQL: statements pricing one large search side by side (pool connections, server processes). */
export const PRICING_LANES = 2;

export interface HotelSearch {
  cityId: number | undefined;
  /** Lower-cased, trimmed; matched anywhere in the name, area, address or city of either language. */
  keyword: string | undefined;
  checkin: CalendarDay;
  checkout: CalendarDay;
  nights: number;
  party: Party;
  /** Per night before fees, minor units; either end open. */
  price: { min: number | undefined; max: number | undefined };
  stars: number[];
  /** Every one of these facility bits. */
  facilityMask: number;
  freeCancel: boolean;
  mealTypes: MealType[];
  sort: HotelSort;
  /** Unix seconds (free cancellation is judged at this instant). */
  now: number;
}

export interface SearchResult {
  /** Available hotels first, then sold-out ones, each in the sort's order. */
  hits: SearchHit[];
  /** Lowest and highest per-night price of the available offers before the price filter (the slider's ends). */
  priceSpan: { min: number; max: number } | null;
}

/** `%`, `_` and `\` match themselves. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Db = Kysely<DB>;

interface Candidate extends Omit<SearchHit, 'offer'> {
  time_zone: string;
  check_in_time: string;
  service_fee_bp: number;
  tax_bp: number;
  city_tax_per_room_night: number;
}

/** Steps 1 and 2: enabled hotels matching the catalogue filters, with their nightly summary over the stay. */
async function candidates(db: Db, search: HotelSearch) {
  let query = db
    .selectFrom('hotel as h')
    .leftJoin('hotel_night as hn', (join) =>
      join.onRef('hn.hotel_id', '=', 'h.id').on('hn.night', '>=', search.checkin).on('hn.night', '<', search.checkout),
    )
    .select([
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
    ])
    .select((eb) => [
      eb.fn.count<number>('hn.min_price').as('open_nights'),
      eb.fn.min<number | null>('hn.max_available').as('free'),
      eb.fn.sum<number | null>('hn.min_price').as('lower_bound'),
    ])
    .where('h.status', '=', '1');
  if (search.cityId !== undefined) query = query.where('h.city_id', '=', search.cityId);
  if (search.stars.length > 0) query = query.where('h.star', 'in', search.stars);
  if (search.facilityMask > 0) {
    query = query.where(
      sql<number>`(${sql.ref('h.facility_mask')} & ${search.facilityMask})`,
      '=',
      search.facilityMask,
    );
  }
  if (search.keyword) {
    const pattern = likePattern(search.keyword);
    query = query.where('h.id', 'in', (eb) =>
      eb.selectFrom('hotel_i18n').select('hotel_id').where(sql<boolean>`search_text like ${pattern} escape '\\'`),
    );
  }
  return query.groupBy('h.id').execute();
}

interface RoomTotal {
  hotel_id: number;
  id: number;
  meal_type: string;
  policy_id: number;
  total: number;
  free: number;
}

/** Step 3: per fitting room type of the survivors, the sum of its rates over the stay, if bookable every night. */
async function roomTotals(db: Db, hotelIds: number[], search: HotelSearch): Promise<RoomTotal[]> {
  if (hotelIds.length === 0) return [];
  const each = perRoom(search.party);
  let query = db
    .selectFrom('room_type as rt')
    .innerJoin('room_night as rn', (join) =>
      join
        .onRef('rn.room_type_id', '=', 'rt.id')
        .on('rn.night', '>=', search.checkin)
        .on('rn.night', '<', search.checkout),
    )
    .select(['rt.hotel_id', 'rt.id', 'rt.meal_type', 'rt.policy_id'])
    .select((eb) => [eb.fn.sum<number>('rn.price').as('total'), eb.fn.min<number>('rn.available').as('free')])
    .where(idIn(db, 'rt.hotel_id', hotelIds))
    .where('rt.status', '=', '1')
    .where('rt.max_adults', '>=', each.adults)
    .where((eb) => eb(eb('rt.max_adults', '+', eb.ref('rt.max_children')), '>=', each.adults + each.children));
  if (search.mealTypes.length > 0) query = query.where('rt.meal_type', 'in', search.mealTypes);
  const rows = await query
    .groupBy(['rt.hotel_id', 'rt.id', 'rt.meal_type', 'rt.policy_id'])
    .having((eb) => eb.fn.countAll(), '=', search.nights)
    .having((eb) => eb.fn.min('rn.available'), '>=', search.party.rooms)
    .having((eb) => eb.fn.max('rn.closed'), '=', 0)
    .execute();
  return rows.map((row) => ({ ...row, total: Number(row.total), free: Number(row.free) }));
}

/** Runs a search: every matching hotel in order (the caller pages). */
export async function searchHotels(db: Db, search: HotelSearch, batch = PRICING_BATCH): Promise<SearchResult> {
  const found = (await candidates(db, search)).map((row) => ({
    ...row,
    open_nights: Number(row.open_nights),
    free: row.free === null ? 0 : Number(row.free),
    lower_bound: row.lower_bound === null ? 0 : Number(row.lower_bound),
    facility_mask: Number(row.facility_mask),
  }));
  // A hotel without a free room on some night, or without enough rooms of one type, cannot be booked (§6.1 step 2);
  // one whose cheapest possible nights exceed the price filter cannot match it.
  const bookable = found.filter((row) => row.open_nights === search.nights && row.free >= search.party.rooms);
  const priceMax = search.price.max;
  const survivors =
    priceMax === undefined ? bookable : bookable.filter((row) => row.lower_bound <= priceMax * search.nights);
  // Survivors are priced in batches (pricingBatches.ts): under SQLite's parameter cap, and on PostgreSQL in
  // PRICING_LANES statements side by side.
  const survivorIds = survivors.map((row) => row.id);
  const batches = pricingBatches(survivorIds, batch, engineOf(db) === 'postgres' ? PRICING_LANES : 1);
  const totals = (await Promise.all(batches.map((ids) => roomTotals(db, ids, search)))).flat();
  const policies = await readPolicies(db, [...new Set(totals.map((row) => row.policy_id))]);

  const hotels = new Map<number, Candidate>(found.map((row) => [row.id, row]));
  const offers = new Map<number, Offer>();
  // The free-cancellation deadline depends on the policy, the hotel's zone and check-in time only: computed once
  // per combination (zoned date arithmetic is the costliest step of a search with thousands of room types).
  const deadlines = new Map<string, number | null>();
  const freeCancelUntil = (policyId: number, hotel: Candidate): number | null | undefined => {
    const key = `${policyId}|${hotel.time_zone}|${hotel.check_in_time}`;
    if (!deadlines.has(key)) {
      const policy = policies.get(policyId);
      if (!policy) return undefined;
      const stay = { checkin: search.checkin, check_in_time: hotel.check_in_time, time_zone: hotel.time_zone };
      deadlines.set(key, cancellationTimeline(policy, stay, 0, search.now).free_cancel_until);
    }
    return deadlines.get(key);
  };
  for (const row of totals) {
    const hotel = hotels.get(row.hotel_id) as Candidate;
    const offer = offerOf(row, hotel, search, freeCancelUntil(row.policy_id, hotel));
    if (!offer) continue;
    const best = offers.get(row.hotel_id);
    if (
      !best ||
      offer.stay_total < best.stay_total ||
      (offer.stay_total === best.stay_total && offer.room_type_id < best.room_type_id)
    ) {
      offers.set(row.hotel_id, offer);
    }
  }

  const prices = [...offers.values()].map((offer) => offer.price_per_night);
  const priceSpan = prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
  const { min, max } = search.price;
  const offerFilters = min !== undefined || max !== undefined || search.freeCancel || search.mealTypes.length > 0;

  const available: SearchHit[] = [];
  const soldOut: SearchHit[] = [];
  for (const row of found) {
    const offer = offers.get(row.id) ?? null;
    const hit: SearchHit = {
      id: row.id,
      city_id: row.city_id,
      star: row.star,
      rating: row.rating,
      review_count: row.review_count,
      popularity: row.popularity,
      distance_m: row.distance_m,
      facility_mask: row.facility_mask,
      offer,
    };
    if (!offer) {
      // With a price, meal or cancellation filter only hotels with a matching offer are listed.
      if (!offerFilters) soldOut.push(hit);
      continue;
    }
    if ((min !== undefined && offer.price_per_night < min) || (max !== undefined && offer.price_per_night > max))
      continue;
    available.push(hit);
  }
  available.sort(compareHits(search.sort));
  soldOut.sort(
    search.sort === 'rating,desc' || search.sort === 'distance,asc' ? compareHits(search.sort) : byPopularity,
  );
  return { hits: [...available, ...soldOut], priceSpan };
}

function offerOf(
  row: RoomTotal,
  hotel: Candidate,
  search: HotelSearch,
  freeCancelUntil: number | null | undefined,
): Offer | null {
  if (freeCancelUntil === undefined) return null;
  const { rooms } = search.party;
  const fees: HotelFees = {
    service_fee_bp: hotel.service_fee_bp,
    tax_bp: hotel.tax_bp,
    city_tax_per_room_night: Number(hotel.city_tax_per_room_night),
  };
  const roomsSubtotal = row.total * rooms;
  if (search.freeCancel && (freeCancelUntil === null || freeCancelUntil <= search.now)) return null;
  return {
    room_type_id: row.id,
    meal_type: row.meal_type,
    policy_id: row.policy_id,
    price_per_night: divRound(roomsSubtotal, rooms * search.nights),
    stay_total: roomsOnlyTotal(roomsSubtotal, rooms * search.nights, fees),
    free_cancel_until: freeCancelUntil,
    rooms_left: row.free,
  };
}
