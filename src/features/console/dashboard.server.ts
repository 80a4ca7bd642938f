/** Today's dashboard of the console (`/admin`): the admin API's `Dashboard/index`, or undefined when refused. */
import type { DashboardData } from '~/contract/admin/dashboard';
import { CODE_SUCCESS } from '~/lib/api/types';
import { adminCall, type ConsoleCaller } from './adminApi.server';

export async function loadDashboard(caller: ConsoleCaller): Promise<DashboardData | undefined> {
  const res = await adminCall(caller, 'dashboard/index', 'GET');
  return res.code === CODE_SUCCESS ? res.data : undefined;
}

/** The share of rooms sold, in whole percent (0 when nothing is offered). */
export const occupancyPercent = (sold: number, allotment: number): number =>
  allotment > 0 ? Math.round((sold / allotment) * 100) : 0;
