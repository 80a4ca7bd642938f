/**
 * The orders desk's reading of orders (docs/design/operators.md §5): the list with its filters, always inside the
 * operator's hotels — free text over booking ID, contact, phone, member and guest names; hotel, statuses, days and
 * the member; today's arrivals, departures and guests in house, "today" being each hotel's own day — and one order's
 * detail with its history and refunds.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  DeskExportOrder,
  DeskOrderDetail,
  DeskOrderEvent,
  DeskOrderRow,
  DeskRefund,
} from '~/contract/admin/order';
import type { OrderDetail } from '~/contract/order';
import { deskActions } from '~/lib/booking/deskActions';
import type { InvoiceStatus, OrderStatus, SettlementStatus } from '~/lib/booking/status';
import { hotelToday } from '~/lib/booking/stay';
import type { HotelScope } from '~/lib/operators/scope';
import type { DB } from '~/server/db/schema';
import type { HotelOrderRow } from '~/server/db/schema-order';
import type { ApiContext } from '~/server/http/context';
import { containsText } from '~/server/http/search';
import { orderDetailOf, orderDetails, orderState, orderSummaries } from './serialize';

export const DESK_VIEWS = ['arrivals', 'departures', 'inhouse'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];
export const DESK_SORTS = ['id,desc', 'checkin,asc', 'checkin,desc', 'checkout,asc', 'create_time,desc'] as const;

type Range<T> = [T | undefined, T | undefined];

export interface DeskFilters {
  quick: string;
  hotelIds: number[];
  statuses: OrderStatus[];
  settlement: SettlementStatus[];
  invoice: InvoiceStatus[];
  checkin?: Range<string> | undefined;
  checkout?: Range<string> | undefined;
  created?: Range<number> | undefined;
  userId?: number;
  /** Who booked (a sub-account books on its main account's wallet). */
  bookedBy?: number;
  view?: DeskView;
}

type Where = (eb: ExpressionBuilder<DB, 'hotel_order'>) => ReturnType<ExpressionBuilder<DB, 'hotel_order'>['and']>;

const inRange = <T extends string | number>(
  column: 'checkin' | 'checkout' | 'create_time',
  range: Range<T> | undefined,
) =>
  ((eb) => {
    const [from, to] = range ?? [undefined, undefined];
    return eb.and([
      ...(from === undefined ? [] : [eb(column, '>=', from as never)]),
      ...(to === undefined ? [] : [eb(column, '<=', to as never)]),
    ]);
  }) satisfies Where;

/** Today's arrivals, departures or guests in house, "today" being the day in each hotel's zone. */
export async function viewCondition(db: Kysely<DB>, view: DeskView, now: number): Promise<Where> {
  if (view === 'inhouse') return (eb) => eb.and([eb('status', '=', 'checked_in')]);
  const zones = await db.selectFrom('hotel').select('time_zone').distinct().execute();
  const day = view === 'arrivals' ? 'checkin' : 'checkout';
  const statuses: OrderStatus[] =
    view === 'arrivals' ? ['paid', 'confirmed', 'checked_in'] : ['checked_in', 'completed'];
  return (eb) =>
    eb.and([
      eb('status', 'in', statuses),
      eb.or(
        zones.map(({ time_zone }) =>
          eb.and([eb('time_zone', '=', time_zone), eb(day, '=', hotelToday(now, time_zone))]),
        ),
      ),
    ]);
}

const MAX_QUICK = 100;

function quickCondition(quick: string): Where {
  const text = quick.slice(0, MAX_QUICK);
  return (eb) =>
    eb.and([
      eb.or([
        containsText('booking_id', text),
        containsText('contact_person', text),
        containsText('contact_phone', text),
        containsText('user_account', text),
        eb.exists(
          eb
            .selectFrom('order_guest')
            .select('order_guest.id')
            .whereRef('order_guest.order_id', '=', 'hotel_order.id')
            .where(containsText('order_guest.full_name', text)),
        ),
      ]),
    ]);
}

/** Orders of the operator's hotels. */
export function ordersInScope(db: Kysely<DB>, scope: HotelScope) {
  const query = db.selectFrom('hotel_order');
  return scope === 'all' ? query : query.where('hotel_id', 'in', scope.length > 0 ? [...scope] : [0]);
}

/** The desk's query of orders: the operator's hotels and the filters. */
export async function deskQuery(db: Kysely<DB>, scope: HotelScope, filters: DeskFilters, now: number) {
  let query = ordersInScope(db, scope);
  if (filters.hotelIds.length > 0) query = query.where('hotel_id', 'in', filters.hotelIds);
  if (filters.statuses.length > 0) query = query.where('status', 'in', filters.statuses);
  if (filters.settlement.length > 0) query = query.where('settlement_status', 'in', filters.settlement);
  if (filters.invoice.length > 0) query = query.where('invoice_status', 'in', filters.invoice);
  if (filters.userId !== undefined) query = query.where('user_id', '=', filters.userId);
  if (filters.bookedBy !== undefined) query = query.where('booked_by', '=', filters.bookedBy);
  query = query
    .where(inRange('checkin', filters.checkin))
    .where(inRange('checkout', filters.checkout))
    .where(inRange('create_time', filters.created));
  if (filters.view) query = query.where(await viewCondition(db, filters.view, now));
  if (filters.quick) query = query.where(quickCondition(filters.quick));
  return query;
}

/** Rows of the desk's list (the members' summary shape, and the desk's fields). */
export async function deskRows(ctx: ApiContext, orders: HotelOrderRow[]): Promise<DeskOrderRow[]> {
  const summaries = await orderSummaries(ctx, ctx.db, orders, { id: 0 });
  return orders.map((order, index) => {
    const summary = summaries[index];
    if (!summary) throw new Error(`order ${order.id} has no summary`);
    return {
      ...summary,
      user_id: order.user_id,
      user_account: order.user_account,
      contact_person: order.contact_person,
      contact_phone: `${order.contact_area_code ? `+${order.contact_area_code} ` : ''}${order.contact_phone}`,
      paid_amount: order.paid_amount,
      refund_amount: order.refund_amount,
      hotel_confirmation_code: order.hotel_confirmation_code,
      room_number: order.room_number,
    };
  });
}

/** Every field of each order, as the members' export has them, and the desk's own with the refunds (in batches). */
export async function deskExportRows(ctx: ApiContext, orders: HotelOrderRow[]): Promise<DeskExportOrder[]> {
  const ids = orders.map((order) => order.id);
  const [details, refunds] = await Promise.all([
    orderDetails(ctx, ctx.db, orders, { id: 0 }),
    ids.length === 0
      ? []
      : ctx.db
          .selectFrom('refund')
          .select(['id', 'order_id', 'amount', 'kind', 'reason', 'channel', 'create_time'])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
  ]);
  return orders.map((order, index) => ({
    ...(details[index] as OrderDetail),
    paid_amount: order.paid_amount,
    refund_amount: order.refund_amount,
    hotel_confirmation_code: order.hotel_confirmation_code,
    room_number: order.room_number,
    operator_remark: order.operator_remark,
    invoice_number: order.invoice_number,
    refunds: refunds
      .filter((refund) => refund.order_id === order.id)
      .map(({ order_id: _order, ...refund }) => refund as DeskRefund),
  }));
}

/** One order of the operator's hotels with everything the desk shows, or undefined. */
export async function deskDetail(ctx: ApiContext, scope: HotelScope, id: number): Promise<DeskOrderDetail | undefined> {
  let query = ctx.db.selectFrom('hotel_order').selectAll().where('id', '=', id);
  if (scope !== 'all') query = query.where('hotel_id', 'in', scope.length > 0 ? [...scope] : [0]);
  const order = await query.executeTakeFirst();
  if (!order) return undefined;
  const [detail, events, refunds] = await Promise.all([
    orderDetailOf(ctx, ctx.db, order, { id: order.user_id }),
    ctx.db
      .selectFrom('hotel_order_event')
      .select(['id', 'event', 'from_status', 'to_status', 'actor', 'actor_name', 'data', 'create_time'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('refund')
      .select(['id', 'amount', 'kind', 'reason', 'channel', 'create_time'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    row: {
      ...detail,
      user_id: order.user_id,
      paid_amount: order.paid_amount,
      refund_amount: order.refund_amount,
      operator: order.operator,
      operator_remark: order.operator_remark,
      invoice_title: order.invoice_title,
      invoice_tax_id: order.invoice_tax_id,
      invoice_email: order.invoice_email,
      invoice_number: order.invoice_number,
    },
    events: events as DeskOrderEvent[],
    refunds: refunds as DeskRefund[],
    actions: deskActions(orderState(order), ctx.now),
  };
}
