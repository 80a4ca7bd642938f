/** GET /admin/order.csv: the orders the desk's filters select, as the members' export writes them (export rule). */
import type { APIRoute } from 'astro';
import { consoleCaller, loginHref } from '~/features/console/consoleView.server';
import { exportDeskOrders } from '~/features/console/orderExport.server';

export const prerender = false;
export const GET: APIRoute = (context) => {
  const caller = consoleCaller(context);
  if (!caller.token) return context.redirect(loginHref('/admin/order'));
  return exportDeskOrders(caller, context.url, 'csv', context.locals.t);
};
