/**
 * SEED_HOTELS: generated hotels on top of the demo catalogue, on both engines — counts, both languages, a year of
 * nights written in SQL with the same numbers on both engines, a nightly summary equal to a fresh computation,
 * and a second start that adds nothing (or resumes up to a larger target with the same hotels).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_HOTELS } from '~/demo/hotels/catalogue';
import { POLICY_CODES } from '~/demo/hotels/catalogue/types';
import { weekdayOf } from '~/demo/hotels/rates';
import { SEED_NIGHTS } from '~/demo/hotels/seed';
import { GENERATED_CITIES, generatedCityCode, generatedCityOf } from '~/demo/synthetic/hotels/cities';
import { generatedHotel } from '~/demo/synthetic/hotels/hotel';
import { seedSyntheticHotels } from '~/demo/synthetic/hotels/index';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { createDatabase, type Database, type DatabaseOptions } from '~/server/database';
import { optionsFromEnv } from '~/server/db';
import { createEmptyDatabase, ENGINES } from './helpers';

const TARGET = 45;
const GENERATED = TARGET - CATALOGUE_HOTELS.length;

const count = async (db: Database, table: 'city' | 'city_i18n' | 'hotel' | 'hotel_i18n' | 'room_type_i18n') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Generated hotels: those in the generated cities. */
const generatedHotels = (db: Database) =>
  db
    .selectFrom('hotel')
    .innerJoin('city', 'city.id', 'hotel.city_id')
    .select(['hotel.id', 'hotel.cover_photo_id', 'hotel.star', 'city.code'])
    .where('city.code', 'like', 'city-%')
    .orderBy('hotel.id')
    .execute();

/** What the nightly SQL writes for a room type and a night, recomputed in JavaScript (integers as BigInt). */
function expectedNight(roomTypeId: number, hotelId: number, basePrice: number, i: number, night: string) {
  const id = BigInt(roomTypeId);
  const n = BigInt(i);
  const noise = ((id * 2654435761n + n * 40503n + n * n * 2246822519n) % 4294967291n) % 1201n;
  const weekday = weekdayOf(night);
  const weekdayBp = weekday === 5 || weekday === 6 ? 12000n : weekday === 0 ? 9500n : 10000n;
  const price = (((BigInt(basePrice) * weekdayBp) / 10000n) * (9400n + noise)) / 10000n;
  const allotment = 3 + ((roomTypeId * 7 + hotelId) % 10);
  const soldOut = ((id * 40503n + n * 2654435761n) % 4294967291n) % 50n === 0n;
  return {
    price: Number(((price + 500n) / 1000n) * 1000n),
    allotment,
    available: soldOut ? 0 : allotment,
  };
}

describe('generated hotels (pure)', () => {
  it('spread over 100 cities, the largest holding about 10 %', () => {
    const sizes = new Array<number>(GENERATED_CITIES).fill(0);
    for (let ordinal = 0; ordinal < 9_970; ordinal++) {
      const city = generatedCityOf(ordinal);
      sizes[city] = (sizes[city] ?? 0) + 1;
    }
    expect(sizes.every((size) => size > 0)).toBe(true);
    expect(sizes[0]).toBeGreaterThan(900);
    expect(sizes[0]).toBeLessThan(1_100);
    expect(Math.max(...sizes)).toBe(sizes[0]);
    expect(Math.min(...sizes)).toBeGreaterThan(20);
    expect(generatedCityCode(0)).toBe('city-001');
    expect(generatedCityCode(99)).toBe('city-100');
  });
  it('are deterministic and varied: stars, ratings, every policy once per hotel', () => {
    expect(generatedHotel(7)).toEqual(generatedHotel(7));
    const hotels = Array.from({ length: 500 }, (_, ordinal) => generatedHotel(ordinal));
    expect(new Set(hotels.map((hotel) => hotel.star))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(hotels.map((hotel) => hotel.rating)).size).toBeGreaterThan(10);
    expect(new Set(hotels.map((hotel) => hotel.facilities.join())).size).toBeGreaterThan(100);
    for (const hotel of hotels) {
      expect(hotel.roomTypes.map((roomType) => roomType.policy).sort()).toEqual([...POLICY_CODES].sort());
      expect(hotel.rating).toBeGreaterThanOrEqual(25);
      expect(hotel.rating).toBeLessThanOrEqual(50);
      expect(hotel.distance).toBeLessThan(21_000);
      for (const roomType of hotel.roomTypes) expect(roomType.basePrice % 1_000).toBe(0);
    }
  });
});

describe.each(ENGINES)('SEED_HOTELS (%s)', (engine) => {
  let options: DatabaseOptions;
  let drop: () => Promise<void>;
  let db: Database;
  const today = calendarDayOf(Date.now(), 'Asia/Shanghai');

  beforeAll(async () => {
    ({ options, drop } = await createEmptyDatabase(engine));
    db = await createDatabase({ ...options, demo: { hotels: TARGET } });
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('fills the catalogue up to n hotels in 100 generated cities, in both languages', async () => {
    expect(await count(db, 'hotel')).toBe(TARGET);
    const cities = await db.selectFrom('city').select(['code', 'time_zone']).where('code', 'like', 'city-%').execute();
    expect(cities).toHaveLength(GENERATED_CITIES);
    expect(cities.every((city) => city.time_zone === 'Asia/Shanghai')).toBe(true);
    const names = await db
      .selectFrom('city_i18n')
      .innerJoin('city', 'city.id', 'city_i18n.city_id')
      .select(['city_i18n.lang', 'city_i18n.name'])
      .where('city.code', '=', 'city-001')
      .orderBy('city_i18n.lang')
      .execute();
    expect(names).toEqual([
      { lang: 'en', name: 'Sample City 001' },
      { lang: 'zh-cn', name: '示例城市 001' },
    ]);

    const hotels = await generatedHotels(db);
    expect(hotels).toHaveLength(GENERATED);
    expect(hotels.map((hotel) => hotel.code)).toEqual(
      Array.from({ length: GENERATED }, (_, ordinal) => generatedCityCode(generatedCityOf(ordinal))),
    );
    expect(hotels.every((hotel) => hotel.cover_photo_id !== null)).toBe(true);
    const ids = hotels.map((hotel) => hotel.id);
    const texts = await db
      .selectFrom('hotel_i18n')
      .select(['hotel_id', 'lang', 'name', 'search_text'])
      .where('hotel_id', 'in', ids)
      .orderBy('hotel_id')
      .orderBy('lang')
      .execute();
    expect(texts).toHaveLength(GENERATED * 2);
    const [en, zh] = texts;
    expect(en).toMatchObject({ lang: 'en', name: generatedHotel(0).name.en });
    expect(zh).toMatchObject({ lang: 'zh-cn', name: generatedHotel(0).name['zh-cn'] });
    expect(en?.search_text).toContain(`sample city ${generatedCityCode(generatedCityOf(0)).slice(5)}`);

    const roomTypes = await db
      .selectFrom('room_type')
      .innerJoin('cancel_policy', 'cancel_policy.id', 'room_type.policy_id')
      .select(['room_type.id', 'room_type.hotel_id', 'cancel_policy.code as policy'])
      .where('room_type.hotel_id', 'in', ids)
      .execute();
    expect(roomTypes).toHaveLength(GENERATED * 4);
    for (const id of ids) {
      const policies = roomTypes.filter((row) => row.hotel_id === id).map((row) => row.policy);
      expect(policies.sort()).toEqual([...POLICY_CODES].sort());
    }
    const roomTexts = await db
      .selectFrom('room_type_i18n')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'room_type_id',
        'in',
        roomTypes.map((row) => row.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(roomTexts.n)).toBe(GENERATED * 8);
  });

  it('writes 365 nights per room type from today, priced by the formula on both engines', async () => {
    const hotels = await generatedHotels(db);
    const ids = hotels.map((hotel) => hotel.id);
    const perRoomType = await db
      .selectFrom('room_night')
      .innerJoin('room_type', 'room_type.id', 'room_night.room_type_id')
      .select((eb) => [
        'room_night.room_type_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('room_night.night').as('first'),
        eb.fn.max('room_night.night').as('last'),
      ])
      .where('room_type.hotel_id', 'in', ids)
      .groupBy('room_night.room_type_id')
      .execute();
    expect(perRoomType).toHaveLength(GENERATED * 4);
    for (const row of perRoomType) {
      expect(Number(row.n)).toBe(SEED_NIGHTS);
      expect([today, addCalendarDays(today, -1)]).toContain(row.first);
      expect(row.last).toBe(addCalendarDays(row.first as string, SEED_NIGHTS - 1));
    }
    const first = perRoomType[0]?.first as string;

    const sample = await db
      .selectFrom('room_night')
      .innerJoin('room_type', 'room_type.id', 'room_night.room_type_id')
      .select([
        'room_night.room_type_id',
        'room_type.hotel_id',
        'room_type.base_price',
        'room_night.night',
        'room_night.price',
        'room_night.allotment',
        'room_night.available',
        'room_night.closed',
      ])
      .where('room_type.hotel_id', 'in', ids.slice(0, 3))
      .execute();
    expect(sample).toHaveLength(3 * 4 * SEED_NIGHTS);
    let soldOut = 0;
    for (const row of sample) {
      const i = Math.round((Date.parse(row.night) - Date.parse(first)) / 86_400_000);
      expect({ price: row.price, allotment: row.allotment, available: row.available }).toEqual(
        expectedNight(row.room_type_id, row.hotel_id, row.base_price, i, row.night),
      );
      expect(row.allotment).toBeGreaterThanOrEqual(3);
      expect(row.allotment).toBeLessThanOrEqual(12);
      expect(row.closed).toBe(0);
      if (row.available === 0) soldOut++;
    }
    expect(soldOut).toBeGreaterThan(0);
    expect(soldOut).toBeLessThan(sample.length / 20);
    // Weekends cost more: Saturday nights above Monday nights on average.
    const mean = (weekday: number) => {
      const prices = sample.filter((row) => weekdayOf(row.night) === weekday).map((row) => row.price);
      return prices.reduce((a, b) => a + b, 0) / prices.length;
    };
    expect(mean(6)).toBeGreaterThan(mean(1) * 1.1);
  });

  it('the nightly summary of every generated hotel equals a fresh computation', async () => {
    const ids = (await generatedHotels(db)).map((hotel) => hotel.id);
    const fresh = await db
      .selectFrom('room_night as rn')
      .innerJoin('room_type as rt', 'rt.id', 'rn.room_type_id')
      .select(['rt.hotel_id', 'rn.night', 'rn.price', 'rn.available', 'rn.closed'])
      .where('rt.hotel_id', 'in', ids)
      .where('rt.status', '=', '1')
      .execute();
    const expected = new Map<string, { min_price: number | null; max_available: number }>();
    for (const row of fresh) {
      const key = `${row.hotel_id} ${row.night}`;
      const entry = expected.get(key) ?? { min_price: null, max_available: 0 };
      if (row.closed === 0) {
        entry.max_available = Math.max(entry.max_available, row.available);
        if (row.available > 0) entry.min_price = Math.min(entry.min_price ?? Number.POSITIVE_INFINITY, row.price);
      }
      expected.set(key, entry);
    }
    const stored = await db.selectFrom('hotel_night').selectAll().where('hotel_id', 'in', ids).execute();
    expect(stored).toHaveLength(GENERATED * SEED_NIGHTS);
    for (const row of stored) {
      expect({ min_price: row.min_price, max_available: row.max_available }).toEqual(
        expected.get(`${row.hotel_id} ${row.night}`),
      );
    }
  });

  it('a second start adds nothing; a larger target resumes with the next hotels', async () => {
    const before = {
      hotel: await count(db, 'hotel'),
      hotel_i18n: await count(db, 'hotel_i18n'),
      city: await count(db, 'city'),
      city_i18n: await count(db, 'city_i18n'),
      room_type_i18n: await count(db, 'room_type_i18n'),
    };
    const again = await createDatabase({ ...options, demo: { hotels: TARGET } });
    try {
      expect(await seedSyntheticHotels(again, TARGET)).toBe(0);
      expect(await seedSyntheticHotels(again, 10)).toBe(0);
      expect({
        hotel: await count(again, 'hotel'),
        hotel_i18n: await count(again, 'hotel_i18n'),
        city: await count(again, 'city'),
        city_i18n: await count(again, 'city_i18n'),
        room_type_i18n: await count(again, 'room_type_i18n'),
      }).toEqual(before);

      expect(await seedSyntheticHotels(again, TARGET + 3)).toBe(3);
      const hotels = await generatedHotels(again);
      expect(hotels).toHaveLength(GENERATED + 3);
      const last = await again
        .selectFrom('hotel_i18n')
        .select('name')
        .where('hotel_id', '=', hotels.at(-1)?.id ?? 0)
        .where('lang', '=', 'en')
        .executeTakeFirstOrThrow();
      expect(last.name).toBe(generatedHotel(GENERATED + 2).name.en);
      const nights = await again
        .selectFrom('hotel_night')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('hotel_id', '=', hotels.at(-1)?.id ?? 0)
        .where('min_price', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(nights.n)).toBe(SEED_NIGHTS);
    } finally {
      await again.destroy();
    }
  });

  it('processes starting at once on an empty database generate the hotels once', async () => {
    const empty = await createEmptyDatabase(engine);
    const opened: Database[] = [];
    try {
      // As in db.test.ts: in one process, SQLite's lock waits are async retries rather than a blocked thread.
      const racing = { ...empty.options, busyTimeoutMs: 0, demo: { hotels: 40 } };
      opened.push(...(await Promise.all([1, 2, 3].map(() => createDatabase(racing)))));
      const [first] = opened as [Database];
      expect(await count(first, 'hotel')).toBe(40);
      expect(await count(first, 'city')).toBe(8 + GENERATED_CITIES);
      expect((await generatedHotels(first)).map((hotel) => hotel.code)).toEqual(
        Array.from({ length: 10 }, (_, ordinal) => generatedCityCode(generatedCityOf(ordinal))),
      );
    } finally {
      for (const one of opened) await one.destroy();
      await empty.drop();
    }
  });

  it('reads the target from SEED_HOTELS', () => {
    expect(optionsFromEnv({ DEMO: 'on', SEED_HOTELS: '45', DATABASE_URL: 'postgres://x@y/z' })).toEqual({
      url: 'postgres://x@y/z',
      demo: { hotels: 45, articles: 0, cars: 0 },
    });
    expect(optionsFromEnv({ DATABASE_URL: 'postgres://x@y/z' })).toEqual({ url: 'postgres://x@y/z', demo: undefined });
    // SEED_* fill the demo: without DEMO=on nothing is generated.
    expect(optionsFromEnv({ SEED_HOTELS: '45', DATABASE_URL: 'postgres://x@y/z' })).toEqual({
      url: 'postgres://x@y/z',
      demo: undefined,
    });
  });
});
