/**
 * `POST /api/order/invoice` (member, rule `order/hotel`): the member asks for an invoice of a paid, confirmed,
 * checked-in, completed or no-show order — a title, a tax ID when a company's, the e-mail address to send it to —
 * once; finance issues it at the orders desk (`hotel.Order/invoice`). One guarded update with its history row.
 */
import { INVOICE_TITLE_MAX, LINE_CONTROL_RE, TAX_ID_RE } from '~/contract/orderInput';
import { isRefusal, transition } from '~/lib/booking/status';
import { isEmail, VALIDATE_KEYS } from '~/lib/validation/rules';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import type { Reply } from '~/server/http/router';
import { memberActor, recordOrderEvent } from './events';
import { findOwnOrder } from './list';
import { orderDetailOf, orderState } from './serialize';

interface InvoiceRequest {
  title: string;
  taxId: string;
  email: string;
}

function invoiceRequest(ctx: ApiContext): InvoiceRequest {
  const field = (name: string) => stringParam(ctx.body, name).trim();
  const refuse = (name: string, key: string, label = name) =>
    fieldError(ctx, { field: name, key, params: { field: `field.${label}` } });
  const title = field('title');
  if (!title) throw refuse('title', VALIDATE_KEYS.required, 'invoice_title');
  if ([...title].length > INVOICE_TITLE_MAX || LINE_CONTROL_RE.test(title)) {
    throw refuse('title', VALIDATE_KEYS.correctField, 'invoice_title');
  }
  const taxId = field('tax_id').toUpperCase();
  if (!TAX_ID_RE.test(taxId)) throw refuse('tax_id', VALIDATE_KEYS.correctField);
  const email = field('email');
  if (!email) throw refuse('email', VALIDATE_KEYS.required);
  if (!isEmail(email)) throw refuse('email', VALIDATE_KEYS.correctField);
  return { title, taxId, email };
}

export async function requestInvoice(ctx: ApiContext, user: UserRow): Reply<'order/invoice'> {
  const id = idParam(ctx, ctx.body, 'id', 'order');
  const request = invoiceRequest(ctx);
  const order = await findOwnOrder(ctx, user, id);
  const next = transition(orderState(order), 'request_invoice', { ...orderState(order), now: ctx.now });
  if (isRefusal(next)) {
    throw new ApiError(order.invoice_status === 'none' ? next.refused : 'An invoice has already been requested');
  }
  const done = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('hotel_order')
      .set({
        invoice_status: next.invoice_status,
        invoice_title: request.title,
        invoice_tax_id: request.taxId,
        invoice_email: request.email,
        update_time: ctx.now,
      })
      .where('id', '=', order.id)
      .where('invoice_status', '=', 'none')
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const entry = { orderId: order.id, event: 'request_invoice', data: { title: request.title } };
    await recordOrderEvent(trx, memberActor(user), entry, ctx.now);
    return true;
  });
  if (!done) throw new ApiError('An invoice has already been requested');
  const fresh = await findOwnOrder(ctx, user, id);
  return ok(await orderDetailOf(ctx, ctx.db, fresh, user), 'Invoice requested');
}
