/**
 * Money back for an order, through the driver of the payment it was paid with, inside the caller's transaction: the
 * refund's row first (one per order and request id, the database's unique index deciding between two at once), then
 * the driver, then the driver's transaction id on the row. A cancellation's refund is the request `cancel`.
 */
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { HotelOrderRow, RefundKind } from '~/server/db/schema-order';
import { type PayContext, paymentDriver } from '~/server/payments';

export interface RefundRequest {
  amount: number;
  kind: RefundKind;
  reason: string;
  requestId: string;
  /** The operator who gives it; 0 for a member's cancellation. */
  adminId: number;
}

export type RefundOutcome = 'given' | 'repeated' | 'unpaid';

export async function refundThroughDriver(
  trx: Transaction<DB>,
  order: HotelOrderRow,
  request: RefundRequest,
  ctx: PayContext,
): Promise<RefundOutcome> {
  const payment = await trx
    .selectFrom('payment')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (!payment) return 'unpaid';
  const driver = paymentDriver(payment.channel);
  if (!driver) throw new Error(`no payment driver ${payment.channel} for a refund`);
  const inserted = await trx
    .insertInto('refund')
    .values({
      order_id: order.id,
      payment_id: payment.id,
      user_id: order.user_id,
      channel: payment.channel,
      amount: request.amount,
      status: 'succeeded',
      txn_id: '',
      request_id: request.requestId,
      kind: request.kind,
      reason: request.reason,
      admin_id: request.adminId,
      create_time: ctx.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 'repeated';
  const { txnId } = await driver.refund(trx, order, request.amount, ctx);
  await trx.updateTable('refund').set({ txn_id: txnId }).where('id', '=', inserted.id).execute();
  return 'given';
}
