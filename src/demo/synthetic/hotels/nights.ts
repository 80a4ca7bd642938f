/** The nights (rates and rooms) of generated room types, written by SQL alone (`synthetic.ts`). */
import { sql, type Transaction } from 'kysely';
import { SEED_NIGHTS } from '~/demo/hotels/seed';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { Engine } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { nightSeries } from '~/server/db/series';

/**
 * The nights of the room types with ids `[firstId, lastId]`, in SQL: one row per room type per night of the series.
 * Price: the base rate × the weekday (Friday and Saturday +20 %, Sunday −5 %) × a noise of ±6 % hashed from the
 * room type and the night, rounded to 10 yuan; 3–12 rooms on sale per room type, and about 2 % of the nights of
 * a room type sold out. Integer arithmetic throughout, so both engines write the same numbers.
 */
export async function insertNights(
  trx: Transaction<DB>,
  engine: Engine,
  [firstId, lastId]: readonly [number, number],
  firstNight: CalendarDay,
  now: number,
): Promise<void> {
  const noise = sql<number>`((rt.id * 2654435761 + n.i * 40503 + n.i * n.i * 2246822519) % 4294967291) % 1201`;
  const weekdayBp = sql<number>`case n.weekday when 5 then 12000 when 6 then 12000 when 0 then 9500 else 10000 end`;
  const price = sql<number>`((rt.base_price * ${weekdayBp} / 10000) * (9400 + ${noise}) / 10000 + 500) / 1000 * 1000`;
  const allotment = sql<number>`3 + (rt.id * 7 + rt.hotel_id) % 10`;
  const soldOut = sql<boolean>`((rt.id * 40503 + n.i * 2654435761) % 4294967291) % 50 = 0`;
  await trx
    .insertInto('room_night')
    .columns(['room_type_id', 'night', 'price', 'allotment', 'available', 'closed', 'update_time'])
    .expression(
      trx
        .selectFrom('room_type as rt')
        .crossJoin(nightSeries(engine, firstNight, SEED_NIGHTS).as('n'))
        .select([
          'rt.id',
          'n.night',
          price.as('price'),
          allotment.as('allotment'),
          sql<number>`case when ${soldOut} then 0 else ${allotment} end`.as('available'),
          sql.lit(0).as('closed'),
          sql.lit(now).as('update_time'),
        ])
        .where('rt.id', '>=', firstId)
        .where('rt.id', '<=', lastId),
    )
    .execute();
}
