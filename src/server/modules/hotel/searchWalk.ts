/**
 * When a walk through the hotels in a sort's order may stop (pure; docs/design/hotels.md §6.3). Hotels come in
 * slices in the sort's SQL order; each slice is priced exactly. For popularity, rating and distance the order does
 * not depend on price, so the first `need` available hotels are the page's. For price the walk goes by each hotel's
 * rate span (`rate_min` up, `rate_max` down), which bounds the stay total of every hotel not yet priced.
 */
import { type HotelFees, roomsOnlyTotal } from '~/lib/booking/pricing';
import type { HotelSort, SearchHit } from './searchOrder';

type Column = 'popularity' | 'rating' | 'review_count' | 'distance_m' | 'rate_min' | 'rate_max' | 'id';
export type WalkOrder = readonly (readonly [Column, 'asc' | 'desc'])[];

/** Each sort's walk order; for popularity, rating and distance exactly the order `compareHits` gives. */
export const WALK_ORDERS: Record<HotelSort, WalkOrder> = {
  'popularity,desc': [
    ['popularity', 'desc'],
    ['rating', 'desc'],
    ['id', 'asc'],
  ],
  'rating,desc': [
    ['rating', 'desc'],
    ['review_count', 'desc'],
    ['id', 'asc'],
  ],
  'distance,asc': [
    ['distance_m', 'asc'],
    ['id', 'asc'],
  ],
  'price,asc': [
    ['rate_min', 'asc'],
    ['id', 'asc'],
  ],
  'price,desc': [
    ['rate_max', 'desc'],
    ['id', 'asc'],
  ],
};

/** The rate span of the hotels priced so far that bounds the hotels not yet priced. */
export interface WalkEdge {
  /** The highest `rate_min` priced so far (every hotel left has at least this). */
  rateMin: number;
  /** The lowest `rate_max` priced so far (every hotel left has at most this). */
  rateMax: number;
}

export interface PageWalk {
  sort: HotelSort;
  /** Hotels up to the end of the asked page. */
  need: number;
  rooms: number;
  nights: number;
  /** The highest fees of any candidate (a stay total's upper bound). */
  highestFees: HotelFees;
}

/**
 * Whether the first `need` of `available` (sorted by the sort) are final: no hotel left could come before the last
 * of them (strictly, as a tie would go to the lower id).
 */
export function pageSettled(walk: PageWalk, available: readonly SearchHit[], edge: WalkEdge): boolean {
  if (available.length < walk.need) return false;
  const last = available[walk.need - 1]?.offer?.stay_total ?? 0;
  const roomNights = walk.rooms * walk.nights;
  if (walk.sort === 'price,asc') return last < edge.rateMin * roomNights;
  if (walk.sort === 'price,desc') return last > roomsOnlyTotal(edge.rateMax * roomNights, roomNights, walk.highestFees);
  return true;
}

/** Whether `lowest` (the lowest price per night found so far, null for none) is the lowest of all hotels. */
export const lowestSettled = (lowest: number | null, edge: WalkEdge): boolean =>
  lowest !== null && lowest <= edge.rateMin;
