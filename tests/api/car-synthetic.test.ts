/**
 * SEED_CARS: generated cars on top of the demo fleet, on both engines — counts, both languages, photos reused from
 * the fleet, places of their city (never the hotel the demo leaves without cars), a year of days written in SQL;
 * the car calls and a quote with a generated car's transfer still answer; a second start adds nothing (or resumes up
 * to a larger target with the same cars); processes starting at once generate the cars once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarAvailabilityData, CarDetail, CarListData, CarOffersData } from '~/contract/car';
import type { Quote } from '~/contract/hotel';
import { SEED_FLEET } from '~/demo/cars/fleet';
import { SEED_CAR_DAYS } from '~/demo/cars/seed';
import { generatedCar } from '~/demo/synthetic/cars/car';
import { seedSyntheticCars } from '~/demo/synthetic/cars/index';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { createDatabase, type Database, type DatabaseOptions } from '~/server/database';
import { optionsFromEnv } from '~/server/db';
import { call, createEmptyDatabase, ENGINES } from './helpers';

const TARGET = 40;
const GENERATED = TARGET - SEED_FLEET.length;
const CITIES = ['beijing', 'hangzhou', 'sanya', 'shanghai'];

const count = async (db: Database, table: 'car' | 'car_i18n' | 'car_photo' | 'car_pickup' | 'car_day') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const generatedCars = (db: Database) =>
  db
    .selectFrom('car')
    .innerJoin('city', 'city.id', 'car.city_id')
    .select(['car.id', 'car.code', 'car.cover_photo_id', 'car.fleet', 'car.price_per_transfer', 'city.code as city'])
    .where('car.code', 'like', 'gen-%')
    .orderBy('car.id')
    .execute();

describe.each(ENGINES)('SEED_CARS (%s)', (engine) => {
  let options: DatabaseOptions;
  let drop: () => Promise<void>;
  let db: Database;
  const today = calendarDayOf(Date.now(), 'Asia/Shanghai');

  beforeAll(async () => {
    ({ options, drop } = await createEmptyDatabase(engine));
    db = await createDatabase({ ...options, demo: { cars: TARGET } });
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('fills the fleet up to n cars over the car cities, in both languages, with the fleet photos', async () => {
    expect(await count(db, 'car')).toBe(TARGET);
    const cars = await generatedCars(db);
    expect(cars.map((car) => [car.code, car.city])).toEqual(
      Array.from({ length: GENERATED }, (_, ordinal) => {
        const car = generatedCar(ordinal, CITIES);
        return [car.code, car.city];
      }),
    );
    const ids = cars.map((car) => car.id);
    const texts = await db
      .selectFrom('car_i18n')
      .select(['car_id', 'lang', 'name', 'rules'])
      .where('car_id', 'in', ids)
      .orderBy('car_id')
      .orderBy('lang')
      .execute();
    expect(texts).toHaveLength(GENERATED * 2);
    expect(texts[0]).toMatchObject({ lang: 'en', name: generatedCar(0, CITIES).name.en });
    expect(texts[1]).toMatchObject({ lang: 'zh-cn', name: generatedCar(0, CITIES).name['zh-cn'] });
    expect(texts.every((text) => text.rules !== '')).toBe(true);

    const fleetSources = new Set(
      (
        await db
          .selectFrom('car_photo')
          .innerJoin('car', 'car.id', 'car_photo.car_id')
          .select('car_photo.sources')
          .where('car.code', 'not like', 'gen-%')
          .execute()
      ).map((row) => row.sources),
    );
    const photos = await db
      .selectFrom('car_photo')
      .select(['id', 'car_id', 'sort', 'sources'])
      .where('car_id', 'in', ids)
      .execute();
    expect(photos).toHaveLength(GENERATED * 3);
    expect(photos.every((photo) => fleetSources.has(photo.sources))).toBe(true);
    for (const car of cars) {
      const cover = photos.find((photo) => photo.car_id === car.id && photo.sort === 0);
      expect(car.cover_photo_id).toBe(cover?.id);
    }
  });

  it('links each car to hubs of its city and some of its hotels, never the hotel the demo leaves out', async () => {
    const links = await db
      .selectFrom('car_pickup')
      .innerJoin('car', 'car.id', 'car_pickup.car_id')
      .innerJoin('car_place', 'car_place.id', 'car_pickup.place_id')
      .select(['car.id', 'car.city_id', 'car_place.city_id as place_city', 'car_place.kind', 'car_place.hotel_id'])
      .where('car.code', 'like', 'gen-%')
      .execute();
    expect(links.every((link) => link.city_id === link.place_city)).toBe(true);
    const cars = await generatedCars(db);
    for (const car of cars) expect(links.some((link) => link.id === car.id && link.kind !== 'hotel')).toBe(true);
    expect(links.some((link) => link.hotel_id !== null)).toBe(true);
    // The demo's car-less hotels (the last of each car city) stay without cars.
    const hotelPlaces = await db
      .selectFrom('car_place')
      .select(['hotel_id', 'city_id'])
      .where('hotel_id', 'is not', null)
      .orderBy('hotel_id')
      .execute();
    const lastOfCity = new Map(hotelPlaces.map((place) => [place.city_id, place.hotel_id]));
    expect(lastOfCity.size).toBe(CITIES.length);
    for (const link of links) expect([...lastOfCity.values()]).not.toContain(link.hotel_id);
  });

  it('writes 365 days per generated car from today, about 2 % sold out', async () => {
    const cars = await generatedCars(db);
    const perCar = await db
      .selectFrom('car_day')
      .select((eb) => [
        'car_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('day').as('first'),
        eb.fn.max('day').as('last'),
        eb.fn.sum<number>(eb.case().when('available', '=', 0).then(1).else(0).end()).as('sold_out'),
      ])
      .where(
        'car_id',
        'in',
        cars.map((car) => car.id),
      )
      .groupBy('car_id')
      .execute();
    expect(perCar).toHaveLength(GENERATED);
    let soldOut = 0;
    for (const row of perCar) {
      expect(Number(row.n)).toBe(SEED_CAR_DAYS);
      expect([today, addCalendarDays(today, -1)]).toContain(row.first);
      expect(row.last).toBe(addCalendarDays(row.first as string, SEED_CAR_DAYS - 1));
      soldOut += Number(row.sold_out);
    }
    expect(soldOut).toBeGreaterThan(0);
    expect(soldOut).toBeLessThan((GENERATED * SEED_CAR_DAYS) / 20);
    const units = await db
      .selectFrom('car_day')
      .innerJoin('car', 'car.id', 'car_day.car_id')
      .select(['car.fleet', 'car_day.allotment', 'car_day.available', 'car_day.closed'])
      .where('car.code', 'like', 'gen-%')
      .execute();
    expect(units.every((row) => row.allotment === row.fleet && [0, row.fleet].includes(row.available))).toBe(true);
    expect(units.every((row) => row.closed === 0)).toBe(true);
  });

  it('the car calls and a quote with a generated car’s transfer answer', async () => {
    const list = await call<CarListData>(db, '/api/car/list?city=hangzhou&order=price_day,asc&limit=50');
    expect(list.body.code).toBe(1);
    const hangzhou = (await generatedCars(db)).filter((car) => car.city === 'hangzhou').length;
    expect(list.body.data.total).toBe(hangzhou + 2);
    const day = addCalendarDays(today, 10);
    const withDay = await call<CarListData>(db, `/api/car/list?city=shanghai&day=${day}`, { lang: 'zh-cn' });
    expect(withDay.body.data.list.every((card) => card.day?.day === day)).toBe(true);

    // A generated car with a transfer price that serves a hotel, with a unit on the check-in day.
    const checkin = addCalendarDays(today, 20);
    const checkout = addCalendarDays(checkin, 2);
    const pick = await db
      .selectFrom('car')
      .innerJoin('car_pickup', 'car_pickup.car_id', 'car.id')
      .innerJoin('car_place', 'car_place.id', 'car_pickup.place_id')
      .innerJoin('car_day', 'car_day.car_id', 'car.id')
      .select(['car.id', 'car_place.hotel_id'])
      .where('car.code', 'like', 'gen-%')
      .where('car.price_per_transfer', '>', 0)
      .where('car.seats', '>=', 2)
      .where('car_place.hotel_id', 'is not', null)
      .where('car_day.day', '=', checkin)
      .where('car_day.available', '>', 0)
      .orderBy('car.id')
      .executeTakeFirstOrThrow();
    const carId = pick.id;
    const hotelId = pick.hotel_id as number;

    const detail = await call<CarDetail>(db, `/api/car/detail?id=${carId}`, { lang: 'en' });
    expect(detail.body.data.name).toMatch(/^Sample /);
    expect(detail.body.data.photos).toHaveLength(3);
    expect(detail.body.data.places.some((place) => place.hotel_id === hotelId)).toBe(true);
    const availability = await call<CarAvailabilityData>(db, `/api/car/availability?id=${carId}`);
    expect(availability.body.data.days).toHaveLength(31);

    const stay = `checkin=${checkin}&checkout=${checkout}&rooms=1&adults=2`;
    const offers = await call<CarOffersData>(db, `/api/car/offers?hotel_id=${hotelId}&${stay}`);
    const offer = offers.body.data.arrival.find((item) => item.car_id === carId);
    expect(offer).toBeDefined();
    const room = await db
      .selectFrom('room_type')
      .select('id')
      .where('hotel_id', '=', hotelId)
      .where('max_adults', '>=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const place = offers.body.data.cars.find((car) => car.id === carId)?.hubs[0]?.id;
    const quote = await call<Quote>(
      db,
      `/api/hotel/quote?room_type_id=${room.id}&${stay}&transfer_in_car=${carId}&transfer_in_place=${place}`,
    );
    expect(quote.body.code).toBe(1);
    expect(quote.body.data.cars_subtotal).toBe(offer?.price);
    expect(quote.body.data.car_services).toHaveLength(1);
  });

  it('a second start adds nothing; a larger target resumes with the next cars', async () => {
    const tables = ['car', 'car_i18n', 'car_photo', 'car_pickup', 'car_day'] as const;
    const counts = async (from: Database) =>
      Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(from, table)])));
    const before = await counts(db);
    const again = await createDatabase({ ...options, demo: { cars: TARGET } });
    try {
      expect(await seedSyntheticCars(again, TARGET)).toBe(0);
      expect(await seedSyntheticCars(again, 10)).toBe(0);
      expect(await counts(again)).toEqual(before);

      expect(await seedSyntheticCars(again, TARGET + 3)).toBe(3);
      const cars = await generatedCars(again);
      expect(cars).toHaveLength(GENERATED + 3);
      expect(cars.at(-1)?.code).toBe(generatedCar(GENERATED + 2, CITIES).code);
      const days = await again
        .selectFrom('car_day')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('car_id', '=', cars.at(-1)?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(Number(days.n)).toBe(SEED_CAR_DAYS);
    } finally {
      await again.destroy();
    }
  });

  it('processes starting at once on an empty database generate the cars once', async () => {
    const empty = await createEmptyDatabase(engine);
    const opened: Database[] = [];
    try {
      const racing = { ...empty.options, busyTimeoutMs: 0, demo: { cars: 20 } };
      opened.push(...(await Promise.all([1, 2, 3].map(() => createDatabase(racing)))));
      const [first] = opened as [Database];
      expect(await count(first, 'car')).toBe(20);
      expect((await generatedCars(first)).map((car) => car.code)).toEqual(
        Array.from({ length: 8 }, (_, ordinal) => generatedCar(ordinal, CITIES).code),
      );
    } finally {
      for (const one of opened) await one.destroy();
      await empty.drop();
    }
  });

  it('reads the target from SEED_CARS', () => {
    expect(optionsFromEnv({ DEMO: 'on', SEED_CARS: '40', DATABASE_URL: 'postgres://x@y/z' })).toEqual({
      url: 'postgres://x@y/z',
      demo: { hotels: 0, articles: 0, cars: 40 },
    });
  });
});
