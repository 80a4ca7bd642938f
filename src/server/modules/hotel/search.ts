/**
 * The hotel search behind `hotel/list` (docs/design/hotels.md §6.1, §6.3). With a filter on the offer (price, meal,
 * free cancellation) every candidate is priced, as only hotels with a matching offer are listed and counted. Without
 * one every candidate is listed, so the count is the candidates' and only the hotels that can reach the page are
 * priced (searchWalk.ts): in the sort's order for popularity, rating and distance; by their rate spans for price.
 * Every figure shown is exact, and every hotel is at its place; the summaries and spans only remove work.
 */
import type { Kysely } from 'kysely';
import { perRoom } from '~/lib/booking/party';
import type { HotelFees } from '~/lib/booking/pricing';
import type { DB } from '~/server/db/schema';
import { type Candidate, type CandidateSlice, candidateCount, candidates, candidatesWithin } from './searchCandidates';
import { capStays, dearCandidates } from './searchCaps';
import { byPopularity, compareHits, type Offer, type SearchHit } from './searchOrder';
import { PRICING_BATCH, priceCandidates } from './searchPricing';
import { type HotelSearch, hasOfferFilter } from './searchTypes';
import {
  type CapStay,
  capBelow,
  rateReaching,
  stayRatesBelow,
  stayRatesWithin,
  WALK_ORDERS,
  type WalkOrder,
} from './searchWalk';

export { HOTEL_SORTS, type HotelSort, type SearchHit } from './searchOrder';
export type { HotelSearch } from './searchTypes';

/** The hotels of the first slice at least; each further slice is four times the one before. */
export const WALK_SLICE = 64;
/**
 * By price down, the first slice: the page's edge is the dearest offers' (the `need`-th), and the hotels with the
 * dearest cap room types find it far more closely in 256 than in 64, so that few others are left to price.
 */
const PRICE_DOWN_SLICE = 256;
/**
 * Up to this many candidates (most cities) every one is priced at once: fewer statements than slices and bounds,
 * which on PostgreSQL are a round trip each.
 */
export const PRICE_ALL_UP_TO = 400;

export interface SearchPage {
  page: number;
  limit: number;
}

export interface SearchResult {
  /** The page's hotels: available ones first, then sold-out ones, each in the sort's order. */
  hits: SearchHit[];
  /** Every listed hotel. */
  total: number;
  /**
   * The slider's ends: the lowest price per night on offer for the stay before the price filter (null when none),
   * and the highest nightly rate any hotel matching the other filters sells.
   */
  priceSpan: { min: number; max: number } | null;
}

export interface SearchTuning {
  /** Hotels priced by one statement at most. */
  batch?: number;
  /** The first slice. */
  slice?: number;
  /** Candidates priced all at once up to this many. */
  priceAllUpTo?: number;
}

type Db = Kysely<DB>;

const hitOf = (row: Candidate, offer: Offer | null): SearchHit => ({
  id: row.id,
  city_id: row.city_id,
  star: row.star,
  rating: row.rating,
  review_count: row.review_count,
  popularity: row.popularity,
  distance_m: row.distance_m,
  facility_mask: row.facility_mask,
  offer,
});

/** Runs a search for one page. */
export async function searchHotels(
  db: Db,
  search: HotelSearch,
  { page, limit }: SearchPage,
  tuning: SearchTuning = {},
): Promise<SearchResult> {
  const counted = await candidateCount(db, search);
  const span = (lowest: number | null) =>
    lowest === null ? null : { min: lowest, max: Math.max(counted.rateMax, lowest) };
  const from = (page - 1) * limit;
  if (hasOfferFilter(search) || counted.count <= (tuning.priceAllUpTo ?? PRICE_ALL_UP_TO)) {
    const every = await everyHotel(db, search, tuning.batch);
    return { hits: every.hits.slice(from, from + limit), total: every.hits.length, priceSpan: span(every.lowest) };
  }
  const first =
    tuning.slice ?? Math.max(2 * (from + limit), search.sort === 'price,desc' ? PRICE_DOWN_SLICE : WALK_SLICE);
  if (search.sort === 'price,asc') {
    // Every hotel that may cost up to the page's edge is priced, the one with the lowest price per night among them.
    const hits = await pricedPage(db, search, { need: from + limit, first, fees: counted.highestFees });
    return { hits: hits.slice(from, from + limit), total: counted.count, priceSpan: span(lowestOf(hitsOffers(hits))) };
  }
  const listed =
    search.sort === 'price,desc'
      ? pricedPage(db, search, { need: from + limit, first, fees: counted.highestFees })
      : sortedPage(db, search, from + limit, first);
  const [hits, lowest] = await Promise.all([listed, lowestPrice(db, search, tuning.slice ?? WALK_SLICE)]);
  return { hits: hits.slice(from, from + limit), total: counted.count, priceSpan: span(lowest) };
}

/** Every candidate priced, filtered and in order, and the lowest price per night before the price filter. */
export async function everyHotel(db: Db, search: HotelSearch, batch = PRICING_BATCH) {
  const found = await candidates(db, search);
  const offers = await priceCandidates(db, found, search, { batch });
  const { min, max } = search.price;
  const offerFilters = hasOfferFilter(search);
  const available: SearchHit[] = [];
  const soldOut: SearchHit[] = [];
  for (const row of found) {
    const offer = offers.get(row.id) ?? null;
    // With a price, meal or cancellation filter only hotels with a matching offer are listed.
    if (!offer) {
      if (!offerFilters) soldOut.push(hitOf(row, null));
    } else if (
      (min === undefined || offer.price_per_night >= min) &&
      (max === undefined || offer.price_per_night <= max)
    ) {
      available.push(hitOf(row, offer));
    }
  }
  return { hits: ordered(search, available, soldOut), lowest: lowestOf(hitsOffers(available)) };
}

function ordered(search: HotelSearch, available: SearchHit[], soldOut: SearchHit[]): SearchHit[] {
  available.sort(compareHits(search.sort));
  soldOut.sort(
    search.sort === 'rating,desc' || search.sort === 'distance,asc' ? compareHits(search.sort) : byPopularity,
  );
  return [...available, ...soldOut];
}

const hitsOffers = (hits: readonly SearchHit[]): Offer[] => hits.flatMap((hit) => (hit.offer ? [hit.offer] : []));

function lowestOf(offers: readonly Offer[]): number | null {
  let lowest: number | null = null;
  for (const offer of offers) if (lowest === null || offer.price_per_night < lowest) lowest = offer.price_per_night;
  return lowest;
}

/** Some candidates, priced. */
async function priced(db: Db, search: HotelSearch, slice: CandidateSlice): Promise<SearchHit[]> {
  const rows = await candidates(db, search, slice);
  const offers = await priceCandidates(db, rows, search);
  return rows.map((row) => hitOf(row, offers.get(row.id) ?? null));
}

/**
 * Candidates in `order`, a slice at a time (each four times the last), until `enough` of them are available or
 * none are left (`complete`: then every candidate is priced).
 */
async function slices(db: Db, search: HotelSearch, order: WalkOrder, first: number, enough: number) {
  const hits: SearchHit[] = [];
  for (let offset = 0, limit = first; ; offset += limit, limit *= 4) {
    const slice = await priced(db, search, { order, offset, limit });
    hits.push(...slice);
    const complete = slice.length < limit;
    if (complete || hits.filter((hit) => hit.offer).length >= enough) return { hits, complete };
  }
}

/** The hotels up to the end of the page (all of them when every candidate had to be priced). */
function upToPage(search: HotelSearch, hits: readonly SearchHit[], complete: boolean): SearchHit[] {
  const available = hits.filter((hit) => hit.offer);
  const soldOut = hits.filter((hit) => !hit.offer);
  return complete ? ordered(search, available, soldOut) : available.sort(compareHits(search.sort));
}

/** Popularity, rating, distance: the first `need` available hotels in the sort's order are the page's. */
async function sortedPage(db: Db, search: HotelSearch, need: number, first: number): Promise<SearchHit[]> {
  const { hits, complete } = await slices(db, search, WALK_ORDERS[search.sort], first, need);
  return upToPage(search, hits, complete);
}

/** What a walk by price needs: the hotels up to the page's end, the first slice, the listed hotels' highest fees. */
interface PriceWalk {
  need: number;
  first: number;
  fees: HotelFees;
}

/**
 * By price: a first slice sets the page's edge (the `need`-th stay total); then only the hotels whose rate spans can
 * reach it are priced, so no hotel left out could come before it.
 */
async function pricedPage(db: Db, search: HotelSearch, { need, first, fees }: PriceWalk): Promise<SearchHit[]> {
  const seed = await slices(db, search, WALK_ORDERS[search.sort], first, need);
  if (seed.complete) return upToPage(search, seed.hits, true);
  const available = upToPage(search, seed.hits, false);
  // Not complete: the slices ended with `need` available hotels.
  const edge = available[need - 1]?.offer?.stay_total;
  if (edge === undefined) return available;
  const seen = new Set(seed.hits.map((hit) => hit.id));
  const more =
    search.sort === 'price,asc'
      ? await cheaperThan(db, search, edge, seen)
      : await dearerThan(db, search, { edge, fees }, seen);
  const rest = await priced(db, search, { ids: more });
  return upToPage(search, [...available, ...rest], false);
}

/** By price up: the hotels not `seen` that may cost `edge` or less. */
function cheaperThan(db: Db, search: HotelSearch, edge: number, seen: ReadonlySet<number>) {
  return candidatesWithin(db, search, stayRatesWithin(edge, search.party.rooms), seen);
}

/**
 * By price down: the hotels not `seen` that may cost `edge` or more (`dearCandidates`), but those that one of their
 * cap room types shows to cost less.
 */
async function dearerThan(
  db: Db,
  search: HotelSearch,
  { edge, fees }: { edge: number; fees: HotelFees },
  seen: ReadonlySet<number>,
) {
  const rate = rateReaching(edge, search.party.rooms * search.nights, fees);
  const reach = { rate, rooms: search.party.rooms, each: perRoom(search.party) };
  const mayReach = await dearCandidates(db, search, reach);
  const ids = [...mayReach.keys()].filter((id) => !seen.has(id));
  const below = ({ hotelId, stays }: { hotelId: number; stays: Omit<CapStay, 'capacity'>[] }) => {
    const capacities = mayReach.get(hotelId) ?? [null, null];
    return stays.some((stay, n) => capBelow({ ...stay, capacity: capacities[n] ?? null }, search, fees, edge));
  };
  return (await capStays(db, ids, search)).filter((hotel) => !below(hotel)).map((hotel) => hotel.hotelId);
}

/**
 * The lowest price per night on offer: a first slice by `rate_min` finds one, then the hotels whose stay may cost
 * less are priced.
 */
async function lowestPrice(db: Db, search: HotelSearch, first: number): Promise<number | null> {
  const seed = await slices(db, search, WALK_ORDERS['price,asc'], first, 1);
  const found = lowestOf(hitsOffers(seed.hits));
  if (seed.complete || found === null) return found;
  const seen = new Set(seed.hits.map((hit) => hit.id));
  const more = await candidatesWithin(db, search, stayRatesBelow(found, search.nights), seen);
  return lowestOf([...hitsOffers(seed.hits), ...hitsOffers(await priced(db, search, { ids: more }))]);
}
