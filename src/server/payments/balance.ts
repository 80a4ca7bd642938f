/** The `balance` driver: pays from the member's balance with a conditional debit and a balance log entry. */
import { randomUUID } from 'node:crypto';
import { logEventMemo } from '~/contract/accountInput';
import { ApiError } from '~/server/http/errors';
import type { PayContext, PaymentDriver } from './driver';

/** The balance log's columns of who caused the change, when not the owner. */
const actorColumns = ({ actor }: PayContext) =>
  actor ? { actor_id: actor.id, actor_account: actor.username, actor_nickname: actor.nickname } : {};

export const balanceDriver: PaymentDriver = {
  name: 'balance',
  enabled: () => true,

  async charge(trx, order, ctx) {
    const { now } = ctx;
    const debited = await trx
      .updateTable('user')
      .set((eb) => ({ money: eb('money', '-', order.total_price), update_time: now }))
      .where('id', '=', order.user_id)
      .where('money', '>=', order.total_price)
      .returning('money')
      .executeTakeFirst();
    if (!debited) throw new ApiError('Insufficient balance');
    await trx
      .insertInto('user_money_log')
      .values({
        user_id: order.user_id,
        money: -order.total_price,
        before: debited.money + order.total_price,
        after: debited.money,
        memo: logEventMemo('hotel_booking', order.booking_id),
        create_time: now,
        ...actorColumns(ctx),
      })
      .execute();
    return { txnId: `balance-${randomUUID()}` };
  },

  async refund(trx, order, amount, ctx) {
    const { now } = ctx;
    const credited = await trx
      .updateTable('user')
      .set((eb) => ({ money: eb('money', '+', amount), update_time: now }))
      .where('id', '=', order.user_id)
      .returning('money')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_money_log')
      .values({
        user_id: order.user_id,
        money: amount,
        before: credited.money - amount,
        after: credited.money,
        memo: logEventMemo('booking_refund', order.booking_id),
        create_time: now,
        ...actorColumns(ctx),
      })
      .execute();
    return { txnId: `balance-${randomUUID()}` };
  },
};
