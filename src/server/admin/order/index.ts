/**
 * `hotel.Order` (docs/design/operators.md §5): the orders desk's calls, in BuildAdmin's style. `index` lists the
 * orders of the operator's hotels (the list trait, and `view=arrivals|departures|inhouse`), `edit` reads one with
 * its history (`GET`) or notes the operators' remark (`POST`), and each action moves the order through the booking
 * module's desk (`modules/booking/desk.ts`), its audit entry written in the same transaction.
 */

import type { AdminList } from '~/contract/admin/auth';
import type { DeskExportOrder, DeskOrderDetail, DeskOrderRow } from '~/contract/admin/order';
import { INVOICE_STATUSES, ORDER_STATUSES, SETTLEMENT_STATUSES } from '~/lib/booking/status';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { MAX_TEXT } from '~/lib/validation/schemas';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { codeValue, intValue, type SearchSpec, searchValues } from '~/server/http/search';
import {
  cancelForGuest,
  checkInOrder,
  completeOrder,
  confirmOrder,
  DESK_SORTS,
  DESK_VIEWS,
  type DeskCall,
  type DeskFilters,
  type DeskResult,
  deskDetail,
  deskExportRows,
  deskQuery,
  deskRows,
  issueInvoice,
  markNoShow,
  refundOrder,
  remarkOrder,
  settleOrder,
} from '~/server/modules/booking';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { listRequest, timeValue } from '../list';

const DAY = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const SEARCH: SearchSpec = {
  hotel_id: { operators: ['=', 'IN'], parse: intValue(1, 2 ** 31) },
  status: { operators: ['=', 'IN'], parse: codeValue(ORDER_STATUSES) },
  settlement_status: { operators: ['=', 'IN'], parse: codeValue(SETTLEMENT_STATUSES) },
  invoice_status: { operators: ['=', 'IN'], parse: codeValue(INVOICE_STATUSES) },
  checkin: { operators: ['RANGE'], parse: DAY },
  checkout: { operators: ['RANGE'], parse: DAY },
  create_time: { operators: ['RANGE'], parse: timeValue },
  user_id: { operators: ['='], parse: intValue(1, 2 ** 31) },
  booked_by: { operators: ['='], parse: intValue(1, 2 ** 31) },
};

function filtersOf(ctx: AdminContext): { filters: DeskFilters; request: ReturnType<typeof listRequest> } {
  const request = listRequest(ctx.query, SEARCH, DESK_SORTS, 'id,desc');
  const range = <T>(field: string) => {
    const values = searchValues<T | undefined>(request.search, field);
    return values.length === 2 ? ([values[0], values[1]] as [T | undefined, T | undefined]) : undefined;
  };
  const view = stringParam(ctx.query, 'view');
  if (view && !(DESK_VIEWS as readonly string[]).includes(view)) throw new ApiError('Parameter error');
  const [userId] = searchValues<number>(request.search, 'user_id');
  const [bookedBy] = searchValues<number>(request.search, 'booked_by');
  const filters: DeskFilters = {
    quick: request.quickSearch,
    hotelIds: searchValues(request.search, 'hotel_id'),
    statuses: searchValues(request.search, 'status'),
    settlement: searchValues(request.search, 'settlement_status'),
    invoice: searchValues(request.search, 'invoice_status'),
    checkin: range('checkin'),
    checkout: range('checkout'),
    created: range('create_time'),
    ...(userId === undefined ? {} : { userId }),
    ...(bookedBy === undefined ? {} : { bookedBy }),
    ...(view ? { view: view as (typeof DESK_VIEWS)[number] } : {}),
  };
  return { filters, request };
}

async function index(ctx: AdminContext): Promise<Success<AdminList<DeskOrderRow>>> {
  const { access } = signedIn(ctx);
  const { filters, request } = filtersOf(ctx);
  const query = await deskQuery(ctx.db, access.scope, filters, ctx.now);
  const [field, direction] = request.order.split(',') as [
    'id' | 'checkin' | 'checkout' | 'create_time',
    'asc' | 'desc',
  ];
  const [orders, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(field, direction)
      .orderBy('id', direction)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return ok({ list: await deskRows(ctx, orders), total: Number(count?.n ?? 0), remark: '' });
}

/** Every field of the orders `index` filters, a page at a time (the export's files are made by the console). */
async function exportOrders(ctx: AdminContext): Promise<Success<{ list: DeskExportOrder[]; total: number }>> {
  const { access } = signedIn(ctx);
  const { filters, request } = filtersOf(ctx);
  const query = await deskQuery(ctx.db, access.scope, filters, ctx.now);
  const [orders, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return ok({ list: await deskExportRows(ctx, orders), total: Number(count?.n ?? 0) });
}

async function detailOf(ctx: AdminContext, id: number): Promise<DeskOrderDetail> {
  const detail = await deskDetail(ctx, signedIn(ctx).access.scope, id);
  if (!detail) throw new ApiError('Order not found');
  return detail;
}

async function read(ctx: AdminContext): Promise<Success<DeskOrderDetail>> {
  return ok(await detailOf(ctx, idParam(ctx, ctx.query, 'id', 'order')));
}

/** The desk's call for the order of `id` in the body, its audit entries written as this operator's. */
function deskCall(ctx: AdminContext): DeskCall {
  const { admin, access, actor } = signedIn(ctx);
  return {
    orderId: idParam(ctx, ctx.body, 'id', 'order'),
    scope: access.scope,
    operator: { id: admin.id, name: admin.nickname || admin.username },
    now: ctx.now,
    audit: (trx, entry) => writeAudit(trx, actor, entry, ctx.now),
  };
}

async function answer(ctx: AdminContext, result: DeskResult, msg: string): Promise<Success<DeskOrderDetail>> {
  if (!result.ok) throw new ApiError(result.refused);
  return ok(await detailOf(ctx, result.order.id), msg);
}

/** A required one-line text of the body (a code, a room number, a reason): its field's message when missing. */
function requiredText(ctx: AdminContext, name: string, max = MAX_TEXT, label = name): string {
  const value = stringParam(ctx.body, name).trim();
  if (!value || [...value].length > max || /[\r\n]/.test(value)) {
    throw fieldError(ctx, {
      field: name,
      key: value ? VALIDATE_KEYS.correctField : VALIDATE_KEYS.required,
      params: { field: `field.${label}` },
    });
  }
  return value;
}

const action =
  (run: (ctx: AdminContext, call: DeskCall) => Promise<DeskResult>, msg: string) =>
  async (ctx: AdminContext): Promise<Success<DeskOrderDetail>> => {
    const call = deskCall(ctx);
    return answer(ctx, await run(ctx, call), msg);
  };

async function refund(ctx: AdminContext): Promise<Success<DeskOrderDetail>> {
  const call = deskCall(ctx);
  const amount = Number(stringParam(ctx.body, 'amount'));
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw fieldError(ctx, {
      field: 'amount',
      key: 'Please enter the correct field',
      params: { field: 'field.amount' },
    });
  }
  const kind = stringParam(ctx.body, 'kind') === 'goodwill' ? 'goodwill' : 'partial';
  const reason = requiredText(ctx, 'reason', 200, 'refund_reason');
  const requestId = requiredText(ctx, 'request_id', 64);
  const result = await refundOrder(ctx.db, call, { amount, kind, reason, requestId });
  return answer(ctx, result, 'Refund given');
}

export const orderDeskRoutes = {
  'hotel.order/index': { GET: index },
  'hotel.order/export': { GET: exportOrders },
  'hotel.order/edit': {
    GET: read,
    POST: action((ctx, call) => remarkOrder(ctx.db, call, stringParam(ctx.body, 'operator_remark')), 'Saved'),
  },
  'hotel.order/confirm': {
    POST: action(
      (ctx, call) => confirmOrder(ctx.db, call, requiredText(ctx, 'hotel_confirmation_code', 50)),
      'Order confirmed',
    ),
  },
  'hotel.order/checkin': {
    POST: action((ctx, call) => checkInOrder(ctx.db, call, requiredText(ctx, 'room_number', 50)), 'Guests checked in'),
  },
  'hotel.order/noshow': { POST: action((ctx, call) => markNoShow(ctx.db, call), 'Marked as a no-show') },
  'hotel.order/complete': { POST: action((ctx, call) => completeOrder(ctx.db, call), 'Stay completed') },
  'hotel.order/cancel': {
    POST: action(
      (ctx, call) => cancelForGuest(ctx.db, call, requiredText(ctx, 'reason', 200)),
      'Order cancelled for the guest',
    ),
  },
  'hotel.order/refund': { POST: refund },
  'hotel.order/settle': { POST: action((ctx, call) => settleOrder(ctx.db, call), 'Order settled') },
  'hotel.order/invoice': {
    POST: action((ctx, call) => issueInvoice(ctx.db, call, requiredText(ctx, 'invoice_number', 50)), 'Invoice issued'),
  },
};
