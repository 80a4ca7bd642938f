/**
 * Orders as the order calls answer them (docs/api.md §13): OrderSummary for lists, OrderDetail with every SPEC §3
 * field, the guests, the price lines and the cancellation timeline of the snapshot (what was agreed at booking).
 */
import type { Kysely, Selectable } from 'kysely';
import type { OrderDetail, OrderSummary } from '~/contract/order';
import { allowedActions } from '~/lib/booking/status';
import { refundAt } from '~/lib/booking/timeline';
import type { DB, UserRow } from '~/server/db/schema';
import type { HotelOrderRow, OrderGuestTable, OrderPriceLineTable } from '~/server/db/schema-order';
import type { ApiContext } from '~/server/http/context';
import { carServicesOf, type OrderCarRow, orderCarServices } from '~/server/modules/car';
import {
  bedTypeText,
  cancellationAnswer,
  lineLabel,
  mealTypeText,
  photoAnswer,
  photosOf,
} from '~/server/modules/hotel';
import { enabledPaymentChannels } from '~/server/payments';
import { countryName } from './countries';
import { parseSnapshot, snapshotText } from './snapshot';

type Db = Kysely<DB>;

/**
 * The rows of one order as its booking just wrote them (the insert's `returning`): the answer of `order/create` is
 * made from them instead of reading back what the same request wrote.
 */
export interface OrderRows {
  guests: Selectable<OrderGuestTable>[];
  lines: Selectable<OrderPriceLineTable>[];
  cars: OrderCarRow[];
}

const statusTexts = (ctx: ApiContext, order: HotelOrderRow) => ({
  order_status: order.status,
  order_status_text: ctx.t(`order_status.${order.status}`),
  settlement_status: order.settlement_status,
  settlement_status_text: ctx.t(`settlement_status.${order.settlement_status}`),
  invoice_status: order.invoice_status,
  invoice_status_text: ctx.t(`invoice_status.${order.invoice_status}`),
  pay_channel: order.pay_channel,
  pay_channel_text: order.pay_channel ? ctx.t(`pay_channel.${order.pay_channel}`) : '',
});

export type { Booker } from '~/contract/order';

/** Which bookers of `orders` are deleted sub-accounts (tombstones). */
async function deletedBookers(db: Db, orders: readonly HotelOrderRow[]): Promise<Set<number>> {
  const ids = [...new Set(orders.filter((o) => o.booked_by !== o.user_id).map((o) => o.booked_by))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('user')
    .select('id')
    .where('id', 'in', ids)
    .where('delete_time', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The lists' shape of orders, with each hotel's cover photo and who booked, as `caller` sees it. */
export async function orderSummaries(
  ctx: ApiContext,
  db: Db,
  orders: readonly HotelOrderRow[],
  caller: Pick<UserRow, 'id'>,
  carRows?: readonly OrderCarRow[],
): Promise<OrderSummary[]> {
  const [deleted, cars] = await Promise.all([
    deletedBookers(db, orders),
    carRows
      ? carServicesOf(ctx, carRows)
      : orderCarServices(
          ctx,
          db,
          orders.map((order) => order.id),
        ),
  ]);
  const covers = new Map(
    (
      await photosOf(
        db,
        orders.map((order) => order.hotel_id),
        true,
      )
    ).map((photo) => [photo.hotel_id, photo]),
  );
  return orders.map((order) => {
    const snapshot = parseSnapshot(order.snapshot);
    const hotelName = snapshotText(snapshot.hotel.name, ctx.lang);
    const cover = covers.get(order.hotel_id);
    const actions = allowedActions(orderState(order), ctx.now);
    return {
      id: order.id,
      booking_id: order.booking_id,
      hotel_id: order.hotel_id,
      hotel_name: hotelName,
      room_type: snapshotText(snapshot.room_type.name, ctx.lang),
      photo: cover ? photoAnswer(cover, hotelName, ctx.t) : null,
      checkin_date: order.checkin,
      checkout_date: order.checkout,
      nights: order.nights,
      rooms: order.rooms,
      room_nights: order.room_nights,
      guest_count: order.adults + order.children,
      total_price: order.total_price,
      currency: order.currency,
      ...statusTexts(ctx, order),
      booking_date: order.create_time,
      expire_time: order.expire_time,
      can_pay: actions.can_pay,
      can_cancel: actions.can_cancel,
      booked_by: {
        id: order.booked_by,
        username: order.user_account,
        nickname: order.booked_by_nickname,
        self: order.booked_by === caller.id,
        sub_account: order.booked_by !== order.user_id,
        deleted: deleted.has(order.booked_by),
      },
      car_services: cars.get(order.id) ?? [],
    };
  });
}

/** A car line's label names its car as booked ("Arrival transfer · Buick GL8…"); other lines keep theirs. */
const carLineLabel = (label: string, services: readonly { line_code: string; car_name: string }[], code: string) => {
  const name = services.find((service) => service.line_code === code)?.car_name;
  return name ? `${label} · ${name}` : label;
};

/** What the status machine needs of an order row. */
export function orderState(order: HotelOrderRow) {
  return {
    status: order.status,
    settlement_status: order.settlement_status,
    invoice_status: order.invoice_status,
    expire_time: order.expire_time,
    paid_amount: order.paid_amount,
    refund_amount: order.refund_amount,
    checkin: order.checkin,
    checkout: order.checkout,
    time_zone: order.time_zone,
  };
}

/** Every field of one order, as `caller` sees it (`written`: its rows, as its booking wrote them). */
export async function orderDetailOf(
  ctx: ApiContext,
  db: Db,
  order: HotelOrderRow,
  caller: Pick<UserRow, 'id'>,
  written?: OrderRows,
): Promise<OrderDetail> {
  const [detail] = await orderDetails(ctx, db, [order], caller, written);
  if (!detail) throw new Error(`order ${order.id} has no detail`);
  return detail;
}

/** Every field of each order (their guests and price lines read here, unless `written` gives one order's rows). */
export async function orderDetails(
  ctx: ApiContext,
  db: Db,
  orders: readonly HotelOrderRow[],
  caller: Pick<UserRow, 'id'>,
  written?: OrderRows,
): Promise<OrderDetail[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [summaries, guests, lines] = await Promise.all([
    orderSummaries(ctx, db, orders, caller, written?.cars),
    written?.guests ??
      db
        .selectFrom('order_guest')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .orderBy('position')
        .execute(),
    written?.lines ??
      db
        .selectFrom('order_price_line')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .orderBy('position')
        .execute(),
  ]);
  const nationalities = await Promise.all(orders.map((order) => countryName(order.nationality, ctx.lang)));
  const payChannels = enabledPaymentChannels();
  return orders.map((order, index) => {
    const summary = summaries[index];
    if (!summary) throw new Error(`order ${order.id} has no summary`);
    const snapshot = parseSnapshot(order.snapshot);
    const services = summary.car_services ?? [];
    const own = guests.filter((guest) => guest.order_id === order.id);
    const amount = order.paid_amount > 0 ? order.paid_amount : order.total_price;
    const cancellation = cancellationAnswer(
      ctx,
      snapshot.policy,
      { checkin: order.checkin, check_in_time: snapshot.hotel.check_in_time, time_zone: order.time_zone },
      amount,
      order.currency,
      order.create_time,
    );
    return {
      ...summary,
      hotel_confirmation_code: order.hotel_confirmation_code,
      room_number: order.room_number,
      meal_type: order.meal_type,
      meal_type_text: mealTypeText(ctx.t, order.meal_type),
      bed_type: order.bed_type,
      bed_type_text: bedTypeText(ctx.t, order.bed_type),
      adults: order.adults,
      children: order.children,
      child_ages: order.child_ages === '' ? [] : order.child_ages.split(',').map(Number),
      breakfast: order.breakfast,
      extra_beds: order.extra_beds,
      guest_names: own.map((guest) => guest.full_name),
      guests: own.map((guest) => ({
        room_no: guest.room_no,
        full_name: guest.full_name,
        is_child: guest.is_child === 1,
        age: guest.age,
      })),
      cancellation_policy: cancellation.text,
      cancellation: { ...cancellation, refund_now: refundAt(cancellation, ctx.now) },
      user_account: order.user_account,
      contact_person: order.contact_person,
      contact_area_code: order.contact_area_code,
      contact_phone: order.contact_phone,
      nationality: order.nationality,
      nationality_text: nationalities[index] ?? order.nationality,
      email: order.email,
      city: order.city,
      address: order.address,
      zip: order.zip,
      special_requests: order.special_requests,
      price_per_night: order.price_per_night,
      operator: order.operator,
      hotel_address: snapshotText(snapshot.hotel.address, ctx.lang),
      time_zone: order.time_zone,
      check_in_time: snapshot.hotel.check_in_time,
      check_out_time: snapshot.hotel.check_out_time,
      lines: lines
        .filter((line) => line.order_id === order.id)
        .map(({ kind, code, night, quantity, unit_price, amount }) => ({
          kind,
          code,
          label: carLineLabel(lineLabel(ctx.t, code), services, code),
          night,
          quantity,
          unit_price,
          amount,
        })),
      rooms_subtotal: order.rooms_subtotal,
      extras_subtotal: order.extras_subtotal,
      fees_total: order.fees_total,
      cars_subtotal: Number(order.cars_subtotal),
      paid_amount: order.paid_amount,
      refund_amount: order.refund_amount,
      pay_time: order.pay_time,
      cancel_time: order.cancel_time,
      cancel_reason: order.cancel_reason,
      invoice:
        order.invoice_status === 'none'
          ? null
          : {
              title: order.invoice_title,
              tax_id: order.invoice_tax_id,
              email: order.invoice_email,
              number: order.invoice_number,
            },
      pay_channels: payChannels,
    };
  });
}
