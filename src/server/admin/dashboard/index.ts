/** `Dashboard/index` (BuildAdmin's `app/admin/controller/Dashboard.php`, and today at the operator's hotels). */
import type { DashboardData } from '~/contract/admin/dashboard';
import { ok, type Success } from '~/server/http/envelope';
import { deskDashboard } from '~/server/modules/booking';
import { type AdminContext, signedIn } from '../door';

async function index(ctx: AdminContext): Promise<Success<DashboardData>> {
  return ok(await deskDashboard(ctx.db, signedIn(ctx).access.scope, ctx.lang, ctx.now));
}

export const dashboardRoutes = {
  'dashboard/index': { GET: index },
};
