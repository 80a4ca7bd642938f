/**
 * The car services of orders as the order calls answer them (docs/api.md §13): read from `order_car` in one query
 * for a page of orders, named from each row's snapshot (what was booked), in the request's language.
 */
import type { Kysely, Selectable } from 'kysely';
import type { CarServiceAnswer } from '~/contract/car';
import { carLineCode } from '~/lib/car/carPricing';
import { type Direction, isDirection } from '~/lib/car/vocabulary';
import { snapshotText } from '~/server/db/preferredLang';
import type { DB } from '~/server/db/schema';
import type { OrderCarTable } from '~/server/db/schema-car';
import type { ApiContext } from '~/server/http/context';
import { categoryText } from './labels';
import { serviceText } from './quoteCars';
import type { CarSnapshot } from './snapshot';

const parse = (text: string): Partial<CarSnapshot> => {
  try {
    return JSON.parse(text) as Partial<CarSnapshot>;
  } catch {
    return {};
  }
};

/** An `order_car` row as read or written. */
export type OrderCarRow = Selectable<OrderCarTable>;

/** The services of each order, in booking order, by order id (an order without any has none in the map). */
export async function orderCarServices(
  ctx: ApiContext,
  db: Kysely<DB>,
  orderIds: readonly number[],
): Promise<Map<number, CarServiceAnswer[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_car')
    .selectAll()
    .where('order_id', 'in', [...new Set(orderIds)])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  return carServicesOf(ctx, rows);
}

/** The services of `order_car` rows (in order id and position order), by order id. */
export function carServicesOf(ctx: ApiContext, rows: readonly OrderCarRow[]): Map<number, CarServiceAnswer[]> {
  const out = new Map<number, CarServiceAnswer[]>();
  for (const row of rows) {
    const snapshot = parse(row.snapshot);
    const direction: Direction | '' = isDirection(row.direction) ? row.direction : '';
    const choice = { service: row.service, direction };
    const service: CarServiceAnswer = {
      service: row.service,
      service_text: serviceText(ctx, choice),
      direction,
      car_id: row.car_id,
      car_name: snapshotText(snapshot.car?.name ?? {}, ctx.lang),
      category_text: snapshot.car?.category ? categoryText(ctx.t, snapshot.car.category) : '',
      seats: Number(snapshot.car?.seats ?? 0),
      with_driver: snapshot.car?.with_driver === true,
      place: {
        id: row.place_id,
        kind: snapshot.place?.kind ?? 'hotel',
        name: snapshotText(snapshot.place?.name ?? {}, ctx.lang),
      },
      day: row.day,
      days: row.days,
      time: row.time,
      number: row.number,
      passengers: row.passengers,
      unit_price: Number(row.unit_price),
      amount: Number(row.amount),
      line_code: carLineCode(choice),
    };
    const list = out.get(row.order_id);
    if (list) list.push(service);
    else out.set(row.order_id, [service]);
  }
  return out;
}
