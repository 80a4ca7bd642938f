/** The sorts of the hotel search, its hits, and their order for each sort (pure): ties end on the id, so pages are stable. */
export const HOTEL_SORTS = ['popularity,desc', 'price,asc', 'price,desc', 'rating,desc', 'distance,asc'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export interface Offer {
  room_type_id: number;
  meal_type: string;
  policy_id: number;
  price_per_night: number;
  stay_total: number;
  free_cancel_until: number | null;
  /** Rooms left on the scarcest night. */
  rooms_left: number;
}

export interface SearchHit {
  id: number;
  city_id: number;
  star: number;
  rating: number;
  review_count: number;
  popularity: number;
  distance_m: number;
  facility_mask: number;
  offer: Offer | null;
}

const byId = (a: SearchHit, b: SearchHit) => a.id - b.id;
export const byPopularity = (a: SearchHit, b: SearchHit) =>
  b.popularity - a.popularity || b.rating - a.rating || byId(a, b);

/** The order of available hotels for a sort (sold-out hotels follow, by popularity). */
export function compareHits(sort: HotelSort): (a: SearchHit, b: SearchHit) => number {
  switch (sort) {
    case 'price,asc':
      return (a, b) => (a.offer?.stay_total ?? 0) - (b.offer?.stay_total ?? 0) || byId(a, b);
    case 'price,desc':
      return (a, b) => (b.offer?.stay_total ?? 0) - (a.offer?.stay_total ?? 0) || byId(a, b);
    case 'rating,desc':
      return (a, b) => b.rating - a.rating || b.review_count - a.review_count || byId(a, b);
    case 'distance,asc':
      return (a, b) => a.distance_m - b.distance_m || byId(a, b);
    default:
      return byPopularity;
  }
}
