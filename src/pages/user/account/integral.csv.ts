/** GET /user/account/integral.csv: the points log as CSV (needs the page's export permission). */
import type { APIRoute } from 'astro';
import { exportLog } from '~/features/account/exportLog.server';

export const prerender = false;
export const GET: APIRoute = (context) => exportLog(context, 'integral');
