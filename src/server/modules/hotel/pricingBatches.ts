/**
 * How hotel search splits the hotels it prices (search.ts, docs/design/hotels.md §6.1 step 3) into statements.
 * Each statement carries at most `size` hotels (SQLite caps a statement's parameters at 32,766). On PostgreSQL the
 * statements of one search run side by side on the pool's connections, each in a server process of its own, so a
 * large city is also cut into `lanes` parts of about equal size: pricing ~4,000 room types is ~4,000 short
 * index ranges, and two processes walk them in about half the time. A small search stays one statement (a second
 * round trip would cost more than it saves).
 */

/** Hotels per lane below which a search is not split for lanes. */
export const MIN_LANE_HOTELS = 200;

/** `ids` in consecutive parts of near-equal size: at most `size` each, and at least `lanes` when there are enough. */
export function pricingBatches<T>(ids: readonly T[], size: number, lanes = 1): T[][] {
  if (ids.length === 0) return [];
  const byLanes = ids.length >= lanes * MIN_LANE_HOTELS ? lanes : 1;
  const count = Math.max(Math.ceil(ids.length / size), byLanes);
  const each = Math.ceil(ids.length / count);
  const out: T[][] = [];
  for (let start = 0; start < ids.length; start += each) out.push(ids.slice(start, start + each));
  return out;
}
