/**
 * Bookings (docs/api.md §12 `hotel/quote`, §13 Order): the price of a stay with its car services, and a member's
 * hotel orders from booking to payment, cancellation and expiry, with the rooms and cars they hold, the lists and
 * the exports. One module for the whole booking: the quote joins the hotel catalogue and the cars, and
 * `order/create` prices it again inside the booking's transaction.
 */
import { memberAction } from '~/server/http/member';
import type { ModuleRoutes } from '~/server/http/router';
import { cancelOrder } from './cancel';
import { createOrder } from './create';
import { requestInvoice } from './invoice';
import { orderDetail, orderExport, orderList } from './list';
import { payOrder } from './pay';
import { hotelQuote } from './quote';

export const bookingRoutes = {
  'hotel/quote': { GET: hotelQuote },
  'order/create': { POST: memberAction('order/hotel', createOrder) },
  'order/list': { GET: memberAction('order/hotel', orderList) },
  'order/detail': { GET: memberAction('order/hotel', orderDetail) },
  'order/pay': { POST: memberAction('order/hotel/pay', payOrder) },
  'order/cancel': { POST: memberAction('order/hotel/cancel', cancelOrder) },
  'order/export': { GET: memberAction('order/hotel/export', orderExport) },
  'order/invoice': { POST: memberAction('order/hotel', requestInvoice) },
} satisfies ModuleRoutes;

export { deskDashboard } from './dashboard';
export {
  cancelForGuest,
  checkInOrder,
  completeOrder,
  confirmOrder,
  type DeskCall,
  type DeskResult,
  issueInvoice,
  markNoShow,
  refundOrder,
  remarkOrder,
  settleOrder,
} from './desk';
export { DESK_SORTS, DESK_VIEWS, type DeskFilters, deskDetail, deskExportRows, deskQuery, deskRows } from './deskList';
// What the server's entries and the demo use of this module.
export { startOrderSweeper } from './expire';
export { hotelChoices } from './hotelChoices';
export { holdRooms } from './inventory';
export { operate } from './ops';
export { takeSnapshot } from './snapshot';
