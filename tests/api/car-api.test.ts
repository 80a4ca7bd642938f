/**
 * The Car controller's guest calls on both engines (docs/api.md §15): list filters, sorts, pages and day flags;
 * detail; availability ranges and hire verdicts; what a hotel booking can add; the sitemap; language fallback,
 * caching headers, and hostile input answered with a code-0 envelope, never a 500.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarAvailabilityData, CarDetail, CarListData, CarOffersData } from '~/contract/car';
import type { CatalogueSitemapAnswer } from '~/contract/sitemap';
import { secondSaturday } from '~/demo/hotels/rates';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { Database } from '~/server/database';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const search = (entries: [string, string, string][]) =>
  entries
    .map(
      ([field, operator, val], index) =>
        `search[${index}][field]=${field}&search[${index}][operator]=${encodeURIComponent(operator)}&search[${index}][val]=${encodeURIComponent(val)}`,
    )
    .join('&');

describe.each(ENGINES)('car calls (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let first: string;
  const carId = async (code: string) =>
    (await db.selectFrom('car').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    first = (
      await db
        .selectFrom('car_day')
        .select((eb) => eb.fn.min('day').as('day'))
        .executeTakeFirstOrThrow()
    ).day as string;
  });
  afterAll(async () => test.cleanup());

  it('lists every enabled car by recommendation with cards, filters and a public cache', async () => {
    const { body, headers } = await call<CarListData>(db, '/api/car/list', { lang: 'en' });
    expect(body.code).toBe(1);
    expect(headers.get('cache-control')).toBe('public, max-age=10');
    expect(body.data.total).toBe(12);
    expect(body.data.list).toHaveLength(12);
    const [top] = body.data.list;
    expect(top).toMatchObject({
      name: 'Volkswagen Lavida or similar',
      category: 'economy',
      category_text: 'Economy',
      transmission_text: 'Automatic',
      energy_text: 'Petrol',
      services: ['transfer', 'rental'],
      price_per_day: 26_000,
      price_per_transfer: 18_000,
      currency: 'CNY',
      with_driver: false,
    });
    expect(top?.city.code).toBe('shanghai');
    expect(top?.places).toHaveLength(4);
    expect(top?.places[0]?.kind).toBe('airport');
    expect(top?.places_more).toBeGreaterThan(0);
    expect(top?.photo?.sources).toHaveLength(3);
    expect(body.data.filters.cities.map((city) => [city.code, city.car_count]).sort()).toEqual([
      ['beijing', 3],
      ['hangzhou', 2],
      ['sanya', 3],
      ['shanghai', 4],
    ]);
    expect(body.data.filters.cities.reduce((sum, city) => sum + city.car_count, 0)).toBe(12);
    expect(body.data.filters.categories.map((item) => item.code)).toEqual([
      'economy',
      'comfort',
      'business',
      'suv',
      'van',
    ]);
    expect(body.data.filters.price_day).toEqual({ min: 26_000, max: 160_000 });
    const member = await call<CarListData>(db, '/api/car/list', { lang: 'zh-cn' });
    expect(member.body.data.list[0]?.name).toBe('大众朗逸 或同级');
    expect(member.body.data.list[0]?.category_text).toBe('经济型');
  });

  it('filters by city, category, seats, gear, energy, service, place, day price and driver', async () => {
    const list = async (query: string) => (await call<CarListData>(db, `/api/car/list?${query}`, { lang: 'en' })).body;
    const shanghai = await list('city=shanghai');
    expect(shanghai.data.total).toBe(4);
    expect(shanghai.data.city?.code).toBe('shanghai');
    expect(shanghai.data.filters.places.length).toBeGreaterThan(4);
    expect(
      (await list(`city=shanghai&${search([['category', 'IN', 'van,business']])}`)).data.list.map(
        (car) => car.category,
      ),
    ).toEqual(['business', 'van']);
    expect((await list(search([['seats', 'RANGE', '7,']]))).data.list.every((car) => car.seats >= 7)).toBe(true);
    expect((await list(search([['seats', 'RANGE', '7,']]))).data.total).toBe(1);
    expect((await list(search([['energy', 'IN', 'electric']]))).data.total).toBe(3);
    expect((await list(search([['with_driver', '=', '1']]))).data.list.every((car) => car.with_driver)).toBe(true);
    expect((await list(search([['service', '=', 'transfer']]))).data.total).toBe(12);
    const cheap = await list(search([['price_day', 'RANGE', '0,30000']]));
    expect(cheap.data.list.map((car) => car.price_per_day)).toEqual([26_000, 28_000]);
    const hub = shanghai.data.filters.places.find((place) => place.code === 'PVG-T2');
    expect((await list(`city=shanghai&${search([['place', '=', String(hub?.id)]])}`)).data.total).toBe(4);
    const lastHotel = shanghai.data.filters.places.filter((place) => place.kind === 'hotel').at(-1);
    expect(lastHotel).toBeDefined();
    const sanya = await list('city=sanya');
    expect(sanya.data.filters.places.some((place) => place.kind === 'hotel')).toBe(true);
    expect((await list('city=tokyo')).data.total).toBe(0);
  });

  it('sorts by day price, transfer price and seats, ties on id, and pages with a total', async () => {
    const list = async (query: string) => (await call<CarListData>(db, `/api/car/list?${query}`)).body.data;
    const byDay = (await list('order=price_day,asc')).list.map((car) => car.price_per_day ?? 0);
    expect(byDay).toEqual([...byDay].sort((a, b) => a - b));
    const byDayDesc = (await list('order=price_day,desc')).list.map((car) => car.price_per_day ?? 0);
    expect(byDayDesc).toEqual([...byDayDesc].sort((a, b) => b - a));
    const byTransfer = (await list('order=price_transfer,asc')).list.map((car) => car.price_per_transfer ?? 0);
    expect(byTransfer).toEqual([...byTransfer].sort((a, b) => a - b));
    const bySeats = (await list('order=seats,desc')).list;
    expect(bySeats[0]?.seats).toBe(10);
    const page2 = await list('limit=5&page=2');
    expect(page2.total).toBe(12);
    expect(page2.list).toHaveLength(5);
    const page3 = await list('limit=5&page=3');
    expect(page3.list).toHaveLength(2);
    const all = (await list('limit=50')).list.map((car) => car.id);
    expect([...page2.list, ...page3.list].map((car) => car.id)).toEqual(all.slice(5));
  });

  it('flags a day and puts the cars sold out that day last', async () => {
    const day = secondSaturday(first);
    const { body } = await call<CarListData>(db, `/api/car/list?city=shanghai&day=${day}`, { lang: 'en' });
    expect(body.code).toBe(1);
    const last = body.data.list.at(-1);
    expect(last?.day).toEqual({ day, left: 0, sold_out: true });
    expect(body.data.list.slice(0, -1).every((car) => car.day && !car.day.sold_out)).toBe(true);
    const noCity = await call(db, `/api/car/list?day=${day}`, { lang: 'en' });
    expect(noCity.body).toMatchObject({ code: 0, data: { field: 'city' } });
    const past = await call(db, `/api/car/list?city=shanghai&day=${addCalendarDays(first, -3)}`, { lang: 'en' });
    expect(past.body).toMatchObject({ code: 0, data: { field: 'day' } });
    const unknown = await call(db, '/api/car/list?city=atlantis', { lang: 'en' });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'We could not find that city.', data: { field: 'city' } });
  });

  it('answers a car in detail, in English with a Chinese fallback, and hides a disabled one', async () => {
    const id = await carId('sha-gl8');
    const { body, headers } = await call<CarDetail>(db, `/api/car/detail?id=${id}`, { lang: 'en' });
    expect(headers.get('cache-control')).toBe('public, max-age=10');
    expect(body.data).toMatchObject({
      id,
      name: 'Buick GL8 Avenir or similar',
      category_text: 'Van',
      seats: 6,
      with_driver: true,
      deposit: 0,
      mileage_km_per_day: 100,
      model_year: 2023,
      places_more: 0,
      time_zone: 'Asia/Shanghai',
    });
    expect(body.data.description).toHaveLength(2);
    expect(body.data.rules.length).toBeGreaterThanOrEqual(2);
    expect(body.data.included.map((item) => item.code)).toEqual([
      'driver',
      'insurance_full',
      'meet_greet',
      'waiting_60',
      'child_seat',
      'wifi',
      'water',
    ]);
    expect(body.data.included[0]?.name).toBe('Professional driver');
    expect(body.data.photos.map((photo) => photo.alt)).toEqual([
      'Buick GL8 Avenir or similar – exterior',
      'Buick GL8 Avenir or similar – interior',
      'Buick GL8 Avenir or similar – boot and luggage space',
    ]);
    expect(body.data.places.length).toBeGreaterThan(4);
    await db.deleteFrom('car_i18n').where('car_id', '=', id).where('lang', '=', 'en').execute();
    const fallback = await call<CarDetail>(db, `/api/car/detail?id=${id}`, { lang: 'en' });
    expect(fallback.body.data.name).toBe('别克 GL8 陆尊 或同级');
    await db.updateTable('car').set({ status: '0' }).where('id', '=', id).execute();
    const hidden = await call(db, `/api/car/detail?id=${id}`, { lang: 'en' });
    expect(hidden.body).toMatchObject({ code: 0, msg: 'We could not find that car.' });
    expect((await call<CarListData>(db, '/api/car/list')).body.data.total).toBe(11);
    await db.updateTable('car').set({ status: '1' }).where('id', '=', id).execute();
    // A bad id is named as a car's, in both languages.
    expect((await call(db, '/api/car/detail?id=x', { lang: 'en' })).body).toMatchObject({
      code: 0,
      msg: 'Enter a valid car',
    });
    expect((await call(db, '/api/car/availability', { lang: 'zh-cn' })).body).toMatchObject({
      code: 0,
      msg: '请输入车辆',
    });
  });

  it('answers availability per day and the verdict on a hire range, never cached', async () => {
    const id = await carId('sha-gl8');
    const saturday = secondSaturday(first);
    const { body, headers } = await call<CarAvailabilityData>(
      db,
      `/api/car/availability?id=${id}&from=${first}&start=${addCalendarDays(saturday, -1)}&days=3`,
    );
    expect(headers.get('cache-control')).toContain('no-store');
    expect(body.code).toBe(1);
    expect(body.data.days).toHaveLength(31);
    expect(body.data.to).toBe(addCalendarDays(body.data.from, 31));
    expect(body.data.days.find((day) => day.day === saturday)).toEqual({ day: saturday, left: 0, sold_out: true });
    expect(body.data.range).toEqual({
      start: addCalendarDays(saturday, -1),
      days: 3,
      available: false,
      first_sold_out: saturday,
      rental_total: null,
    });
    const free = await call<CarAvailabilityData>(
      db,
      `/api/car/availability?id=${id}&start=${addCalendarDays(saturday, 1)}&days=2`,
    );
    expect(free.body.data.range).toMatchObject({ available: true, first_sold_out: null, rental_total: 2 * 148_000 });
    const long = await call<CarAvailabilityData>(
      db,
      `/api/car/availability?id=${id}&to=${addCalendarDays(first, 400)}`,
    );
    expect(long.body.data.days).toHaveLength(92);
    const past = await call<CarAvailabilityData>(db, `/api/car/availability?id=${id}&from=2000-01-01`);
    expect(past.body.data.from >= first).toBe(true);
    expect((await call(db, `/api/car/availability?id=${id}&start=${first}`)).body).toMatchObject({ code: 0 });
    expect(
      (await call(db, `/api/car/availability?id=${id}&start=${first}&days=15`, { lang: 'en' })).body,
    ).toMatchObject({
      code: 0,
      msg: 'A car hire can last at most 14 days',
      data: { field: 'days' },
    });
    expect((await call(db, '/api/car/availability?id=999999')).body).toMatchObject({ code: 0 });
  });

  it('offers the cars that serve a hotel, seat the party and have a unit, with their hubs', async () => {
    const hotels = await db
      .selectFrom('car_place')
      .innerJoin('city', 'city.id', 'car_place.city_id')
      .select(['car_place.hotel_id', 'city.code'])
      .where('car_place.kind', '=', 'hotel')
      .orderBy('car_place.hotel_id')
      .execute();
    const shanghai = hotels.filter((row) => row.code === 'shanghai');
    const served = shanghai[0]?.hotel_id as number;
    const left = shanghai.at(-1)?.hotel_id as number;
    const checkin = addCalendarDays(secondSaturday(first), -1);
    const checkout = secondSaturday(first);
    const offers = async (hotel: number, extra = '') =>
      (
        await call<CarOffersData>(
          db,
          `/api/car/offers?hotel_id=${hotel}&checkin=${checkin}&checkout=${checkout}${extra}`,
          { lang: 'en' },
        )
      ).body;
    const vanId = await carId('sha-gl8');
    const answer = await offers(served);
    expect(answer.code).toBe(1);
    expect(answer.data.arrival.map((offer) => offer.car_id)).toContain(vanId);
    // The van is booked out on the check-out day: no departure with it.
    expect(answer.data.departure.length).toBeGreaterThan(0);
    expect(answer.data.departure.map((offer) => offer.car_id)).not.toContain(vanId);
    // Each car the offers name comes once, with the airports and stations it serves.
    const named = new Set(
      [...answer.data.arrival, ...answer.data.departure, ...answer.data.rental].map((o) => o.car_id),
    );
    expect(answer.data.cars.map((car) => car.id).sort()).toEqual([...named].sort());
    for (const car of answer.data.cars) expect(car.hubs.every((place) => place.kind !== 'hotel')).toBe(true);
    for (const offer of answer.data.arrival) {
      expect(offer.day).toBe(checkin);
      expect(answer.data.cars.find((car) => car.id === offer.car_id)?.hubs.length).toBeGreaterThan(0);
      expect(offer.price).toBeGreaterThan(0);
    }
    const van = answer.data.rental.find((offer) => offer.car_id === vanId);
    expect(van?.free_days).toEqual([checkin]);
    expect((await offers(left)).data).toMatchObject({ cars: [], arrival: [], departure: [], rental: [] });
    const party = await offers(served, '&rooms=2&adults=5&children=1&child_ages=8');
    expect(party.code).toBe(1);
    expect(party.data.cars.map((car) => car.seats)).toEqual([6]);
    expect((await offers(999_999)).code).toBe(0);
    expect(
      (await call(db, `/api/car/offers?hotel_id=${served}&checkin=2000-01-01&checkout=2000-01-02`)).body,
    ).toMatchObject({ code: 0, data: { field: 'checkin' } });
  });

  it('lists enabled cars for the sitemap with their languages', async () => {
    const { body, headers } = await call<CatalogueSitemapAnswer>(db, '/api/car/sitemap');
    expect(headers.get('cache-control')).toBe('public, max-age=10');
    expect(body.data.total).toBe(12);
    expect(body.data.list[0]?.langs.length).toBeGreaterThanOrEqual(1);
  });

  it('answers junk with a code-0 envelope or a valid answer, never a 500', async () => {
    const junk = [
      "1' or '1'='1",
      '1e309',
      '-1',
      '99999999999999',
      '',
      '%00',
      'a'.repeat(10_000),
      '25:61',
      'drop table car',
    ];
    const paths = [
      (v: string) => `/api/car/list?city=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/list?order=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/list?page=${encodeURIComponent(v)}&limit=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/list?${search([['category', 'IN', v]])}`,
      (v: string) => `/api/car/list?${search([['place', '=', v]])}`,
      (v: string) => `/api/car/list?${search([[v, '=', '1']])}`,
      (v: string) => `/api/car/list?city=shanghai&day=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/detail?id=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/availability?id=1&from=${encodeURIComponent(v)}&to=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/availability?id=1&start=${encodeURIComponent(v)}&days=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/offers?hotel_id=${encodeURIComponent(v)}`,
      (v: string) => `/api/car/sitemap?page=${encodeURIComponent(v)}`,
    ];
    for (const path of paths) {
      for (const value of junk) {
        const { status, body } = await call(db, path(value));
        expect(status, path(value)).toBe(200);
        expect([0, 1], path(value)).toContain(body.code);
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (key, value) => {
        const query = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
        for (const path of ['/api/car/list', '/api/car/availability?id=1&', '/api/car/detail']) {
          const { status, body } = await call(db, `${path}${path.endsWith('&') ? '' : '?'}${query}`);
          expect(status).toBe(200);
          expect([0, 1]).toContain(body.code);
        }
      }),
      { numRuns: 40 },
    );
    for (const path of ['/api/car/list?city[]=1&city[]=2', '/api/car/detail?id[]=1', '/api/car/offers?hotel_id[]=1']) {
      const { status, body } = await call(db, path);
      expect(status).toBe(200);
      expect([0, 1]).toContain(body.code);
    }
  });
});
