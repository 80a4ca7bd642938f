/**
 * The rolling horizon (issue 25, docs/design/catalogue.md §2) on both engines: the daily job writes the nights (and
 * car days) after the seeded ones from each default plan, at the weekday's price, never touching a night that exists;
 * search's summary follows; of two instances asking at once one runs it; a lease left by a crashed run passes on;
 * migration 0033 derives plans from the nights a site already has.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween } from '~/lib/format/calendarDays';
import { horizonWindow } from '~/lib/inventory/horizon';
import type { Database } from '~/server/database';
import { engineOf } from '~/server/db/engine';
import { DAILY_JOBS, runDailyJob } from '~/server/jobs';
import { LEASE_SECONDS } from '~/server/jobs/daily';
import { migrationProvider } from '~/server/migrations';
import { extendCarDays } from '~/server/modules/car';
import { extendHotelNights, PLAN_PRICE_COLUMNS } from '~/server/modules/hotel';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

const WEEKDAY_PRICES = PLAN_PRICE_COLUMNS;
const weekdayOf = (night: string) => new Date(`${night}T00:00:00Z`).getUTCDay();
const NOW = 1_900_000_000;

describe.each(ENGINES)('the rolling horizon (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  /** The day the demo's seeded nights end, and a day 20 days after the seed: 20 nights (and a margin) to write. */
  let filled: string;
  let later: string;

  const plan = (roomTypeId: number) =>
    db.selectFrom('room_type_plan').selectAll().where('room_type_id', '=', roomTypeId).executeTakeFirstOrThrow();
  const nightsAfter = (roomTypeId: number, night: string) =>
    db
      .selectFrom('room_night')
      .selectAll()
      .where('room_type_id', '=', roomTypeId)
      .where('night', '>', night)
      .orderBy('night')
      .execute();

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    const row = await db
      .selectFrom('room_type_plan')
      .select((eb) => eb.fn.max('filled_through').as('last'))
      .executeTakeFirstOrThrow();
    filled = String(row.last);
    later = addCalendarDays(filled, 20 - 364);
  });
  afterAll(() => test.cleanup());

  it('writes the nights after the seeded ones from each plan, and search summarises them', async () => {
    const [roomType] = await db.selectFrom('room_type').select(['id', 'hotel_id']).orderBy('id').limit(1).execute();
    if (!roomType) throw new Error('no room type');
    // An operator set a night beyond the seeded ones already: the horizon leaves it as it is.
    const set = addCalendarDays(filled, 3);
    await db
      .insertInto('room_night')
      .values({
        room_type_id: roomType.id,
        night: set,
        price: 12_300,
        allotment: 2,
        available: 1,
        closed: 1,
        update_time: NOW,
      })
      .execute();
    const before = await plan(roomType.id);

    const written = await extendHotelNights(db, later, NOW);
    const window = horizonWindow(later, 365);
    const roomTypes = await db.selectFrom('room_type_plan').select('room_type_id').where('status', '=', '1').execute();
    const perRoomType = calendarDaysBetween(filled, window.last);
    expect(written).toBe(roomTypes.length * perRoomType - 1);

    const nights = await nightsAfter(roomType.id, filled);
    expect(nights.map((night) => night.night)).toEqual(
      Array.from({ length: perRoomType }, (_, i) => addCalendarDays(filled, i + 1)),
    );
    for (const night of nights) {
      if (night.night === set) {
        expect(night).toMatchObject({ price: 12_300, allotment: 2, available: 1, closed: 1, from_plan: 0 });
        continue;
      }
      expect(night).toMatchObject({
        price: before[WEEKDAY_PRICES[weekdayOf(night.night)] as (typeof WEEKDAY_PRICES)[number]],
        allotment: before.allotment,
        available: before.allotment,
        closed: 0,
        from_plan: 1,
      });
    }
    expect((await plan(roomType.id)).filled_through).toBe(window.last);
    // Search prunes with the nightly summary: the new nights are in it.
    const summary = await db
      .selectFrom('hotel_night')
      .select(['night', 'min_price'])
      .where('hotel_id', '=', roomType.hotel_id)
      .where('night', '>', filled)
      .execute();
    expect(summary).toHaveLength(perRoomType);
    expect(summary.every((night) => night.min_price !== null && Number(night.min_price) > 0)).toBe(true);

    // Run again the same day: nothing left to write.
    expect(await extendHotelNights(db, later, NOW)).toBe(0);
  });

  it('writes nothing for a paused plan, and the car days from each car day plan', async () => {
    const next = addCalendarDays(later, 1);
    const [paused, running] = await db
      .selectFrom('room_type_plan')
      .select('room_type_id')
      .orderBy('room_type_id')
      .limit(2)
      .execute();
    if (!paused || !running) throw new Error('no plans');
    await db
      .updateTable('room_type_plan')
      .set({ status: '0' })
      .where('room_type_id', '=', paused.room_type_id)
      .execute();
    await extendHotelNights(db, next, NOW);
    expect((await plan(paused.room_type_id)).filled_through).toBe(horizonWindow(later, 365).last);
    expect((await plan(running.room_type_id)).filled_through).toBe(horizonWindow(next, 365).last);

    const [car] = await db.selectFrom('car_day_plan').selectAll().orderBy('car_id').limit(1).execute();
    if (!car) throw new Error('no car');
    const written = await extendCarDays(db, next, NOW);
    const cars = await db.selectFrom('car_day_plan').select('car_id').where('status', '=', '1').execute();
    expect(written).toBe(cars.length * calendarDaysBetween(car.filled_through, horizonWindow(next, 365).last));
    const days = await db
      .selectFrom('car_day')
      .selectAll()
      .where('car_id', '=', car.car_id)
      .where('day', '>', car.filled_through)
      .execute();
    expect(
      days.every((day) => day.allotment === car.allotment && day.available === car.allotment && day.from_plan === 1),
    ).toBe(true);
  });

  it('is run by one of two instances asking at once, once a day; a crashed run passes its lease on', async () => {
    const job = DAILY_JOBS[0];
    if (!job) throw new Error('no job');
    const today = addCalendarDays(later, 2);
    const [first, second] = await Promise.all([runDailyJob(db, job, today, NOW), runDailyJob(db, job, today, NOW)]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await runDailyJob(db, job, today, NOW + 60)).toBe(false);
    // One set of nights: a night per room type and day, whoever wrote it.
    const doubles = await db
      .selectFrom('room_night')
      .select(['room_type_id', 'night', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['room_type_id', 'night'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(doubles).toEqual([]);

    // The next day's run dies after claiming: until its lease ends nobody else runs it, then the next instance does.
    const tomorrow = addCalendarDays(today, 1);
    const dying = { name: job.name, run: () => Promise.reject(new Error('killed')) };
    await expect(runDailyJob(db, dying, tomorrow, NOW)).rejects.toThrow('killed');
    // A failure lets the lease go at once; a killed process does not: hold it as a crash would leave it.
    await db
      .updateTable('job_run')
      .set({ lease_until: NOW + LEASE_SECONDS })
      .where('name', '=', job.name)
      .execute();
    expect(await runDailyJob(db, job, tomorrow, NOW + 60)).toBe(false);
    expect(await runDailyJob(db, job, tomorrow, NOW + LEASE_SECONDS)).toBe(true);
    const run = await db.selectFrom('job_run').selectAll().where('name', '=', job.name).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ done_through: tomorrow, lease_until: 0 });
  });

  it('migration 0033 reads the plans of a site that had nights before it', async () => {
    const { db: other, cleanup } = await setupDatabase(engine);
    try {
      const migrator = new Migrator({ db: other, provider: migrationProvider(engineOf(other)) });
      expect((await migrator.migrateTo('0032_member_password_reset')).error).toBeUndefined();
      const [withNights, without] = await other
        .selectFrom('room_type')
        .select(['id', 'base_price'])
        .orderBy('id')
        .limit(2)
        .execute();
      if (!withNights || !without) throw new Error('no room types');
      await other.deleteFrom('room_night').where('room_type_id', '=', without.id).execute();
      const last = await other
        .selectFrom('room_night')
        .select(['night', 'price', 'allotment'])
        .where('room_type_id', '=', withNights.id)
        .orderBy('night', 'desc')
        .limit(7)
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const derived = await other
        .selectFrom('room_type_plan')
        .selectAll()
        .where('room_type_id', '=', withNights.id)
        .executeTakeFirstOrThrow();
      expect(derived).toMatchObject({ status: '1', filled_through: last[0]?.night, allotment: last[0]?.allotment });
      for (const night of last) {
        expect(derived[WEEKDAY_PRICES[weekdayOf(night.night)] as (typeof WEEKDAY_PRICES)[number]]).toBe(night.price);
      }
      const paused = await other
        .selectFrom('room_type_plan')
        .selectAll()
        .where('room_type_id', '=', without.id)
        .executeTakeFirstOrThrow();
      expect(paused).toMatchObject({ status: '0', allotment: 0, filled_through: '', mon_price: without.base_price });
      const cars = await other.selectFrom('car').select('id').execute();
      expect(await other.selectFrom('car_day_plan').select('car_id').execute()).toHaveLength(cars.length);
      const planned = await sql<{
        n: number | string;
      }>`select count(*) as n from room_night where from_plan <> 0`.execute(other);
      expect(Number(planned.rows[0]?.n)).toBe(0);
    } finally {
      await cleanup();
    }
  });
});
