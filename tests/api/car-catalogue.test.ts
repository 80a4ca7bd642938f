/**
 * The car catalogue's schema and demo seed on both engines (docs/design/cars.md §2, §10): twelve cars in both
 * languages with photos, places and a year of days, the demo's sold-out and closed days, the constraints that guard
 * the inventory, and migration 0021_cars on a database seeded before it (the head navigation's Cars entry added
 * once, id 9 when free).
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_FLEET, SEED_PLACES } from '~/demo/cars/fleet';
import { SEED_CAR_DAYS } from '~/demo/cars/seed';
import { secondSaturday } from '~/demo/hotels/rates';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import type { Database } from '~/server/database';
import { engineOf } from '~/server/db';
import { migrationProvider } from '~/server/migrations';
import { CAR_NAV_RULE, insertRules } from '~/server/setup/rules';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

const count = async (
  db: Database,
  table: 'car' | 'car_i18n' | 'car_photo' | 'car_place' | 'car_place_i18n' | 'car_day' | 'car_pickup',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(ENGINES)('car catalogue (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  const today = calendarDayOf(Date.now(), 'Asia/Shanghai');

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
  });
  afterAll(async () => test.cleanup());

  it('seeds twelve cars in both languages with three photos and a year of days each', async () => {
    expect(SEED_FLEET).toHaveLength(12);
    expect(await count(db, 'car')).toBe(12);
    expect(await count(db, 'car_i18n')).toBe(24);
    expect(await count(db, 'car_photo')).toBe(36);
    expect(await count(db, 'car_day')).toBe(12 * SEED_CAR_DAYS);
    expect(await count(db, 'car_place_i18n')).toBe(SEED_PLACES.length * 2);
    const first = await db
      .selectFrom('car_day')
      .select((eb) => eb.fn.min('day').as('day'))
      .executeTakeFirstOrThrow();
    expect([today, addCalendarDays(today, -1)]).toContain(first.day);
    const covers = await db.selectFrom('car').select(['cover_photo_id', 'time_zone']).execute();
    for (const car of covers) {
      expect(car.cover_photo_id).not.toBeNull();
      expect(car.time_zone).toMatch(/^Asia\//);
    }
    const texts = await db.selectFrom('car_i18n').selectAll().execute();
    for (const text of texts) {
      expect(text.name).toMatch(text.lang === 'en' ? /or similar$/ : /或同级$/);
      expect(text.description.split('\n\n')).toHaveLength(2);
      expect(text.rules.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('serves every hub of its city and all of its hotels but the last', async () => {
    const hotelPlaces = await db
      .selectFrom('car_place')
      .innerJoin('hotel', 'hotel.id', 'car_place.hotel_id')
      .select(['car_place.id', 'car_place.city_id', 'hotel.id as hotel_id'])
      .orderBy('hotel.id')
      .execute();
    const lastOf = new Map<number, number>();
    for (const place of hotelPlaces) lastOf.set(place.city_id, place.id);
    const cars = await db.selectFrom('car').select(['id', 'city_id']).execute();
    for (const car of cars) {
      const served = new Set(
        (await db.selectFrom('car_pickup').select('place_id').where('car_id', '=', car.id).execute()).map(
          (row) => row.place_id,
        ),
      );
      const ofCity = await db.selectFrom('car_place').select(['id']).where('city_id', '=', car.city_id).execute();
      for (const place of ofCity) expect(served.has(place.id)).toBe(place.id !== lastOf.get(car.city_id));
    }
  });

  it('has the demo sold-out and closed days', async () => {
    const first = (
      await db
        .selectFrom('car_day')
        .select((eb) => eb.fn.min('day').as('day'))
        .executeTakeFirstOrThrow()
    ).day as string;
    const van = await db
      .selectFrom('car_day')
      .innerJoin('car', 'car.id', 'car_day.car_id')
      .select(['car_day.available', 'car_day.allotment'])
      .where('car.code', '=', 'sha-gl8')
      .where('car_day.day', '=', secondSaturday(first))
      .executeTakeFirstOrThrow();
    expect(van).toMatchObject({ available: 0 });
    const closed = await db
      .selectFrom('car_day')
      .innerJoin('car', 'car.id', 'car_day.car_id')
      .select('car_day.day')
      .where('car.code', '=', 'syx-tiguan')
      .where('car_day.closed', '=', 1)
      .execute();
    expect(closed).toHaveLength(3);
  });

  it('refuses more units than the allotment and fewer than none', async () => {
    const row = await db.selectFrom('car_day').select(['car_id', 'day', 'allotment']).executeTakeFirstOrThrow();
    const set = (available: number) =>
      db
        .updateTable('car_day')
        .set({ available })
        .where('car_id', '=', row.car_id)
        .where('day', '=', row.day)
        .execute();
    await expect(set(-1)).rejects.toThrow();
    await expect(set(row.allotment + 1)).rejects.toThrow();
    await expect(
      db
        .insertInto('car_place')
        .values({ city_id: 1, kind: 'airport', hotel_id: 1, code: 'X', create_time: 0, update_time: 0 })
        .execute(),
    ).rejects.toThrow();
  });

  it('seeds the Cars entry of the head navigation and the car settings', async () => {
    const rule = await db.selectFrom('user_rule').selectAll().where('name', '=', 'car/list').executeTakeFirstOrThrow();
    expect(rule).toMatchObject({ id: 9, type: 'nav', title: '用车', no_login_valid: 1, weigh: 250 });
    const config = await db
      .selectFrom('config')
      .select(['name', 'value'])
      .where('group', '=', 'car')
      .orderBy('name')
      .execute();
    expect(config).toEqual([
      { name: 'car_max_rental_days', value: '14' },
      { name: 'car_min_lead_hours', value: '4' },
    ]);
  });

  it('migration 0021_cars adds the Cars entry to a database seeded before it, once', async () => {
    // A freshly seeded database of its own (a copy of the run's template): the suite's is shared by its tests.
    const { db: other, cleanup } = await setupDatabase(engine);
    try {
      const migrator = new Migrator({ db: other, provider: migrationProvider(engineOf(other)) });
      const nav = () =>
        other
          .selectFrom('user_rule')
          .leftJoin('translation', (join) =>
            join
              .on('translation.scope', '=', 'user_rule')
              .on('translation.field', '=', 'title')
              .on('translation.lang', '=', 'en')
              .onRef('translation.ref', '=', sql<string>`cast(${sql.ref('user_rule.id')} as varchar(20))`),
          )
          .select(['user_rule.id', 'user_rule.title', 'user_rule.weigh', 'translation.value'])
          .where('user_rule.name', '=', 'car/list')
          .execute();
      expect(await nav()).toEqual([{ id: 9, title: '用车', weigh: 250, value: 'Cars' }]);
      expect((await migrator.migrateTo('0019_cms_menu')).error).toBeUndefined();
      expect(await nav()).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await nav()).toEqual([{ id: 9, title: '用车', weigh: 250, value: 'Cars' }]);
      // Id 9 taken by a rule of the site's own: the entry gets another id; running again adds nothing.
      expect((await migrator.migrateTo('0019_cms_menu')).error).toBeUndefined();
      await insertRules(other, [{ ...CAR_NAV_RULE, name: 'own/rule', path: 'own/rule', en: 'Own' }], 1);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const [added] = await nav();
      expect(added?.id).toBeGreaterThan(9);
      expect(added?.value).toBe('Cars');
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await nav()).toHaveLength(1);
    } finally {
      await cleanup();
    }
  });
});
