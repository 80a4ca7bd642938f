/**
 * The orders desk's actions (docs/design/operators.md §5): what the hotel's staff do with an order — confirm it with
 * the hotel's code, check the guests in with a room number, mark a no-show, complete the stay, cancel it for the
 * guest, refund part of it or a goodwill amount, settle it, issue the invoice the member asked for, and note a
 * remark. Each is one transaction: the order read inside the operator's hotels, the status machine
 * (`lib/booking/status.ts`), one update guarded by the fields it read (of two operators at once, one wins and the
 * other is told the order changed), the refund through the payment's driver, the order's history row and the
 * caller's audit entry. Refusals are `api-hotel` keys.
 */
import type { Kysely, Transaction } from 'kysely';
import { isRefusal, type OrderEvent, transition } from '~/lib/booking/status';
import { type HotelScope, inScope } from '~/lib/operators/scope';
import { withBusyRetry } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import type { HotelOrderRow } from '~/server/db/schema-order';
import { releaseOrderCars } from '~/server/modules/car';
import { CANCEL_REFUND, refundDue } from './cancel';
import { type OrderEventActor, recordOrderEvent } from './events';
import { holdOf, lockNights, releaseRooms } from './inventory';
import { type RefundRequest as RefundTerms, refundThroughDriver } from './refunds';
import { orderState } from './serialize';

const DESK_REFUSALS = {
  notFound: 'Order not found',
  changed: 'The order changed meanwhile; reload it',
  refundTooMuch: 'A refund cannot be more than is left of what was paid',
  refundNothing: 'Nothing was paid for this order',
  refundRepeated: 'This refund was given already',
} as const;

/** Who acts, where, and how the caller records it (the operator's audit entry, in the same transaction). */
export interface DeskCall {
  orderId: number;
  scope: HotelScope;
  operator: { id: number; name: string };
  now: number;
  audit(trx: Kysely<DB>, entry: DeskAudit): Promise<void>;
}

export interface DeskAudit {
  title: string;
  target: string;
  data?: Record<string, unknown>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export type DeskResult = { ok: true; order: HotelOrderRow } | { ok: false; refused: string };

type Trx = Transaction<DB>;
const refused = (key: string): DeskResult => ({ ok: false, refused: key });
class Refused extends Error {}

const actorOf = (call: DeskCall): OrderEventActor => ({ actor: 'operator', ...call.operator });

/** The order, when it is in the operator's hotels. */
async function orderInScope(db: Kysely<DB>, call: DeskCall): Promise<HotelOrderRow | undefined> {
  const order = await db.selectFrom('hotel_order').selectAll().where('id', '=', call.orderId).executeTakeFirst();
  return order && inScope(call.scope, order.hotel_id) ? order : undefined;
}

/** Runs `work` on the order in one transaction; a `Refused` thrown inside rolls it back and answers its key. */
async function inTransaction(
  db: Kysely<DB>,
  call: DeskCall,
  work: (trx: Trx, order: HotelOrderRow) => Promise<void>,
): Promise<DeskResult> {
  const order = await orderInScope(db, call);
  if (!order) return refused(DESK_REFUSALS.notFound);
  try {
    await withBusyRetry(() => db.transaction().execute((trx) => work(trx, order)));
  } catch (error) {
    if (error instanceof Refused) return refused(error.message);
    throw error;
  }
  const after = await db.selectFrom('hotel_order').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  return { ok: true, order: after };
}

type OrderChange = Partial<Omit<HotelOrderRow, 'id'>>;

/** The order's update, guarded by what was read: 0 rows means someone else changed it first. */
async function guardedUpdate(trx: Trx, order: HotelOrderRow, change: OrderChange, now: number): Promise<void> {
  const result = await trx
    .updateTable('hotel_order')
    .set({ ...change, update_time: now })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('settlement_status', '=', order.settlement_status)
    .where('invoice_status', '=', order.invoice_status)
    .where('refund_amount', '=', order.refund_amount)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Refused(DESK_REFUSALS.changed);
}

const pick = (order: HotelOrderRow, change: OrderChange) =>
  Object.fromEntries(Object.keys(change).map((key) => [key, order[key as keyof HotelOrderRow]]));

/** One step of the status machine with the fields it sets, its history row and its audit entry. */
async function step(
  trx: Trx,
  call: DeskCall,
  order: HotelOrderRow,
  event: OrderEvent,
  change: OrderChange,
  title: string,
) {
  const next = transition(orderState(order), event, {
    ...orderState(order),
    hotel_confirmation_code: change.hotel_confirmation_code ?? order.hotel_confirmation_code,
    operator: change.operator ?? order.operator,
    room_number: change.room_number ?? order.room_number,
    now: call.now,
  });
  if (isRefusal(next)) throw new Refused(next.refused);
  const full: OrderChange = { ...change, ...next };
  await guardedUpdate(trx, order, full, call.now);
  const data = Object.fromEntries(Object.entries(change).filter(([key]) => !key.endsWith('_time')));
  const entry = { orderId: order.id, event, from: order.status, to: next.status, data };
  await recordOrderEvent(trx, actorOf(call), entry, call.now);
  await call.audit(trx, { title, target: `hotel_order:${order.id}`, before: pick(order, full), after: full, data });
}

const text = (value: string, max: number) => value.trim().slice(0, max);

export function confirmOrder(db: Kysely<DB>, call: DeskCall, code: string): Promise<DeskResult> {
  const change = { hotel_confirmation_code: text(code, 50), operator: call.operator.name, confirm_time: call.now };
  return inTransaction(db, call, (trx, order) => step(trx, call, order, 'confirm', change, 'Confirm order'));
}

export function checkInOrder(db: Kysely<DB>, call: DeskCall, room: string): Promise<DeskResult> {
  const change = { room_number: text(room, 50), checked_in_time: call.now };
  return inTransaction(db, call, (trx, order) => step(trx, call, order, 'check_in', change, 'Check in'));
}

export function completeOrder(db: Kysely<DB>, call: DeskCall): Promise<DeskResult> {
  const change = { complete_time: call.now };
  return inTransaction(db, call, (trx, order) => step(trx, call, order, 'complete', change, 'Complete stay'));
}

export function settleOrder(db: Kysely<DB>, call: DeskCall): Promise<DeskResult> {
  const change = { settle_time: call.now };
  return inTransaction(db, call, (trx, order) => step(trx, call, order, 'settle', change, 'Settle order'));
}

export function issueInvoice(db: Kysely<DB>, call: DeskCall, number: string): Promise<DeskResult> {
  const change = { invoice_number: text(number, 50) };
  return inTransaction(db, call, (trx, order) => step(trx, call, order, 'issue_invoice', change, 'Issue invoice'));
}

/** The operators' remark (no status moves). */
export function remarkOrder(db: Kysely<DB>, call: DeskCall, remark: string): Promise<DeskResult> {
  return inTransaction(db, call, async (trx, order) => {
    const change = { operator_remark: text(remark, 1000) };
    await guardedUpdate(trx, order, change, call.now);
    await recordOrderEvent(trx, actorOf(call), { orderId: order.id, event: 'remark' }, call.now);
    await call.audit(trx, {
      title: 'Edit order remark',
      target: `hotel_order:${order.id}`,
      before: pick(order, change),
      after: change,
    });
  });
}

type RefundRequest = Omit<RefundTerms, 'adminId'>;

/** Gives money back through the payment's driver (`refunds.ts`); a repeated request id or no payment refuses. */
async function giveBack(trx: Trx, call: DeskCall, order: HotelOrderRow, request: RefundRequest): Promise<void> {
  const outcome = await refundThroughDriver(trx, order, { ...request, adminId: call.operator.id }, { now: call.now });
  if (outcome === 'repeated') throw new Refused(DESK_REFUSALS.refundRepeated);
  if (outcome === 'unpaid') throw new Refused(DESK_REFUSALS.refundNothing);
}

/**
 * Ends the stay before it began — cancelled for the guest, or a no-show — with the policy's refund (the rest is
 * the penalty), the rooms and cars given back.
 */
async function endBeforeStay(
  trx: Trx,
  call: DeskCall,
  order: HotelOrderRow,
  event: 'cancel' | 'no_show',
  reason: string,
): Promise<void> {
  const next = transition(orderState(order), event, { ...orderState(order), now: call.now });
  if (isRefusal(next)) throw new Refused(next.refused);
  const refund = Math.min(refundDue(order, call.now), refundable(order));
  const hold = holdOf(order);
  await lockNights(trx, hold);
  const times = event === 'cancel' ? { cancel_time: call.now, cancel_reason: reason } : { no_show_time: call.now };
  const change: OrderChange = { status: next.status, refund_amount: order.refund_amount + refund, ...times };
  await guardedUpdate(trx, order, change, call.now);
  await releaseRooms(trx, hold, call.now);
  await releaseOrderCars(trx, order.id, call.now);
  if (refund > 0)
    await giveBack(trx, call, order, { amount: refund, kind: 'cancel', reason, requestId: CANCEL_REFUND });
  const data = { refund, ...(reason ? { reason } : {}) };
  await recordOrderEvent(
    trx,
    actorOf(call),
    { orderId: order.id, event, from: order.status, to: next.status, data },
    call.now,
  );
  const title = event === 'cancel' ? 'Cancel order for the guest' : 'Mark no-show';
  await call.audit(trx, { title, target: `hotel_order:${order.id}`, before: pick(order, change), after: change, data });
}

export function cancelForGuest(db: Kysely<DB>, call: DeskCall, reason: string): Promise<DeskResult> {
  return inTransaction(db, call, (trx, order) => endBeforeStay(trx, call, order, 'cancel', text(reason, 200)));
}

export function markNoShow(db: Kysely<DB>, call: DeskCall): Promise<DeskResult> {
  return inTransaction(db, call, (trx, order) => endBeforeStay(trx, call, order, 'no_show', ''));
}

/** What is still left to refund of an order (paid minus refunded). */
export const refundable = (order: Pick<HotelOrderRow, 'paid_amount' | 'refund_amount'>): number =>
  Math.max(0, order.paid_amount - order.refund_amount);

/**
 * A refund by hand: part of the price or a goodwill amount, never more than is left of what was paid, once per
 * request id (a second post of the same form changes nothing). The order's `refund_amount` grows by an update that
 * holds only while the sum stays within the paid amount, so refunds racing each other never pass it.
 */
export function refundOrder(db: Kysely<DB>, call: DeskCall, request: RefundRequest): Promise<DeskResult> {
  return inTransaction(db, call, async (trx, order) => {
    if (order.paid_amount <= 0) throw new Refused(DESK_REFUSALS.refundNothing);
    if (request.amount > refundable(order)) throw new Refused(DESK_REFUSALS.refundTooMuch);
    const grown = await trx
      .updateTable('hotel_order')
      .set((eb) => ({ refund_amount: eb('refund_amount', '+', request.amount), update_time: call.now }))
      .where('id', '=', order.id)
      .where((eb) => eb(eb('refund_amount', '+', request.amount), '<=', eb.ref('paid_amount')))
      .executeTakeFirst();
    if (Number(grown.numUpdatedRows) !== 1) throw new Refused(DESK_REFUSALS.refundTooMuch);
    await giveBack(trx, call, order, request);
    const data = { amount: request.amount, kind: request.kind, reason: request.reason };
    await recordOrderEvent(trx, actorOf(call), { orderId: order.id, event: 'refund', data }, call.now);
    const before = { refund_amount: order.refund_amount };
    const after = { refund_amount: order.refund_amount + request.amount };
    await call.audit(trx, { title: 'Refund', target: `hotel_order:${order.id}`, before, after, data });
  });
}
