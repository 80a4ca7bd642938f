/**
 * Car units held by orders (docs/design/cars.md §3): after the stay's nights and its rooms, a booking bumps each car's
 * `inventory_version` in ascending id (so two bookings wanting the same cars queue in one order and cannot deadlock),
 * then takes one unit on each day of each service with one conditional update. A count short of the days means a
 * unit was gone: the caller throws and the rollback gives back everything taken. Release gives the units back.
 */
import type { Transaction } from 'kysely';
import { serviceDays } from '~/lib/car/carDays';
import type { DB } from '~/server/db/schema';

type Trx = Transaction<DB>;

/** What a held service takes: a car over `days` days from `day`. */
export interface CarHold {
  carId: number;
  day: string;
  days: number;
}

/**
 * Locks the cars' rows in ascending id; the ids of those it could not lock (gone, or disabled unless `anyStatus`:
 * a disabled car takes no new booking but still gets its units back).
 */
export async function lockCars(trx: Trx, carIds: readonly number[], anyStatus = false): Promise<number[]> {
  const missing: number[] = [];
  for (const id of [...new Set(carIds)].sort((a, b) => a - b)) {
    let update = trx
      .updateTable('car')
      .set((eb) => ({ inventory_version: eb('inventory_version', '+', 1) }))
      .where('id', '=', id);
    if (!anyStatus) update = update.where('status', '=', '1');
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) missing.push(id);
  }
  return missing;
}

const byCarAndDay = <T extends CarHold>(holds: readonly T[]): T[] =>
  [...holds].sort((a, b) => a.carId - b.carId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

/**
 * Takes one unit on every day of every hold (the caller holds the cars' locks). Returns the first hold that found a
 * day without a free unit, or undefined when all were taken.
 */
export async function holdCars<T extends CarHold>(trx: Trx, holds: readonly T[], now: number): Promise<T | undefined> {
  for (const hold of byCarAndDay(holds)) {
    const { from, to } = serviceDays(hold);
    const result = await trx
      .updateTable('car_day')
      .set((eb) => ({ available: eb('available', '-', 1), update_time: now }))
      .where('car_id', '=', hold.carId)
      .where('day', '>=', from)
      .where('day', '<', to)
      .where('closed', '=', 0)
      .where('available', '>=', 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== hold.days) return hold;
  }
  return undefined;
}

/** Gives back the units of an order's services (cancel, expiry), under the cars' locks. */
export async function releaseOrderCars(trx: Trx, orderId: number, now: number): Promise<void> {
  const rows = await trx
    .selectFrom('order_car')
    .select(['car_id', 'day', 'days'])
    .where('order_id', '=', orderId)
    .execute();
  if (rows.length === 0) return;
  const holds = rows.map((row) => ({ carId: row.car_id, day: row.day, days: row.days }));
  await lockCars(
    trx,
    holds.map((hold) => hold.carId),
    true,
  );
  for (const hold of byCarAndDay(holds)) {
    const { from, to } = serviceDays(hold);
    const result = await trx
      .updateTable('car_day')
      .set((eb) => ({ available: eb('available', '+', 1), update_time: now }))
      .where('car_id', '=', hold.carId)
      .where('day', '>=', from)
      .where('day', '<', to)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== hold.days) {
      console.warn(`[order] released ${result.numUpdatedRows} of ${hold.days} days of car ${hold.carId}`);
    }
  }
}
