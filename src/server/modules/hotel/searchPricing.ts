/**
 * Exact offers for candidate hotels (docs/design/hotels.md §6.1 steps 2–4): the nightly summary drops hotels that
 * cannot be booked for the stay (or are too dear for the price filter); the survivors' fitting room types are priced
 * from `room_night`; each hotel keeps its best offer (the lowest all-in stay total, ties on the lower room type id).
 */
import type { Kysely } from 'kysely';
import { divRound } from '~/lib/booking/money';
import { roomsOnlyTotal } from '~/lib/booking/pricing';
import { cancellationTimeline } from '~/lib/booking/timeline';
import { engineOf } from '~/server/db/engine';
import { idIn } from '~/server/db/idList';
import type { DB } from '~/server/db/schema';
import { readPolicies } from './policies';
import { pricingBatches } from './pricingBatches';
import type { Candidate } from './searchCandidates';
import { fittingRoomTypes } from './searchFit';
import type { Offer } from './searchOrder';
import type { HotelSearch } from './searchTypes';

/** Hotels priced by one statement at most. */
export const PRICING_BATCH = 5_000;
/** PostgreSQL: statements pricing one large search side by side (pool connections, server processes). */
export const PRICING_LANES = 2;

type Db = Kysely<DB>;

interface RoomTotal {
  hotel_id: number;
  id: number;
  meal_type: string;
  policy_id: number;
  total: number;
  free: number;
}

/** Prices the fitting room types of these hotels, or these room types only. */
export interface PricingScope {
  column: 'rt.hotel_id' | 'rt.id';
  ids: number[];
}

/**
 * Per fitting room type in scope, the sum of its rates over the stay, if bookable every night and the stay keeps its
 * stay rules (docs/design/catalogue.md §6).
 */
async function roomTotals(db: Db, scope: PricingScope, search: HotelSearch): Promise<RoomTotal[]> {
  if (scope.ids.length === 0) return [];
  const { checkin, checkout } = search;
  const rows = await fittingRoomTypes(db, search)
    // The stay's nights and the check-out day's night, whose departure rule counts (one range of the index).
    .innerJoin('room_night as rn', (join) =>
      join.onRef('rn.room_type_id', '=', 'rt.id').on('rn.night', '>=', checkin).on('rn.night', '<=', checkout),
    )
    .select(['rt.hotel_id', 'rt.id', 'rt.meal_type', 'rt.policy_id'])
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('rn.night', '<', checkout).then(eb.ref('rn.price')).end()).as('total'),
      eb.fn.min<number>(eb.case().when('rn.night', '<', checkout).then(eb.ref('rn.available')).end()).as('free'),
    ])
    .where(idIn(db, scope.column, scope.ids))
    .groupBy(['rt.hotel_id', 'rt.id', 'rt.meal_type', 'rt.policy_id'])
    .having((eb) => eb.fn.count(eb.case().when('rn.night', '<', checkout).then(1).end()), '=', search.nights)
    .having(
      (eb) => eb.fn.min(eb.case().when('rn.night', '<', checkout).then(eb.ref('rn.available')).end()),
      '>=',
      search.party.rooms,
    )
    .having(
      (eb) => eb.fn.max(eb.case().when('rn.night', '<', checkout).then(eb.ref('rn.closed')).else(0).end()),
      '=',
      0,
    )
    // The stay rules: open to arrival, a minimum stay the stay keeps, not closed to departure on the check-out day.
    .having(
      (eb) => eb.fn.max(eb.case().when('rn.night', '=', checkin).then(eb.ref('rn.closed_arrival')).else(0).end()),
      '=',
      0,
    )
    .having(
      (eb) => eb.fn.max(eb.case().when('rn.night', '=', checkin).then(eb.ref('rn.min_stay')).else(0).end()),
      '<=',
      search.nights,
    )
    .having(
      (eb) => eb.fn.max(eb.case().when('rn.night', '=', checkout).then(eb.ref('rn.closed_departure')).else(0).end()),
      '=',
      0,
    )
    .execute();
  return rows.map((row) => ({ ...row, total: Number(row.total), free: Number(row.free) }));
}

/** Candidates that may have an offer: a room on sale every night, enough rooms, not dearer than the price filter. */
function mayBook(search: HotelSearch, hotel: Candidate): boolean {
  if (hotel.open_nights !== search.nights || hotel.free < search.party.rooms) return false;
  const max = search.price.max;
  return max === undefined || hotel.lower_bound <= max * search.nights;
}

/**
 * The best offer of each candidate that has one (before the price filter); with `roomTypeIds`, the best among
 * those room types only.
 */
export async function priceCandidates(
  db: Db,
  found: readonly Candidate[],
  search: HotelSearch,
  { batch = PRICING_BATCH, roomTypeIds }: { batch?: number; roomTypeIds?: number[] } = {},
): Promise<Map<number, Offer>> {
  const survivors = new Set(found.filter((hotel) => mayBook(search, hotel)).map((hotel) => hotel.id));
  const scope: PricingScope = roomTypeIds
    ? { column: 'rt.id', ids: roomTypeIds }
    : { column: 'rt.hotel_id', ids: [...survivors] };
  // Under SQLite's parameter cap, and on PostgreSQL in PRICING_LANES statements side by side.
  const batches = pricingBatches(scope.ids, batch, engineOf(db) === 'postgres' ? PRICING_LANES : 1);
  const priced = await Promise.all(batches.map((ids) => roomTotals(db, { column: scope.column, ids }, search)));
  const totals = priced.flat().filter((row) => survivors.has(row.hotel_id));
  const deadline = await freeCancelDeadlines(db, totals, search);
  const hotels = new Map(found.map((hotel) => [hotel.id, hotel]));
  const offers = new Map<number, Offer>();
  for (const row of totals) {
    const hotel = hotels.get(row.hotel_id) as Candidate;
    const offer = offerOf(row, hotel, search, deadline(row.policy_id, hotel));
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
  return offers;
}

/**
 * The free-cancellation deadline depends on the policy, the hotel's zone and check-in time only: computed once per
 * combination (zoned date arithmetic is the costliest step of a search with thousands of room types).
 */
async function freeCancelDeadlines(db: Db, totals: readonly RoomTotal[], search: HotelSearch) {
  const policies = await readPolicies(db, [...new Set(totals.map((row) => row.policy_id))]);
  const deadlines = new Map<string, number | null>();
  return (policyId: number, hotel: Candidate): number | null | undefined => {
    const key = `${policyId}|${hotel.time_zone}|${hotel.check_in_time}`;
    if (!deadlines.has(key)) {
      const policy = policies.get(policyId);
      if (!policy) return undefined;
      const stay = { checkin: search.checkin, check_in_time: hotel.check_in_time, time_zone: hotel.time_zone };
      deadlines.set(key, cancellationTimeline(policy, stay, 0, search.now).free_cancel_until);
    }
    return deadlines.get(key);
  };
}

function offerOf(
  row: RoomTotal,
  hotel: Candidate,
  search: HotelSearch,
  freeCancelUntil: number | null | undefined,
): Offer | null {
  if (freeCancelUntil === undefined) return null;
  if (search.freeCancel && (freeCancelUntil === null || freeCancelUntil <= search.now)) return null;
  const { rooms } = search.party;
  const roomsSubtotal = row.total * rooms;
  return {
    room_type_id: row.id,
    meal_type: row.meal_type,
    policy_id: row.policy_id,
    price_per_night: divRound(roomsSubtotal, rooms * search.nights),
    stay_total: roomsOnlyTotal(roomsSubtotal, rooms * search.nights, hotel),
    free_cancel_until: freeCancelUntil,
    rooms_left: row.free,
  };
}
