/**
 * `GET /api/car/list` (guest): enabled cars, in a city or everywhere, with filters, sorts and pages (docs/api.md
 * §15). With `day` (needs `city`) each card carries that day's units left, and sold-out cars go after the free ones.
 */
import { siteCurrency } from '~/config';
import { hotelToday } from '~/lib/booking/stay';
import { CAR_CATEGORIES, CAR_SERVICES, ENERGIES, TRANSMISSIONS } from '~/lib/car/vocabulary';
import { addCalendarDays, isCalendarDay } from '~/lib/format/calendarDays';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import { fieldError, fieldMessage, pageParams } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { codeValue, intValue, parseOrder, parseSearch, type SearchSpec, searchValues } from '~/server/http/search';
import { citiesById, findCity, readHotelSettings } from '~/server/modules/hotel';
import { carCard } from './cards';
import { carPhotoAnswers, carPhotoRows, carTexts, placesOfCars, placesOfCity } from './catalogue';
import { categoryText, energyText, transmissionText } from './labels';

export const CAR_LIST_DEFAULT_LIMIT = 12;
export const CAR_LIST_MAX_LIMIT = 50;

export const CAR_SORTS = ['weigh,desc', 'price_day,asc', 'price_day,desc', 'price_transfer,asc', 'seats,desc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

const CAR_SEARCH: SearchSpec = {
  category: { operators: ['IN'], parse: codeValue(CAR_CATEGORIES) },
  seats: { operators: ['RANGE'], parse: intValue(1, 60) },
  transmission: { operators: ['='], parse: codeValue(TRANSMISSIONS) },
  energy: { operators: ['IN'], parse: codeValue(ENERGIES) },
  service: { operators: ['='], parse: codeValue(CAR_SERVICES) },
  place: { operators: ['='], parse: intValue(1, 999_999_999) },
  price_day: { operators: ['RANGE'], parse: intValue(0, 100_000_000) },
  with_driver: { operators: ['='], parse: codeValue(['1']) },
};

/** The `day` parameter: a real day from today to the booking horizon in the city's zone. */
function readDay(ctx: ApiContext, value: unknown, zone: string | undefined, horizonDays: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (zone === undefined) {
    throw fieldError(ctx, { field: 'city', key: VALIDATE_KEYS.required, params: { field: 'field.city' } });
  }
  const today = hotelToday(ctx.now, zone);
  if (
    typeof value !== 'string' ||
    !isCalendarDay(value) ||
    value < today ||
    value > addCalendarDays(today, horizonDays)
  ) {
    throw fieldError(ctx, { field: 'day', key: VALIDATE_KEYS.correctField, params: { field: 'field.day' } });
  }
  return value;
}

export async function carList(ctx: ApiContext): Reply<'car/list'> {
  const params = ctx.query;
  if (params.city !== undefined && typeof params.city !== 'string') throw fieldMessage('City not found', 'city');
  const cityParam = typeof params.city === 'string' ? params.city.trim() : '';
  const [settings, city] = await Promise.all([
    readHotelSettings(ctx.db),
    cityParam ? findCity(ctx.db, cityParam) : undefined,
  ]);
  if (cityParam && !city) throw fieldMessage('City not found', 'city');
  // The city's zone matters only for a day.
  const zone =
    city && params.day !== undefined && params.day !== ''
      ? (await ctx.db.selectFrom('city').select('time_zone').where('id', '=', city.id).executeTakeFirst())?.time_zone
      : undefined;
  const day = readDay(ctx, params.day, zone, settings.bookingHorizonDays);

  const entries = parseSearch(params, CAR_SEARCH);
  const [seatsMin, seatsMax] = searchValues<number | undefined>(entries, 'seats');
  const [priceMin, priceMax] = searchValues<number | undefined>(entries, 'price_day');
  const categories = searchValues<string>(entries, 'category');
  const energies = searchValues<string>(entries, 'energy');
  const [transmission] = searchValues<string>(entries, 'transmission');
  const [service] = searchValues<string>(entries, 'service');
  const [placeId] = searchValues<number>(entries, 'place');
  const driver = searchValues<string>(entries, 'with_driver').includes('1');
  const sort = parseOrder<CarSort>(params.order, CAR_SORTS, 'weigh,desc');
  const { page, limit } = pageParams(params, CAR_LIST_DEFAULT_LIMIT, CAR_LIST_MAX_LIMIT);

  let base = ctx.db.selectFrom('car').where('car.status', '=', '1');
  if (city) base = base.where('car.city_id', '=', city.id);
  if (categories.length > 0) base = base.where('car.category', 'in', categories as never[]);
  if (seatsMin !== undefined) base = base.where('car.seats', '>=', seatsMin);
  if (seatsMax !== undefined) base = base.where('car.seats', '<=', seatsMax);
  if (transmission) base = base.where('car.transmission', '=', transmission as never);
  if (energies.length > 0) base = base.where('car.energy', 'in', energies as never[]);
  if (service === 'transfer') base = base.where('car.price_per_transfer', '>', 0);
  if (service === 'rental') base = base.where('car.price_per_day', '>', 0);
  if (priceMin !== undefined || priceMax !== undefined) base = base.where('car.price_per_day', '>', 0);
  if (priceMin !== undefined) base = base.where('car.price_per_day', '>=', priceMin);
  if (priceMax !== undefined) base = base.where('car.price_per_day', '<=', priceMax);
  if (driver) base = base.where('car.with_driver', '=', '1');
  if (placeId !== undefined) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('car_pickup')
          .select('car_pickup.car_id')
          .whereRef('car_pickup.car_id', '=', 'car.id')
          .where('car_pickup.place_id', '=', placeId),
      ),
    );
  }

  let query = base
    .leftJoin('car_day', (join) => join.onRef('car_day.car_id', '=', 'car.id').on('car_day.day', '=', day ?? ''))
    .selectAll('car')
    .select(['car_day.available as day_available', 'car_day.closed as day_closed']);
  if (day) {
    query = query.orderBy(
      (eb) =>
        eb
          .case()
          .when(eb.and([eb('car_day.closed', '=', 0), eb('car_day.available', '>', 0)]))
          .then(0)
          .else(1)
          .end(),
      'asc',
    );
  }
  const [field, direction] = sort.split(',') as [string, 'asc' | 'desc'];
  if (field === 'price_day') {
    query = query.orderBy((eb) => eb.case().when('car.price_per_day', '=', 0).then(1).else(0).end(), 'asc');
    query = query.orderBy('car.price_per_day', direction);
  } else if (field === 'price_transfer') {
    query = query.orderBy((eb) => eb.case().when('car.price_per_transfer', '=', 0).then(1).else(0).end(), 'asc');
    query = query.orderBy('car.price_per_transfer', direction);
  } else if (field === 'seats') {
    query = query.orderBy('car.seats', direction);
  } else {
    query = query.orderBy('car.weigh', 'desc');
  }

  const [rows, count, filters] = await Promise.all([
    query
      .orderBy('car.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    listFilters(ctx, city?.id),
  ]);

  const ids = rows.map((row) => row.id);
  // The cards' cities are among the filter's (cities with enabled cars) unless a city is disabled.
  const missing = [...new Set(rows.map((row) => row.city_id)), ...(city ? [city.id] : [])].filter(
    (id) => !filters.names.has(id),
  );
  const [texts, extraCities, places, photoRows] = await Promise.all([
    carTexts(ctx.db, ids, ctx.lang),
    citiesById(ctx.db, missing, ctx.lang),
    placesOfCars(ctx.db, ids, ctx.lang, ctx.t),
    carPhotoRows(ctx.db, ids, true),
  ]);
  const cities = new Map([...filters.names, ...extraCities]);
  const names = new Map(ids.map((id) => [id, texts.get(id)?.name ?? '']));
  const covers = carPhotoAnswers(photoRows, names, ctx.t);
  const list = rows.map(({ day_available, day_closed, ...car }) => {
    const left = day_closed === 0 && day_available !== null ? Math.max(Number(day_available), 0) : 0;
    return carCard(ctx, car, {
      text: texts.get(car.id),
      city: cities.get(car.city_id) ?? { id: car.city_id, code: '', name: '' },
      places: places.get(car.id) ?? [],
      photo: covers.get(car.id)?.[0] ?? null,
      ...(day ? { day: { day, left, sold_out: left === 0 } } : {}),
    });
  });
  const data = {
    list,
    total: Number(count?.n ?? 0),
    currency: siteCurrency(),
    city: city ? (cities.get(city.id) ?? null) : null,
    filters: filters.panel,
  };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}

/**
 * The filter panel: cities with cars, the vocabulary, the city's places and its day-price span; and the names of
 * those cities by id (the cards' cities).
 */
async function listFilters(ctx: ApiContext, cityId: number | undefined) {
  const counts = await ctx.db
    .selectFrom('car')
    .innerJoin('city', 'city.id', 'car.city_id')
    .select(['car.city_id', 'city.weigh'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('car.status', '=', '1')
    .where('city.status', '=', '1')
    .groupBy(['car.city_id', 'city.weigh'])
    .orderBy('city.weigh', 'desc')
    .orderBy('car.city_id')
    .execute();
  let span = ctx.db.selectFrom('car').where('status', '=', '1').where('price_per_day', '>', 0);
  if (cityId !== undefined) span = span.where('city_id', '=', cityId);
  const [names, places, price] = await Promise.all([
    citiesById(
      ctx.db,
      counts.map((row) => row.city_id),
      ctx.lang,
    ),
    cityId === undefined ? [] : placesOfCity(ctx.db, cityId, ctx.lang, ctx.t),
    span
      .select((eb) => [eb.fn.min('price_per_day').as('min'), eb.fn.max('price_per_day').as('max')])
      .executeTakeFirst(),
  ]);
  const panel = {
    cities: counts.map((row) => ({
      id: row.city_id,
      code: names.get(row.city_id)?.code ?? '',
      name: names.get(row.city_id)?.name ?? '',
      car_count: Number(row.n),
    })),
    categories: CAR_CATEGORIES.map((code) => ({ code, name: categoryText(ctx.t, code) })),
    transmissions: TRANSMISSIONS.map((code) => ({ code, name: transmissionText(ctx.t, code) })),
    energies: ENERGIES.map((code) => ({ code, name: energyText(ctx.t, code) })),
    places,
    price_day:
      price?.min === null || price?.min === undefined ? null : { min: Number(price.min), max: Number(price.max) },
  };
  return { panel, names };
}
