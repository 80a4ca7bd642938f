/**
 * Unpaid orders expire and give their rooms back (docs/design/hotels.md §4). No timer is needed for correctness:
 * every order read and every booking of a room type first expires what is overdue, and a sweep runs in every
 * instance. Each expiry is one conditional update in its own transaction, so of two sweepers (or a sweeper and a
 * payment) exactly one wins and the rooms come back once.
 */
import type { Kysely } from 'kysely';
import { withBusyRetry } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { releaseOrderCars } from '~/server/modules/car';
import { recordOrderEvent, SYSTEM } from './events';
import { holdOf, lockNights, releaseRooms } from './inventory';

/** Whose overdue orders to expire: a member's, a room type's, those holding one of the cars, or the oldest ones. */
export type ExpiryScope = { userId: number } | { roomTypeId: number } | { carIds: number[] } | { limit: number };

const BATCH = 100;

/** Expires one order if it is still pending and overdue; true when this call did it. */
export async function expireOrder(db: Kysely<DB>, orderId: number, now: number): Promise<boolean> {
  return withBusyRetry(() =>
    db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('hotel_order')
        .select(['id', 'hotel_id', 'room_type_id', 'checkin', 'checkout', 'nights', 'rooms'])
        .where('id', '=', orderId)
        .where('status', '=', 'pending')
        .where('expire_time', '<=', now)
        .executeTakeFirst();
      if (!order) return false;
      const hold = holdOf(order);
      await lockNights(trx, hold);
      const result = await trx
        .updateTable('hotel_order')
        .set({ status: 'expired', update_time: now })
        .where('id', '=', order.id)
        .where('status', '=', 'pending')
        .where('expire_time', '<=', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await recordOrderEvent(trx, SYSTEM, { orderId: order.id, event: 'expire', from: 'pending', to: 'expired' }, now);
      await releaseRooms(trx, hold, now);
      await releaseOrderCars(trx, order.id, now);
      return true;
    }),
  );
}

/** Expires the overdue pending orders in `scope` (at most 100 a call); how many this call expired. */
export async function expireDueOrders(db: Kysely<DB>, now: number, scope: ExpiryScope): Promise<number> {
  let query = db
    .selectFrom('hotel_order')
    .select('id')
    .where('status', '=', 'pending')
    .where('expire_time', '<=', now)
    .orderBy('expire_time')
    .limit('limit' in scope ? Math.min(scope.limit, BATCH) : BATCH);
  if ('userId' in scope) query = query.where('user_id', '=', scope.userId);
  if ('roomTypeId' in scope) query = query.where('room_type_id', '=', scope.roomTypeId);
  if ('carIds' in scope) {
    if (scope.carIds.length === 0) return 0;
    const carIds = [...new Set(scope.carIds)];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_car')
          .select('order_car.id')
          .whereRef('order_car.order_id', '=', 'hotel_order.id')
          .where('order_car.car_id', 'in', carIds),
      ),
    );
  }
  // The sweep leaves out what it could not expire before; a member's, room type's or cars' own check still tries.
  const skipped = stuckOrders(db);
  if ('limit' in scope && skipped.size > 0) query = query.where('id', 'not in', [...skipped]);
  const due = await query.execute();
  let expired = 0;
  for (const { id } of due) if (await expireOrTell(db, id, now)) expired += 1;
  return expired;
}

/**
 * Orders this process could not expire (a hand-edited room night that the release would push past its allotment,
 * say), by id: each is reported once and left out of later sweeps, so one bad row never holds the others back or
 * fills the log every minute; the checks of one member, room type or car still try it, so it expires once mended.
 * Bounded; a restart tries them again.
 */
const stuck = new WeakMap<Kysely<DB>, Set<number>>();
const MAX_STUCK = 1_000;

function stuckOrders(db: Kysely<DB>): Set<number> {
  let ids = stuck.get(db);
  if (!ids) {
    ids = new Set();
    stuck.set(db, ids);
  }
  return ids;
}

/** `expireOrder`, but a failure is this order's alone: logged once with its id, and the sweep goes on. */
async function expireOrTell(db: Kysely<DB>, orderId: number, now: number): Promise<boolean> {
  const ids = stuckOrders(db);
  try {
    const expired = await expireOrder(db, orderId, now);
    ids.delete(orderId);
    return expired;
  } catch (error) {
    if (ids.has(orderId) || ids.size >= MAX_STUCK) return false;
    ids.add(orderId);
    console.error(`[order] order ${orderId} could not expire and is left pending:`, (error as Error).message);
    return false;
  }
}

/**
 * Sweeps overdue orders every `seconds` (0: never), first right away (a restart frees what expired while the
 * server was down). Errors are logged; the timer does not keep the process alive. Returns a stop function.
 */
export function startOrderSweeper(db: Kysely<DB>, seconds: number, clock = () => Date.now()): () => void {
  if (seconds <= 0) return () => {};
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      while ((await expireDueOrders(db, Math.floor(clock() / 1000), { limit: BATCH })) === BATCH) {
        // a full batch: there may be more
      }
    } catch (error) {
      console.error('[order] expiry sweep failed:', (error as Error).message);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(sweep, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
