/**
 * The car list's query string (docs/design/cars.md §8): parsed leniently (a bad value falls back to its default and
 * is reported), written canonically (defaults dropped, repeated values sorted, a fixed key order), so links and the
 * back button reproduce a view; and turned into the `car/list` call's parameters (`search[]`, `order`, money in
 * minor units). Pure.
 */
import {
  CAR_CATEGORIES,
  CAR_SERVICES,
  type CarCategory,
  type CarService,
  ENERGIES,
  type Energy,
  TRANSMISSIONS,
  type Transmission,
} from '~/lib/car/vocabulary';
import { isCalendarDay } from '~/lib/format/calendarDays';

export const CAR_LIST_SORTS = [
  'recommended',
  'price_day_asc',
  'price_day_desc',
  'price_transfer_asc',
  'seats_desc',
] as const;
export type CarListSort = (typeof CAR_LIST_SORTS)[number];
export const CAR_PAGE_SIZES = [12, 24, 48] as const;
export const SEAT_CHOICES = [4, 5, 7] as const;

const API_ORDER: Record<CarListSort, string> = {
  recommended: 'weigh,desc',
  price_day_asc: 'price_day,asc',
  price_day_desc: 'price_day,desc',
  price_transfer_asc: 'price_transfer,asc',
  seats_desc: 'seats,desc',
};

export interface CarListQuery {
  city: string;
  service: CarService | '';
  cat: CarCategory[];
  seats: number;
  gear: Transmission | '';
  energy: Energy[];
  place: number;
  day: string;
  /** Whole yuan; 0 = open. */
  pmin: number;
  pmax: number;
  driver: boolean;
  sort: CarListSort;
  page: number;
  limit: number;
}

export const DEFAULT_CAR_QUERY: CarListQuery = {
  city: '',
  service: '',
  cat: [],
  seats: 0,
  gear: '',
  energy: [],
  place: 0,
  day: '',
  pmin: 0,
  pmax: 0,
  driver: false,
  sort: 'recommended',
  page: 1,
  limit: CAR_PAGE_SIZES[0],
};

const CITY_RE = /^[a-z][a-z0-9-]{0,31}$/;
const MAX_YUAN = 1_000_000;

const oneOf = <T extends string | number>(list: readonly T[], value: T): boolean => list.includes(value);
const whole = (text: string | null, max: number): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
};

/** The query of a URL; `rejected` names the keys whose values were dropped. */
export function parseCarQuery(params: URLSearchParams): { query: CarListQuery; rejected: string[] } {
  const rejected: string[] = [];
  const query: CarListQuery = { ...DEFAULT_CAR_QUERY, cat: [], energy: [] };
  const single = (key: string, accept: (value: string) => boolean, set: (value: string) => void) => {
    const value = params.get(key);
    if (value === null || value === '') return;
    if (accept(value)) set(value);
    else rejected.push(key);
  };
  const many = <T extends string>(key: string, list: readonly T[]): T[] => {
    const values = params.getAll(key).filter((value) => value !== '');
    const good = list.filter((code) => values.includes(code));
    if (values.some((value) => !(list as readonly string[]).includes(value))) rejected.push(key);
    return good;
  };
  single(
    'city',
    (v) => CITY_RE.test(v),
    (v) => {
      query.city = v;
    },
  );
  single(
    'service',
    (v) => oneOf(CAR_SERVICES, v as CarService),
    (v) => {
      query.service = v as CarService;
    },
  );
  query.cat = many('cat', CAR_CATEGORIES);
  single(
    'seats',
    (v) => oneOf(SEAT_CHOICES, Number(v) as 4) && /^\d$/.test(v),
    (v) => {
      query.seats = Number(v);
    },
  );
  single(
    'gear',
    (v) => oneOf(TRANSMISSIONS, v as Transmission),
    (v) => {
      query.gear = v as Transmission;
    },
  );
  query.energy = many('energy', ENERGIES);
  single(
    'place',
    (v) => whole(v, 999_999_999) !== undefined,
    (v) => {
      query.place = Number(v);
    },
  );
  single(
    'day',
    (v) => isCalendarDay(v),
    (v) => {
      query.day = v;
    },
  );
  single(
    'pmin',
    (v) => whole(v, MAX_YUAN) !== undefined,
    (v) => {
      query.pmin = Number(v);
    },
  );
  single(
    'pmax',
    (v) => whole(v, MAX_YUAN) !== undefined,
    (v) => {
      query.pmax = Number(v);
    },
  );
  single(
    'driver',
    (v) => v === '1',
    () => {
      query.driver = true;
    },
  );
  single(
    'sort',
    (v) => oneOf(CAR_LIST_SORTS, v as CarListSort),
    (v) => {
      query.sort = v as CarListSort;
    },
  );
  single(
    'page',
    (v) => whole(v, 99_999) !== undefined,
    (v) => {
      query.page = Number(v);
    },
  );
  single(
    'limit',
    (v) => oneOf(CAR_PAGE_SIZES, Number(v) as 12) && /^\d+$/.test(v),
    (v) => {
      query.limit = Number(v);
    },
  );
  if (query.pmin > 0 && query.pmax > 0 && query.pmin > query.pmax) [query.pmin, query.pmax] = [query.pmax, query.pmin];
  // A place and a day belong to a city.
  if (!query.city) {
    if (query.place) rejected.push('place');
    if (query.day) rejected.push('day');
    query.place = 0;
    query.day = '';
  }
  return { query, rejected };
}

/** The canonical query string (without `?`) of a view; `''` for the default view. */
export function carQueryString(query: CarListQuery): string {
  const out = new URLSearchParams();
  const put = (key: string, value: string | number | boolean, fallback: string | number | boolean) => {
    if (value !== fallback) out.append(key, String(value === true ? 1 : value));
  };
  put('city', query.city, '');
  put('service', query.service, '');
  for (const code of CAR_CATEGORIES.filter((code) => query.cat.includes(code))) out.append('cat', code);
  put('seats', query.seats, 0);
  put('gear', query.gear, '');
  for (const code of ENERGIES.filter((code) => query.energy.includes(code))) out.append('energy', code);
  put('place', query.place, 0);
  put('day', query.day, '');
  put('pmin', query.pmin, 0);
  put('pmax', query.pmax, 0);
  put('driver', query.driver, false);
  put('sort', query.sort, 'recommended');
  put('page', query.page, 1);
  put('limit', query.limit, DEFAULT_CAR_QUERY.limit);
  return out.toString();
}

/** The href of a view of the list. */
export const carListHref = (query: CarListQuery): string => {
  const text = carQueryString(query);
  return text ? `/car/list?${text}` : '/car/list';
};

/** The `car/list` parameters of a view. */
export function toApiParams(query: CarListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  if (query.city) params.city = query.city;
  if (query.day) params.day = query.day;
  if (query.sort !== 'recommended') params.order = API_ORDER[query.sort];
  const entries: [string, string, string][] = [];
  if (query.cat.length > 0) entries.push(['category', 'IN', query.cat.join(',')]);
  if (query.seats > 0) entries.push(['seats', 'RANGE', `${query.seats},`]);
  if (query.gear) entries.push(['transmission', '=', query.gear]);
  if (query.energy.length > 0) entries.push(['energy', 'IN', query.energy.join(',')]);
  if (query.service) entries.push(['service', '=', query.service]);
  if (query.place) entries.push(['place', '=', String(query.place)]);
  if (query.pmin || query.pmax) {
    entries.push(['price_day', 'RANGE', `${query.pmin ? query.pmin * 100 : ''},${query.pmax ? query.pmax * 100 : ''}`]);
  }
  if (query.driver) entries.push(['with_driver', '=', '1']);
  entries.forEach(([field, operator, val], index) => {
    params[`search[${index}][field]`] = field;
    params[`search[${index}][operator]`] = operator;
    params[`search[${index}][val]`] = val;
  });
  return params;
}
