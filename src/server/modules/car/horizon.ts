/**
 * The rolling horizon of cars (docs/design/catalogue.md §2): every car with an active day plan gets its missing days
 * up to the booking horizon written with the plan's cars on hire (marked `from_plan`); a day that exists is never
 * touched. One statement per batch of cars: car days have no summary to keep.
 */
import { type Kysely, sql } from 'kysely';
import { type CalendarDay, calendarDaysBetween } from '~/lib/format/calendarDays';
import { horizonWindow, nightsToFill } from '~/lib/inventory/horizon';
import { engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { nightSeries } from '~/server/db/series';
import { readHotelSettings } from '~/server/modules/hotel';

const BATCH_CARS = 500;

/** Writes the missing days of every active car day plan up to the horizon of `today` (site zone). Days written. */
export async function extendCarDays(db: Kysely<DB>, today: CalendarDay, now: number): Promise<number> {
  const { bookingHorizonDays } = await readHotelSettings(db);
  const kept = horizonWindow(today, bookingHorizonDays);
  const plans = await db
    .selectFrom('car_day_plan')
    .select(['car_id', 'filled_through'])
    .where('status', '=', '1')
    .where('filled_through', '<', kept.last)
    .orderBy('car_id')
    .execute();
  const engine = engineOf(db);
  let written = 0;
  for (let start = 0; start < plans.length; start += BATCH_CARS) {
    const batch = plans.slice(start, start + BATCH_CARS);
    const first = batch.flatMap((plan) => nightsToFill(kept, plan.filled_through)?.first ?? []).sort()[0];
    if (!first) continue;
    const ids = batch.map((plan) => plan.car_id);
    written += await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('car_day')
        .columns(['car_id', 'day', 'allotment', 'available', 'closed', 'from_plan', 'update_time'])
        .expression(
          trx
            .selectFrom('car_day_plan as p')
            .crossJoin(nightSeries(engine, first, calendarDaysBetween(first, kept.last) + 1).as('n'))
            .select([
              'p.car_id',
              'n.night',
              'p.allotment',
              sql<number>`p.allotment`.as('available'),
              sql.lit(0).as('closed'),
              sql.lit(1).as('from_plan'),
              sql.lit(now).as('update_time'),
            ])
            .where('p.car_id', 'in', ids)
            .where(sql<boolean>`n.night > p.filled_through`),
        )
        .onConflict((oc) => oc.columns(['car_id', 'day']).doNothing())
        .executeTakeFirst();
      await trx
        .updateTable('car_day_plan')
        .set({ filled_through: kept.last, update_time: now })
        .where('car_id', 'in', ids)
        .execute();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0);
    });
  }
  return written;
}
