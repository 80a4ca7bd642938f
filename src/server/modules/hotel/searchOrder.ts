/** The order of hotel search results for each sort (pure): ties end on the id, so pages are stable. */
import type { HotelSort, SearchHit } from './search';

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
