/** `GET /api/order/list` and `GET /api/order/detail` (member, rule `order/hotel`): the member's own orders only. */

import { ORDER_STATUSES, type OrderStatus } from '~/lib/booking/status';
import { isCalendarDay } from '~/lib/format/calendarDays';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';
import { codeValue, intValue, parseOrder, parseSearch, type SearchSpec, searchValues } from '~/server/http/search';
import { idParam, pageParams } from '~/server/modules/hotel/input';
import { enabledPaymentChannels } from '~/server/payments';
import { BOOKING_ID_RE } from './bookingId';
import { expireDueOrders } from './expire';
import { orderDetails, orderSummaries } from './serialize';

export const ORDER_SORTS = ['create_time,desc', 'checkin,asc', 'checkin,desc'] as const;
type OrderSort = (typeof ORDER_SORTS)[number];

const ORDER_SEARCH: SearchSpec = {
  status: { operators: ['IN'], parse: codeValue(ORDER_STATUSES) },
  checkin: { operators: ['RANGE'], parse: (value) => (isCalendarDay(value) ? value : undefined) },
  create_time: { operators: ['RANGE'], parse: intValue(0, 4_102_444_800) },
  booking_id: { operators: ['='], parse: (value) => (BOOKING_ID_RE.test(value) ? value : undefined) },
};

/** The member's orders matching `params` (filters and sort of `order/list`), newest first by default. */
export function orderQuery(ctx: ApiContext, user: UserRow, params: Params) {
  const entries = parseSearch(params, ORDER_SEARCH);
  const sort = parseOrder<OrderSort>(params.order, ORDER_SORTS, 'create_time,desc');
  let query = ctx.db.selectFrom('hotel_order').where('user_id', '=', user.id);
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
  const [column, direction] = sort.split(',') as ['create_time' | 'checkin', 'asc' | 'desc'];
  return { query, column, direction };
}

/** One page of the member's orders as `order/list` filters and sorts them, with the total. */
async function orderPage(ctx: ApiContext, user: UserRow, defaultLimit: number) {
  await expireDueOrders(ctx.db, ctx.now, { userId: user.id });
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

export async function orderList(ctx: ApiContext, user: UserRow): Promise<Success> {
  const { rows, total } = await orderPage(ctx, user, 10);
  return ok({ list: await orderSummaries(ctx, ctx.db, rows), total, pay_channels: enabledPaymentChannels() });
}

/** One of the member's orders; another member's id answers as if it did not exist. */
export async function findOwnOrder(ctx: ApiContext, user: UserRow, id: number) {
  const order = await ctx.db
    .selectFrom('hotel_order')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!order) throw new ApiError('Order not found');
  return order;
}

export async function orderDetail(ctx: ApiContext, user: UserRow): Promise<Success> {
  const id = idParam(ctx, ctx.query, 'id');
  await expireDueOrders(ctx.db, ctx.now, { userId: user.id });
  const order = await findOwnOrder(ctx, user, id);
  const [detail] = await orderDetails(ctx, ctx.db, [order]);
  return ok(detail);
}

/** `GET /api/order/export` (rule `order/hotel/export`): the list's filters, 100 orders a page, every field. */
export async function orderExport(ctx: ApiContext, user: UserRow): Promise<Success> {
  const { rows, total } = await orderPage(ctx, user, 100);
  return ok({ list: await orderDetails(ctx, ctx.db, rows), total });
}
