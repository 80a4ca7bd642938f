/** GET /user/order/hotel.xlsx: the member's hotel bookings (the page's filter) as an Excel workbook (export rule). */
import type { APIRoute } from 'astro';
import { exportOrders } from '~/features/order/export.server';

export const prerender = false;
export const GET: APIRoute = (context) => exportOrders(context, 'xlsx');
