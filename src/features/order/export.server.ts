/**
 * The hotel orders export (docs/design/hotels.md §9): `GET /user/order/hotel.csv` and `.xlsx` with the page's
 * filter. Allowed only when the member's rules grant the page's `export` button (SPEC §6), checked here as well as
 * by hiding the links; then `order/export` is paged (100 per call, at most 50 calls).
 */
import type { AstroCookies } from 'astro';
import { siteTimeZone } from '~/config';
import type { OrderDetail } from '~/contract/order';
import { loadMemberPage, noPermissionText } from '~/features/member/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { calendarDayOf } from '~/lib/format/calendarDays';
import { type CsvCell, toCsv } from '~/lib/format/csv';
import { timeFormat } from '~/lib/format/time';
import { plainText } from '~/lib/http/plainText';
import type { Lang } from '~/lib/i18n/locale';
import { auth } from '~/lib/menus';
import { carServiceText } from './carServices';
import { createOrderEndpoints } from './endpoints';
import type { ExtraColumn } from './extraColumn';
import { fieldLabelKey, ORDER_FIELD_KEYS, orderFieldValues, priceLineText } from './orderFields';
import { orderFormat } from './orderFormat';
import { orderApiParams, parseOrderFilter } from './orderQuery';
import { ORDERS_PATH } from './ordersPage.server';

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export type ExportKind = 'csv' | 'xlsx';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Minor units → currency units with two decimals, as text (`45850` → `458.50`). */
const units = (minor: number) => (minor / 100).toFixed(2);

/**
 * The Orders sheet / CSV: one row per order, every SPEC §3 column, then guest names, the price breakdown and the car
 * services.
 */
export function orderTable<T extends OrderDetail>(
  orders: readonly T[],
  lang: Lang,
  o: Translate,
  extra: readonly ExtraColumn<T>[] = [],
) {
  const f = orderFormat(lang, o);
  // Plain values for a file: days as YYYY-MM-DD, money as numbers in currency units, empty fields empty, and the
  // phone as (+86) 13800138000: a cell starting with "+" is a formula to a spreadsheet, and the guard against those
  // (an apostrophe) would show.
  const plain = {
    ...f,
    money: (amount: number) => units(amount),
    day: (day: string) => day,
    time: (seconds: number, zone: string) => timeFormat(seconds, 'yyyy-mm-dd hh:MM', { timeZone: zone }),
    none: '',
    phone: (areaCode: string, number: string) => `(+${areaCode}) ${number}`,
  };
  const header = [
    ...ORDER_FIELD_KEYS.map((key) => o(fieldLabelKey(key))),
    o('Price breakdown'),
    o('Car services'),
    ...extra.map((column) => column.header),
  ];
  const rows = orders.map((order) => {
    const values = orderFieldValues(order, plain);
    return {
      order,
      cells: [
        ...ORDER_FIELD_KEYS.map((key) => values[key]),
        order.lines.map(priceLineText).join('; '),
        (order.car_services ?? []).map((service) => carServiceText(service, order.hotel_name)).join('; '),
        ...extra.map((column) => column.value(order)),
      ],
    };
  });
  return { header, rows };
}

export function ordersCsv<T extends OrderDetail>(
  orders: readonly T[],
  lang: Lang,
  o: Translate,
  extra: readonly ExtraColumn<T>[] = [],
): string {
  const { header, rows } = orderTable(orders, lang, o, extra);
  return toCsv([header, ...rows.map(({ cells }): CsvCell[] => cells)]);
}

async function allOrders(locals: App.Locals, params: Record<string, unknown>): Promise<OrderDetail[] | undefined> {
  const endpoints = createOrderEndpoints(locals.api.client);
  const orders: OrderDetail[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await endpoints.export({ ...params, page, limit: PAGE_SIZE }).catch(() => undefined);
    if (res?.code !== CODE_SUCCESS) return undefined;
    orders.push(...res.data.list);
    if (res.data.list.length < PAGE_SIZE || orders.length >= res.data.total) break;
  }
  return orders;
}

export async function exportOrders(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL; redirect(path: string): Response },
  kind: ExportKind,
): Promise<Response> {
  const { locals } = context;
  const { t, lang } = locals;
  const result = await loadMemberPage(context);
  if (!result.page) return context.redirect(result.redirect);
  if (!auth(result.page.view.menus.authNode, ORDERS_PATH, 'export')) {
    return noPermissionText(t);
  }
  const o: Translate = (key, params) => t('order', key, params);
  const filter = parseOrderFilter(context.url.searchParams);
  const orders = await allOrders(locals, orderApiParams(filter));
  if (!orders) return plainText(o('Orders could not be exported'), 502);
  // The file is named after the hotel's calendar day.
  const date = calendarDayOf(Date.now(), siteTimeZone()).replaceAll('-', '');
  const headers = {
    'content-disposition': `attachment; filename="hotel-orders-${date}.${kind}"`,
    'cache-control': 'private, no-store',
  };
  if (kind === 'csv') {
    return new Response(ordersCsv(orders, lang, o), {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  }
  const { ordersWorkbook } = await import('./xlsx.server');
  const buffer = await ordersWorkbook(orders, lang, o);
  return new Response(buffer, {
    headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
