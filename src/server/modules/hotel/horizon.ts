/**
 * The rolling horizon of hotels (docs/design/catalogue.md §2): every room type with an active plan gets its missing
 * nights up to the booking horizon written from the plan (the weekday's price, the plan's rooms, marked `from_plan`).
 * A night that exists is never touched, whoever wrote it. Batches of hotels, each one transaction that keeps the
 * nightly summary right; the rate spans are recomputed only when a plan's prices fall outside them.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { addCalendarDays, type CalendarDay, calendarDaysBetween } from '~/lib/format/calendarDays';
import { type HorizonWindow, horizonWindow, nightsToFill, planSpan } from '~/lib/inventory/horizon';
import { PLAN_PRICE_COLUMNS } from '~/lib/inventory/plan';
import { type Engine, engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { nightSeries } from '~/server/db/series';
import { refreshHotelNights } from './hotelNights';
import { refreshHotelRates } from './hotelRates';
import { readHotelSettings } from './settings';

const BATCH_HOTELS = 200;

export { PLAN_PRICE_COLUMNS };

const weekdayPrice = sql<number>`case n.weekday ${sql.join(
  PLAN_PRICE_COLUMNS.map((column, weekday) => sql`when ${sql.lit(weekday)} then p.${sql.raw(column)}`),
  sql` `,
)} end`;

/** The active plans of some hotels that have nights left to write. */
function plansToFill(db: Kysely<DB>, kept: HorizonWindow) {
  return db
    .selectFrom('room_type_plan as p')
    .innerJoin('room_type as rt', 'rt.id', 'p.room_type_id')
    .where('p.status', '=', '1')
    .where('p.filled_through', '<', kept.last);
}

/** One batch of hotels: writes their missing nights, keeps the summary (and spans) right. Nights written. */
async function extendBatch(trx: Transaction<DB>, engine: Engine, hotelIds: number[], kept: HorizonWindow, now: number) {
  const plans = await plansToFill(trx, kept)
    .select([
      'p.room_type_id',
      'p.filled_through',
      'rt.rate_min',
      'rt.rate_max',
      ...PLAN_PRICE_COLUMNS.map((c) => `p.${c}` as const),
    ])
    .where('rt.hotel_id', 'in', hotelIds)
    .execute();
  const starts = plans.flatMap((plan) => nightsToFill(kept, plan.filled_through)?.first ?? []);
  const first = starts.sort()[0];
  if (!first || plans.length === 0) return 0;
  const ids = plans.map((plan) => plan.room_type_id);
  const inserted = await trx
    .insertInto('room_night')
    .columns(['room_type_id', 'night', 'price', 'allotment', 'available', 'closed', 'from_plan', 'update_time'])
    .expression(
      trx
        .selectFrom('room_type_plan as p')
        .crossJoin(nightSeries(engine, first, calendarDaysBetween(first, kept.last) + 1).as('n'))
        .select([
          'p.room_type_id',
          'n.night',
          weekdayPrice.as('price'),
          'p.allotment',
          sql<number>`p.allotment`.as('available'),
          sql.lit(0).as('closed'),
          sql.lit(1).as('from_plan'),
          sql.lit(now).as('update_time'),
        ])
        .where('p.room_type_id', 'in', ids)
        .where(sql<boolean>`n.night > p.filled_through`),
    )
    .onConflict((oc) => oc.columns(['room_type_id', 'night']).doNothing())
    .executeTakeFirst();
  await trx
    .updateTable('room_type_plan')
    .set({ filled_through: kept.last, update_time: now })
    .where('room_type_id', 'in', ids)
    .execute();
  const range = { first: Math.min(...hotelIds), last: Math.max(...hotelIds) };
  const outside = plans.some((plan) => {
    const span = planSpan(PLAN_PRICE_COLUMNS.map((column) => Number(plan[column])));
    return plan.rate_min === 0 || span.min < plan.rate_min || span.max > plan.rate_max;
  });
  if (outside) await refreshHotelRates(trx, range);
  else await refreshHotelNights(trx, range, { from: first, to: addCalendarDays(kept.last, 1) });
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Writes the missing nights of every active plan up to the horizon of `today` (site zone), or of these hotels' plans
 * only (a plan just saved opens its nights at once, not at the next daily run). Nights written.
 */
export async function extendHotelNights(
  db: Kysely<DB>,
  today: CalendarDay,
  now: number,
  only?: readonly number[],
): Promise<number> {
  const { bookingHorizonDays } = await readHotelSettings(db);
  const kept = horizonWindow(today, bookingHorizonDays);
  let query = plansToFill(db, kept).select('rt.hotel_id').distinct().orderBy('rt.hotel_id');
  if (only) query = query.where('rt.hotel_id', 'in', only.length > 0 ? [...only] : [0]);
  const hotels = await query.execute();
  const ids = hotels.map((row) => row.hotel_id);
  const engine = engineOf(db);
  let written = 0;
  for (let start = 0; start < ids.length; start += BATCH_HOTELS) {
    const batch = ids.slice(start, start + BATCH_HOTELS);
    written += await db.transaction().execute((trx) => extendBatch(trx, engine, batch, kept, now));
  }
  return written;
}
