/**
 * `POST /api/order/cancel` (member, rule `order/hotel/cancel`): cancels under the policy agreed at booking
 * (docs/design/hotels.md §3.3). One transaction: the hotel's inventory lock, the order cancelled by a conditional
 * update on the status the refund was computed for, the rooms given back, the refund through the payment's driver
 * (a unique index allows one refund per order).
 */

import { LINE_CONTROL_RE } from '~/contract/orderInput';
import { isRefusal, transition } from '~/lib/booking/status';
import { cancellationTimeline, refundAt } from '~/lib/booking/timeline';
import { formatMoney as formatLocaleMoney } from '~/lib/format/intl';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { withBusyRetry } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { HotelOrderRow } from '~/server/db/schema-order';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { releaseOrderCars } from '~/server/modules/car';
import { memberActor, recordOrderEvent } from './events';
import { expireDueOrders } from './expire';
import { holdOf, lockNights, releaseRooms } from './inventory';
import { findOwnOrder } from './list';
import { refundThroughDriver } from './refunds';
import { actorOf, orderScopeOf } from './scope';
import { orderDetailOf, orderState } from './serialize';
import { parseSnapshot } from './snapshot';

export const CANCEL_REASON_MAX = 200;
/** The request id of a cancellation's refund: one per order (`refund_order_request_unique`). */
export const CANCEL_REFUND = 'cancel';
const CANCEL_ATTEMPTS = 4;

/** What a cancellation of `order` at `now` refunds under the snapshot's policy. */
export function refundDue(order: HotelOrderRow, now: number): number {
  if (order.paid_amount <= 0) return 0;
  const snapshot = parseSnapshot(order.snapshot);
  const timeline = cancellationTimeline(
    snapshot.policy,
    { checkin: order.checkin, check_in_time: snapshot.hotel.check_in_time, time_zone: order.time_zone },
    order.paid_amount,
    order.create_time,
  );
  return Math.min(refundAt(timeline, now).refund_amount, order.paid_amount);
}

function reasonOf(ctx: ApiContext): string {
  const raw = ctx.body.reason;
  if (raw === undefined || raw === null) return '';
  const reason = typeof raw === 'string' ? raw.trim() : undefined;
  if (reason === undefined || [...reason].length > CANCEL_REASON_MAX || LINE_CONTROL_RE.test(reason)) {
    throw fieldError(ctx, { field: 'reason', key: VALIDATE_KEYS.correctField, params: { field: 'field.reason' } });
  }
  return reason;
}

/** Cancels `order` if it is still in the status it was read in; the refund made, or undefined when it changed. */
async function cancelOnce(
  ctx: ApiContext,
  user: UserRow,
  order: HotelOrderRow,
  reason: string,
): Promise<number | undefined> {
  const refund = refundDue(order, ctx.now);
  const hold = holdOf(order);
  return withBusyRetry(() =>
    ctx.db.transaction().execute(async (trx) => {
      await lockNights(trx, hold);
      const result = await trx
        .updateTable('hotel_order')
        .set({
          status: 'cancelled',
          cancel_time: ctx.now,
          cancel_reason: reason,
          refund_amount: refund,
          update_time: ctx.now,
        })
        .where('id', '=', order.id)
        .where('user_id', '=', order.user_id)
        .where('status', '=', order.status)
        .where('paid_amount', '=', order.paid_amount)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      const data = { refund, ...(reason ? { reason } : {}) };
      const entry = { orderId: order.id, event: 'cancel', from: order.status, to: 'cancelled', data };
      await recordOrderEvent(trx, memberActor(user), entry, ctx.now);
      await releaseRooms(trx, hold, ctx.now);
      await releaseOrderCars(trx, order.id, ctx.now);
      if (refund > 0) {
        const request = { amount: refund, kind: 'cancel' as const, reason, requestId: CANCEL_REFUND, adminId: 0 };
        const outcome = await refundThroughDriver(trx, order, request, { now: ctx.now, ...actorOf(user, order) });
        if (outcome !== 'given') throw new Error(`order ${order.id}: the cancellation's refund was ${outcome}`);
      }
      return refund;
    }),
  );
}

export async function cancelOrder(ctx: ApiContext, user: UserRow): Reply<'order/cancel'> {
  const id = idParam(ctx, ctx.body, 'id', 'order');
  const reason = reasonOf(ctx);
  await expireDueOrders(ctx.db, ctx.now, { userId: orderScopeOf(user).ownerId });
  // A failed attempt means the order moved on meanwhile (paid, cancelled or expired by another request); judge its
  // new status again. Its status only moves forward (pending → paid → cancelled, or expired), so within three
  // attempts it reaches one that the rules refuse with what happened ("already cancelled").
  for (let attempt = 0; attempt < CANCEL_ATTEMPTS; attempt++) {
    const order = await findOwnOrder(ctx, user, id);
    const refused = transition(orderState(order), 'cancel', { ...orderState(order), now: ctx.now });
    if (isRefusal(refused)) throw new ApiError(refused.refused);
    const refund = await cancelOnce(ctx, user, order, reason);
    if (refund === undefined) continue;
    const detail = await orderDetailOf(ctx, ctx.db, await findOwnOrder(ctx, user, id), user);
    if (refund === 0) return ok({ order: detail, refund_amount: 0 }, 'Order cancelled');
    const message =
      order.pay_channel === 'balance'
        ? 'Order cancelled: {amount} will be refunded to your balance'
        : 'Order cancelled: {amount} will be refunded';
    return ok({ order: detail, refund_amount: refund }, message, {
      amount: formatLocaleMoney(refund, ctx.lang, order.currency),
    });
  }
  throw new ApiError('This order can no longer be cancelled');
}
