/**
 * Rate plans and the rolling horizon (issue 25, docs/design/catalogue.md §2). Each room type gets a default plan (a
 * price per weekday and the rooms on sale) and each car a default day plan (the cars on hire); a daily job writes the
 * missing nights and days from them up to the booking horizon (`filled_through`: the last night a plan wrote), and
 * never a night that exists, whoever set it. `from_plan` marks the nights and days the job wrote, so a later change
 * of the plan may follow on them and not on what an operator set. `job_run` keeps, per daily job, the day it last
 * finished and a lease, so of several instances one runs it.
 *
 * Existing room types get a plan read from their own nights: per weekday the price of the latest such night, the
 * rooms of the latest night, filled through the latest night; a room type without nights gets a paused plan at its
 * base price and no rooms (nothing is invented). Cars the same, with their fleet.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

/** The tables as this migration reads and writes their data (frozen here, as the migration is). */
interface Tables {
  room_type: { id: number; base_price: number | string };
  room_night: { room_type_id: number; night: string; price: number | string; allotment: number };
  car: { id: number; fleet: number };
  car_day: { car_id: number; day: string };
  room_type_plan: Record<string, number | string>;
  car_day_plan: { car_id: number; allotment: number; status: string; filled_through: string; update_time: number };
}
type Data = Kysely<Tables>;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const CHUNK = 500;

const weekdayOf = (night: string) => new Date(`${night}T00:00:00Z`).getUTCDay();
const dayBefore = (night: string, days: number) =>
  new Date(Date.parse(`${night}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function createTables(db: Db) {
  let plan = db.schema
    .createTable('room_type_plan')
    .addColumn('room_type_id', 'integer', (c) => c.primaryKey().references('room_type.id'));
  for (const day of WEEKDAYS) {
    plan = plan.addColumn(`${day}_price`, 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(`${day}_price`)} >= 0`),
    );
  }
  await plan
    .addColumn('allotment', 'integer', (c) => c.notNull().defaultTo(0).check(sql`allotment >= 0`))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1').check(sql`status in ('0', '1')`))
    .addColumn('filled_through', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('car_day_plan')
    .addColumn('car_id', 'integer', (c) => c.primaryKey().references('car.id'))
    .addColumn('allotment', 'integer', (c) => c.notNull().defaultTo(0).check(sql`allotment >= 0`))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1').check(sql`status in ('0', '1')`))
    .addColumn('filled_through', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('job_run')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('done_through', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of ['room_night', 'car_day']) {
    await db.schema
      .alterTable(table)
      .addColumn('from_plan', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

/** One chunk of room types: their plans from their latest week of nights. */
async function roomTypePlans(db: Data, rows: { id: number; base_price: number | string }[], now: number) {
  const ids = rows.map((row) => row.id);
  const lasts = await db
    .selectFrom('room_night')
    .select(['room_type_id', (eb) => eb.fn.max('night').as('last')])
    .where('room_type_id', 'in', ids)
    .groupBy('room_type_id')
    .execute();
  const lastOf = new Map(lasts.map((row) => [Number(row.room_type_id), String(row.last)]));
  const earliest = [...lastOf.values()].sort()[0];
  const nights = earliest
    ? await db
        .selectFrom('room_night')
        .select(['room_type_id', 'night', 'price', 'allotment'])
        .where('room_type_id', 'in', ids)
        .where('night', '>', dayBefore(earliest, 7))
        .orderBy('night')
        .execute()
    : [];
  const plans = rows.map((row) => {
    const last = lastOf.get(row.id);
    const base = Number(row.base_price);
    const prices: number[] = WEEKDAYS.map(() => base);
    let allotment = 0;
    for (const night of nights) {
      if (Number(night.room_type_id) !== row.id || !last || night.night <= dayBefore(last, 7)) continue;
      prices[weekdayOf(night.night)] = Number(night.price);
      allotment = Number(night.allotment);
    }
    return {
      room_type_id: row.id,
      ...Object.fromEntries(WEEKDAYS.map((day, index) => [`${day}_price`, prices[index]])),
      allotment,
      status: last ? '1' : '0',
      filled_through: last ?? '',
      update_time: now,
    };
  });
  if (plans.length > 0) await db.insertInto('room_type_plan').values(plans).execute();
}

async function carPlans(db: Data, now: number) {
  const cars = await db.selectFrom('car').select(['id', 'fleet']).execute();
  const lasts = await db
    .selectFrom('car_day')
    .select(['car_id', (eb) => eb.fn.max('day').as('last')])
    .groupBy('car_id')
    .execute();
  const lastOf = new Map(lasts.map((row) => [Number(row.car_id), String(row.last)]));
  for (let start = 0; start < cars.length; start += CHUNK) {
    const plans = cars.slice(start, start + CHUNK).map((car) => ({
      car_id: car.id,
      allotment: Number(car.fleet),
      status: lastOf.has(car.id) ? '1' : '0',
      filled_through: lastOf.get(car.id) ?? '',
      update_time: now,
    }));
    await db.insertInto('car_day_plan').values(plans).execute();
  }
}

export function ratePlansMigration(): Migration {
  return {
    async up(db: Db) {
      await createTables(db);
      const data = db as unknown as Data;
      const now = Math.floor(Date.now() / 1000);
      const roomTypes = await data.selectFrom('room_type').select(['id', 'base_price']).orderBy('id').execute();
      for (let start = 0; start < roomTypes.length; start += CHUNK) {
        await roomTypePlans(data, roomTypes.slice(start, start + CHUNK), now);
      }
      await carPlans(data, now);
    },
    async down(db: Db) {
      for (const table of ['room_night', 'car_day'])
        await db.schema.alterTable(table).dropColumn('from_plan').execute();
      await db.schema.dropTable('job_run').execute();
      await db.schema.dropTable('car_day_plan').execute();
      await db.schema.dropTable('room_type_plan').execute();
    },
  };
}
