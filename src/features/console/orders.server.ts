/**
 * The orders desk's pages (`/admin/order`, `/admin/order/{id}`): the list's filters as the admin API's list
 * parameters, one order with its history, and the actions posted from the detail page, each a plain form with the
 * session's field, answered by a redirect back to the order with the API's notice (or the refusal beside it).
 */
import type { AstroCookies } from 'astro';
import type { AdminCallKey } from '~/contract/admin/calls';
import type { DeskOrderDetail, DeskOrderRow } from '~/contract/admin/order';
import { setFlash } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { unitsToMinor } from '~/lib/booking/money';
import { ORDER_STATUSES, type OrderStatus } from '~/lib/booking/status';
import { parsePaging } from '~/lib/routing/paging';
import { text } from '~/lib/validation';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { dayRange, type SearchEntry, searchParams } from './listQuery';
import { csrfValid } from './session.server';

export const ORDER_VIEWS = ['arrivals', 'departures', 'inhouse'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

export interface OrderFilters {
  view: OrderView | '';
  /** One hotel (a link of the dashboard); 0 for all of the operator's. */
  hotel: number;
  /** One member's orders (a link of the member's page): on their wallet; 0 for everyone's. */
  member: number;
  /** The orders a sub-account booked (on its main account's wallet); 0 for everyone's. */
  booker: number;
  q: string;
  status: OrderStatus | '';
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function orderFilters(params: URLSearchParams): OrderFilters {
  const view = params.get('view') ?? '';
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = (params.get(name) ?? '').slice(0, 10);
    return DAY.test(value) ? value : '';
  };
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return /^\d{1,9}$/.test(value) ? Number(value) : 0;
  };
  return {
    view: (ORDER_VIEWS as readonly string[]).includes(view) ? (view as OrderView) : '',
    hotel: id('hotel'),
    member: id('member'),
    booker: id('booker'),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The list call's parameters of the page's filters (the export asks with the same). */
export function orderListParams(filters: OrderFilters, page: number, limit: number): Record<string, string | number> {
  const search: SearchEntry[] = [
    ...(filters.hotel ? [['hotel_id', '=', String(filters.hotel)] as const] : []),
    ...(filters.member ? [['user_id', '=', String(filters.member)] as const] : []),
    ...(filters.booker ? [['booked_by', '=', String(filters.booker)] as const] : []),
    ...(filters.status ? [['status', '=', filters.status] as const] : []),
    ...dayRange('checkin', filters.from, filters.to),
  ];
  // Today's lists in the order the desk works them.
  const order =
    filters.view === 'departures' ? 'checkout,asc' : filters.view === 'arrivals' ? 'checkin,asc' : 'id,desc';
  return {
    page,
    limit,
    order,
    ...(filters.view ? { view: filters.view } : {}),
    ...(filters.q ? { quickSearch: filters.q } : {}),
    ...searchParams(search),
  };
}

export interface OrderListPage {
  filters: OrderFilters;
  page: number;
  limit: number;
  total: number;
  rows: DeskOrderRow[] | undefined;
}

export async function loadOrderList(caller: ConsoleCaller, url: URL): Promise<OrderListPage> {
  const filters = orderFilters(url.searchParams);
  const { page, limit } = parsePaging(url.searchParams);
  const res = await adminCall(caller, 'hotel.order/index', 'GET', orderListParams(filters, page, limit));
  if (res.code !== CODE_SUCCESS) return { filters, page, limit, total: 0, rows: undefined };
  return { filters, page, limit, total: res.data.total, rows: res.data.list };
}

/** One order as the desk sees it, or undefined when it is not one of the operator's hotels'. */
export async function loadOrder(caller: ConsoleCaller, id: number): Promise<DeskOrderDetail | undefined> {
  const res = await adminCall(caller, 'hotel.order/edit', 'GET', { id });
  return res.code === CODE_SUCCESS ? res.data : undefined;
}

/** The desk's actions by the form's `action`: the call, and the fields the form sends. */
const ACTIONS = {
  confirm: { key: 'hotel.order/confirm', fields: ['hotel_confirmation_code'], done: 'Order confirmed' },
  checkIn: { key: 'hotel.order/checkin', fields: ['room_number'], done: 'Guests checked in' },
  noShow: { key: 'hotel.order/noshow', fields: [], done: 'Marked as a no-show' },
  complete: { key: 'hotel.order/complete', fields: [], done: 'Stay completed' },
  cancel: { key: 'hotel.order/cancel', fields: ['reason'], done: 'Order cancelled for the guest' },
  refund: { key: 'hotel.order/refund', fields: ['kind', 'reason', 'request_id'], done: 'Refund given' },
  settle: { key: 'hotel.order/settle', fields: [], done: 'Order settled' },
  invoice: { key: 'hotel.order/invoice', fields: ['invoice_number'], done: 'Invoice issued' },
  remark: { key: 'hotel.order/edit', fields: ['operator_remark'], done: 'Saved' },
} as const satisfies Record<string, { key: AdminCallKey; fields: readonly string[]; done: string }>;
export type ConsoleOrderAction = keyof typeof ACTIONS;

export type ActionOutcome =
  | { kind: 'done'; redirect: string }
  | { kind: 'refused'; action: string; message: string; field?: string; values: Record<string, string> };

/** Runs the action a form of the order's page posted; the session's field must come with it. */
export async function postOrderAction(
  caller: ConsoleCaller,
  cookies: AstroCookies,
  secure: boolean,
  id: number,
  form: FormData,
): Promise<ActionOutcome> {
  const name = text(form.get('action'));
  const values: Record<string, string> = {};
  if (!(name in ACTIONS) || !csrfValid(caller.token, text(form.get('csrf')))) {
    return { kind: 'refused', action: name, message: '', values };
  }
  const action = ACTIONS[name as ConsoleOrderAction];
  for (const field of action.fields) values[field] = text(form.get(field)).slice(0, 1000);
  const params: Record<string, string | number> = { id, ...values };
  if (name === 'refund') {
    // The form takes an amount in currency units; the API takes minor units.
    const minor = unitsToMinor(text(form.get('amount')).trim());
    params.amount = minor === undefined ? 'x' : minor;
    values.amount = text(form.get('amount')).slice(0, 20);
  }
  const res = await adminCall(caller, action.key as 'hotel.order/confirm', 'POST', params);
  if (res.code === CODE_SUCCESS) {
    setFlash(cookies, { type: 'success', ns: 'api-admin', key: action.done }, secure);
    return { kind: 'done', redirect: `/admin/order/${id}` };
  }
  const field = (res.data as { field?: unknown } | null)?.field;
  return { kind: 'refused', action: name, message: res.msg, values, ...(typeof field === 'string' ? { field } : {}) };
}
