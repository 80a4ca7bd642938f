/** GET /admin/rates.csv: a year of a hotel's nights as a rate sheet (export rule). */
import type { APIRoute } from 'astro';
import { consoleCaller, loginHref } from '~/features/console/consoleView.server';
import { exportRates } from '~/features/console/rateSheet.server';

export const prerender = false;
export const GET: APIRoute = (context) => {
  const caller = consoleCaller(context);
  if (!caller.token) return context.redirect(loginHref('/admin/rates'));
  return exportRates(caller, context.url, 'csv', context.locals.t);
};
