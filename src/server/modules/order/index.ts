/** Routes of the Order controller (docs/api.md §13): a member's hotel bookings. */
import { memberAction } from '~/server/http/member';
import type { Routes } from '~/server/http/router';
import { cancelOrder } from './cancel';
import { createOrder } from './create';
import { orderDetail, orderExport, orderList } from './list';
import { payOrder } from './pay';

export const orderRoutes: Routes = {
  'order/create': { POST: memberAction('order/hotel', createOrder) },
  'order/list': { GET: memberAction('order/hotel', orderList) },
  'order/detail': { GET: memberAction('order/hotel', orderDetail) },
  'order/pay': { POST: memberAction('order/hotel/pay', payOrder) },
  'order/cancel': { POST: memberAction('order/hotel/cancel', cancelOrder) },
  'order/export': { GET: memberAction('order/hotel/export', orderExport) },
};

// What other modules, the server's entries and the demo use of this module.
export { startOrderSweeper } from './expire';
export { holdRooms } from './inventory';
export { operate } from './ops';
export { takeSnapshot } from './snapshot';
