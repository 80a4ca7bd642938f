/** The days (inventory) of generated cars, written by SQL alone (`synthetic.ts`). */
import { sql, type Transaction } from 'kysely';
import { SEED_CAR_DAYS } from '~/demo/cars/seed';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { Engine } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { nightSeries } from '~/server/db/series';

/**
 * The days of the cars with ids `[firstId, lastId]`, in SQL: one row per car per day of the series, `fleet` units on
 * sale, about 2 % of a car's days sold out (hashed from the car and the day), none closed. Integer arithmetic, so
 * both engines write the same rows.
 */
export async function insertCarDays(
  trx: Transaction<DB>,
  engine: Engine,
  [firstId, lastId]: readonly [number, number],
  firstDay: CalendarDay,
  now: number,
): Promise<void> {
  const soldOut = sql<boolean>`((c.id * 2654435761 + n.i * 40503) % 4294967291) % 50 = 0`;
  await trx
    .insertInto('car_day')
    .columns(['car_id', 'day', 'allotment', 'available', 'closed', 'update_time'])
    .expression(
      trx
        .selectFrom('car as c')
        .crossJoin(nightSeries(engine, firstDay, SEED_CAR_DAYS).as('n'))
        .select([
          'c.id',
          'n.night',
          'c.fleet',
          sql<number>`case when ${soldOut} then 0 else c.fleet end`.as('available'),
          sql.lit(0).as('closed'),
          sql.lit(now).as('update_time'),
        ])
        .where('c.id', '>=', firstId)
        .where('c.id', '<=', lastId),
    )
    .execute();
}
