/**
 * What the hotel's staff do with an order after payment — confirm it with the hotel's code, check the guests in
 * with a room number, complete the stay, settle it, issue the invoice — as conditional updates checked by the
 * status machine. There is no back office yet (docs/design/hotels.md §15); the demo seed and the tests use these.
 */
import type { Kysely } from 'kysely';
import { isRefusal, type OrderEvent, type OrderState, transition } from '~/lib/booking/status';
import type { DB } from '~/server/db/schema';
import type { HotelOrderRow } from '~/server/db/schema-order';
import { orderState } from './serialize';

export interface OperatorInput {
  now: number;
  operator?: string;
  hotel_confirmation_code?: string;
  room_number?: string;
}

const TIME_COLUMN: Partial<Record<OrderEvent, keyof HotelOrderRow>> = {
  confirm: 'confirm_time',
  check_in: 'checked_in_time',
  complete: 'complete_time',
  settle: 'settle_time',
};

/** Applies an operator event to an order; the refusal key when the status machine refuses it. */
export async function operate(
  db: Kysely<DB>,
  order: HotelOrderRow,
  event: 'confirm' | 'check_in' | 'complete' | 'settle' | 'request_invoice' | 'issue_invoice',
  input: OperatorInput,
): Promise<{ ok: true; state: OrderState } | { ok: false; refused: string }> {
  const facts = {
    ...orderState(order),
    hotel_confirmation_code: input.hotel_confirmation_code ?? order.hotel_confirmation_code,
    operator: input.operator ?? order.operator,
    room_number: input.room_number ?? order.room_number,
  };
  const next = transition(orderState(order), event, { ...facts, now: input.now });
  if (isRefusal(next)) return { ok: false, refused: next.refused };
  const timeColumn = TIME_COLUMN[event];
  const result = await db
    .updateTable('hotel_order')
    .set({
      status: next.status,
      settlement_status: next.settlement_status,
      invoice_status: next.invoice_status,
      hotel_confirmation_code: facts.hotel_confirmation_code,
      operator: facts.operator,
      room_number: facts.room_number,
      ...(timeColumn ? { [timeColumn]: input.now } : {}),
      update_time: input.now,
    })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('settlement_status', '=', order.settlement_status)
    .where('invoice_status', '=', order.invoice_status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { ok: true, state: next } : { ok: false, refused: 'changed' };
}
