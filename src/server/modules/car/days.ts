/** Reading `car_day` rows of a range (the inventory: docs/design/cars.md §2.1). */
import type { Kysely } from 'kysely';
import type { CarDayRow } from '~/lib/car/availability';
import type { DB } from '~/server/db/schema';

/** The rows of the cars for the days `[from, to)`, by car id. */
export async function carDayRows(
  db: Kysely<DB>,
  carIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, CarDayRow[]>> {
  const out = new Map<number, CarDayRow[]>(carIds.map((id) => [id, []]));
  if (carIds.length === 0 || from >= to) return out;
  const rows = await db
    .selectFrom('car_day')
    .select(['car_id', 'day', 'available', 'closed'])
    .where('car_id', 'in', [...new Set(carIds)])
    .where('day', '>=', from)
    .where('day', '<', to)
    .orderBy('car_id')
    .orderBy('day')
    .execute();
  for (const row of rows) out.get(row.car_id)?.push({ day: row.day, available: row.available, closed: row.closed });
  return out;
}
