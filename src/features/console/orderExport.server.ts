/**
 * The orders desk's export (`/admin/order.csv`, `/admin/order.xlsx`): what the list's filters select, in the operator's
 * hotels, as the members' export writes it (the same columns, cells a spreadsheet cannot run as formulas) and then the
 * desk's own: paid, refunded, each refund, the hotel's code, the room, the invoice number and the remark; the admin
 * API's `hotel.Order/export` paged (100 a call, at most 50 calls). For roles with the export rule.
 */
import { siteTimeZone } from '~/config';
import type { DeskExportOrder } from '~/contract/admin/order';
import { type ExtraColumn, ordersCsv, ordersWorkbook } from '~/features/order/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { calendarDayOf } from '~/lib/format/calendarDays';
import { plainText } from '~/lib/http/plainText';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { orderFilters, orderListParams } from './orders.server';

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** Every order the filters select, or the code of the API's refusal (401: the role has no export). */
async function allOrders(caller: ConsoleCaller, url: URL): Promise<DeskExportOrder[] | number> {
  const filters = orderFilters(url.searchParams);
  const orders: DeskExportOrder[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await adminCall(caller, 'hotel.order/export', 'GET', orderListParams(filters, page, PAGE_SIZE));
    if (res.code !== CODE_SUCCESS) return res.code;
    orders.push(...res.data.list);
    if (res.data.list.length < PAGE_SIZE || orders.length >= res.data.total) break;
  }
  return orders;
}

const units = (minor: number) => (minor / 100).toFixed(2);

/** The desk's own columns after the members' (money as numbers in currency units, as theirs). */
function deskColumns(c: (key: string) => string): ExtraColumn<DeskExportOrder>[] {
  const money = (header: string, value: (order: DeskExportOrder) => number) => ({
    header,
    width: 12,
    numFmt: '#,##0.00',
    value: (order: DeskExportOrder) => Number(units(value(order))),
  });
  const text = (header: string, value: (order: DeskExportOrder) => string, width = 16) => ({ header, width, value });
  return [
    money(c('order.paid'), (order) => order.paid_amount),
    money(c('order.refunded'), (order) => order.refund_amount),
    {
      header: c('order.refunds'),
      width: 40,
      value: (order: DeskExportOrder) =>
        order.refunds
          .map(
            (refund) =>
              `${units(refund.amount)} ${c(`refund.${refund.kind}`)}${refund.reason ? `: ${refund.reason}` : ''}`,
          )
          .join('; '),
    },
    text(c('order.code'), (order) => order.hotel_confirmation_code),
    text(c('order.room'), (order) => order.room_number, 10),
    text(c('order.invoiceNumber'), (order) => order.invoice_number),
    text(c('order.remark'), (order) => order.operator_remark, 40),
  ];
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
  const extra = deskColumns((key) => t('console', key));
  const date = calendarDayOf(Date.now(), siteTimeZone()).replaceAll('-', '');
  const headers = {
    'content-disposition': `attachment; filename="desk-orders-${date}.${kind}"`,
    'cache-control': 'private, no-store',
  };
  if (kind === 'csv') {
    return new Response(ordersCsv(orders, caller.lang, o, extra), {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  }
  const buffer = await ordersWorkbook(orders, caller.lang, o, extra);
  return new Response(buffer, {
    headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
