/** GET /user/order/hotel.csv: the member's hotel bookings (the page's filter) as CSV (needs the export rule). */
import type { APIRoute } from 'astro';
import { exportOrders } from '~/features/order/export.server';

export const prerender = false;
export const GET: APIRoute = (context) => exportOrders(context, 'csv');
