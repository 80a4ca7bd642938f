/**
 * The bounds that let a search price only the hotels that can reach the page (pure; docs/design/hotels.md §6.3).
 * Popularity, rating and distance do not depend on price: hotels come in the sort's SQL order, a slice at a time,
 * until the page's hotels are found available. By price, a first slice of likely hotels sets the page's edge, and
 * each hotel's and room type's rate span (`rate_min`, `rate_max`: the lowest and highest nightly rate over every
 * night) tells which other hotels could still come before it.
 */
import { type HotelFees, roomsOnlyTotal } from '~/lib/booking/pricing';
import type { HotelSort } from './searchOrder';

type Column = 'popularity' | 'rating' | 'review_count' | 'distance_m' | 'rate_min' | 'rate_cap' | 'id';
export type WalkOrder = readonly (readonly [Column, 'asc' | 'desc'])[];

/** Each sort's walk order: for popularity, rating and distance exactly the order `compareHits` gives. */
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
  // By price the first slice only sets the page's edge: the cheapest rates first, or the dearest cap room types.
  'price,asc': [
    ['rate_min', 'asc'],
    ['id', 'asc'],
  ],
  'price,desc': [
    ['rate_cap', 'desc'],
    ['id', 'asc'],
  ],
};

/**
 * By price up: the highest `rate_min` with which a stay of `roomNights` can cost `total` or less (its rooms alone
 * cost at least `rate_min` a room night; fees only add).
 */
export const rateWithin = (total: number, roomNights: number): number => Math.floor(total / roomNights);

/**
 * By price down: the lowest `rate_max` with which a stay of `roomNights` can cost `total` or more, with the highest
 * fees of any hotel (a total grows with the rooms' subtotal).
 */
export function rateReaching(total: number, roomNights: number, highestFees: HotelFees): number {
  const reaches = (rate: number) => roomsOnlyTotal(rate * roomNights, roomNights, highestFees) >= total;
  let low = 0;
  let high = Math.max(0, Math.ceil(total / roomNights));
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** What a hotel's cap room type (it fits each room) costs for a stay: nights open, their rates' sum, rooms free. */
export interface CapStay {
  nights: number;
  total: number;
  free: number;
}

/**
 * By price down: whether a hotel whose cap room type fits each room surely costs less than `edge`: the cap is open
 * with the rooms free every night and its rooms cost less, under the highest fees (its best offer costs at most that).
 */
export function capBelow(
  cap: CapStay,
  search: { nights: number; party: { rooms: number } },
  highestFees: HotelFees,
  edge: number,
): boolean {
  const { rooms } = search.party;
  if (cap.nights !== search.nights || cap.free < rooms) return false;
  return roomsOnlyTotal(cap.total * rooms, rooms * search.nights, highestFees) < edge;
}
