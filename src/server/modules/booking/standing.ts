/**
 * What `order/create` checks of the booker before it books (docs/design/hotels.md §3.2): the hourly rate, the form's
 * earlier order, the unpaid orders, and overdue holds on what the booking asks for (freed first).
 */
import { bumpWindowCounter } from '~/server/auth/counter';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ApiError } from '~/server/http/errors';
import { expireDueOrders } from './expire';
import type { QuoteRequest } from './quote';

/** Bookings a member may make per hour. */
const BOOKINGS_PER_HOUR = 30;

/** Step 1: at most BOOKINGS_PER_HOUR bookings a member an hour (a counter in the database, shared by instances). */
export async function checkBookingRate(ctx: ApiContext, user: UserRow): Promise<void> {
  const hour = ctx.now - (ctx.now % 3600);
  if ((await bumpWindowCounter(ctx.db, `bookings:user:${user.id}`, hour)) > BOOKINGS_PER_HOUR) {
    throw new ApiError('Please do not request frequently', { params: { seconds: hour + 3600 - ctx.now } });
  }
}

/** The booker's orders of this form submission (one at most: a sibling's key finds nothing). */
const ordersOfForm = (ctx: ApiContext, bookerId: number, requestId: string) =>
  ctx.db.selectFrom('hotel_order').select('id').where('booked_by', '=', bookerId).where('request_id', '=', requestId);

/** The booker's order of this form submission, if made. */
export async function findByRequest(ctx: ApiContext, bookerId: number, requestId: string) {
  if (!requestId) return undefined;
  return ordersOfForm(ctx, bookerId, requestId).executeTakeFirst();
}

/** What steps 3 and 4 look at, with the form's earlier order: read before anything is written. */
export interface Standing {
  /** The booker's order of this form submission, already made (none without a request id). */
  earlier: number | undefined;
  /** The booker's unpaid orders that still hold rooms. */
  pending: number;
  /** Whether an overdue order still holds rooms of the room type. */
  overdue: boolean;
}

/**
 * The form's earlier order, the booker's unpaid orders and whether the room type has an overdue one, in one statement
 * (three subqueries): on PostgreSQL each statement is a round trip, and a burst of bookings is CPU-bound on them.
 */
export async function readStanding(
  ctx: ApiContext,
  user: UserRow,
  request: QuoteRequest,
  requestId: string,
): Promise<Standing> {
  const row = await ctx.db
    .selectNoFrom((eb) => [
      ordersOfForm(ctx, user.id, requestId).limit(1).as('earlier'),
      eb
        .selectFrom('hotel_order')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('booked_by', '=', user.id)
        .where('status', '=', 'pending')
        .where('expire_time', '>', ctx.now)
        .as('pending'),
      eb
        .selectFrom('hotel_order')
        .select('id')
        .where('status', '=', 'pending')
        .where('expire_time', '<=', ctx.now)
        .where('room_type_id', '=', request.roomType.id)
        .limit(1)
        .as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return {
    earlier: requestId && row.earlier !== null ? row.earlier : undefined,
    pending: Number(row.pending),
    overdue: row.overdue !== null,
  };
}

/** Step 3: no more unpaid orders than the setting allows. */
export function checkPendingLimit(standing: Standing, request: QuoteRequest): void {
  if (standing.pending >= request.settings.maxPendingOrders) {
    throw new ApiError('You have too many unpaid orders: pay or cancel one first');
  }
}

/**
 * Step 4: rooms and cars held by overdue orders are free again before this booking looks at them (the room type's
 * only when `readStanding` saw one: the expiry reads them again, each in its own guarded transaction).
 */
export async function freeOverdue(ctx: ApiContext, request: QuoteRequest, standing: Standing): Promise<void> {
  if (standing.overdue) await expireDueOrders(ctx.db, ctx.now, { roomTypeId: request.roomType.id });
  if (request.cars.length > 0) {
    await expireDueOrders(ctx.db, ctx.now, { carIds: request.cars.map((choice) => choice.car.id) });
  }
}
