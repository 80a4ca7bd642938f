/**
 * `POST /api/order/pay` (member, rule `order/hotel/pay`): pays an unpaid order with a payment driver in one
 * transaction — the order becomes paid by a conditional update (pending and not yet expired), the driver takes the
 * money, the payment is recorded (a unique index allows one successful payment per order). A second payment of
 * the same order changes nothing and answers `Order already paid`.
 */
import { isRefusal, transition } from '~/lib/booking/status';
import { activeMember } from '~/server/auth/active';
import { formatMoney } from '~/server/auth/user-info';
import { withBusyRetry } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { loginRequiredError } from '~/server/http/guards';
import { idParam } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { paymentDriver } from '~/server/payments';
import { memberActor, recordOrderEvent } from './events';
import { expireDueOrders } from './expire';
import { findOwnOrder } from './list';
import { actorOf, inScope, orderScopeOf } from './scope';
import { orderDetailOf, orderState } from './serialize';

const CHANNEL_RE = /^[a-z][a-z0-9_]{0,15}$/;
const PAID: readonly string[] = ['paid', 'confirmed', 'checked_in', 'completed'];

async function paidAnswer(ctx: ApiContext, user: UserRow, orderId: number, msg: string): Reply<'order/pay'> {
  const order = await findOwnOrder(ctx, user, orderId);
  const detail = await orderDetailOf(ctx, ctx.db, order, user);
  // The company balance is not shown to a sub-account.
  if (user.parent_id !== null) return ok({ order: detail, money: null }, msg);
  const member = await ctx.db.selectFrom('user').select('money').where('id', '=', user.id).executeTakeFirstOrThrow();
  return ok({ order: detail, money: formatMoney(member.money) }, msg);
}

export async function payOrder(ctx: ApiContext, user: UserRow): Reply<'order/pay'> {
  const id = idParam(ctx, ctx.body, 'id', 'order');
  const channel = typeof ctx.body.channel === 'string' && ctx.body.channel.trim() ? ctx.body.channel.trim() : 'balance';
  const driver = CHANNEL_RE.test(channel) ? paymentDriver(channel) : undefined;
  if (!driver?.enabled()) throw new ApiError('Payment method not available');

  await expireDueOrders(ctx.db, ctx.now, { userId: orderScopeOf(user).ownerId });
  const order = await findOwnOrder(ctx, user, id);
  if (PAID.includes(order.status)) return paidAnswer(ctx, user, id, 'Order already paid');
  const refused = transition(orderState(order), 'pay', { ...orderState(order), now: ctx.now });
  if (isRefusal(refused)) throw new ApiError(refused.refused);

  const paid = await withBusyRetry(() =>
    ctx.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('hotel_order')
        .set({
          status: 'paid',
          pay_channel: driver.name,
          pay_time: ctx.now,
          paid_amount: order.total_price,
          update_time: ctx.now,
        })
        .where('id', '=', order.id)
        .where(inScope(orderScopeOf(user)))
        .where('status', '=', 'pending')
        .where('expire_time', '>', ctx.now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      // The wallet is the order's owner (a sub-account's main account), whose row the balance driver locks.
      const { txnId } = await driver.charge(trx, order, { now: ctx.now, ...actorOf(user, order) });
      // A sub-account disabled meanwhile pays nothing: checked again once the owner's row is held.
      if (user.parent_id !== null && !(await activeMember(trx, user.id)))
        throw loginRequiredError({ status: 'invalid' });
      await trx
        .insertInto('payment')
        .values({
          order_id: order.id,
          user_id: order.user_id,
          channel: driver.name,
          amount: order.total_price,
          status: 'succeeded',
          txn_id: txnId,
          create_time: ctx.now,
          update_time: ctx.now,
        })
        .execute();
      const entry = { orderId: order.id, event: 'pay', from: 'pending', to: 'paid', data: { channel: driver.name } };
      await recordOrderEvent(trx, memberActor(user), entry, ctx.now);
      return true;
    }),
  );
  if (paid) {
    // Popularity counts paid bookings; outside the transaction, a lost increment is harmless.
    await ctx.db
      .updateTable('hotel')
      .set((eb) => ({ popularity: eb('popularity', '+', 1) }))
      .where('id', '=', order.hotel_id)
      .execute();
    return paidAnswer(ctx, user, id, 'Payment successful');
  }
  // Someone else got there first: a twin payment, the sweep, a cancellation.
  const now = await findOwnOrder(ctx, user, id);
  if (PAID.includes(now.status)) return paidAnswer(ctx, user, id, 'Order already paid');
  if (now.status === 'expired' || now.expire_time <= ctx.now) {
    await expireDueOrders(ctx.db, ctx.now, { userId: orderScopeOf(user).ownerId });
    throw new ApiError('This order has expired');
  }
  throw new ApiError('Only unpaid orders can be paid');
}
