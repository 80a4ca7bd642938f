/**
 * The search written out (the other half of `searchQuery.ts`, which reads it): canonical query pairs and list
 * links (defaults dropped, repeated values sorted), the API's parameters, and the filter helpers. Pure, shared by
 * loaders and islands.
 */
import {
  DEFAULT_ADULTS,
  DEFAULT_LIMIT,
  DEFAULT_ROOMS,
  DEFAULT_SEARCH,
  type SearchState,
  SORT_ORDER,
  type StayParty,
} from './searchQuery';

/** The stay and party as query pairs (defaults dropped); the list's cards and the detail page's links keep them. */
export function stayPartyPairs(state: StayParty): [string, string][] {
  const pairs: [string, string][] = [];
  if (state.checkin !== undefined && state.checkout !== undefined) {
    pairs.push(['checkin', state.checkin], ['checkout', state.checkout]);
  }
  if (state.rooms !== DEFAULT_ROOMS) pairs.push(['rooms', String(state.rooms)]);
  if (state.adults !== DEFAULT_ADULTS) pairs.push(['adults', String(state.adults)]);
  if (state.children > 0) pairs.push(['children', String(state.children)]);
  for (const age of state.ages.slice(0, state.children)) pairs.push(['age', String(age)]);
  return pairs;
}

/** Which parts of the search `searchPairs` writes: the form that edits a part leaves it out. */
export interface PairParts {
  where?: boolean;
  stayParty?: boolean;
  filters?: boolean;
  sort?: boolean;
  paging?: boolean;
}

/** The search as query pairs in canonical order, defaults dropped; `parts` picks what to include (all by default). */
export function searchPairs(state: SearchState, parts: PairParts = {}): [string, string][] {
  const { where = true, stayParty = true, filters = true, sort = true, paging = true } = parts;
  const pairs: [string, string][] = [];
  if (where) {
    if (state.city !== '') pairs.push(['city', state.city]);
    else if (state.q !== '') pairs.push(['q', state.q]);
  }
  if (stayParty) pairs.push(...stayPartyPairs(state));
  if (filters) {
    if (state.pmin !== undefined) pairs.push(['pmin', String(state.pmin)]);
    if (state.pmax !== undefined) pairs.push(['pmax', String(state.pmax)]);
    for (const star of state.stars) pairs.push(['star', String(star)]);
    for (const code of state.facilities) pairs.push(['fac', code]);
    if (state.freeCancel) pairs.push(['free_cancel', '1']);
    for (const code of state.meals) pairs.push(['meal', code]);
  }
  if (sort && state.sort !== DEFAULT_SEARCH.sort) pairs.push(['sort', state.sort]);
  if (paging) {
    if (state.page !== 1) pairs.push(['page', String(state.page)]);
    if (state.limit !== DEFAULT_LIMIT) pairs.push(['limit', String(state.limit)]);
  }
  return pairs;
}

/** The canonical query of a search: the same search always gives the same string. */
export function toQuery(state: SearchState): URLSearchParams {
  return new URLSearchParams(searchPairs(state));
}

/** The list page's URL of a search. */
export function listHref(state: SearchState): string {
  const query = toQuery(state).toString();
  return query ? `/hotel/list?${query}` : '/hotel/list';
}

/** The party as the API reads it (docs/api.md §1.10). */
export function partyParams(state: StayParty): Record<string, unknown> {
  return {
    rooms: state.rooms,
    adults: state.adults,
    children: state.children,
    ...(state.children > 0 ? { child_ages: state.ages.slice(0, state.children).join(',') } : {}),
  };
}

/** The stay and the party as the API reads them; no dates → the API's default stay. */
export function stayPartyParams(state: StayParty): Record<string, unknown> {
  return {
    ...(state.checkin !== undefined && state.checkout !== undefined
      ? { checkin: state.checkin, checkout: state.checkout }
      : {}),
    ...partyParams(state),
  };
}

/**
 * The `hotel/list` parameters of a search; `city` is the code the loader resolved (from `city`, or from `q` when
 * it names a city), else `q` goes as the keyword. Prices go in minor units.
 */
export function toApiParams(state: SearchState, resolvedCity = state.city): Record<string, unknown> {
  const search: { field: string; operator: string; val: string }[] = [];
  if (state.pmin !== undefined || state.pmax !== undefined) {
    const bound = (value: number | undefined) => (value === undefined ? '' : String(value * 100));
    search.push({ field: 'price', operator: 'RANGE', val: `${bound(state.pmin)},${bound(state.pmax)}` });
  }
  if (state.stars.length > 0) search.push({ field: 'star', operator: 'IN', val: state.stars.join(',') });
  if (state.facilities.length > 0) {
    search.push({ field: 'facility', operator: 'FIND_IN_SET', val: state.facilities.join(',') });
  }
  if (state.freeCancel) search.push({ field: 'free_cancel', operator: '=', val: '1' });
  if (state.meals.length > 0) search.push({ field: 'meal_type', operator: 'IN', val: state.meals.join(',') });
  return {
    ...(resolvedCity !== '' ? { city: resolvedCity } : state.q !== '' ? { keyword: state.q } : {}),
    ...stayPartyParams(state),
    ...(search.length > 0 ? { search } : {}),
    order: SORT_ORDER[state.sort],
    page: state.page,
    limit: state.limit,
  };
}

/** How many filters narrow the list (a price range counts once): the phone's filter button shows it. */
export const activeFilters = (state: SearchState): number =>
  (state.pmin !== undefined || state.pmax !== undefined ? 1 : 0) +
  state.stars.length +
  state.facilities.length +
  (state.freeCancel ? 1 : 0) +
  state.meals.length;

/** True when any filter narrows the list (the empty state then offers to clear them). */
export const hasFilters = (state: SearchState): boolean => activeFilters(state) > 0;

const { pmin, pmax, stars, facilities, freeCancel, meals } = DEFAULT_SEARCH;

/** The same search without filters, from page 1. */
export const withoutFilters = (state: SearchState): SearchState => ({
  ...state,
  ...{ pmin, pmax, stars, facilities, freeCancel, meals },
  page: 1,
});
