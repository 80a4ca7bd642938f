/**
 * The hotel search behind `hotel/list` (docs/design/hotels.md §6.1, §6.3). With a filter on the offer (price, meal,
 * free cancellation) every candidate is priced, as only hotels with a matching offer are listed and counted. Without
 * one every candidate is listed, so the count is the candidates' and the search walks them in the sort's order,
 * pricing slices until the page is settled (searchWalk.ts); a hotel can never be shown at a wrong place. Every
 * figure shown is exact; the summaries only remove work.
 */
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';
import { type Candidate, candidates, candidateTotals } from './searchCandidates';
import { byPopularity, compareHits, type Offer, type SearchHit } from './searchOrder';
import { PRICING_BATCH, priceCandidates } from './searchPricing';
import { type HotelSearch, hasOfferFilter } from './searchTypes';
import { lowestSettled, type PageWalk, pageSettled, WALK_ORDERS, type WalkEdge, type WalkOrder } from './searchWalk';

export { HOTEL_SORTS, type HotelSort, type SearchHit } from './searchOrder';
export type { HotelSearch } from './searchTypes';

/** The hotels of the first walk slice at least; each further slice is twice the one before. */
export const WALK_SLICE = 64;

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
   * and the highest nightly rate any listed hotel sells.
   */
  priceSpan: { min: number; max: number } | null;
}

export interface SearchTuning {
  /** Hotels priced by one statement at most. */
  batch?: number;
  /** The first walk slice. */
  slice?: number;
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
  const totals = await candidateTotals(db, search);
  const span = (lowest: number | null) =>
    lowest === null ? null : { min: lowest, max: Math.max(totals.rateMax, lowest) };
  const from = (page - 1) * limit;
  if (hasOfferFilter(search)) {
    const every = await everyHotel(db, search, tuning.batch);
    return { hits: every.hits.slice(from, from + limit), total: every.hits.length, priceSpan: span(every.lowest) };
  }
  const walk: PageWalk = {
    sort: search.sort,
    need: from + limit,
    rooms: search.party.rooms,
    nights: search.nights,
    highestFees: totals.highestFees,
  };
  const [listed, lowest] = await Promise.all([pageWalk(db, search, walk, tuning), lowestWalk(db, search, tuning)]);
  return { hits: listed.slice(from, from + limit), total: totals.count, priceSpan: span(lowest) };
}

/** Every candidate priced, filtered and in order, and the lowest price per night before the price filter. */
export async function everyHotel(db: Db, search: HotelSearch, batch = PRICING_BATCH) {
  const found = await candidates(db, search);
  const offers = await priceCandidates(db, found, search, batch);
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
  return { hits: ordered(search, available, soldOut), lowest: lowestOf(offers.values()) };
}

function ordered(search: HotelSearch, available: SearchHit[], soldOut: SearchHit[]): SearchHit[] {
  available.sort(compareHits(search.sort));
  soldOut.sort(
    search.sort === 'rating,desc' || search.sort === 'distance,asc' ? compareHits(search.sort) : byPopularity,
  );
  return [...available, ...soldOut];
}

function lowestOf(offers: Iterable<Offer>): number | null {
  let lowest: number | null = null;
  for (const offer of offers) if (lowest === null || offer.price_per_night < lowest) lowest = offer.price_per_night;
  return lowest;
}

/** Walks the candidates in `order`, a slice at a time, until `settled` or none are left. */
async function walkHotels(
  db: Db,
  search: HotelSearch,
  order: WalkOrder,
  first: number,
  settled: (priced: readonly SearchHit[], edge: WalkEdge) => boolean,
): Promise<{ hits: SearchHit[]; complete: boolean }> {
  const hits: SearchHit[] = [];
  const edge: WalkEdge = { rateMin: 0, rateMax: Number.MAX_SAFE_INTEGER };
  for (let offset = 0, size = first; ; offset += size, size *= 2) {
    const rows = await candidates(db, search, { order, offset, limit: size });
    const offers = await priceCandidates(db, rows, search);
    for (const row of rows) {
      hits.push(hitOf(row, offers.get(row.id) ?? null));
      edge.rateMin = Math.max(edge.rateMin, row.rate_min);
      edge.rateMax = Math.min(edge.rateMax, row.rate_max);
    }
    if (rows.length < size) return { hits, complete: true };
    if (settled(hits, edge)) return { hits, complete: false };
  }
}

/** The listed hotels up to the end of the page (all of them when the walk went through every candidate). */
async function pageWalk(db: Db, search: HotelSearch, walk: PageWalk, tuning: SearchTuning): Promise<SearchHit[]> {
  const byOrder = compareHits(search.sort);
  const availableOf = (hits: readonly SearchHit[]) => hits.filter((hit) => hit.offer).sort(byOrder);
  const first = tuning.slice ?? Math.max(walk.need * 2, WALK_SLICE);
  const { hits, complete } = await walkHotels(db, search, WALK_ORDERS[search.sort], first, (priced, edge) =>
    pageSettled(walk, availableOf(priced), edge),
  );
  return complete
    ? ordered(
        search,
        availableOf(hits),
        hits.filter((hit) => !hit.offer),
      )
    : availableOf(hits);
}

/** The lowest price per night on offer: walks by `rate_min` until no hotel left can be cheaper. */
async function lowestWalk(db: Db, search: HotelSearch, tuning: SearchTuning): Promise<number | null> {
  const lowestFound = (hits: readonly SearchHit[]) => lowestOf(hits.flatMap((hit) => (hit.offer ? [hit.offer] : [])));
  const { hits } = await walkHotels(db, search, WALK_ORDERS['price,asc'], tuning.slice ?? WALK_SLICE, (priced, edge) =>
    lowestSettled(lowestFound(priced), edge),
  );
  return lowestFound(hits);
}
