/**
 * The bounds that let a search price only the hotels that can reach the page (pure; docs/design/hotels.md §6.3).
 * Popularity, rating and distance do not depend on price: hotels come in the sort's SQL order, a slice at a time,
 * until the page's hotels are found available. By price, a first slice of likely hotels sets the page's edge, and
 * each hotel's and room type's rate span (`rate_min`, `rate_max`: the lowest and highest nightly rate over every
 * night), and by price up the stay's nights themselves, tell which other hotels could still come before it.
 */
import { fits, type Party, type RoomCapacity } from '~/lib/booking/party';
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
 * By price up: the highest sum of one room's nightly rates over the stay with which `rooms` rooms can cost `total` or
 * less (fees only add).
 */
export const stayRatesWithin = (total: number, rooms: number): number => Math.floor(total / rooms);

/**
 * The lowest price per night: a stay priced below `pricePerNight` (its rooms' rates over the stay, per room night,
 * rounded) has rates summing to at most this over its `nights`.
 */
export const stayRatesBelow = (pricePerNight: number, nights: number): number => pricePerNight * nights;

/** Rates summing to at most `stayRates` over `nights` nights have a night at this rate or less (and the lowest). */
export const nightWithin = (stayRates: number, nights: number): number => Math.floor(stayRates / nights);

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

/** What a cap room type of a hotel costs for a stay: its capacity (null: none), nights open, rates' sum, rooms free. */
export interface CapStay {
  capacity: RoomCapacity | null;
  nights: number;
  total: number;
  free: number;
}

/**
 * By price down, whether a hotel surely costs less than `edge` by one of its cap room types: it fits each room of the
 * party, is open with the rooms free every night, and its rooms cost less under the highest fees (the hotel's best
 * offer costs at most that).
 */
export function capBelow(cap: CapStay, search: CapSearch, highestFees: HotelFees, edge: number): boolean {
  const { rooms } = search.party;
  if (!cap.capacity || !fits(cap.capacity, search.party)) return false;
  if (cap.nights !== search.nights || cap.free < rooms) return false;
  return roomsOnlyTotal(cap.total * rooms, rooms * search.nights, highestFees) < edge;
}

/** The stay and party a cap is judged by. */
export interface CapSearch {
  nights: number;
  party: Party;
}
