/**
 * The whole hotel search lives in the query string (docs/design/hotels.md §10.2): `parseSearch` reads any query
 * into a `SearchState` (junk falls back to defaults and is reported); `searchLinks.ts` writes it back (canonical
 * query, links, API parameters). Pure, shared by loaders and islands.
 *
 * Parameters: `city` (code) or `q` (text), `checkin`, `checkout`, `rooms`, `adults`, `children`, `age` (repeated,
 * one per child, in order), `pmin`, `pmax` (whole currency units per night), `star` (repeated), `fac` (repeated
 * facility codes), `free_cancel=1`, `meal` (repeated), `sort`, `page`, `limit`.
 */
import { DEFAULT_PARTY_LIMITS } from '~/lib/booking/party';
import { MEAL_TYPES } from '~/lib/booking/pricing';
import { isCalendarDay } from '~/lib/format/calendarDay';

export const SORTS = ['popularity', 'price_asc', 'price_desc', 'rating', 'distance'] as const;
export type Sort = (typeof SORTS)[number];
/** `sort` → the API's `order`. */
export const SORT_ORDER: Record<Sort, string> = {
  popularity: 'popularity,desc',
  price_asc: 'price,asc',
  price_desc: 'price,desc',
  rating: 'rating,desc',
  distance: 'distance,asc',
};
/** Page sizes of the list (the API allows at most 50). */
export const LIST_LIMITS = [10, 20, 50] as const;
export const DEFAULT_LIMIT = 10;
export const MAX_PAGE = 1000;
export const DEFAULT_ROOMS = 1;
export const DEFAULT_ADULTS = 2;
export const MAX_ADULTS = 32;
export const MAX_ROOMS = DEFAULT_PARTY_LIMITS.maxRooms;
export const MAX_CHILDREN = DEFAULT_PARTY_LIMITS.maxChildren;
export const MAX_CHILD_AGE = DEFAULT_PARTY_LIMITS.maxChildAge;
export const MAX_QUERY_TEXT = 50;
/**
 * What the date pickers offer (the API's defaults, docs/api.md §12): check-outs up to a year ahead and stays of at
 * most 30 nights. Only a hint: the API checks its own settings and names the field it refuses.
 */
export const PICKER_HORIZON_DAYS = 365;
export const PICKER_MAX_NIGHTS = 30;
/** Whole currency units a price bound may have. */
const MAX_PRICE = 1_000_000;
const CODE = /^[a-z][a-z0-9_-]{0,31}$/;

/** The stay and the party, as the list and the detail page carry them. */
export interface StayParty {
  /** Both set or both undefined (the API's default stay). */
  checkin: string | undefined;
  checkout: string | undefined;
  rooms: number;
  adults: number;
  children: number;
  /** One age per child, in order; fewer than `children` while some are still to be chosen. */
  ages: number[];
}

export interface SearchState extends StayParty {
  /** Free text typed into the search box ('' for none); a city name in it becomes `city` at the loader. */
  q: string;
  /** A city code ('' for none). */
  city: string;
  /** Price per night in whole currency units. */
  pmin: number | undefined;
  pmax: number | undefined;
  stars: number[];
  facilities: string[];
  freeCancel: boolean;
  meals: string[];
  sort: Sort;
  page: number;
  limit: number;
}

export const DEFAULT_SEARCH: SearchState = {
  q: '',
  city: '',
  checkin: undefined,
  checkout: undefined,
  rooms: DEFAULT_ROOMS,
  adults: DEFAULT_ADULTS,
  children: 0,
  ages: [],
  pmin: undefined,
  pmax: undefined,
  stars: [],
  facilities: [],
  freeCancel: false,
  meals: [],
  sort: 'popularity',
  page: 1,
  limit: DEFAULT_LIMIT,
};

export interface Parsed<T> {
  state: T;
  /** Parameters that held junk and fell back to their default. */
  rejected: string[];
}

/** A whole number in [min, max] written as digits; undefined otherwise. */
function whole(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null) return undefined;
  const text = raw.trim();
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

const sortedUnique = <T extends string | number>(values: T[]): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Reads a bounded number parameter: absent or empty → the default; anything else unreadable is rejected. */
function numberParam(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
  rejected: string[],
): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = whole(raw, min, max);
  if (value === undefined) rejected.push(name);
  return value ?? fallback;
}

/**
 * The notice a page shows for parameters it could not take (never silently): the dates (reversed, or not days),
 * which fall back to tonight, or anything else, which falls back to its default. Undefined when all were taken.
 */
export function resetNotice(rejected: readonly string[]): 'Dates reset' | 'Search settings reset' | undefined {
  if (rejected.includes('checkin') || rejected.includes('checkout')) return 'Dates reset';
  return rejected.length > 0 ? 'Search settings reset' : undefined;
}

/** The stay and party of a query (list, detail); junk falls back to 1 room, 2 adults, no children, default dates. */
export function parseStayParty(params: URLSearchParams): Parsed<StayParty> {
  const rejected: string[] = [];
  const day = (name: string) => {
    const raw = params.get(name)?.trim() ?? '';
    if (raw === '') return undefined;
    if (raw.length === 10 && isCalendarDay(raw)) return raw;
    rejected.push(name);
    return undefined;
  };
  let checkin = day('checkin');
  let checkout = day('checkout');
  if (checkin !== undefined && checkout !== undefined && checkout <= checkin) {
    rejected.push('checkout');
    checkout = undefined;
  }
  if ((checkin === undefined) !== (checkout === undefined)) {
    checkin = undefined;
    checkout = undefined;
  }
  const rooms = numberParam(params, 'rooms', 1, MAX_ROOMS, DEFAULT_ROOMS, rejected);
  const adults = numberParam(params, 'adults', 1, MAX_ADULTS, DEFAULT_ADULTS, rejected);
  const children = numberParam(params, 'children', 0, MAX_CHILDREN, 0, rejected);
  const ages: number[] = [];
  for (const raw of params.getAll('age').slice(0, MAX_CHILDREN)) {
    const age = raw.trim() === '' ? undefined : whole(raw, 0, MAX_CHILD_AGE);
    if (age === undefined) {
      if (raw.trim() !== '') rejected.push('age');
      break;
    }
    ages.push(age);
  }
  return {
    state: { checkin, checkout, rooms, adults, children, ages: ages.slice(0, children) },
    rejected: [...new Set(rejected)],
  };
}

/** A whole search from any query string; unreadable values fall back to their defaults and are reported. */
export function parseSearch(params: URLSearchParams): Parsed<SearchState> {
  const { state: stayParty, rejected } = parseStayParty(params);
  const text = (name: string) => (params.get(name) ?? '').trim().replace(/\s+/g, ' ');
  let q = text('q');
  if (q.length > MAX_QUERY_TEXT) {
    rejected.push('q');
    q = '';
  }
  let city = text('city').toLowerCase();
  if (city !== '' && !CODE.test(city)) {
    rejected.push('city');
    city = '';
  }
  const price = (name: string) => {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') return undefined;
    const value = whole(raw, 0, MAX_PRICE);
    if (value === undefined) rejected.push(name);
    return value;
  };
  let pmin = price('pmin');
  let pmax = price('pmax');
  if (pmin !== undefined && pmax !== undefined && pmin > pmax) [pmin, pmax] = [pmax, pmin];
  if (pmin === 0) pmin = undefined;

  const list = <T extends string | number>(name: string, read: (raw: string) => T | undefined): T[] => {
    const values: T[] = [];
    for (const raw of params.getAll(name).slice(0, 20)) {
      const value = read(raw.trim());
      if (value === undefined) rejected.push(name);
      else values.push(value);
    }
    return sortedUnique(values);
  };
  const stars = list('star', (raw) => whole(raw, 1, 5));
  const facilities = list('fac', (raw) => (CODE.test(raw) ? raw : undefined));
  const meals = list('meal', (raw) => ((MEAL_TYPES as readonly string[]).includes(raw) ? raw : undefined));
  const freeRaw = params.get('free_cancel');
  if (freeRaw !== null && !['', '0', '1'].includes(freeRaw.trim())) rejected.push('free_cancel');
  const sortRaw = params.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as Sort) : DEFAULT_SEARCH.sort;
  if (sortRaw !== null && sortRaw !== '' && sort !== sortRaw) rejected.push('sort');
  const page = numberParam(params, 'page', 1, MAX_PAGE, 1, rejected);
  const limitRaw = params.get('limit');
  const limit = (LIST_LIMITS as readonly number[]).includes(Number(limitRaw)) ? Number(limitRaw) : DEFAULT_LIMIT;
  if (limitRaw !== null && limitRaw !== '' && limit !== Number(limitRaw)) rejected.push('limit');

  return {
    state: {
      ...stayParty,
      q: city === '' ? q : '',
      city,
      pmin,
      pmax,
      stars,
      facilities,
      freeCancel: freeRaw?.trim() === '1',
      meals,
      sort,
      page,
      limit,
    },
    rejected: [...new Set(rejected)],
  };
}

/** True when every child has an age: only then can the party be priced. */
export const agesComplete = (state: StayParty): boolean => state.ages.length >= state.children;
