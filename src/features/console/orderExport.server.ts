/**
 * The orders desk's export (`/admin/order.csv`, `/admin/order.xlsx`): what the list's filters select, in the operator's
 * hotels, as the members' export writes it (the same columns, cells a spreadsheet cannot run as formulas); the admin
 * API's `hotel.Order/export` paged (100 a call, at most 50 calls). For roles with the export rule.
 */
import { siteTimeZone } from '~/config';
import type { OrderDetail } from '~/contract/order';
import { ordersCsv, ordersWorkbook } from '~/features/order/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { calendarDayOf } from '~/lib/format/calendarDays';
import { plainText } from '~/lib/http/plainText';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { orderFilters, orderListParams } from './orders.server';

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** Every order the filters select, or the code of the API's refusal (401: the role has no export). */
async function allOrders(caller: ConsoleCaller, url: URL): Promise<OrderDetail[] | number> {
  const filters = orderFilters(url.searchParams);
  const orders: OrderDetail[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await adminCall(caller, 'hotel.order/export', 'GET', orderListParams(filters, page, PAGE_SIZE));
    if (res.code !== CODE_SUCCESS) return res.code;
    orders.push(...res.data.list);
    if (res.data.list.length < PAGE_SIZE || orders.length >= res.data.total) break;
  }
  return orders;
}

export async function exportDeskOrders(
  caller: ConsoleCaller,
  url: URL,
  kind: 'csv' | 'xlsx',
  t: (ns: string, key: string, params?: Record<string, unknown>) => string,
): Promise<Response> {
  const o = (key: string, params?: Record<string, unknown>) => t('order', key, params);
  const orders = await allOrders(caller, url);
  if (orders === 401) return plainText(t('api', 'You have no permission'), 403);
  if (typeof orders === 'number') return plainText(o('Orders could not be exported'), orders === 0 ? 502 : 401);
  const date = calendarDayOf(Date.now(), siteTimeZone()).replaceAll('-', '');
  const headers = {
    'content-disposition': `attachment; filename="desk-orders-${date}.${kind}"`,
    'cache-control': 'private, no-store',
  };
  if (kind === 'csv') {
    return new Response(ordersCsv(orders, caller.lang, o), {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  }
  const buffer = await ordersWorkbook(orders, caller.lang, o);
  return new Response(buffer, {
    headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
