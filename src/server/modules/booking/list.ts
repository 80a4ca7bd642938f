/**
 * `GET /api/order/list` and `GET /api/order/detail` (member, rule `order/hotel`): the orders of the member's scope
 * only (its wallet; a sub-account's own bookings).
 */

import { ORDER_STATUSES, type OrderStatus } from '~/lib/booking/status';
import { isCalendarDay } from '~/lib/format/calendarDays';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { idParam, pageParams } from '~/server/http/input';
import type { Params } from '~/server/http/request';
import type { Reply } from '~/server/http/router';
import { codeValue, intValue, parseOrder, parseSearch, type SearchSpec, searchValues } from '~/server/http/search';
import { enabledPaymentChannels } from '~/server/payments';
import { BOOKING_ID_RE } from './bookingId';
import { expireDueOrders } from './expire';
import { inScope, orderScopeOf } from './scope';
import { type Booker, orderDetailOf, orderDetails, orderSummaries } from './serialize';

export const ORDER_SORTS = ['create_time,desc', 'checkin,asc', 'checkin,desc'] as const;
type OrderSort = (typeof ORDER_SORTS)[number];

const ORDER_SEARCH: SearchSpec = {
  status: { operators: ['IN'], parse: codeValue(ORDER_STATUSES) },
  checkin: { operators: ['RANGE'], parse: (value) => (isCalendarDay(value) ? value : undefined) },
  create_time: { operators: ['RANGE'], parse: intValue(0, 4_102_444_800) },
  booking_id: { operators: ['='], parse: (value) => (BOOKING_ID_RE.test(value) ? value : undefined) },
  booked_by: { operators: ['=', 'IN'], parse: intValue(1, 2_147_483_647) },
};
/** The most bookers one filter may name. */
const MAX_BOOKERS = 50;

/** The member's orders matching `params` (filters and sort of `order/list`), newest first by default. */
export function orderQuery(ctx: ApiContext, user: UserRow, params: Params) {
  const entries = parseSearch(params, ORDER_SEARCH);
  const sort = parseOrder<OrderSort>(params.order, ORDER_SORTS, 'create_time,desc');
  let query = ctx.db.selectFrom('hotel_order').where(inScope(orderScopeOf(user)));
  const statuses = searchValues<OrderStatus>(entries, 'status');
  if (statuses.length > 0) query = query.where('status', 'in', statuses);
  const [checkinFrom, checkinTo] = searchValues<string | undefined>(entries, 'checkin');
  if (checkinFrom) query = query.where('checkin', '>=', checkinFrom);
  if (checkinTo) query = query.where('checkin', '<=', checkinTo);
  const [createdFrom, createdTo] = searchValues<number | undefined>(entries, 'create_time');
  if (createdFrom !== undefined) query = query.where('create_time', '>=', createdFrom);
  if (createdTo !== undefined) query = query.where('create_time', '<=', createdTo);
  const [bookingId] = searchValues<string>(entries, 'booking_id');
  if (bookingId) query = query.where('booking_id', '=', bookingId);
  const bookers = searchValues<number>(entries, 'booked_by');
  if (bookers.length > MAX_BOOKERS) throw new ApiError('Parameter error');
  // A sub-account's scope already fixes the booker: a sibling's id finds nothing.
  if (bookers.length > 0) query = query.where('booked_by', 'in', bookers);
  const [column, direction] = sort.split(',') as ['create_time' | 'checkin', 'asc' | 'desc'];
  return { query, column, direction };
}

/** One page of the member's orders as `order/list` filters and sorts them, with the total. */
async function orderPage(ctx: ApiContext, user: UserRow, defaultLimit: number) {
  await expireDueOrders(ctx.db, ctx.now, { userId: orderScopeOf(user).ownerId });
  const { query, column, direction } = orderQuery(ctx, user, ctx.query);
  const { page, limit } = pageParams(ctx.query, defaultLimit, 100);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The names a deleted sub-account booked under, from its latest booking on the wallet (one row per tombstone; a
 * live booker's name is its own).
 */
async function latestBookingNames(
  ctx: ApiContext,
  user: UserRow,
  bookers: readonly { id: number; delete_time: number | null }[],
): Promise<{ booked_by: number; user_account: string; booked_by_nickname: string }[]> {
  const deleted = bookers.filter((row) => row.delete_time !== null).map((row) => row.id);
  if (deleted.length === 0) return [];
  const latest = await ctx.db
    .selectFrom('hotel_order')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', user.id)
    .where('booked_by', 'in', deleted)
    .groupBy('booked_by')
    .execute();
  if (latest.length === 0) return [];
  return ctx.db
    .selectFrom('hotel_order')
    .select(['booked_by', 'user_account', 'booked_by_nickname'])
    .where(
      'id',
      'in',
      latest.map((row) => Number(row.id)),
    )
    .execute();
}

/**
 * Who booked on a main account's wallet besides itself: the bookers of its orders and its live sub-accounts (for
 * the "booked by" filter); none for a sub-account or a member without a team.
 */
async function bookersOf(ctx: ApiContext, user: UserRow): Promise<Booker[]> {
  if (user.parent_id !== null) return [];
  const booked = await ctx.db
    .selectFrom('hotel_order')
    .select('booked_by')
    .distinct()
    .where('user_id', '=', user.id)
    .where('booked_by', '<>', user.id)
    .execute();
  const ids = booked.map((row) => row.booked_by);
  const rows = await ctx.db
    .selectFrom('user')
    .select(['id', 'username', 'nickname', 'delete_time'])
    .where((eb) =>
      eb.or([
        eb.and([eb('parent_id', '=', user.id), eb('delete_time', 'is', null)]),
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  const names = new Map((await latestBookingNames(ctx, user, rows)).map((row) => [row.booked_by, row] as const));
  return rows.map((row) => {
    const deleted = row.delete_time !== null;
    const snapshot = names.get(row.id);
    return {
      id: row.id,
      // A tombstone's name is gone: the name it booked under.
      username: deleted ? (snapshot?.user_account ?? '') : row.username,
      nickname: deleted ? (snapshot?.booked_by_nickname ?? row.nickname) : row.nickname,
      deleted,
    };
  });
}

export async function orderList(ctx: ApiContext, user: UserRow): Reply<'order/list'> {
  const { rows, total } = await orderPage(ctx, user, 10);
  return ok({
    list: await orderSummaries(ctx, ctx.db, rows, user),
    total,
    pay_channels: enabledPaymentChannels(),
    bookers: await bookersOf(ctx, user),
  });
}

/** One of the member's orders; another member's id answers as if it did not exist. */
export async function findOwnOrder(ctx: ApiContext, user: UserRow, id: number) {
  const order = await ctx.db
    .selectFrom('hotel_order')
    .selectAll()
    .where('id', '=', id)
    .where(inScope(orderScopeOf(user)))
    .executeTakeFirst();
  if (!order) throw new ApiError('Order not found');
  return order;
}

export async function orderDetail(ctx: ApiContext, user: UserRow): Reply<'order/detail'> {
  const id = idParam(ctx, ctx.query, 'id', 'order');
  await expireDueOrders(ctx.db, ctx.now, { userId: orderScopeOf(user).ownerId });
  const order = await findOwnOrder(ctx, user, id);
  const detail = await orderDetailOf(ctx, ctx.db, order, user);
  return ok(detail);
}

/** `GET /api/order/export` (rule `order/hotel/export`): the list's filters, 100 orders a page, every field. */
export async function orderExport(ctx: ApiContext, user: UserRow): Reply<'order/export'> {
  const { rows, total } = await orderPage(ctx, user, 100);
  return ok({ list: await orderDetails(ctx, ctx.db, rows, user), total });
}
