/**
 * `/user/order/hotel`: the member's hotel bookings with the filter of the query string (status, check-in range),
 * paginated; Pay and Cancel where the order allows it and the member's button rules do.
 */
import type { AstroCookies } from 'astro';
import { siteTimeZone } from '~/config';
import type { OrderStatus } from '~/contract/order';
import { loadMemberPage } from '~/features/member/index.server';
import type { SiteView } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { auth } from '~/lib/menus';
import { parsePaging } from '~/lib/routing/paging';
import { bookedByText } from '~/lib/subaccount/bookedBy';
import { mainAccountOf } from '~/lib/subaccount/mainAccount';
import { carServiceBadge } from './carServices';
import { createOrderEndpoints } from './endpoints';
import { orderFormat } from './orderFormat';
import { type OrderFilter, orderApiParams, orderHref, parseOrderFilter } from './orderQuery';
import { type PayChannelOption, payChannelLabel, payChannelOptions } from './payChannels';
import { type PayOffer, payOffer } from './payOffer';

export const ORDERS_PATH = '/user/order/hotel';
export const detailHref = (id: number): string => `/user/order/detail/${id}`;

export interface OrderCard {
  id: number;
  bookingId: string;
  hotel: string;
  roomType: string;
  /** One short name per car service ("Arrival transfer", "Car hire, 3 days"). */
  cars: string[];
  checkin: string;
  checkout: string;
  nights: string;
  guests: string;
  rooms: string;
  total: string;
  status: OrderStatus;
  statusText: string;
  /** "Pay before …" of an unpaid order. */
  payBefore: string | undefined;
  detailHref: string;
  /** Who booked ("Me", a team member), shown when the member has a team. */
  bookedBy: string;
  /** The Pay form, "Waiting for payment by …" (a sub-account without the pay button), or nothing. */
  pay: PayOffer;
  canCancel: boolean;
}

export interface OrdersPageData {
  view: SiteView;
  title: string;
  filter: OrderFilter;
  /** undefined: the orders could not be loaded. */
  orders: OrderCard[] | undefined;
  page: number;
  limit: number;
  total: number;
  csvHref: string;
  xlsxHref: string;
  clearHref: string;
  mayExport: boolean;
  /**
   * The channels of the rows' Pay forms (`pay_channels` of the answer, translated; the balance first, the "Company
   * balance" for a sub-account).
   */
  payChannels: PayChannelOption[];
  /** A main account with a team: the "booked by" choices (the member itself first), else none. */
  bookers: { value: number; label: string }[];
}

export type OrdersPageResult = { page: OrdersPageData; redirect?: undefined } | { page?: undefined; redirect: string };

export async function loadOrdersPage(context: {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}): Promise<OrdersPageResult> {
  const result = await loadMemberPage(context);
  if (!result.page) return { redirect: result.redirect };
  const { view, member } = result.page;
  const mainAccount = mainAccountOf(member.info);
  const { t, lang } = context.locals;
  const o = (key: string, params?: Record<string, unknown>) => t('order', key, params);
  const f = orderFormat(lang, o);
  const zone = siteTimeZone();
  const filter = parseOrderFilter(context.url.searchParams);
  const { page, limit } = parsePaging(context.url.searchParams);
  const authNode = view.menus.authNode;
  const mayPay = auth(authNode, ORDERS_PATH, 'pay');
  const mayCancel = auth(authNode, ORDERS_PATH, 'cancel');
  const res = await createOrderEndpoints(context.locals.api.client)
    .list({ ...orderApiParams(filter), page, limit })
    .catch(() => undefined);
  const ok = res?.code === CODE_SUCCESS;
  const orders = ok
    ? res.data.list.map(
        (order): OrderCard => ({
          id: order.id,
          bookingId: order.booking_id,
          hotel: order.hotel_name,
          roomType: order.room_type,
          cars: (order.car_services ?? []).map((service) => carServiceBadge(service, o)),
          checkin: f.day(order.checkin_date),
          checkout: f.day(order.checkout_date),
          nights: o('nights', { count: order.nights }),
          guests: o('guests', { count: order.guest_count }),
          rooms: String(order.rooms),
          total: f.money(order.total_price, order.currency),
          status: order.order_status,
          statusText: order.order_status_text,
          payBefore:
            order.order_status === 'pending'
              ? o('Pay before {{time}}', { time: f.time(order.expire_time, zone) })
              : undefined,
          detailHref: detailHref(order.id),
          bookedBy: order.booked_by ? bookedByText(order.booked_by, o) : o('Me'),
          pay: payOffer(order.can_pay, mayPay, mainAccount),
          canCancel: order.can_cancel && mayCancel,
        }),
      )
    : undefined;
  return {
    page: {
      view,
      title: o('Hotel orders'),
      filter,
      orders,
      page,
      limit,
      total: ok ? res.data.total : 0,
      csvHref: orderHref(`${ORDERS_PATH}.csv`, filter),
      xlsxHref: orderHref(`${ORDERS_PATH}.xlsx`, filter),
      clearHref: ORDERS_PATH,
      mayExport: auth(authNode, ORDERS_PATH, 'export'),
      payChannels: payChannelOptions(ok ? res.data.pay_channels : undefined, (name) =>
        payChannelLabel(t, name, mainAccount !== undefined),
      ),
      bookers:
        ok && res.data.bookers && res.data.bookers.length > 0
          ? [
              { value: member.info.id, label: o('Me') },
              ...res.data.bookers.map((booker) => ({ value: booker.id, label: bookedByText(booker, o) })),
            ]
          : [],
    },
  };
}
