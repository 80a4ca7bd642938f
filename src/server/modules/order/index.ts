/** Routes of the Order controller (docs/api.md §13): a member's hotel bookings. */
import { memberAction } from '~/server/http/member';
import type { Routes } from '~/server/http/router';
import { createOrder } from './create';
import { orderDetail, orderList } from './list';

export const orderRoutes: Routes = {
  'order/create': { POST: memberAction('order/hotel', createOrder) },
  'order/list': { GET: memberAction('order/hotel', orderList) },
  'order/detail': { GET: memberAction('order/hotel', orderDetail) },
};
